import { teamInUseMessage } from '@scheduler/shared-domain/team-messages';
import { useApiTest } from '../../../test/api-test';
import { addUser, databaseSnapshot } from '../../../test/test-app';
import { testDatabaseEngines } from '../../../test/test-databases';
import { HttpError } from '../../http-error';
import { createTeamManagement } from './team-management';
import { findTeamMeetings } from './team-meetings';

/** The service behind `/teams/delete`, for what the HTTP tests cannot reach until meetings exist. */
describe.each(testDatabaseEngines())('deleting a team on $name', (engine) => {
  const env = useApiTest(engine);

  const managementWith = (findMeetings = findTeamMeetings) =>
    createTeamManagement({ db: env.db, now: env.clock.now, findMeetings });
  const addTeam = async (name: string) => {
    await addUser(env.app, { username: `lead_of_${name}`, role: 'Admin' });
    await addUser(env.app, { username: `member_of_${name}`, role: 'User' });
    return managementWith().add({
      _id: name,
      description: 'A team',
      teamLead: `lead_of_${name}`,
      members: [`member_of_${name}`],
      zoomLink: '',
      comments: '',
    });
  };

  it('refuses a team that meetings are scheduled for with 409, saying how many and which, changing nothing', async () => {
    await addTeam('Data Science');
    const findMeetings = jest.fn(async () => ['Kickoff 2030', 'Weekly sync']);
    const before = await databaseSnapshot(env.db);

    const removal = managementWith(findMeetings).remove('data science');

    await expect(removal).rejects.toEqual(
      new HttpError(409, teamInUseMessage('Data Science', ['Kickoff 2030', 'Weekly sync'])),
    );
    await expect(removal).rejects.toHaveProperty('statusCode', 409);
    expect(findMeetings).toHaveBeenCalledWith(expect.anything(), 'Data Science');
    expect(await databaseSnapshot(env.db)).toEqual(before);
  });

  it('deletes a team that no meeting is scheduled for, asking once', async () => {
    await addTeam('Outreach');
    const findMeetings = jest.fn(async () => []);

    await expect(managementWith(findMeetings).remove('Outreach')).resolves.toMatchObject({ name: 'Outreach' });
    expect(findMeetings).toHaveBeenCalledTimes(1);
    expect(await env.db.query('select name from teams')).toEqual([]);
  });

  it('finds no meetings for a team that has none', async () => {
    await addTeam('Data Science');
    await expect(findTeamMeetings(env.db, 'Data Science')).resolves.toEqual([]);
  });
});

describe('teamInUseMessage', () => {
  it.each([
    [['Kickoff'], 'Team Data Science cannot be deleted while 1 meeting is scheduled for it: Kickoff.'],
    [['Kickoff', 'Sync'], 'Team Data Science cannot be deleted while 2 meetings are scheduled for it: Kickoff, Sync.'],
  ])('says how many meetings and which: %j', (meetingIds, message) => {
    expect(teamInUseMessage('Data Science', meetingIds)).toBe(message);
  });
});
