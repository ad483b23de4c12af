import { gunzipSync } from 'node:zlib';
import { useApiTest } from '../../test/api-test';
import { addMeeting, meetingRequests, newMeetingPayload, on, useMeetingPlaces } from '../../test/meeting-test';
import { bearer, signIn } from '../../test/test-app';
import { type TestDatabaseEngine, testDatabaseEngines } from '../../test/test-databases';
import type { Database, Queryable } from '../db/database';
import { createMeetingService } from './meeting-service';
import { createMeetingsRepository } from './meetings-repository';

/** The server keeps the list of all meetings it last read; every list must still hold every meeting committed. */
function useListTest(engine: TestDatabaseEngine) {
  const env = useApiTest(engine);
  const people = useMeetingPlaces(env);
  const meetings = meetingRequests(() => env.app);
  const listedIds = async () =>
    ((await meetings.list(people.plain.token)).json() as { _id: string }[]).map((meeting) => meeting._id);
  /** Straight to the table, as another process or a restore by hand would: no change record, no notice. */
  const writeMeeting = (db: Queryable, id: string) =>
    createMeetingsRepository(db).create(
      {
        id,
        teamName: 'Outreach',
        venueName: 'Annex',
        startTime: new Date('2030-05-06T12:00:00Z'),
        endTime: new Date('2030-05-06T13:00:00Z'),
        comments: '',
      },
      new Date(env.clock.now()),
    );
  return { env, people, meetings, listedIds, writeMeeting };
}

describe.each(testDatabaseEngines())('the list of all meetings as they change, on $name', (engine) => {
  const { env, people, meetings, listedIds, writeMeeting } = useListTest(engine);

  it('answers a meeting written straight to the table after the list was read', async () => {
    await addMeeting(
      env.app,
      people.chief.token,
      newMeetingPayload({ _id: 'Added', ...on('2030-05-06', '09:00', '10:00') }),
    );
    expect(await listedIds()).toEqual(['Added']);

    await writeMeeting(env.db, 'Written');

    expect(await listedIds()).toEqual(['Added', 'Written']);
  });

  it('goes gzipped to a client that takes gzip, as the plain list is and as it changes', async () => {
    const gzippedIds = async () => {
      const response = await env.app.inject({
        method: 'GET',
        url: '/api/meetings',
        headers: { ...bearer(people.plain.token), 'accept-encoding': 'br;q=0.5, gzip' },
      });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const listed = JSON.parse(gunzipSync(response.rawPayload).toString('utf8')) as { _id: string }[];
      return listed.map((meeting) => meeting._id);
    };
    await addMeeting(
      env.app,
      people.chief.token,
      newMeetingPayload({ _id: 'Zipped', ...on('2030-05-06', '09:00', '10:00') }),
    );
    expect(await gzippedIds()).toEqual(['Zipped']);
    expect(await gzippedIds()).toEqual(await listedIds());

    await writeMeeting(env.db, 'Written');

    expect(await gzippedIds()).toEqual(['Zipped', 'Written']);
  });

  it('leaves out a deleted meeting and shows an updated one as it is now', async () => {
    await addMeeting(
      env.app,
      people.chief.token,
      newMeetingPayload({ _id: 'Kept', ...on('2030-05-06', '09:00', '10:00') }),
    );
    await addMeeting(
      env.app,
      people.chief.token,
      newMeetingPayload({ _id: 'Gone', ...on('2030-05-07', '09:00', '10:00') }),
    );
    expect(await listedIds()).toEqual(['Kept', 'Gone']);

    await meetings.remove(people.chief.token, 'Gone');
    await env.db.query(`update meetings set comments = 'Changed by hand' where id = 'Kept'`);

    const listed = (await meetings.list(people.plain.token)).json();
    expect(listed.map((meeting: { _id: string; comments: string }) => [meeting._id, meeting.comments])).toEqual([
      ['Kept', 'Changed by hand'],
    ]);
  });
});

describe.each(testDatabaseEngines())('the list of all meetings read in pages, on $name', (engine) => {
  const { env, listedIds } = useListTest(engine);

  it('holds each meeting once, past to future and by id at one start, across pages of any size', async () => {
    // One start to the microsecond, which a Date would round away from the key the next page starts after.
    await env.db.query(
      `insert into meetings (id, team_name, venue_name, start_time, end_time, comments, updated_date) values
         ('b', 'Data Science', 'Main Hall', '2030-05-06 09:00Z', '2030-05-06 10:00Z', '', now()),
         ('A', 'Outreach', 'Annex', '2030-05-06 09:00Z', '2030-05-06 10:00Z', '', now()),
         ('Exact', 'Data Science', 'Main Hall', '2030-05-06 10:00:00.000001Z', '2030-05-06 11:00Z', '', now()),
         ('Last', 'Outreach', 'Annex', '2030-05-06 10:00:00.000002Z', '2030-05-06 11:00Z', '', now()),
         ('First', 'Outreach', 'Annex', '2030-05-06 08:00Z', '2030-05-06 09:00Z', '', now())`,
    );
    const expected = ['First', 'A', 'b', 'Exact', 'Last'];
    expect(await listedIds()).toEqual(expected);

    for (const pageRows of [1, 2, 3, 4, 5, 6]) {
      const json = await env.db.transaction((tx) => createMeetingsRepository(tx).allJson(pageRows));
      expect((JSON.parse(json) as { _id: string }[]).map((meeting) => meeting._id)).toEqual(expected);
    }
  });
});

describe.each(testDatabaseEngines())('the version the list of all meetings is kept by, on $name', (engine) => {
  const { env, people, meetings, writeMeeting } = useListTest(engine);
  const version = () => createMeetingsRepository(env.db).listVersion();

  it('stays as it is through a sign-in, a session refresh and a change the list does not show', async () => {
    await addMeeting(
      env.app,
      people.chief.token,
      newMeetingPayload({ _id: 'Standing', ...on('2030-05-06', '09:00', '10:00') }),
    );
    const before = await version();

    const signedIn = await signIn(env.app, 'plain');
    const refreshed = await env.app.inject({
      method: 'POST',
      url: '/api/users/refresh',
      headers: { ...bearer(signedIn.token), cookie: signedIn.cookie },
      payload: { _id: signedIn.sessionId, timestamp: env.clock.now() },
    });
    expect(refreshed.statusCode).toBe(200);
    // What a venue's new address does to its meetings' calendar events.
    await env.db.query(`update meetings set sequence = sequence + 1 where id = 'Standing'`);

    expect(await version()).toBe(before);
  });

  it('changes with each add, update and delete, the API’s or one written straight to the table', async () => {
    const seen = [await version()];
    const changed = async () => {
      const now = await version();
      expect(seen).not.toContain(now);
      seen.push(now);
    };

    await addMeeting(
      env.app,
      people.chief.token,
      newMeetingPayload({ _id: 'Changing', ...on('2030-05-06', '09:00', '10:00') }),
    );
    await changed();
    await writeMeeting(env.db, 'Written');
    await changed();
    await env.db.query(`update meetings set team_name = 'Data Science' where id = 'Written'`);
    await changed();
    await meetings.remove(people.chief.token, 'Changing');
    await changed();
    await env.db.query(`delete from meetings where id = 'Written'`);
    await changed();
  });
});

// PGlite runs one transaction at a time: a list waits for the transaction, so it cannot be read during one.
const postgres = testDatabaseEngines().filter((engine) => engine.name === 'postgres');
if (postgres.length > 0) {
  describe.each(postgres)('the list of all meetings beside a transaction in flight, on $name', (engine) => {
    const { env, listedIds, writeMeeting } = useListTest(engine);

    it('answers a meeting whose transaction began before a list was read and committed after it', async () => {
      let commit = () => {};
      const committed = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let written = () => {};
      const inFlight = new Promise<void>((resolve) => {
        written = resolve;
      });
      const transaction = env.db.transaction(async (tx) => {
        await writeMeeting(tx, 'Late');
        written();
        await committed;
      });
      await inFlight;
      expect(await listedIds()).toEqual([]);

      commit();
      await transaction;

      expect(await listedIds()).toEqual(['Late']);
    });
  });
}

describe.each(testDatabaseEngines())('reading the list of all meetings, on $name', (engine) => {
  const env = useApiTest(engine);

  /** The meeting service over the test's database, counting the reads of the whole list; `failFirst` fails one. */
  function countedService({ failFirst = false } = {}) {
    const reads = { started: 0 };
    const db: Database = {
      ...env.db,
      transaction: (work, options) => {
        if (!options?.snapshot) return env.db.transaction(work, options);
        reads.started += 1;
        if (failFirst && reads.started === 1) return Promise.reject(new Error('the read failed'));
        return env.db.transaction(work, options);
      },
    };
    const service = createMeetingService({
      db,
      now: env.clock.now,
      timeZone: 'UTC',
      mail: { publicUrl: 'http://127.0.0.1', mailFrom: '', timeZone: 'UTC' },
    });
    return { service, reads };
  }

  it('reads it once for requests that come at once', async () => {
    const { service, reads } = countedService();
    const lists = await Promise.all([service.allJson(), service.allJson(), service.allJson()]);
    expect(new Set(lists).size).toBe(1);
    expect(reads.started).toBe(1);
  });

  it('does not keep a read that failed: the next request reads again', async () => {
    const { service, reads } = countedService({ failFirst: true });
    await expect(service.allJson()).rejects.toThrow('the read failed');
    expect(JSON.parse(await service.allJson())).toEqual([]);
    expect(reads.started).toBe(2);
  });
});
