import type { ChangeEntry, ChangePage } from '@scheduler/shared-domain/change';
import {
  CHANGE_QUERY_MESSAGES as Q,
  RESTORE_MESSAGES,
  restoredRecordExistsMessage,
} from '@scheduler/shared-domain/change-query';
import { meetingConflictMessage } from '@scheduler/shared-domain/meeting';
import { meetingTeamMissingMessage } from '@scheduler/shared-domain/meeting-messages';
import { FORBIDDEN_MESSAGE, SIGN_IN_FAILED_MESSAGE } from '@scheduler/shared-domain/server-messages';
import { expectRefused, useApiTest } from '../../test/api-test';
import { addMeeting, meetingRequests, newMeetingPayload, useMeetingPlaces } from '../../test/meeting-test';
import { teamRequests } from '../../test/team-test';
import { bearer, newTeamPayload, newVenuePayload, type SignedIn, userUpdateBody } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { venueRequests } from '../../test/venue-test';

/** 09:00 UTC, when each test starts, is 22:00 on the same day here (UTC+13 in November). */
const ZONE = 'Pacific/Auckland';

describe.each(testDatabaseEngines())('GET /api/changes and restore on $name', (engine) => {
  const env = useApiTest(engine, { settings: { timeZone: ZONE, accessTokenMinutes: 240 } });
  const people = useMeetingPlaces(env);
  const venues = venueRequests(() => env.app);
  const teams = teamRequests(() => env.app);
  const meetings = meetingRequests(() => env.app);

  const changes = (caller: SignedIn, query: Record<string, string> = {}) =>
    env.app.inject({ method: 'GET', url: `/api/changes?${new URLSearchParams(query)}`, headers: bearer(caller.token) });
  const page = async (caller: SignedIn, query: Record<string, string> = {}): Promise<ChangePage> => {
    const response = await changes(caller, query);
    if (response.statusCode !== 200) throw new Error(`reading changes failed: ${response.body}`);
    return response.json();
  };
  const restore = (caller: SignedIn, id: string) =>
    env.app.inject({ method: 'POST', url: `/api/changes/${id}/restore`, headers: bearer(caller.token) });
  /** The newest entry of this action and record. */
  const entryOf = async (action: string, kind: string, id: string): Promise<ChangeEntry> => {
    const found = (await page(people.chief, { kind, id })).items.find((entry) => entry.action === action);
    if (!found) throw new Error(`no ${action} entry of ${kind} ${id}`);
    return found;
  };

  describe('history', () => {
    it('answers a record’s entries newest first, paged by cursor', async () => {
      const added = await venues.add(people.chief.token, newVenuePayload({ _id: 'Loft' }));
      for (const town of ['A', 'B', 'C']) {
        const current = (await venues.edit(people.chief.token, 'Loft')).json();
        await venues.update(people.chief.token, { ...current, town });
      }
      expect(added.statusCode).toBe(201);

      const first = await page(people.plain, { kind: 'venue', id: 'Loft', limit: '3' });
      expect(first.items.map((entry) => [entry.action, entry.fields.town])).toEqual([
        ['update', { old: 'B', new: 'C' }],
        ['update', { old: 'A', new: 'B' }],
        ['update', { old: 'Springfield', new: 'A' }],
      ]);
      expect(first.items[0]).toMatchObject({ actor: 'chief', kind: 'venue', recordId: 'Loft', at: expect.any(String) });
      expect(first.next).toBe(first.items[2]?.id);
      const second = await page(people.plain, { kind: 'venue', id: 'Loft', limit: '3', cursor: first.next ?? '' });
      expect(second.items.map((entry) => entry.action)).toEqual(['create']);
      expect(second.next).toBeNull();
    });

    it('lets a User read its own user record’s history but no one else’s', async () => {
      expect((await page(people.plain, { kind: 'user', id: people.plain.userId })).items[0]).toMatchObject({
        action: 'sign-in',
        actor: 'plain',
      });
      const other = await changes(people.plain, { kind: 'user', id: people.outsider.userId });
      expect([other.statusCode, other.json()]).toEqual([403, { message: FORBIDDEN_MESSAGE }]);
      expect((await changes(people.chief, { kind: 'user', id: people.outsider.userId })).statusCode).toBe(200);
    });
  });

  describe('activity', () => {
    it('is for Admins only, filtered by kind, action, actor, since and days in the group’s zone', async () => {
      await teams.add(people.chief.token, newTeamPayload({ _id: 'Robotics', members: ['plain'] }));
      // 23:30 on the 22nd in the group's zone, 10:30 UTC; then 00:30 on the 23rd.
      env.clock.advanceMinutes(90);
      await venues.add(people.chief.token, newVenuePayload({ _id: 'Late' }));
      env.clock.advanceMinutes(60);
      await venues.add(people.chief.token, newVenuePayload({ _id: 'Next Day' }));

      const refused = await changes(people.plain);
      expect([refused.statusCode, refused.json()]).toEqual([403, { message: FORBIDDEN_MESSAGE }]);
      const venuesOnThe22nd = await page(people.chief, { kind: 'venue', from: '2026-11-22', to: '2026-11-22' });
      expect(venuesOnThe22nd.items.map((entry) => entry.recordId)).toEqual(['Late', 'Annex', 'Main Hall']);
      const onThe23rd = await page(people.chief, { from: '2026-11-23' });
      expect(onThe23rd.items.map((entry) => entry.recordId)).toEqual(['Next Day']);
      const byPlain = await page(people.chief, { actor: 'plain' });
      expect(byPlain.items.map((entry) => entry.action)).toEqual(['sign-in']);
      // Sign-ins fill the record: one action is asked for alone.
      const adds = await page(people.chief, { action: 'create', kind: 'venue' });
      expect(adds.items.map((entry) => entry.recordId)).toEqual(['Next Day', 'Late', 'Annex', 'Main Hall']);
      const signIns = await page(people.chief, { action: 'sign-in' });
      expect(new Set(signIns.items.map((entry) => entry.action))).toEqual(new Set(['sign-in']));
      expect(signIns.items.map((entry) => entry.actor)).toContain('plain');
      const all = await page(people.chief, { limit: '500' });
      const since = await page(people.chief, { since: all.items[2]?.id ?? '' });
      expect(since.items).toEqual(all.items.slice(0, 2));
      expect(all.items.map((entry) => Number(entry.id))).toEqual(
        [...all.items.map((entry) => Number(entry.id))].sort((a, b) => b - a),
      );
    });

    it.each([
      [{ kind: 'room' }, Q.kindUnknown],
      [{ action: 'login' }, Q.actionUnknown],
      [{ kind: 'venue', id: 'Loft', action: 'update' }, Q.activityFilterOnHistory],
      [{ id: 'Loft' }, Q.idWithoutKind],
      [{ kind: 'venue', id: 'Loft', actor: 'chief' }, Q.activityFilterOnHistory],
      [{ since: 'yesterday' }, Q.sinceInvalid],
      [{ from: '2026-13-01' }, Q.fromNotADate],
      [{ to: '22.11.2026' }, Q.toNotADate],
      [{ from: '2026-11-23', to: '2026-11-22' }, Q.fromAfterTo],
      [{ limit: '0' }, Q.limitInvalid],
      [{ limit: '501' }, Q.limitInvalid],
      [{ limit: '1.5' }, Q.limitInvalid],
      [{ cursor: '-1' }, Q.cursorInvalid],
    ])('answers 400 for %j', async (query, message) => {
      const response = await changes(people.chief, query);
      expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    });
  });

  describe('POST /api/changes/:id/restore', () => {
    it('restores a deleted venue, team and meeting to their last state, each restore an entry of its own', async () => {
      const meeting = await addMeeting(env.app, people.chief.token, newMeetingPayload());
      const venue = await venues.add(people.chief.token, newVenuePayload({ _id: 'Loft', town: 'Shelbyville' }));
      const team = await teams.add(people.chief.token, newTeamPayload({ _id: 'Robotics', members: ['plain'] }));
      await meetings.remove(people.chief.token, 'Kickoff');
      await venues.remove(people.chief.token, 'Loft');
      await teams.remove(people.chief.token, 'Robotics');

      for (const [kind, id, record] of [
        ['meeting', 'Kickoff', meeting],
        ['venue', 'Loft', venue.json()],
        ['team', 'Robotics', team.json()],
      ] as const) {
        const restored = await restore(people.chief, (await entryOf('delete', kind, id)).id);
        expect(restored.statusCode).toBe(201);
        expect({ ...restored.json(), updatedDate: '' }).toEqual({ ...record, updatedDate: '' });
        expect(await entryOf('restore', kind, id)).toMatchObject({ actor: 'chief', fields: { _id: { new: id } } });
      }
      expect((await venues.edit(people.plain.token, 'Loft')).json()).toMatchObject({ town: 'Shelbyville' });
    });

    it('restores a user with its role and no password, which must be set again', async () => {
      await teams.remove(people.chief.token, 'Outreach');
      const removed = await env.app.inject({
        method: 'GET',
        url: `/api/users/delete/${people.outsider.userId}`,
        headers: bearer(people.chief.token),
      });
      expect(removed.statusCode).toBe(200);

      const restored = await restore(people.chief, (await entryOf('delete', 'user', people.outsider.userId)).id);

      expect([restored.statusCode, restored.json()]).toEqual([
        201,
        expect.objectContaining({ _id: people.outsider.userId, username: 'outsider', role: 'User' }),
      ]);
      const signIn = await env.app.inject({
        method: 'POST',
        url: '/api/users/authenticate',
        payload: { username: 'outsider', password: 'correct horse battery' },
      });
      expect([signIn.statusCode, signIn.json()]).toEqual([401, { message: SIGN_IN_FAILED_MESSAGE }]);
      // An Admin can still change it, its password left unset until one is set.
      const withoutPassword = await env.app.inject({
        method: 'POST',
        url: '/api/users/update',
        headers: bearer(people.chief.token),
        payload: await userUpdateBody(env.app, people.outsider.userId, { lastname: 'Again' }),
      });
      expect([withoutPassword.statusCode, withoutPassword.json().lastname]).toEqual([200, 'Again']);
      const stillNot = await env.app.inject({
        method: 'POST',
        url: '/api/users/authenticate',
        payload: { username: 'outsider', password: 'correct horse battery' },
      });
      expect(stillNot.statusCode).toBe(401);
    });

    it('refuses what an add would refuse, changing nothing: a clash, a missing team, a taken name', async () => {
      await addMeeting(env.app, people.chief.token, newMeetingPayload());
      await meetings.remove(people.chief.token, 'Kickoff');
      const clashing = await addMeeting(env.app, people.chief.token, newMeetingPayload({ _id: 'Other' }));
      const deleteOfKickoff = (await entryOf('delete', 'meeting', 'Kickoff')).id;
      await expectRefused(
        env.db,
        () => restore(people.chief, deleteOfKickoff),
        409,
        meetingConflictMessage('venue', clashing, ZONE),
      );

      await meetings.remove(people.chief.token, 'Other');
      await teams.add(people.chief.token, newTeamPayload({ _id: 'Robotics', members: ['plain'] }));
      await meetings.add(people.chief.token, newMeetingPayload({ _id: 'Build', team: 'Robotics' }));
      await meetings.remove(people.chief.token, 'Build');
      await teams.remove(people.chief.token, 'Robotics');
      const deleteOfBuild = (await entryOf('delete', 'meeting', 'Build')).id;
      await expectRefused(
        env.db,
        () => restore(people.chief, deleteOfBuild),
        400,
        meetingTeamMissingMessage('Robotics'),
      );

      await venues.add(people.chief.token, newVenuePayload({ _id: 'Loft' }));
      await venues.remove(people.chief.token, 'Loft');
      const deleteOfLoft = (await entryOf('delete', 'venue', 'Loft')).id;
      await venues.add(people.chief.token, newVenuePayload({ _id: 'LOFT' }));
      await expectRefused(
        env.db,
        () => restore(people.chief, deleteOfLoft),
        409,
        restoredRecordExistsMessage('venue', 'Loft'),
      );
    });

    it('refuses an entry that is not a delete, an unknown entry, a record that exists again, and a User', async () => {
      await venues.add(people.chief.token, newVenuePayload({ _id: 'Loft' }));
      const create = await entryOf('create', 'venue', 'Loft');
      await expectRefused(env.db, () => restore(people.chief, create.id), 400, RESTORE_MESSAGES.notADelete);
      await expectRefused(env.db, () => restore(people.chief, '999999'), 404, RESTORE_MESSAGES.entryNotFound);
      await venues.remove(people.chief.token, 'Loft');
      const deleted = await entryOf('delete', 'venue', 'Loft');
      await expectRefused(env.db, () => restore(people.plain, deleted.id), 403, FORBIDDEN_MESSAGE);
      expect((await restore(people.chief, deleted.id)).statusCode).toBe(201);
      await expectRefused(
        env.db,
        () => restore(people.chief, deleted.id),
        409,
        restoredRecordExistsMessage('venue', 'Loft'),
      );
    });
  });
});
