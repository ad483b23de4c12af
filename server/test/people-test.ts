import type { ApiTest } from './api-test';
import { addUser, type SignedIn, signIn } from './test-app';

export interface GroupPeople {
  /** An Admin, Cora Chief, signed in. */
  readonly chief: SignedIn;
  /** A User, signed in. */
  readonly plain: SignedIn;
  /** The id of a Contact, Anna Kowalski, who has no password. */
  readonly kowalskiId: string;
}

/**
 * Before each test: an Admin, a User and a Contact, as `chief`, `plain` and `kowalskiId`, whom the venue, team and
 * meeting tests share. Call after `useApiTest`.
 */
export function useGroupPeople(env: ApiTest): GroupPeople {
  const people: Partial<GroupPeople> = {};
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
  const read = <Key extends keyof GroupPeople>(key: Key): GroupPeople[Key] => {
    const value = people[key];
    if (value === undefined) throw new Error(`useGroupPeople: ${key} is read before its hook has set it.`);
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
