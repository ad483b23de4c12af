import type { User } from '@scheduler/shared-domain/user';
import { useApiTest } from '../../test/api-test';
import { teamRequests } from '../../test/team-test';
import { addUser, bearer, newTeamPayload, type SignedIn, signIn, userUpdateBody } from '../../test/test-app';
import { deleteAllData, testDatabaseEngines } from '../../test/test-databases';

/** Races are won by chance: run each several times so a missing lock shows on PostgreSQL. */
const ROUNDS = 8;
/** The team is added and the change refused (409), or the change made and the team refused (400). */
const WINNER_AND_LOSER = [
  [201, 409],
  [400, 200],
];

/**
 * A team write and a user change that would each be allowed alone, but not both: the team names the user in a part
 * the change takes away. Exactly one may succeed, the other is refused with a clear message (never a 500), and no
 * team is left naming a user in a part it no longer fits.
 */
describe.each(testDatabaseEngines())('team writes racing user changes on $name', (engine) => {
  const env = useApiTest(engine, { per: 'file' });
  const teams = teamRequests(() => env.app);
  let chief: SignedIn;
  let deputyId = '';
  let memberId = '';

  const startRound = async () => {
    await deleteAllData(env.db);
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    deputyId = await addUser(env.app, { username: 'deputy', role: 'Admin' });
    memberId = await addUser(env.app, { username: 'member', role: 'User' });
    chief = await signIn(env.app, 'chief');
  };
  const updateUser = async (userId: string, changes: Partial<User>) => {
    const payload = await userUpdateBody(env.app, userId, changes);
    return env.app.inject({
      method: 'POST',
      url: '/api/users/update/',
      headers: bearer(chief.token),
      payload,
    });
  };
  const deleteUser = (userId: string) =>
    env.app.inject({ method: 'GET', url: `/api/users/delete/${userId}`, headers: bearer(chief.token) });
  /** Teams whose lead is not an active Admin, or with a member who is a Contact: none, whoever won. */
  const brokenTeams = () =>
    env.db.query(
      `select teams.name from teams join users as lead on lead.id = teams.lead_id
        where lead.role <> 'Admin' or lead.in_active
       union
       select team_name from team_members join users on users.id = team_members.user_id where users.role = 'Contact'`,
    );

  it.each([
    [
      'demoting the lead',
      () => newTeamPayload({ teamLead: 'deputy', members: ['member'] }),
      () => updateUser(deputyId, { role: 'User' }),
    ],
    [
      'deactivating the lead',
      () => newTeamPayload({ teamLead: 'deputy', members: ['member'] }),
      () => updateUser(deputyId, { inActive: true }),
    ],
    [
      'deleting the lead',
      () => newTeamPayload({ teamLead: 'deputy', members: ['member'] }),
      () => deleteUser(deputyId),
    ],
    [
      'making a member a Contact',
      () => newTeamPayload({ members: ['member'] }),
      () => updateUser(memberId, { role: 'Contact' }),
    ],
    ['deleting a member', () => newTeamPayload({ members: ['member'] }), () => deleteUser(memberId)],
  ])('let a team add or %s succeed, never both', async (_case, team, change) => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      await startRound();

      const [added, changed] = await Promise.all([teams.add(chief.token, team()), change()]);

      const outcome = [added.statusCode, changed.statusCode];
      expect(WINNER_AND_LOSER.map((allowed) => [round, allowed])).toContainEqual([round, outcome]);
      expect(await brokenTeams()).toEqual([]);
    }
  });
});
