import { DateTime } from 'luxon';
import { addMeetingPath, editReturnOf, prefillOf } from './meeting-links';

const choices = { teams: ['Data Science', 'Ops'], venues: ['Main Hall'] };
const local = (iso: string) => DateTime.fromISO(iso).toJSDate();

describe('opening Add Meeting filled in', () => {
  it('names the date and times in the browser’s zone, and the place when known', () => {
    expect(addMeetingPath(local('2026-12-07T10:00'), local('2026-12-07T11:30'), { venue: 'Main Hall' })).toBe(
      '/meeting/create?date=2026-12-07&start=10:00&end=11:30&venue=Main%20Hall',
    );
    expect(addMeetingPath(local('2026-12-07T00:00'), null)).toBe('/meeting/create?date=2026-12-07');
  });

  it('reads back what it wrote', () => {
    expect(prefillOf('?date=2026-12-07&start=10:00&end=11:30&team=Ops&venue=Main%20Hall', choices)).toEqual({
      meetingDate: '2026-12-07',
      start: { hour: 10, minute: 0, second: 0 },
      end: { hour: 11, minute: 30, second: 0 },
      team: 'Ops',
      venue: 'Main Hall',
    });
  });

  it('leaves out what is not a date, a time, or a team or venue that exists', () => {
    expect(prefillOf('?date=2026-02-30&start=24:00&end=9:5&team=Nobody&venue=', choices)).toEqual({
      meetingDate: undefined,
      start: undefined,
      end: undefined,
      team: undefined,
      venue: undefined,
    });
  });
});

describe('returning from Edit Meeting', () => {
  it('goes back only to a path of this app', () => {
    expect(editReturnOf({ returnTo: '/meeting/calendar?view=day' })).toBe('/meeting/calendar?view=day');
    expect(editReturnOf({ returnTo: 'https://example.org' })).toBeNull();
    expect(editReturnOf(null)).toBeNull();
  });
});
