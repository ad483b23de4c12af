// The texts of the meetings calendar (Meetings › Calendar) that are not a meeting's own.

/** What a meeting of a series dropped elsewhere asks: where it goes, and which of the series go with it. */
export const moveScopeQuestion = (id: string, date: string, times: string) =>
  `Move ${id} to ${date}, ${times}: which meetings of its series?`;

const meetingsText = (count: number) => `${count} ${count === 1 ? 'meeting' : 'meetings'}`;

/** The week and day views' hints of meetings above or below the hours in sight. */
export const earlierMeetingsText = (count: number) => `${meetingsText(count)} earlier`;
export const laterMeetingsText = (count: number) => `${meetingsText(count)} later`;
/** The name of the week and day views' hours, which scroll by keyboard. */
export const TIME_GRID_LABEL = 'Hours of the days shown';

/** Find a time's way on after its first answer, and what it says when there is no more. */
export const FIND_A_TIME_TEXTS = {
  more: 'More free times',
  noMore: 'No more free time between these dates.',
} as const;
