import { SSO_ANSWERS } from '@scheduler/shared-domain/sign-in-source';
import { Client, InvalidCredentialsError } from 'ldapts';
import { HttpError, signInFailed } from '../http/http-error';
import type { ExternalIdentity } from './sso-mapping';
import { identityFromEntry } from './sso-mapping';
import type { LdapSettings } from './sso-settings';

/** The institute's directory, as sign-in asks it. */
export interface Directory {
  /**
   * The identity of the directory user whose password this is: found by the service account, then bound as itself.
   * A wrong username or password is the 401 of any failed sign-in; a directory that cannot be reached is a 503.
   */
  authenticate(username: string, password: string): Promise<ExternalIdentity>;
}

/** How long one step may wait for the directory. */
const DIRECTORY_TIMEOUT_MS = 5_000;

/** RFC 4515: a value inside a filter, with `*`, `(`, `)`, `\` and NUL written as `\XX`, so it matches only itself. */
export function escapeFilterValue(value: string): string {
  return value.replace(/[*()\\\0]/g, (character) => `\\${character.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

export const directoryUnavailable = () => new HttpError(503, SSO_ANSWERS.directoryUnavailable);

/**
 * What the sign-in answers for a failure of the directory: our own answers pass, the rest become `answer`'s. A failure
 * that is not a wrong password (the directory is down, the service account is refused) never signs anyone in.
 */
const asDirectoryAnswer =
  (answer: (error: unknown) => HttpError) =>
  (error: unknown): never => {
    throw error instanceof HttpError ? error : answer(error);
  };

/** Traffic to this machine never crosses a network: plain ldap:// to it needs no StartTLS. */
const isLoopbackHost = (url: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);

const firstValue = (value: unknown): string => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : Buffer.isBuffer(first) ? first.toString('utf8') : '';
};

const USER_ATTRIBUTES = ['uid', 'givenName', 'sn', 'cn', 'mail'];

export function createLdapDirectory(settings: LdapSettings): Directory {
  /** A connection, secured by StartTLS where it must be, closed after `use` whatever happens. */
  const withClient = async <Result>(use: (client: Client) => Promise<Result>): Promise<Result> => {
    const client = new Client({
      url: settings.url,
      timeout: DIRECTORY_TIMEOUT_MS,
      connectTimeout: DIRECTORY_TIMEOUT_MS,
    });
    try {
      if (settings.url.startsWith('ldap:') && !isLoopbackHost(settings.url)) await client.startTLS({});
      return await use(client);
    } finally {
      await client.unbind().catch(() => undefined);
    }
  };
  const bindService = async (client: Client) => {
    if (settings.bindDn) await client.bind(settings.bindDn, settings.bindPassword ?? '');
  };

  const findEntry = (username: string) =>
    withClient(async (client) => {
      await bindService(client);
      const filter = settings.userFilter.replaceAll('{username}', escapeFilterValue(username));
      const { searchEntries } = await client.search(settings.userBase, {
        scope: 'sub',
        filter,
        attributes: USER_ATTRIBUTES,
        sizeLimit: 2,
      });
      // None, or more than one: nobody can be told apart by this username.
      if (searchEntries.length !== 1 || !searchEntries[0]) throw signInFailed();
      const entry = searchEntries[0];
      const isAdmin = settings.adminGroupDn ? await isMember(client, settings.adminGroupDn, entry.dn) : false;
      return { entry, isAdmin };
    });

  const isMember = async (client: Client, groupDn: string, memberDn: string) => {
    const member = escapeFilterValue(memberDn);
    const { searchEntries } = await client.search(groupDn, {
      scope: 'base',
      filter: `(|(member=${member})(uniqueMember=${member}))`,
      attributes: ['dn'],
    });
    return searchEntries.length > 0;
  };

  return {
    authenticate: async (username, password) => {
      // Many directories take a bind with an empty password as an anonymous bind, which succeeds.
      if (password === '') throw signInFailed();
      const { entry, isAdmin } = await findEntry(username).catch(asDirectoryAnswer(() => directoryUnavailable()));
      await withClient((client) => client.bind(entry.dn, password)).catch(
        asDirectoryAnswer((error) =>
          error instanceof InvalidCredentialsError ? signInFailed() : directoryUnavailable(),
        ),
      );
      return identityFromEntry({
        dn: entry.dn,
        uid: firstValue(entry.uid) || username,
        givenName: firstValue(entry.givenName),
        sn: firstValue(entry.sn),
        cn: firstValue(entry.cn),
        mail: firstValue(entry.mail),
        isAdmin,
      });
    },
  };
}
