import { FORBIDDEN_MESSAGE } from '@scheduler/shared-domain/server-messages';
import type { Team } from '@scheduler/shared-domain/team';
import {
  TEAM_SERVER_MESSAGES,
  teamLeadRefusedMessage,
  teamMemberRefusedMessage,
} from '@scheduler/shared-domain/team-messages';
import { TEAM_MESSAGES as M } from '@scheduler/shared-domain/team-schema';
import { expectRefused, useApiTest } from '../../test/api-test';
import { useGroupPeople } from '../../test/people-test';
import { teamRequests } from '../../test/team-test';
import { addUser, newTeamPayload } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';

describe.each(testDatabaseEngines())('POST /api/teams/update/ on $name', (engine) => {
  const env = useApiTest(engine);
  const people = useGroupPeople(env);
  const teams = teamRequests(() => env.app);
  const update = (payload: object) => teams.update(people.chief.token, payload);
  const expectUpdateRefused = (payload: object, statusCode: number, message: string) =>
    expectRefused(env.db, () => update(payload), statusCode, message);

  beforeEach(async () => {
    await addUser(env.app, { username: 'deputy', role: 'Admin' });
    await addUser(env.app, { username: 'lchen', role: 'User' });
    await addUser(env.app, { username: 'mgarcia', role: 'User' });
    const added = await teams.add(people.chief.token, newTeamPayload({ members: ['lchen', 'plain'] }));
    if (added.statusCode !== 201) throw new Error(`adding Data Science failed: ${added.body}`);
  });

  /** What the edit screen sends back: the record as loaded, with its changes. */
  const edited = async (changes: object = {}): Promise<Team> => ({
    ...(await teams.edit(people.chief.token, 'Data Science')).json(),
    ...changes,
  });

  it('changes every field but the name, and answers the record with a new updatedDate', async () => {
    env.clock.advanceMinutes(9);
    const changes = {
      description: 'Models, data and pipelines',
      teamLead: 'deputy',
      members: ['mgarcia', 'chief', 'lchen'],
      zoomLink: 'https://meet.example.org/ds-2',
      comments: '',
    };

    const response = await update(await edited(changes));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: 'Data Science',
      ...changes,
      updatedDate: new Date(env.clock.now()).toISOString(),
    });
    expect((await teams.edit(people.plain.token, 'Data Science')).json()).toEqual(response.json());
    expect(await env.db.query('select count(*)::int as count from team_members')).toEqual([{ count: 3 }]);
  });

  it('keeps the new order of the members', async () => {
    const response = await update(await edited({ members: ['plain', 'lchen'] }));
    expect(response.json().members).toEqual(['plain', 'lchen']);
    expect((await teams.list(people.plain.token)).json()[0].members).toEqual(['plain', 'lchen']);
  });

  it('never renames: a name in another case finds the team, which keeps its own', async () => {
    const response = await update(await edited({ _id: 'DATA SCIENCE', description: 'Found' }));

    expect([response.statusCode, response.json()._id, response.json().description]).toEqual([
      200,
      'Data Science',
      'Found',
    ]);
    expect((await teams.names(people.chief.token)).json()).toEqual(['Data Science']);
  });

  it('answers 404 for a team that does not exist, changing nothing', async () => {
    await expectUpdateRefused(
      newTeamPayload({ _id: 'Outreach', updatedDate: new Date(env.clock.now()).toISOString() }),
      404,
      TEAM_SERVER_MESSAGES.teamNotFound,
    );
  });

  it.each([
    ['a User as lead', { teamLead: 'plain' }, teamLeadRefusedMessage('plain')],
    ['an unknown lead', { teamLead: 'gone' }, teamLeadRefusedMessage('gone')],
    ['a Contact as member', { members: ['lchen', 'kowalski'] }, teamMemberRefusedMessage('kowalski')],
    ['an unknown member', { members: ['gone'] }, teamMemberRefusedMessage('gone')],
    ['one member named twice in two cases', { members: ['lchen', 'LChen'] }, M.membersRepeated],
  ])('refuses %s with 400, changing nothing', async (_case, changes, message) => {
    await expectUpdateRefused(await edited(changes), 400, message);
  });

  describe('validation, in the order of SPEC §5', () => {
    it.each([
      ['a blank name', { _id: ' ', description: '' }, M.nameRequired],
      ['then the description', { description: '', teamLead: '' }, M.descriptionRequired],
      ['then the lead', { teamLead: '', members: [] }, M.leadRequired],
      ['then the members', { members: [], zoomLink: 'nope' }, M.membersRequired],
      ['then the link', { zoomLink: 'nope', comments: '<' }, M.linkInvalid],
      ['then the comments', { comments: 'c'.repeat(255) }, M.commentsTooLong],
      ['every form rule before a missing team', { _id: 'Outreach', comments: '<' }, M.commentsCharacters],
    ])('answers 400: %s, changing nothing', async (_case, changes, message) => {
      await expectUpdateRefused(await edited(changes), 400, message);
    });
  });

  it('is refused to a User', async () => {
    await expectRefused(
      env.db,
      () => teams.update(people.plain.token, newTeamPayload({ description: 'Mine now' })),
      403,
      FORBIDDEN_MESSAGE,
    );
  });
});
