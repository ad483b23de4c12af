import { addMeetingPath, editReturnOf, prefillOf } from './meeting-links';

const choices = { teams: ['Data Science', 'Ops'], venues: ['Main Hall'] };

describe('opening Add Meeting filled in', () => {
  const slot = { day: '2026-12-07', start: '2026-12-07T09:00:00.000Z', end: '2026-12-07T10:30:00.000Z' };

  it('names the date and times on the clock of the zone shown, and the place when known', () => {
    expect(addMeetingPath(slot, 'Europe/Warsaw', { venue: 'Main Hall' })).toBe(
      '/meeting/create?date=2026-12-07&start=10:00&end=11:30&venue=Main%20Hall',
    );
    expect(addMeetingPath(slot, 'America/New_York')).toBe('/meeting/create?date=2026-12-07&start=04:00&end=05:30');
    expect(addMeetingPath({ day: '2026-12-07' }, 'Asia/Tokyo')).toBe('/meeting/create?date=2026-12-07');
  });

  it("names a slot's own day in that zone, and a last slot that ends at midnight", () => {
    const lastOfTheDay = { day: '2026-12-07', start: '2026-12-07T22:30:00.000Z', end: '2026-12-07T23:00:00.000Z' };
    expect(addMeetingPath(lastOfTheDay, 'Europe/Warsaw')).toBe('/meeting/create?date=2026-12-07&start=23:30&end=00:00');
    expect(addMeetingPath(lastOfTheDay, 'Asia/Tokyo')).toBe('/meeting/create?date=2026-12-08&start=07:30&end=08:00');
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
