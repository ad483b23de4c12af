import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Queryable } from '../src/db/database';
import type { ApiTest } from './api-test';
import { addUser, bearer, databaseSnapshot, type SignedIn, signIn } from './test-app';

/** The venue calls of SPEC §7, as a signed-in browser makes them. */
export function venueRequests(app: () => FastifyInstance) {
  const get = (token: string, url: string) => app().inject({ method: 'GET', url, headers: bearer(token) });
  const post = (token: string, url: string, payload: object) =>
    app().inject({ method: 'POST', url, headers: bearer(token), payload });
  return {
    add: (token: string, payload: object) => post(token, '/api/venues/add', payload),
    update: (token: string, payload: object) => post(token, '/api/venues/update/', payload),
    list: (token: string) => get(token, '/api/venues'),
    names: (token: string) => get(token, '/api/venues/venues'),
    edit: (token: string, name: string) => get(token, `/api/venues/edit/${encodeURIComponent(name)}`),
    remove: (token: string, name: string) => get(token, `/api/venues/delete/${encodeURIComponent(name)}`),
  };
}

export interface VenuePeople {
  /** An Admin, Cora Chief, signed in. */
  readonly chief: SignedIn;
  /** A User, signed in. */
  readonly plain: SignedIn;
  /** The id of a Contact, Anna Kowalski, who has no password. */
  readonly kowalskiId: string;
}

/** Before each test: the people a venue test needs, as `chief`, `plain` and `kowalski`. Call after `useApiTest`. */
export function useVenuePeople(env: ApiTest): VenuePeople {
  const people: Partial<VenuePeople> = {};
  beforeEach(async () => {
    await addUser(env.app, { username: 'chief', role: 'Admin', firstname: 'Cora', lastname: 'Chief' });
    await addUser(env.app, { username: 'plain', role: 'User', firstname: 'Paul', lastname: 'Plain' });
    const kowalskiId = await addUser(env.app, {
      username: 'kowalski',
      role: 'Contact',
      firstname: 'Anna',
      lastname: 'Kowalski',
    });
    Object.assign(people, { chief: await signIn(env.app, 'chief'), plain: await signIn(env.app, 'plain'), kowalskiId });
  });
  const read = <Key extends keyof VenuePeople>(key: Key): VenuePeople[Key] => {
    const value = people[key];
    if (value === undefined) throw new Error(`useVenuePeople: ${key} is read before its hook has set it.`);
    return value;
  };
  return {
    get chief() {
      return read('chief');
    },
    get plain() {
      return read('plain');
    },
    get kowalskiId() {
      return read('kowalskiId');
    },
  };
}

/** Sends a request that must be refused with this status and message, and shows that it changed nothing stored. */
export async function expectRefused(
  db: Queryable,
  send: () => Promise<LightMyRequestResponse>,
  statusCode: number,
  message: string,
): Promise<void> {
  const before = await databaseSnapshot(db);
  const response = await send();
  expect([response.statusCode, response.json()]).toEqual([statusCode, { message }]);
  expect(await databaseSnapshot(db)).toEqual(before);
}
