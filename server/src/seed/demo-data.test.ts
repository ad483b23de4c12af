import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Meeting } from '@scheduler/shared-domain/meeting';
import { meetingSchemas } from '@scheduler/shared-domain/meeting-schema';
import { passwordStrengthProblem } from '@scheduler/shared-domain/password-strength';
import { SIGN_IN_FAILED_MESSAGE } from '@scheduler/shared-domain/server-messages';
import type { Team } from '@scheduler/shared-domain/team';
import { addTeamSchema } from '@scheduler/shared-domain/team-schema';
import { validateInOrder } from '@scheduler/shared-domain/validation';
import { venueSchemas } from '@scheduler/shared-domain/venue-schema';
import { useApiTest } from '../../test/api-test';
import { bearer, signIn } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { createPasswords } from '../auth/passwords';
import { DEMO_FREE_DAY, DEMO_PASSWORD, DEMO_USERS, loadDemoData } from './demo-data';

describe.each(testDatabaseEngines())('loadDemoData on $name', (engine) => {
  const env = useApiTest(engine, { per: 'file' });

  it('adds 2 Admins, 4 Users and 3 Contacts, 4 venues and 3 teams, once; Contacts have no password', async () => {
    expect(await loadDemoData(env.db, createPasswords(), { now: new Date(env.clock.now()) })).toEqual({
      users: 9,
      venues: 4,
      teams: 3,
      meetings: 11,
    });
    expect(await loadDemoData(env.db, createPasswords(), { now: new Date(env.clock.now()) })).toEqual({
      users: 0,
      venues: 0,
      teams: 0,
      meetings: 0,
    });
    expect(await env.db.query('select count(*)::int as count from team_members')).toEqual([{ count: 6 }]);

    const roles = await env.db.query<{ role: string; count: number; with_password: number }>(
      `select role, count(*)::int as count, count(password_hash)::int as with_password
         from users group by role order by role`,
    );
    expect(roles).toEqual([
      { role: 'Admin', count: 2, with_password: 2 },
      { role: 'Contact', count: 3, with_password: 0 },
      { role: 'User', count: 4, with_password: 4 },
    ]);
  });

  it('adds venues that pass the venue form rules, with contacts of the right roles, as the API lists them', async () => {
    const { token } = await signIn(env.app, 'jsmith', DEMO_PASSWORD);
    const venues = (await env.app.inject({ method: 'GET', url: '/api/venues', headers: bearer(token) })).json<
      Record<string, string>[]
    >();
    const { addVenueSchema } = venueSchemas(env.app.settings.groupAbbreviation);
    const roleOf = async (username: string) =>
      (await env.db.query<{ role: string }>('select role from users where username = $1', [username]))[0]?.role;

    expect(venues.map((venue) => venue._id)).toEqual([
      'Annex Seminar Room',
      'Lakeside Field Station',
      'Library Room 2.14',
      'Main Hall',
    ]);
    for (const venue of venues) {
      expect([venue._id, validateInOrder(addVenueSchema, venue)]).toEqual([
        venue._id,
        expect.objectContaining({ ok: true }),
      ]);
      expect([venue._id, await roleOf(venue.RG_contact ?? '')]).toEqual([
        venue._id,
        expect.stringMatching(/^(Admin|User)$/),
      ]);
      if (venue.contact) expect([venue._id, await roleOf(venue.contact)]).toEqual([venue._id, 'Contact']);
    }
    expect(venues.filter((venue) => venue.contact).length).toBe(3);
  });

  it('adds the teams the e2e suite relies on, which pass the team form rules, led by active Admins', async () => {
    const { token } = await signIn(env.app, 'jsmith', DEMO_PASSWORD);
    const teams = (await env.app.inject({ method: 'GET', url: '/api/teams', headers: bearer(token) })).json<Team[]>();

    expect(teams.map(({ _id, teamLead, members }) => ({ _id, teamLead, members }))).toEqual([
      { _id: 'Data Science', teamLead: 'jsmith', members: ['lchen', 'mgarcia', 'tnguyen'] },
      { _id: 'Lab Operations', teamLead: 'rpatel', members: ['sokeefe', 'tnguyen'] },
      { _id: 'Outreach', teamLead: 'jsmith', members: ['mgarcia'] },
    ]);
    for (const { updatedDate: _date, ...team } of teams) {
      expect([team._id, validateInOrder(addTeamSchema, team)]).toEqual([team._id, { ok: true, value: team }]);
      expect(team.zoomLink).toMatch(/^https:\/\//);
    }
    const leads = await env.db.query<{ role: string; in_active: boolean }>(
      'select distinct users.role, users.in_active from teams join users on users.id = teams.lead_id',
    );
    expect(leads).toEqual([{ role: 'Admin', in_active: false }]);
  });

  it('has a demo password that meets the password rules for every demo account', async () => {
    const people = await env.db.query<{ username: string; firstname: string; lastname: string; email: string }>(
      `select username, firstname, lastname, email from users where role <> 'Contact'`,
    );
    expect(people).toHaveLength(6);
    for (const person of people) {
      expect([person.username, passwordStrengthProblem(DEMO_PASSWORD, person)]).toEqual([person.username, null]);
    }
  });

  it('lets demo Admins and Users sign in with the demo password, and no Contact', async () => {
    const [admin] = await env.db.query<{ username: string }>(`select username from users where role = 'Admin' limit 1`);
    const [contact] = await env.db.query<{ username: string }>(
      `select username from users where role = 'Contact' limit 1`,
    );

    await expect(signIn(env.app, admin?.username ?? '', DEMO_PASSWORD)).resolves.toHaveProperty('token');
    const refused = await env.app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { username: contact?.username, password: DEMO_PASSWORD },
    });
    expect(refused.json()).toEqual({ message: SIGN_IN_FAILED_MESSAGE });
  });

  it('adds meetings around the seeding day that the API would take, none clashing, Data Science busy', async () => {
    const { token } = await signIn(env.app, 'lchen', DEMO_PASSWORD);
    const get = (url: string) => env.app.inject({ method: 'GET', url, headers: bearer(token) });
    const meetings = (await get('/api/meetings')).json<Meeting[]>();
    const now = env.clock.now();
    const daysAhead = (meeting: Meeting) => (Date.parse(meeting.startTime) - now) / 86_400_000;

    expect(meetings).toHaveLength(11);
    expect(meetings.filter((meeting) => Date.parse(meeting.endTime) < now)).toHaveLength(2);
    const dataScienceAhead = meetings.filter((meeting) => meeting.team === 'Data Science' && daysAhead(meeting) > 0);
    expect(dataScienceAhead.length).toBeGreaterThanOrEqual(4);
    expect(Math.max(...dataScienceAhead.map(daysAhead))).toBeLessThanOrEqual(21);
    expect(new Set(meetings.filter((meeting) => daysAhead(meeting) > 0).map((meeting) => meeting.team))).toEqual(
      new Set(['Data Science', 'Lab Operations', 'Outreach']),
    );
    expect(meetings.filter((meeting) => meeting.meetingDate === DEMO_FREE_DAY)).toEqual([]);

    // Any clash would have been refused by the exclusion constraints; the schema's own checks, with the past far away:
    const { addMeetingSchema } = meetingSchemas(() => 0);
    for (const { updatedDate: _date, ...meeting } of meetings) {
      expect([meeting._id, validateInOrder(addMeetingSchema, meeting)]).toEqual([
        meeting._id,
        { ok: true, value: meeting },
      ]);
    }
    const schedule = (await get('/api/meetings/schedule/Data%20Science')).json<Meeting[]>();
    expect(schedule.map((meeting) => meeting._id)).toEqual(dataScienceAhead.slice(0, 3).map((meeting) => meeting._id));
  });
});

describe.each(testDatabaseEngines())('loadDemoData after demo users changed, on $name', (engine) => {
  const env = useApiTest(engine);

  it('skips what the services refuse now: a team whose lead is no longer an active Admin, and its meetings', async () => {
    await loadDemoData(env.db, createPasswords(), { now: new Date(env.clock.now()) });
    await env.db.query('delete from meetings');
    await env.db.query('delete from teams');
    await env.db.query(`update users set in_active = true where username = 'rpatel'`);

    expect(await loadDemoData(env.db, createPasswords(), { now: new Date(env.clock.now()) })).toEqual({
      users: 0,
      venues: 0,
      teams: 2,
      meetings: 8,
    });
    const teams = await env.db.query<{ name: string }>('select name from teams order by name');
    expect(teams).toEqual([{ name: 'Data Science' }, { name: 'Outreach' }]);
  });

  it('skips the teams of a member who became a Contact, and the venue it is the internal contact of', async () => {
    await loadDemoData(env.db, createPasswords(), { now: new Date(env.clock.now()) });
    await env.db.query('delete from meetings');
    await env.db.query('delete from teams');
    await env.db.query('delete from venues');
    await env.db.query(`update users set role = 'Contact', password_hash = null where username = 'mgarcia'`);

    const added = await loadDemoData(env.db, createPasswords(), { now: new Date(env.clock.now()) });

    // mgarcia is a member of Data Science and Outreach and the internal contact of the field station.
    expect(added).toEqual({ users: 0, venues: 3, teams: 1, meetings: 3 });
    expect(await env.db.query<{ name: string }>('select name from teams')).toEqual([{ name: 'Lab Operations' }]);
    expect(await env.db.query<{ name: string }>(`select name from venues where name like 'Lakeside%'`)).toEqual([]);
  });

  it.each([
    ['on a Saturday', '2026-11-21T12:00:00Z', 'Europe/Warsaw', ['2026-11-23', '2026-11-30', '2026-12-07']],
    // 23:30 UTC on Sunday is already Monday in Warsaw, and still Sunday in New York.
    [
      'late on a Sunday, Monday in the zone',
      '2026-11-22T23:30:00Z',
      'Europe/Warsaw',
      ['2026-11-30', '2026-12-07', '2026-12-14'],
    ],
    [
      'late on a Sunday, Sunday in the zone',
      '2026-11-22T23:30:00Z',
      'America/New_York',
      ['2026-11-23', '2026-11-30', '2026-12-07'],
    ],
  ])('holds the team’s weekly sync on Mondays in the group’s zone, seeded %s', async (_when, now, timeZone, days) => {
    await loadDemoData(env.db, createPasswords(), { now: new Date(now), timeZone });
    const syncs = await env.db.query<{ day: string; weekday: number; time: string }>(
      `select to_char(start_time at time zone $1, 'YYYY-MM-DD') as day,
              extract(isodow from start_time at time zone $1)::int as weekday,
              to_char(start_time at time zone $1, 'HH24:MI') as time
         from meetings where id like 'DS Weekly Sync %' order by start_time`,
      [timeZone],
    );
    expect(syncs).toEqual(days.map((day) => ({ day, weekday: 1, time: '10:00' })));
  });

  it('moves a meeting that would fall on the day the e2e suite keeps for itself a week on', async () => {
    await loadDemoData(env.db, createPasswords(), { now: new Date('2030-06-02T12:00:00Z'), timeZone: 'UTC' });

    const rows = await env.db.query<{ day: string }>(
      `select to_char(meeting_date, 'YYYY-MM-DD') as day from meetings where id = 'DS Weekly Sync 1'`,
    );
    expect(rows).toEqual([{ day: '2030-06-10' }]);
    expect(await env.db.query(`select id from meetings where meeting_date = $1`, [DEMO_FREE_DAY])).toEqual([]);
  });
});

describe("the README's first screen", () => {
  const readme = readFileSync(path.resolve(__dirname, '../../../README.md'), 'utf8');
  const rowOf = (who: string) => readme.split('\n').find((line) => line.startsWith(`| ${who} `)) ?? '';

  it('names every demo account in the row of its role, and the password they sign in with', () => {
    for (const { username, role } of DEMO_USERS)
      expect([username, rowOf(`Demo ${role}s`)]).toEqual([username, expect.stringContaining(`\`${username}\``)]);
    expect(rowOf('Demo Admins')).toContain(`\`${DEMO_PASSWORD}\``);
    expect(rowOf('Demo Users')).toContain(`\`${DEMO_PASSWORD}\``);
    expect(rowOf('Demo Contacts')).toContain('cannot sign in');
    expect(readme).toContain('Open <http://127.0.0.1:8080>');
  });
});
