import { useApiTest } from '../../test/api-test';
import { addMeeting, meetingRequests, newMeetingPayload, on, useMeetingPlaces } from '../../test/meeting-test';
import { type TestDatabaseEngine, testDatabaseEngines } from '../../test/test-databases';
import type { Queryable } from '../db/database';
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
