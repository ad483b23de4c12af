import type { Meeting } from '@scheduler/shared-domain/meeting';
import { meetingConflictMessage } from '@scheduler/shared-domain/meeting';
import { duplicateKeyMessage } from '@scheduler/shared-domain/server-messages';
import { TEAM_MESSAGES } from '@scheduler/shared-domain/team-schema';
import { expectRefused, useApiTest } from '../../test/api-test';
import { feedRequests } from '../../test/calendar-feeds-test';
import { addMeeting, meetingRequests, newMeetingPayload, on, useMeetingPlaces } from '../../test/meeting-test';
import { teamRequests } from '../../test/team-test';
import {
  bearer,
  newTeamPayload,
  newUserPayload,
  newVenuePayload,
  signIn,
  TEST_PASSWORD,
  userUpdateBody,
} from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { venueRequests } from '../../test/venue-test';

interface StoredEntry {
  actor: string;
  action: string;
  kind: string;
  record_id: string;
  batch_id: string | null;
  fields: Record<string, unknown>;
}

describe.each(testDatabaseEngines())('the change record on $name', (engine) => {
  const env = useApiTest(engine);
  const people = useMeetingPlaces(env);
  const venues = venueRequests(() => env.app);
  const teams = teamRequests(() => env.app);
  const meetings = meetingRequests(() => env.app);
  let start = '0';

  /** The entries written since the test's own setup, oldest first. */
  const entries = () =>
    env.db.query<StoredEntry>(
      'select actor, action, kind, record_id, batch_id::text, fields from changes where id > $1 order by id',
      [start],
    );
  beforeEach(async () => {
    const [last] = await env.db.query<{ id: string }>('select coalesce(max(id), 0)::text as id from changes');
    start = last?.id ?? '0';
  });

  it('records each venue create, update and delete with the wire fields, by the signed-in Admin', async () => {
    const added = await venues.add(people.chief.token, newVenuePayload({ _id: 'Loft' }));
    expect(added.statusCode).toBe(201);
    const record = added.json();
    await venues.update(people.chief.token, { ...record, town: 'Shelbyville' });
    await venues.remove(people.chief.token, 'Loft');

    const [create, update, remove] = await entries();
    expect(create).toEqual({
      actor: 'chief',
      action: 'create',
      kind: 'venue',
      record_id: 'Loft',
      batch_id: null,
      fields: Object.fromEntries(Object.entries(record).map(([key, value]) => [key, { new: value }])),
    });
    expect(update).toMatchObject({
      action: 'update',
      record_id: 'Loft',
      fields: { town: { old: 'Springfield', new: 'Shelbyville' } },
    });
    expect(Object.keys(update?.fields ?? {})).toEqual(['town']);
    expect(remove).toMatchObject({
      action: 'delete',
      record_id: 'Loft',
      fields: { town: { old: 'Shelbyville' }, RG_contact: { old: '' } },
    });
  });

  it('records each team create, update and delete', async () => {
    const added = await teams.add(people.chief.token, newTeamPayload({ _id: 'Robotics', members: ['plain'] }));
    await teams.update(people.chief.token, { ...added.json(), members: ['plain', 'outsider'] });
    await teams.remove(people.chief.token, 'Robotics');

    expect(
      (await entries()).map(({ actor, action, kind, record_id, fields }) => [
        actor,
        action,
        kind,
        record_id,
        fields.members,
      ]),
    ).toEqual([
      ['chief', 'create', 'team', 'Robotics', { new: ['plain'] }],
      ['chief', 'update', 'team', 'Robotics', { old: ['plain'], new: ['plain', 'outsider'] }],
      ['chief', 'delete', 'team', 'Robotics', { old: ['plain', 'outsider'] }],
    ]);
  });

  it('records a meeting create, a User’s update and a delete', async () => {
    const added = await addMeeting(env.app, people.chief.token, newMeetingPayload());
    const moved = await meetings.update(people.plain.token, { ...added, ...on('2030-05-06', '12:00', '13:00') });
    expect(moved.statusCode).toBe(200);
    await meetings.remove(people.chief.token, 'Kickoff');

    const [create, update, remove] = await entries();
    expect(create).toMatchObject({ actor: 'chief', action: 'create', kind: 'meeting', record_id: 'Kickoff' });
    expect(create?.fields).toMatchObject({ team: { new: 'Data Science' }, startTime: { new: added.startTime } });
    expect(update).toMatchObject({
      actor: 'plain',
      action: 'update',
      fields: {
        startTime: { old: added.startTime, new: moved.json<Meeting>().startTime },
        endTime: { old: added.endTime, new: moved.json<Meeting>().endTime },
      },
    });
    expect(remove).toMatchObject({
      actor: 'chief',
      action: 'delete',
      fields: { startTime: { old: moved.json<Meeting>().startTime } },
    });
  });

  it('records one entry per meeting of a series operation, sharing one batch id', async () => {
    const added = await meetings.add(people.chief.token, {
      ...newMeetingPayload({ _id: 'Standup' }),
      repeat: { frequency: 'weekly', count: 3 },
    });
    expect(added.statusCode).toBe(201);
    await meetings.update(people.chief.token, {
      ...added.json(),
      comments: 'Moved on',
      scope: 'following',
    });
    const removed = await env.app.inject({
      method: 'GET',
      url: '/api/meetings/delete/Standup?scope=following',
      headers: bearer(people.chief.token),
    });
    expect(removed.statusCode).toBe(200);

    const written = await entries();
    expect(written.map((entry) => entry.action)).toEqual([
      ...Array(3).fill('create'),
      ...Array(3).fill('update'),
      ...Array(3).fill('delete'),
    ]);
    for (const group of [written.slice(0, 3), written.slice(3, 6), written.slice(6)]) {
      expect(new Set(group.map((entry) => entry.batch_id)).size).toBe(1);
      expect(group[0]?.batch_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Set(group.map((entry) => entry.record_id)).size).toBe(3);
    }
    expect(written[0]?.batch_id).not.toBe(written[3]?.batch_id);
  });

  it('records a user create, update and delete, and never a password or its hash', async () => {
    const registered = await env.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: bearer(people.chief.token),
      payload: newUserPayload(),
    });
    const userId = registered.json<{ _id: string }>()._id;
    await env.app.inject({
      method: 'POST',
      url: '/api/users/update',
      headers: bearer(people.chief.token),
      payload: await userUpdateBody(env.app, userId, { lastname: 'Byron', password: 'an entirely new passphrase' }),
    });
    await env.app.inject({ method: 'GET', url: `/api/users/delete/${userId}`, headers: bearer(people.chief.token) });

    const written = await entries();
    expect(written.map(({ action, kind, record_id }) => [action, kind, record_id])).toEqual([
      ['create', 'user', userId],
      ['update', 'user', userId],
      ['password-change', 'user', userId],
      ['delete', 'user', userId],
    ]);
    expect(written[0]?.fields).toMatchObject({ username: { new: 'ada_l' }, role: { new: 'User' } });
    expect(written[1]?.fields).toEqual({ lastname: { old: 'Lovelace', new: 'Byron' } });
    expect(written[2]?.fields).toEqual({ password: { secret: true } });
    const stored = JSON.stringify(await env.db.query('select * from changes'));
    const hashes = await env.db.query<{ password_hash: string }>(
      'select password_hash from users where password_hash is not null',
    );
    expect(stored).not.toMatch(/argon2|password_?hash|"new":\s*"an entirely|a brand new password/i);
    for (const { password_hash } of hashes) expect(stored).not.toContain(password_hash);
    expect(stored).not.toContain(TEST_PASSWORD);
    expect(stored).not.toContain(people.chief.token);
  });

  it('records role changes and deactivations as security events beside the update', async () => {
    const body = await userUpdateBody(env.app, people.plain.userId, { role: 'Admin' });
    expect(
      (
        await env.app.inject({
          method: 'POST',
          url: '/api/users/update',
          headers: bearer(people.chief.token),
          payload: body,
        })
      ).statusCode,
    ).toBe(200);
    const deactivate = await userUpdateBody(env.app, people.outsider.userId, { inActive: true });
    await env.app.inject({
      method: 'POST',
      url: '/api/users/update',
      headers: bearer(people.chief.token),
      payload: deactivate,
    });

    expect((await entries()).map(({ actor, action, record_id, fields }) => [actor, action, record_id, fields])).toEqual(
      [
        ['chief', 'update', people.plain.userId, { role: { old: 'User', new: 'Admin' } }],
        ['chief', 'role-change', people.plain.userId, { role: { old: 'User', new: 'Admin' } }],
        ['chief', 'update', people.outsider.userId, { inActive: { old: false, new: true } }],
        ['chief', 'deactivation', people.outsider.userId, { inActive: { old: false, new: true } }],
      ],
    );
  });

  it('records sign-in, sign-out (once) and a reset of calendar links', async () => {
    const session = await signIn(env.app, 'plain');
    await env.app.inject({
      method: 'GET',
      url: `/api/users/logout/${session.sessionId}`,
      headers: bearer(session.token),
    });
    await env.app.inject({
      method: 'GET',
      url: `/api/users/logout/${session.sessionId}`,
      headers: bearer(session.token),
    });
    await feedRequests(() => env.app).resetFeeds(people.plain.token);

    expect((await entries()).map(({ actor, action, record_id, fields }) => [actor, action, record_id, fields])).toEqual(
      [
        ['plain', 'sign-in', people.plain.userId, {}],
        ['plain', 'sign-out', people.plain.userId, {}],
        ['plain', 'calendar-links-reset', people.plain.userId, {}],
      ],
    );
  });

  it('writes no entry for a refused change', async () => {
    const added = await addMeeting(env.app, people.chief.token, newMeetingPayload());
    start = (await env.db.query<{ id: string }>('select max(id)::text as id from changes'))[0]?.id ?? '0';
    const clash = newMeetingPayload({ _id: 'Clash' });
    await expectRefused(
      env.db,
      () => meetings.add(people.chief.token, clash),
      409,
      meetingConflictMessage('venue', added, env.app.settings.timeZone),
    );
    await expectRefused(
      env.db,
      () => meetings.add(people.chief.token, newMeetingPayload()),
      403,
      duplicateKeyMessage('meetings', 'Kickoff'),
    );
    await expectRefused(
      env.db,
      () => teams.add(people.chief.token, newTeamPayload({ _id: 'Twice', members: ['plain', 'Plain'] })),
      400,
      TEAM_MESSAGES.membersRepeated,
    );
    expect(await entries()).toEqual([]);
  });

  it('writes the entry in the transaction of the change: when the entry cannot be written, nothing changes', async () => {
    await env.db.query("alter table changes add constraint refuse_venues check (kind <> 'venue') not valid");
    try {
      const added = await venues.add(people.chief.token, newVenuePayload({ _id: 'Loft' }));
      expect(added.statusCode).toBe(500);
      expect((await venues.edit(people.chief.token, 'Loft')).statusCode).toBe(404);
    } finally {
      await env.db.query('alter table changes drop constraint refuse_venues');
    }
  });
});
