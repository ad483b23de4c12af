import type { MessageDescriptor } from '@scheduler/shared-domain/i18n';

/**
 * The zone notice of the meeting screens, shown only when the browser's zone and the group's differ (meetings
 * namespace): apart, so that these texts come with the notice's code, downloaded only where it shows.
 */
export const ZONE_NOTICE_SCREENS = {
  zoneBrowser: { id: 'meetings.zoneBrowser', defaultMessage: 'Times in {browser}; the group works in {group}.' },
  zoneGroup: {
    id: 'meetings.zoneGroup',
    defaultMessage: "Times in {group}, the group's zone; this browser is in {browser}.",
  },
  showGroup: { id: 'meetings.showGroup', defaultMessage: "Show the group's times" },
  showBrowser: { id: 'meetings.showBrowser', defaultMessage: 'Show my times' },
} satisfies Record<string, MessageDescriptor>;
