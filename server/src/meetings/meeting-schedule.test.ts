import type { Meeting } from '@scheduler/shared-domain/meeting';
import { TEAM_SERVER_MESSAGES } from '@scheduler/shared-domain/team-messages';
import { useApiTest } from '../../test/api-test';
import { addMeeting, meetingRequests, newMeetingPayload, on, useMeetingPlaces } from '../../test/meeting-test';
import { testDatabaseEngines } from '../../test/test-databases';
import { createMeetingsRepository } from './meetings-repository';

const MINUTE_MS = 60_000;

describe.each(testDatabaseEngines())('GET /api/meetings/schedule/:id on $name', (engine) => {
  const env = useApiTest(engine);
  const people = useMeetingPlaces(env);
  const meetings = meetingRequests(() => env.app);
  const scheduleOf = async (team: string) => {
    const response = await meetings.schedule(people.plain.token, team);
    expect(response.statusCode).toBe(200);
    return response.json<Meeting[]>().map((meeting) => meeting._id);
  };

  /** A Data Science meeting from `fromMinutes` to `toMinutes` after the test clock's now, straight to the table. */
  const addAroundNow = (id: string, fromMinutes: number, toMinutes: number) => {
    const at = (minutes: number) => new Date(env.clock.now() + minutes * MINUTE_MS);
    return createMeetingsRepository(env.db).create(
      {
        id,
        teamName: 'Data Science',
        venueName: 'Main Hall',
        startTime: at(fromMinutes),
        endTime: at(toMinutes),
        comments: '',
      },
      at(0),
    );
  };

  it('answers the next three meetings of the team, soonest first, and no other team’s', async () => {
    for (const [id, day] of [
      ['Fifth', '2030-05-10'],
      ['Second', '2030-05-07'],
      ['Fourth', '2030-05-09'],
      ['First', '2030-05-06'],
      ['Third', '2030-05-08'],
    ] as const) {
      await addMeeting(env.app, people.chief.token, newMeetingPayload({ _id: id, ...on(day, '10:00', '11:00') }));
    }
    await addMeeting(
      env.app,
      people.chief.token,
      newMeetingPayload({
        _id: 'Outreach soonest',
        team: 'Outreach',
        venue: 'Annex',
        ...on('2030-05-01', '10:00', '11:00'),
      }),
    );

    expect(await scheduleOf('Data Science')).toEqual(['First', 'Second', 'Third']);
    expect(await scheduleOf('Outreach')).toEqual(['Outreach soonest']);
  });

  it('answers fewer when fewer are left, and none for a team without meetings', async () => {
    await addMeeting(env.app, people.chief.token, newMeetingPayload({ _id: 'Only one' }));

    expect(await scheduleOf('Data Science')).toEqual(['Only one']);
    expect(await scheduleOf('Outreach')).toEqual([]);
  });

  it('leaves out meetings that have ended by the server clock, and keeps one in progress', async () => {
    await addAroundNow('Yesterday', -24 * 60, -23 * 60);
    await addAroundNow('Just ended', -60, 0);
    await addAroundNow('In progress', 0, 10);
    await addAroundNow('Tomorrow', 24 * 60, 25 * 60);
    await addAroundNow('Next week', 7 * 24 * 60, 7 * 24 * 60 + 60);

    expect(await scheduleOf('Data Science')).toEqual(['In progress', 'Tomorrow', 'Next week']);
    env.clock.advanceMinutes(10);
    expect(await scheduleOf('Data Science')).toEqual(['Tomorrow', 'Next week']);
  });

  it('finds the team whatever the case of its name, and answers full records', async () => {
    const added = await addMeeting(env.app, people.chief.token, newMeetingPayload());

    const response = await meetings.schedule(people.outsider.token, 'data SCIENCE');

    expect([response.statusCode, response.json()]).toEqual([200, [added]]);
  });

  it('answers 404 for a team that does not exist', async () => {
    const response = await meetings.schedule(people.plain.token, 'Robotics');
    expect([response.statusCode, response.json()]).toEqual([404, { message: TEAM_SERVER_MESSAGES.teamNotFound }]);
  });
});
