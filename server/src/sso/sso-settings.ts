import { DEFAULT_OIDC_LABEL, type ExternalSignIn } from '@scheduler/shared-domain/sign-in-source';
import type { EnvReader } from '../env-reader';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The login page's button. */
  label: string;
  /** A user in one of these groups is an Admin, anyone else a User. */
  adminGroups: string[];
  /** The claim of the id token that lists the user's groups. */
  groupsClaim: string;
  /** PUBLIC_URL, where the provider sends the browser back; the request's own address when unset. */
  publicUrl: string | undefined;
}

export interface LdapSettings {
  /** `ldap://` (with StartTLS unless the host is this machine) or `ldaps://`. */
  url: string;
  /** Whom the server binds as to look users up; anonymous when unset. */
  bindDn: string | undefined;
  bindPassword: string | undefined;
  userBase: string;
  /** Holds `{username}`, replaced by the typed username escaped per RFC 4515. */
  userFilter: string;
  /** A member (member or uniqueMember) of this group is an Admin; anyone else a User. */
  adminGroupDn: string | undefined;
}

/** Each is null when its first variable (OIDC_ISSUER, LDAP_URL) is unset: no button, no directory. */
export interface SsoSettings {
  oidc: OidcSettings | null;
  ldap: LdapSettings | null;
}

/** The institute's sign-ins this server has: an account linked to another cannot sign in. */
export const configuredSignIns = (sso: SsoSettings): ExternalSignIn[] => [
  ...(sso.oidc ? (['oidc'] as const) : []),
  ...(sso.ldap ? (['ldap'] as const) : []),
];

export const DEFAULT_LDAP_USER_FILTER = '(uid={username})';

export function readSsoSettings(read: EnvReader, problems: string[]): SsoSettings {
  return { oidc: readOidc(read, problems), ldap: readLdap(read, problems) };
}

/** A variable the feature cannot work without, once its first variable is set. */
function required(read: EnvReader, problems: string[], name: string, because: string): string {
  const value = read.optional(name);
  if (value === undefined) problems.push(`${name} must be set when ${because} is set.`);
  return value ?? '';
}

function readOidc(read: EnvReader, problems: string[]): OidcSettings | null {
  if (read.optional('OIDC_ISSUER') === undefined) return null;
  return {
    issuer: read.url('OIDC_ISSUER', ''),
    clientId: required(read, problems, 'OIDC_CLIENT_ID', 'OIDC_ISSUER'),
    clientSecret: required(read, problems, 'OIDC_CLIENT_SECRET', 'OIDC_ISSUER'),
    label: read.text('OIDC_LABEL', DEFAULT_OIDC_LABEL),
    adminGroups: read.list('OIDC_ADMIN_GROUPS') ?? [],
    groupsClaim: read.text('OIDC_GROUPS_CLAIM', 'groups'),
    publicUrl: read.optional('PUBLIC_URL')?.replace(/\/+$/, ''),
  };
}

function readLdap(read: EnvReader, problems: string[]): LdapSettings | null {
  const url = read.optional('LDAP_URL');
  if (url === undefined) return null;
  if (!/^ldaps?:$/.test(URL.canParse(url) ? new URL(url).protocol : '')) {
    problems.push(`LDAP_URL must be an ldap:// or ldaps:// URL, not "${url}".`);
  }
  const userFilter = read.text('LDAP_USER_FILTER', DEFAULT_LDAP_USER_FILTER);
  if (!userFilter.includes('{username}')) {
    problems.push(`LDAP_USER_FILTER must hold {username}, where the typed username goes, not "${userFilter}".`);
  }
  return {
    url,
    bindDn: read.optional('LDAP_BIND_DN'),
    bindPassword: read.optional('LDAP_BIND_PASSWORD'),
    userBase: required(read, problems, 'LDAP_USER_BASE', 'LDAP_URL'),
    userFilter,
    adminGroupDn: read.optional('LDAP_ADMIN_GROUP_DN'),
  };
}
