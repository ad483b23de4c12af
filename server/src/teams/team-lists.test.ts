import { TEAM_SERVER_MESSAGES } from '@scheduler/shared-domain/team-messages';
import { TEAM_MESSAGES as M } from '@scheduler/shared-domain/team-schema';
import { useApiTest } from '../../test/api-test';
import { useGroupPeople } from '../../test/people-test';
import { teamRequests } from '../../test/team-test';
import { addUser, newTeamPayload } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';

/** What the add form sends, and the date the server keeps. */
const TEAM_KEYS = [...Object.keys(newTeamPayload()), 'updatedDate'].sort();

describe.each(testDatabaseEngines())('reading teams on $name', (engine) => {
  const env = useApiTest(engine);
  const people = useGroupPeople(env);
  const teams = teamRequests(() => env.app);
  const addTeam = async (changes: Record<string, unknown>) => {
    const response = await teams.add(people.chief.token, newTeamPayload(changes));
    if (response.statusCode !== 201) throw new Error(`adding a team failed: ${response.body}`);
    return response.json();
  };

  it('answer empty lists when there are no teams', async () => {
    expect((await teams.list(people.plain.token)).json()).toEqual([]);
    expect((await teams.names(people.plain.token)).json()).toEqual([]);
  });

  describe('GET /api/teams and /api/teams/teams', () => {
    it('answer every team record, and every name, sorted by name whatever its case', async () => {
      for (const name of ['Outreach', 'data science', 'Zeta', 'Data Science 2', 'lab_ops'])
        await addTeam({ _id: name });

      const list = await teams.list(people.plain.token);
      const names = await teams.names(people.plain.token);

      const sorted = ['data science', 'Data Science 2', 'lab_ops', 'Outreach', 'Zeta'];
      expect(list.statusCode).toBe(200);
      expect(list.json().map((team: { _id: string }) => team._id)).toEqual(sorted);
      for (const team of list.json()) expect(Object.keys(team).sort()).toEqual(TEAM_KEYS);
      expect([names.statusCode, names.json()]).toEqual([200, sorted]);
    });

    it('answer each team with its members in their saved order', async () => {
      await addUser(env.app, { username: 'amy' });
      await addUser(env.app, { username: 'zed' });
      await addTeam({ _id: 'Alpha', members: ['zed', 'plain', 'amy'] });
      await addTeam({ _id: 'Beta', members: ['amy', 'zed'] });

      const list = (await teams.list(people.plain.token)).json();

      expect(list.map((team: { members: string[] }) => team.members)).toEqual([
        ['zed', 'plain', 'amy'],
        ['amy', 'zed'],
      ]);
    });

    it('name the lead and members by their current usernames, so a renamed user follows', async () => {
      const added = await addTeam({ _id: 'Alpha', members: ['chief', 'plain'] });
      await env.db.query(`update users set username = 'cora_c' where id = $1`, [people.chief.userId]);

      const [listed] = (await teams.list(people.plain.token)).json();

      expect(listed).toEqual({ ...added, teamLead: 'cora_c', members: ['cora_c', 'plain'] });
    });
  });

  describe('GET /api/teams/edit/:id', () => {
    it('answers one team with its updatedDate, found whatever the case of the name', async () => {
      const added = await addTeam({ _id: 'Data Science' });

      for (const name of ['Data Science', 'data SCIENCE']) {
        const response = await teams.edit(people.plain.token, name);
        expect([name, response.statusCode, response.json()]).toEqual([name, 200, added]);
      }
      expect(added.updatedDate).toBe(new Date(env.clock.now()).toISOString());
    });

    it('answers 404 for a team that does not exist', async () => {
      const response = await teams.edit(people.chief.token, 'Nowhere');
      expect([response.statusCode, response.json()]).toEqual([404, { message: TEAM_SERVER_MESSAGES.teamNotFound }]);
    });

    it('answers 400 for a name no team can have', async () => {
      const response = await teams.edit(people.chief.token, 'x'.repeat(49));
      expect([response.statusCode, response.json()]).toEqual([400, { message: M.nameTooLong }]);
    });
  });
});
