import { FORBIDDEN_MESSAGE } from '@scheduler/shared-domain/server-messages';
import { TEAM_SERVER_MESSAGES, teamInUseMessage } from '@scheduler/shared-domain/team-messages';
import { TEAM_MESSAGES as M } from '@scheduler/shared-domain/team-schema';
import { expectRefused, useApiTest } from '../../test/api-test';
import { useGroupPeople } from '../../test/people-test';
import { teamRequests } from '../../test/team-test';
import { addUser, bearer, newTeamPayload } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';

describe.each(testDatabaseEngines())('GET /api/teams/delete/:id on $name', (engine) => {
  const env = useApiTest(engine);
  const people = useGroupPeople(env);
  const teams = teamRequests(() => env.app);
  const remove = (name: string) => teams.remove(people.chief.token, name);
  let deputyId = '';

  beforeEach(async () => {
    deputyId = await addUser(env.app, { username: 'deputy', role: 'Admin' });
    const added = await teams.add(people.chief.token, newTeamPayload({ teamLead: 'deputy', members: ['plain'] }));
    if (added.statusCode !== 201) throw new Error(`adding Data Science failed: ${added.body}`);
  });

  it('deletes the team with its members and says so by its stored name, whatever the case asked for', async () => {
    const response = await remove('data SCIENCE');

    expect([response.statusCode, response.json()]).toEqual([200, { message: 'Team Data Science deleted.' }]);
    expect((await teams.edit(people.chief.token, 'Data Science')).statusCode).toBe(404);
    expect((await teams.names(people.chief.token)).json()).toEqual([]);
    expect(await env.db.query('select * from team_members')).toEqual([]);
  });

  it('frees its lead and members, who may then be deleted', async () => {
    await remove('Data Science');

    for (const [userId, username] of [
      [deputyId, 'deputy'],
      [people.plain.userId, 'plain'],
    ]) {
      const response = await env.app.inject({
        method: 'GET',
        url: `/api/users/delete/${userId}`,
        headers: bearer(people.chief.token),
      });
      expect([response.statusCode, response.json()]).toEqual([200, { message: `User ${username} deleted.` }]);
    }
  });

  it('answers 404 for a team that does not exist, changing nothing', async () => {
    await expectRefused(env.db, () => remove('Outreach'), 404, TEAM_SERVER_MESSAGES.teamNotFound);
  });

  it('answers 400 for a name no team can have', async () => {
    await expectRefused(env.db, () => remove('x'.repeat(49)), 400, M.nameTooLong);
  });

  it('is refused to a User', async () => {
    await expectRefused(env.db, () => teams.remove(people.plain.token, 'Data Science'), 403, FORBIDDEN_MESSAGE);
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
