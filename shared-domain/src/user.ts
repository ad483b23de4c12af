import type { Language } from './languages';
import type { Role } from './roles';
import type { ExternalSignIn } from './sign-in-source';

/** A user as the API returns it: never a password or its hash. */
export interface User {
  _id: string;
  username: string;
  firstname: string;
  lastname: string;
  role: Role;
  email: string;
  mobile: string;
  inActive: boolean;
  createdDate: string;
  updatedDate: string;
  /** Where the account lives when it is not a local password account: it then has no password here. */
  signIn?: ExternalSignIn;
  /**
   * Only in `GET /users/edit/{id}`: the account signs in here but has no password yet (added without one, imported
   * or restored), so it waits for its 'Set your password' link.
   */
  passwordPending?: true;
}

/** What the browser keeps under localStorage `currentUser` (SPEC §3). */
export interface CurrentUser extends User {
  token: string;
  /** The language the user chose on their page, which the screens speak once they sign in; none until they choose. */
  language?: Language;
}

/** The claims of the signed access token. */
export interface AccessTokenClaims {
  sub: string;
  role: Role;
  formalName: string;
  jti: string;
  alt_jti: string;
  exp: number;
}

export function formalNameOf(user: Pick<User, 'firstname' | 'lastname'>): string {
  return `${user.firstname} ${user.lastname}`.trim();
}

/** An entry of `GET /users/list` and `/users/contacts`: what a picker of people needs. */
export type UserSummary = Pick<User, '_id' | 'username' | 'firstname' | 'lastname' | 'role' | 'inActive'>;

/** SPEC §2, §3: a person in a dropdown reads 'username: firstname lastname'. */
export function personOptionLabel(user: Pick<User, 'username' | 'firstname' | 'lastname'>): string {
  return `${user.username}: ${user.firstname} ${user.lastname}`;
}
