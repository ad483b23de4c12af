import { LIMITS } from '@scheduler/shared-domain/limits';
import type { ExternalSignIn } from '@scheduler/shared-domain/sign-in-source';
import { isEmail } from '@scheduler/shared-domain/validation';

/** Who the OpenID provider or the directory says signed in, fitted to the rules of a user here. */
export interface ExternalIdentity {
  signIn: ExternalSignIn;
  /** The OpenID subject, or the directory entry's DN. */
  externalId: string;
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  /** Follows the groups at every sign-in. */
  role: 'Admin' | 'User';
}

/** What the OpenID provider's id token and userinfo say of the user (only the claims read here). */
export interface OidcClaims {
  sub: string;
  preferred_username?: unknown;
  email?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
  [claim: string]: unknown;
}

/** ASCII letters without their accents: `Jürgen` is `Jurgen`. */
const withoutAccents = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

/** Letters, digits, space and underscore (SPEC §5); each run of anything else becomes one underscore. */
export function fitUsername(raw: string): string {
  return withoutAccents(raw)
    .replace(/[^A-Za-z0-9 _]+/g, '_')
    .replace(/^[ _]+|[ _]+$/g, '')
    .slice(0, LIMITS.username)
    .trimEnd();
}

/** Letters, digits, space, hyphen and apostrophe (SPEC §5), at most 35. */
function fitPersonName(raw: string): string {
  return withoutAccents(raw)
    .replace(/[’`]/g, "'")
    .replace(/[^A-Za-z0-9 '-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, LIMITS.personName)
    .trim();
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A groups claim or attribute: a list of names, or one name. */
export function groupsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((group): group is string => typeof group === 'string') : [];
}

/** Admin when one of the user's groups is an admin group, else User. */
export const roleFromGroups = (groups: readonly string[], adminGroups: readonly string[]): ExternalIdentity['role'] =>
  groups.some((group) => adminGroups.includes(group)) ? 'Admin' : 'User';

interface PersonParts {
  username: string;
  given: string;
  family: string;
  fullName: string;
  email: string;
}

/** Names and email fitted to the user rules; a missing name falls back on the full name, then the username. */
function personOf({ username, given, family, fullName, email }: PersonParts) {
  const [firstOfFull = '', ...restOfFull] = fitPersonName(fullName).split(' ');
  const firstname = fitPersonName(given) || firstOfFull || username;
  const lastname = fitPersonName(family) || restOfFull.join(' ') || username;
  return { firstname, lastname, email: email.length <= LIMITS.email && isEmail(email) ? email : '' };
}

export interface OidcMapping {
  groupsClaim: string;
  adminGroups: readonly string[];
}

/** The user an OpenID sign-in stands for: username from `preferred_username`, else the email's local part. */
export function identityFromClaims(claims: OidcClaims, { groupsClaim, adminGroups }: OidcMapping): ExternalIdentity {
  const email = textOf(claims.email);
  const username = fitUsername(textOf(claims.preferred_username) || (email.split('@')[0] ?? ''));
  return {
    signIn: 'oidc',
    externalId: claims.sub,
    username,
    ...personOf({
      username,
      given: textOf(claims.given_name),
      family: textOf(claims.family_name),
      fullName: textOf(claims.name),
      email,
    }),
    role: roleFromGroups(groupsOf(claims[groupsClaim]), adminGroups),
  };
}

/** A directory entry as the sign-in reads it: its DN, the attributes below, and whether it is in the admin group. */
export interface DirectoryEntry {
  dn: string;
  uid: string;
  givenName: string;
  sn: string;
  cn: string;
  mail: string;
  isAdmin: boolean;
}

export function identityFromEntry(entry: DirectoryEntry): ExternalIdentity {
  const username = fitUsername(entry.uid);
  return {
    signIn: 'ldap',
    externalId: entry.dn,
    username,
    ...personOf({ username, given: entry.givenName, family: entry.sn, fullName: entry.cn, email: entry.mail }),
    role: entry.isAdmin ? 'Admin' : 'User',
  };
}
