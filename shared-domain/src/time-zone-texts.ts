/** What the screens say about the zone their times are in, when the browser's and the group's differ. */
export const TIME_ZONE_TEXTS = {
  browserShown: (browserZone: string, groupZone: string) => `Times in ${browserZone}; the group works in ${groupZone}.`,
  groupShown: (groupZone: string, browserZone: string) =>
    `Times in ${groupZone}, the group's zone; this browser is in ${browserZone}.`,
  showGroup: "Show the group's times",
  showBrowser: 'Show my times',
} as const;
