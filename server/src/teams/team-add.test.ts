import { duplicateKeyMessage, FORBIDDEN_MESSAGE } from '@scheduler/shared-domain/server-messages';
import { teamLeadRefusedMessage, teamMemberRefusedMessage } from '@scheduler/shared-domain/team-messages';
import { TEAM_MESSAGES as M } from '@scheduler/shared-domain/team-schema';
import { expectRefused, useApiTest } from '../../test/api-test';
import { useGroupPeople } from '../../test/people-test';
import { teamRequests } from '../../test/team-test';
import { addUser, newTeamPayload, storedUsers } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';

const long = (length: number, prefix = '') => prefix + 'a'.repeat(length - prefix.length);

describe.each(testDatabaseEngines())('POST /api/teams/add on $name', (engine) => {
  const env = useApiTest(engine);
  const people = useGroupPeople(env);
  const teams = teamRequests(() => env.app);
  const add = (payload: object) => teams.add(people.chief.token, payload);
  const expectAddRefused = (payload: object, statusCode: number, message: string) =>
    expectRefused(env.db, () => add(payload), statusCode, message);

  beforeEach(async () => {
    await addUser(env.app, { username: 'deputy', role: 'Admin' });
    await addUser(env.app, { username: 'lchen', role: 'User' });
    await addUser(env.app, { username: 'Sleeper', role: 'User', inActive: true });
    await addUser(env.app, { username: 'retired', role: 'Admin', inActive: true });
  });

  it('stores the team and answers 201 with its record, lead and members as usernames, the date its own', async () => {
    env.clock.advanceMinutes(7);

    const response = await add(
      newTeamPayload({
        _id: '  Data Science ',
        description: ' Models and data ',
        teamLead: 'deputy',
        members: [' lchen', 'plain', ''],
        updatedDate: '2001-01-01T00:00:00.000Z',
        extra: 'dropped',
      }),
    );

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      _id: 'Data Science',
      description: 'Models and data',
      teamLead: 'deputy',
      members: ['lchen', 'plain'],
      zoomLink: 'https://meet.example.org/data-science',
      comments: 'Weekly sync on Mondays.',
      updatedDate: new Date(env.clock.now()).toISOString(),
    });
    expect((await teams.edit(people.plain.token, 'Data Science')).json()).toEqual(response.json());
    const [team] = await env.db.query<{ lead_id: string }>('select lead_id from teams');
    const members = await env.db.query<{ user_id: string; position: number }>(
      'select user_id, position from team_members order by position',
    );
    expect(team?.lead_id).toBe((await storedUsers(env.app).findByUsername('deputy'))?.id);
    expect(members).toEqual([
      { user_id: (await storedUsers(env.app).findByUsername('lchen'))?.id, position: 1 },
      { user_id: people.plain.userId, position: 2 },
    ]);
  });

  it('keeps the members in the order they were given, not sorted', async () => {
    const members = ['plain', 'deputy', 'lchen', 'chief'];

    const response = await add(newTeamPayload({ members }));

    expect(response.json().members).toEqual(members);
    expect((await teams.edit(people.plain.token, 'Data Science')).json().members).toEqual(members);
  });

  it('takes a blank meeting link and comments', async () => {
    const response = await add(newTeamPayload({ zoomLink: '', comments: undefined }));
    expect([response.statusCode, response.json()]).toEqual([
      201,
      expect.objectContaining({ zoomLink: '', comments: '' }),
    ]);
  });

  describe('the lead', () => {
    it('is found whatever the case and answered as stored', async () => {
      const response = await add(newTeamPayload({ teamLead: 'DEPUTY' }));
      expect([response.statusCode, response.json().teamLead]).toEqual([201, 'deputy']);
    });

    it.each([
      ['an unknown user', 'nobody'],
      ['a User', 'plain'],
      ['a Contact', 'kowalski'],
      ['an inactive Admin', 'retired'],
    ])('is refused when %s, with 400 naming the username, storing nothing', async (_case, teamLead) => {
      await expectAddRefused(newTeamPayload({ teamLead }), 400, teamLeadRefusedMessage(teamLead));
    });
  });

  describe('the members', () => {
    it('may be Users, Admins (the lead too) and inactive users, found whatever the case, answered as stored', async () => {
      const response = await add(newTeamPayload({ members: ['sleeper', 'CHIEF', 'Deputy', 'plain'] }));
      expect([response.statusCode, response.json().members]).toEqual([201, ['Sleeper', 'chief', 'deputy', 'plain']]);
    });

    it.each([
      ['an unknown user', ['plain', 'nobody'], 'nobody'],
      ['a Contact', ['kowalski', 'plain'], 'kowalski'],
    ])('are refused when one is %s, with 400 naming the username, storing nothing', async (_case, members, bad) => {
      await expectAddRefused(newTeamPayload({ members }), 400, teamMemberRefusedMessage(bad));
    });

    it('are refused when two names are one user in different cases, storing nothing', async () => {
      await expectAddRefused(newTeamPayload({ members: ['plain', 'PLAIN'] }), 400, M.membersRepeated);
    });

    it('are checked after the lead', async () => {
      await expectAddRefused(
        newTeamPayload({ teamLead: 'plain', members: ['nobody'] }),
        400,
        teamLeadRefusedMessage('plain'),
      );
    });
  });

  it('refuses a name taken in any case with 403 and the name as typed, storing nothing', async () => {
    expect((await add(newTeamPayload({ _id: 'Data Science' }))).statusCode).toBe(201);
    await expectAddRefused(
      newTeamPayload({ _id: 'DATA science', members: ['lchen'] }),
      403,
      duplicateKeyMessage('teams', 'DATA science'),
    );
  });

  describe('validation', () => {
    it.each([
      ['a blank name', { _id: '   ' }, M.nameRequired],
      ['no name at all', { _id: undefined }, M.nameRequired],
      ['a name that is not text', { _id: 42 }, 'Team Name must be text.'],
      ['a name over 48 characters', { _id: long(49) }, M.nameTooLong],
      ['a name with other characters', { _id: 'Data-Science' }, M.nameCharacters],
      ['a blank description', { description: ' ' }, M.descriptionRequired],
      ['a description over 254 characters', { description: long(255) }, M.descriptionTooLong],
      ['a description with other characters', { description: 'Models <b>' }, M.descriptionCharacters],
      ['no lead', { teamLead: '' }, M.leadRequired],
      ['no members', { members: [] }, M.membersRequired],
      ['members left out', { members: undefined }, M.membersRequired],
      ['only blank members', { members: ['', '  '] }, M.membersRequired],
      ['members that are not a list', { members: 'plain' }, M.membersRequired],
      ['a member that is not text', { members: ['plain', 7] }, M.membersRequired],
      ['a member named twice', { members: ['plain', 'plain'] }, M.membersRepeated],
      ['a link over 254 characters', { zoomLink: long(255, 'https://meet.example.org/') }, M.linkTooLong],
      ['a link that is not an http URL', { zoomLink: 'zoom.us/j/1' }, M.linkInvalid],
      ['a link with a form feed', { zoomLink: 'https://meet.example.org/j/\u000c1' }, M.linkInvalid],
      ['comments over 254 characters', { comments: long(255) }, M.commentsTooLong],
      ['comments with other characters', { comments: '<script>' }, M.commentsCharacters],
    ])('answers 400 for %s, storing nothing', async (_case, changes, message) => {
      await expectAddRefused(newTeamPayload(changes), 400, message);
    });

    it.each([
      ['the name first', { _id: '', description: '', members: [] }, M.nameRequired],
      ['name length before characters', { _id: long(49, 'Data-') }, M.nameTooLong],
      ['name before description', { _id: 'a/b', description: '' }, M.nameCharacters],
      ['description length before its characters', { description: long(255, '<') }, M.descriptionTooLong],
      ['description before the lead', { description: '<', teamLead: '' }, M.descriptionCharacters],
      ['the lead before the members', { teamLead: '', members: [] }, M.leadRequired],
      ['members before the link', { members: [], zoomLink: 'nope' }, M.membersRequired],
      ['the link before the comments', { zoomLink: 'nope', comments: '<' }, M.linkInvalid],
      ['every form rule before the lead exists', { teamLead: 'nobody', comments: '<' }, M.commentsCharacters],
    ])('checks in the order of SPEC §5: %s', async (_case, changes, message) => {
      await expectAddRefused(newTeamPayload(changes), 400, message);
    });

    it('checks every form rule before the name is found taken', async () => {
      expect((await add(newTeamPayload())).statusCode).toBe(201);
      await expectAddRefused(newTeamPayload({ comments: '<' }), 400, M.commentsCharacters);
    });
  });

  it('is refused to a User', async () => {
    await expectRefused(env.db, () => teams.add(people.plain.token, newTeamPayload()), 403, FORBIDDEN_MESSAGE);
  });
});
