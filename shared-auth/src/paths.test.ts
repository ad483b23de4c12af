import { MEETING_PATHS, USER_PATHS, VENUE_PATHS } from './paths';

describe('screen paths (SPEC §2)', () => {
  it('gives a route its pattern below the section and a link its full, encoded path', () => {
    expect(VENUE_PATHS.edit.pattern).toBe('edit/:_id');
    expect(VENUE_PATHS.edit.to({ _id: 'Main Hall' })).toBe('/venue/edit/Main%20Hall');
    expect(VENUE_PATHS.list.to()).toBe('/venue');
    expect(MEETING_PATHS.schedule.to({ team: 'R&D' })).toBe('/meeting/schedule/R%26D');
    expect(USER_PATHS.login.to()).toBe('/user/login');
  });
});
