import type { User } from '@scheduler/shared-domain/user';
import {
  internalContactCannotBeContactMessage,
  teamLeadMustStayAdminMessage,
  teamMemberCannotBeContactMessage,
  venueContactMustStayContactMessage,
} from '@scheduler/shared-domain/user-role-messages';
import { useApiTest } from '../../test/api-test';
import {
  addUser,
  bearer,
  databaseSnapshot,
  newTeamPayload,
  newVenuePayload,
  type SignedIn,
  signIn,
} from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';

/** A user that teams or venues name keeps a role (and activity) they accept: POST /users/update/ refuses the rest. */
describe.each(testDatabaseEngines())('role changes of users that teams and venues name, on $name', (engine) => {
  const env = useApiTest(engine);
  let chief: SignedIn;
  const ids: Record<string, string> = {};

  const post = async (url: string, payload: object) => {
    const response = await env.app.inject({ method: 'POST', url, headers: bearer(chief.token), payload });
    if (response.statusCode >= 300) throw new Error(`${url} failed: ${response.body}`);
  };
  /** Changes a team as its edit screen would: from the record it loaded. */
  const updateTeam = async (changes: { _id: string } & Record<string, unknown>) => {
    const url = `/api/teams/edit/${encodeURIComponent(changes._id)}`;
    const loaded = await env.app.inject({ method: 'GET', url, headers: bearer(chief.token) });
    await post('/api/teams/update/', newTeamPayload({ ...changes, updatedDate: loaded.json().updatedDate }));
  };

  beforeEach(async () => {
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    chief = await signIn(env.app, 'chief');
    ids.chief = chief.userId;
    ids.deputy = await addUser(env.app, { username: 'deputy', role: 'Admin' });
    ids.tnguyen = await addUser(env.app, { username: 'tnguyen', role: 'User' });
    ids.lchen = await addUser(env.app, { username: 'lchen', role: 'User' });
    ids.anna = await addUser(env.app, { username: 'anna', role: 'Contact' });
    await post('/api/teams/add', newTeamPayload({ _id: 'Data Science', teamLead: 'deputy', members: ['tnguyen'] }));
    await post('/api/teams/add', newTeamPayload({ _id: 'alpha', teamLead: 'deputy', members: ['lchen', 'tnguyen'] }));
    await post('/api/teams/add', newTeamPayload({ _id: 'Outreach', teamLead: 'chief', members: ['chief'] }));
    await post('/api/venues/add', newVenuePayload({ _id: 'Main Hall', RG_contact: 'chief', contact: 'anna' }));
    await post('/api/venues/add', newVenuePayload({ _id: 'Annex', RG_contact: '', contact: 'anna' }));
    await post('/api/venues/add', newVenuePayload({ _id: 'Library Room', RG_contact: 'lchen', contact: '' }));
  });

  /** What the edit screen sends back: the record as loaded, with its changes, and a blank password. */
  const edited = async (username: string, changes: object) => {
    const response = await env.app.inject({
      method: 'GET',
      url: `/api/users/edit/${ids[username]}`,
      headers: bearer(chief.token),
    });
    return { ...response.json<User>(), password: '', ...changes };
  };
  const update = (payload: object) =>
    env.app.inject({ method: 'POST', url: '/api/users/update/', headers: bearer(chief.token), payload });
  const expectRefused = async (username: string, changes: object, message: string) => {
    const payload = await edited(username, changes);
    const before = await databaseSnapshot(env.db);
    const response = await update(payload);
    expect([response.statusCode, response.json()]).toEqual([409, { message }]);
    expect(await databaseSnapshot(env.db)).toEqual(before);
  };
  const expectAllowed = async (username: string, changes: object) => {
    const response = await update(await edited(username, changes));
    expect([response.statusCode, response.json()]).toEqual([200, expect.objectContaining(changes)]);
  };

  describe('a team lead', () => {
    const message = teamLeadMustStayAdminMessage('deputy', ['alpha', 'Data Science']);

    it.each([
      ['given the role User', { role: 'User' }],
      ['given the role Contact', { role: 'Contact' }],
      ['deactivated', { inActive: true }],
    ])('is refused when %s, with 409 naming every team it leads, changing nothing', async (_case, changes) => {
      await expectRefused('deputy', changes, message);
    });

    it('says so for one team in the singular', async () => {
      await expectRefused('chief', { role: 'User' }, teamLeadMustStayAdminMessage('chief', ['Outreach']));
    });

    it('may change anything else', async () => {
      await expectAllowed('deputy', { username: 'deputy_2', firstname: 'Dana', email: 'dana@example.org' });
    });

    it('may be demoted once another lead is chosen', async () => {
      for (const team of ['Data Science', 'alpha']) {
        await updateTeam({ _id: team, teamLead: 'chief', members: ['tnguyen'] });
      }
      await expectAllowed('deputy', { role: 'User' });
    });
  });

  describe('a team member', () => {
    it('is refused the role Contact, with 409 naming its teams, changing nothing', async () => {
      await expectRefused(
        'tnguyen',
        { role: 'Contact' },
        teamMemberCannotBeContactMessage('tnguyen', ['alpha', 'Data Science']),
      );
    });

    it('may become an Admin, or be deactivated', async () => {
      await expectAllowed('tnguyen', { role: 'Admin' });
      await expectAllowed('tnguyen', { inActive: true });
    });
  });

  describe('a venue internal contact', () => {
    it('is refused the role Contact, with 409 naming its venues, changing nothing', async () => {
      // lchen is also a member of alpha: remove that first, so the venue is what stops it.
      await updateTeam({ _id: 'alpha', teamLead: 'deputy', members: ['tnguyen'] });
      await expectRefused(
        'lchen',
        { role: 'Contact' },
        internalContactCannotBeContactMessage('lchen', ['Library Room']),
      );
    });

    it('names its teams first when it is a team member too', async () => {
      await expectRefused('lchen', { role: 'Contact' }, teamMemberCannotBeContactMessage('lchen', ['alpha']));
    });

    it('may become an Admin', async () => {
      await expectAllowed('lchen', { role: 'Admin' });
    });
  });

  describe('a venue contact', () => {
    it.each(['User', 'Admin'])('is refused the role %s, with 409 naming its venues, changing nothing', async (role) => {
      await expectRefused(
        'anna',
        { role, password: 'a password for anna' },
        venueContactMustStayContactMessage('anna', ['Annex', 'Main Hall']),
      );
    });

    it('may change anything else', async () => {
      await expectAllowed('anna', { lastname: 'Kowalska', mobile: '555-310-4401' });
    });
  });
});
