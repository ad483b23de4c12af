import { type EditedRecordKind, staleEditMessage } from '@scheduler/shared-domain/server-messages';
import { STALE_EDIT_CODE } from '@scheduler/shared-domain/stale-edit';
import type { LightMyRequestResponse } from 'fastify';
import { expectRefused, useApiTest } from '../../test/api-test';
import { addMeeting, newMeetingPayload, useMeetingPlaces } from '../../test/meeting-test';
import { bearer } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';

/** Races are won by chance: run each several times so a missing lock shows on PostgreSQL. */
const ROUNDS = 4;

type Body = Record<string, unknown> & { updatedDate: string };

interface EditedResource {
  kind: EditedRecordKind;
  /** How the record is named in the message: the user by its username, the others by their name or id. */
  key: string;
  /** The edit screen's GET, and the update it sends back. */
  editUrl: () => string;
  updateUrl: string;
  /** A change an Admin may make, different each time. */
  change: (round: number) => Record<string, unknown>;
}

/** The one rule of concurrent edits, for every record an update may change. */
describe.each(testDatabaseEngines())('an update from a stale copy on $name', (engine) => {
  const env = useApiTest(engine);
  const people = useMeetingPlaces(env);

  beforeEach(async () => {
    await addMeeting(env.app, people.chief.token, newMeetingPayload({ _id: 'Kickoff' }));
    env.clock.advanceMinutes(1);
  });

  const RESOURCES: EditedResource[] = [
    {
      kind: 'user',
      key: 'plain',
      editUrl: () => `/api/users/edit/${people.plain.userId}`,
      updateUrl: '/api/users/update/',
      change: (round) => ({ password: '', firstname: `Paul ${'I'.repeat(round + 1)}` }),
    },
    {
      kind: 'venue',
      key: 'Main Hall',
      editUrl: () => '/api/venues/edit/Main%20Hall',
      updateUrl: '/api/venues/update/',
      change: (round) => ({ description: `Refurbished ${round}` }),
    },
    {
      kind: 'team',
      key: 'Data Science',
      editUrl: () => '/api/teams/edit/Data%20Science',
      updateUrl: '/api/teams/update/',
      change: (round) => ({ comments: `Moved to Tuesdays ${round}` }),
    },
    {
      kind: 'meeting',
      key: 'Kickoff',
      editUrl: () => '/api/meetings/edit/Kickoff',
      updateUrl: '/api/meetings/update',
      change: (round) => ({ comments: `Agenda ${round}` }),
    },
  ];

  const load = async (resource: EditedResource): Promise<Body> =>
    (await env.app.inject({ method: 'GET', url: resource.editUrl(), headers: bearer(people.chief.token) })).json();
  const save = (resource: EditedResource, body: object, headers = {}): Promise<LightMyRequestResponse> =>
    env.app.inject({
      method: 'POST',
      url: resource.updateUrl,
      headers: { ...bearer(people.chief.token), ...headers },
      payload: body,
    });

  describe.each(RESOURCES)('of a $kind', (resource) => {
    it('succeeds from the copy the edit screen loaded, and answers a later updatedDate', async () => {
      const copy = await load(resource);
      const response = await save(resource, { ...copy, ...resource.change(0) });
      expect(response.statusCode).toBe(200);
      expect(Date.parse(response.json().updatedDate)).toBeGreaterThan(Date.parse(copy.updatedDate));
    });

    it('is refused with 409 naming the record once someone else saved it, writing nothing', async () => {
      const copy = await load(resource);
      expect((await save(resource, { ...copy, ...resource.change(0) })).statusCode).toBe(200);

      await expectRefused(
        env.db,
        () => save(resource, { ...copy, ...resource.change(1) }),
        409,
        staleEditMessage(resource.kind, resource.key),
      );
    });

    it('names itself stale-edit in the Error-Code header, whatever the language of its message', async () => {
      const copy = await load(resource);
      expect((await save(resource, { ...copy, ...resource.change(0) })).statusCode).toBe(200);
      const refused = await save(resource, { ...copy, ...resource.change(1) }, { 'accept-language': 'pl' });
      expect(refused.statusCode).toBe(409);
      expect(refused.headers['error-code']).toBe(STALE_EDIT_CODE);
      expect(refused.json().message).not.toBe(staleEditMessage(resource.kind, resource.key));
    });

    it('compares to the millisecond', async () => {
      const copy = await load(resource);
      const oneMillisecondOff = new Date(Date.parse(copy.updatedDate) - 1).toISOString();
      await expectRefused(
        env.db,
        () => save(resource, { ...copy, ...resource.change(0), updatedDate: oneMillisecondOff }),
        409,
        staleEditMessage(resource.kind, resource.key),
      );
    });

    it('lets exactly one of two saves from one copy, sent at once, succeed', async () => {
      for (let round = 1; round <= ROUNDS; round += 1) {
        const copy = await load(resource);
        env.clock.advanceMinutes(1);
        const responses = await Promise.all([
          save(resource, { ...copy, ...resource.change(2 * round) }),
          save(resource, { ...copy, ...resource.change(2 * round + 1) }),
        ]);
        const statuses = responses.map((response) => response.statusCode).sort();
        expect([round, statuses]).toEqual([round, [200, 409]]);
      }
    });
  });
});
