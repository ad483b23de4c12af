import { type Meeting, meetingConflictMessage } from '@scheduler/shared-domain/meeting';
import { expectRefused, useApiTest } from '../../test/api-test';
import { addMeeting, meetingRequests, newMeetingPayload, on, useMeetingPlaces } from '../../test/meeting-test';
import { testDatabaseEngines } from '../../test/test-databases';
import { sqlStateOf } from '../db/database';

/** Races are won by chance: run each several times so a missing lock shows on PostgreSQL. */
const ROUNDS = 6;

describe.each(testDatabaseEngines())('meetings that overlap on $name', (engine) => {
  const env = useApiTest(engine);
  const people = useMeetingPlaces(env);
  const meetings = meetingRequests(() => env.app);
  const add = (payload: object) => meetings.add(people.chief.token, payload);
  const zone = () => env.app.settings.timeZone;
  let kickoff: Meeting;

  beforeEach(async () => {
    kickoff = await addMeeting(env.app, people.chief.token, newMeetingPayload({ _id: 'Kickoff' }));
  });

  describe('POST /api/meetings/add', () => {
    it.each([
      ['the same hour', '10:00', '11:00'],
      ['a part of it', '10:20', '10:40'],
      ['more than all of it', '09:00', '12:00'],
      ['its start', '09:30', '10:01'],
      ['its end', '10:59', '11:30'],
    ])('refuses %s at the same venue with 409, naming the other meeting, storing nothing', async (_case, from, to) => {
      await expectRefused(
        env.db,
        () => add(newMeetingPayload({ _id: 'Clash', team: 'Outreach', ...on('2030-05-06', from, to) })),
        409,
        meetingConflictMessage('venue', kickoff, zone()),
      );
    });

    it('refuses the same team at another venue with 409, naming the other meeting', async () => {
      await expectRefused(
        env.db,
        () => add(newMeetingPayload({ _id: 'Clash', venue: 'Annex', ...on('2030-05-06', '10:30', '11:30') })),
        409,
        meetingConflictMessage('team', kickoff, zone()),
      );
    });

    it('names the venue clash when both clash', async () => {
      const response = await add(newMeetingPayload({ _id: 'Clash', ...on('2030-05-06', '10:30', '11:30') }));
      expect(response.json()).toEqual({ message: meetingConflictMessage('venue', kickoff, zone()) });
    });

    it('takes meetings that touch ends, at one venue and of one team', async () => {
      const before = await add(newMeetingPayload({ _id: 'Before', ...on('2030-05-06', '09:00', '10:00') }));
      const after = await add(newMeetingPayload({ _id: 'After', ...on('2030-05-06', '11:00', '12:00') }));
      const elsewhere = await add(
        newMeetingPayload({
          _id: 'Elsewhere',
          team: 'Outreach',
          venue: 'Annex',
          ...on('2030-05-06', '10:00', '11:00'),
        }),
      );
      expect([before.statusCode, after.statusCode, elsewhere.statusCode]).toEqual([201, 201, 201]);
    });

    it('writes the times in TIME_ZONE', async () => {
      await env.rebuildApp({ timeZone: 'Europe/Warsaw' });
      const response = await add(newMeetingPayload({ _id: 'Clash', team: 'Outreach' }));
      expect(response.json().message).toBe(
        'Venue Main Hall is already booked by meeting Kickoff on Mon May 06 2030 from 12:00 pm to 01:00 pm (Europe/Warsaw).',
      );
    });

    it.each([
      ['America/New_York', 'on Mon May 06 2030 from 06:00 am to 07:00 am (America/New_York)'],
      ['Asia/Tokyo', 'on Mon May 06 2030 from 07:00 pm to 08:00 pm (Asia/Tokyo)'],
      // A zone the server does not know is left for its own.
      ['Mars/Olympus_Mons', 'on Mon May 06 2030 from 12:00 pm to 01:00 pm (Europe/Warsaw)'],
    ])('writes the times in the zone the request names in Time-Zone, %s', async (named, when) => {
      await env.rebuildApp({ timeZone: 'Europe/Warsaw' });
      const response = await env.app.inject({
        method: 'POST',
        url: '/api/meetings/add',
        headers: { authorization: `Bearer ${people.chief.token}`, 'time-zone': named },
        payload: newMeetingPayload({ _id: 'Clash', team: 'Outreach' }),
      });
      expect(response.json()).toEqual({ message: `Venue Main Hall is already booked by meeting Kickoff ${when}.` });
    });
  });

  describe('POST /api/meetings/update', () => {
    const moved = (meeting: Meeting, changes: object) => ({ ...meeting, ...changes });

    it('lets a meeting overlap the time it held itself', async () => {
      const response = await meetings.update(people.chief.token, moved(kickoff, on('2030-05-06', '10:30', '11:30')));
      expect([response.statusCode, response.json().startTime]).toEqual([200, '2030-05-06T10:30:00.000Z']);
    });

    it('refuses a move onto another meeting, changing nothing', async () => {
      const review = await addMeeting(
        env.app,
        people.chief.token,
        newMeetingPayload({ _id: 'Review', team: 'Outreach', venue: 'Annex', ...on('2030-05-06', '14:00', '15:00') }),
      );
      await expectRefused(
        env.db,
        () =>
          meetings.update(
            people.chief.token,
            moved(review, { venue: 'Main Hall', ...on('2030-05-06', '10:30', '11:30') }),
          ),
        409,
        meetingConflictMessage('venue', kickoff, zone()),
      );
      await expectRefused(
        env.db,
        () =>
          meetings.update(
            people.chief.token,
            moved(kickoff, { team: 'Outreach', ...on('2030-05-06', '14:30', '15:30') }),
          ),
        409,
        meetingConflictMessage('team', review, zone()),
      );
    });
  });

  describe('sent at the same instant', () => {
    it.each([
      ['at one venue', { team: 'Outreach' }],
      ['of one team', { venue: 'Annex' }],
    ])('two overlapping adds %s: exactly one is stored, the other refused with 409', async (_case, otherPlace) => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const day = `2030-06-${String(round + 10).padStart(2, '0')}`;
        const responses = await Promise.all([
          add(newMeetingPayload({ _id: `First ${round}`, ...on(day, '10:00', '11:00') })),
          add(newMeetingPayload({ _id: `Second ${round}`, ...otherPlace, ...on(day, '10:30', '11:30') })),
        ]);

        const statuses = responses.map((response) => response.statusCode).sort();
        expect([round, statuses]).toEqual([round, [201, 409]]);
        const stored = await env.db.query('select id from meetings where meeting_date = $1', [day]);
        expect([round, stored.length]).toEqual([round, 1]);
      }
    });
  });

  describe('the database backstop', () => {
    const insert = (id: string, team: string, venue: string, from: string, to: string) =>
      env.db.query(
        `insert into meetings (id, team_name, venue_name, meeting_date, start_time, end_time, updated_date)
         values ($1, $2, $3, '2030-05-06', $4, $5, '2026-11-22T09:00:00Z')`,
        [id, team, venue, `2030-05-06T${from}:00Z`, `2030-05-06T${to}:00Z`],
      );
    const sqlStateOfInsert = (...args: Parameters<typeof insert>) =>
      insert(...args).then(
        () => 'stored',
        (error: unknown) => sqlStateOf(error),
      );

    it('refuses an overlap written straight to the table, at one venue or of one team', async () => {
      expect(await sqlStateOfInsert('Venue clash', 'Outreach', 'Main Hall', '10:30', '11:30')).toBe('23P01');
      expect(await sqlStateOfInsert('Team clash', 'Data Science', 'Annex', '10:30', '11:30')).toBe('23P01');
      expect(await sqlStateOfInsert('Touching', 'Data Science', 'Main Hall', '11:00', '12:00')).toBe('stored');
      expect(await sqlStateOfInsert('Backwards', 'Outreach', 'Annex', '12:00', '11:00')).toBe('23514');
    });
  });
});
