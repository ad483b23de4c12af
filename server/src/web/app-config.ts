import { createHash } from 'node:crypto';
import { type AppConfig, SECTION_NAMES } from '@scheduler/shared-domain/system';
import * as v from 'valibot';
import type { Settings } from '../config';
import compressPlugin from '../http/compress';
import { matchesEtag } from '../http/etag';
import type { ValibotRoutes } from '../http/validation';

const appConfigSchema = v.object({
  apiBase: v.string(),
  groupAbbreviation: v.string(),
  website: v.string(),
  websiteVersion: v.string(),
  externalRedirectHosts: v.array(v.string()),
  debug: v.boolean(),
  timeZone: v.string(),
  remotes: v.object(
    Object.fromEntries(SECTION_NAMES.map((name) => [name, v.string()])) as Record<
      (typeof SECTION_NAMES)[number],
      v.StringSchema<undefined>
    >,
  ),
  oidcLabel: v.optional(v.string()),
  directorySignIn: v.optional(v.literal(true)),
}) satisfies v.GenericSchema<AppConfig>;

export function appConfigOf(settings: Settings): AppConfig {
  return {
    apiBase: '/api',
    groupAbbreviation: settings.groupAbbreviation,
    website: settings.websiteUrl,
    websiteVersion: settings.websiteVersion,
    externalRedirectHosts: settings.externalRedirectHosts,
    debug: settings.debug,
    timeZone: settings.timeZone,
    remotes: settings.remotes,
    ...(settings.sso.oidc ? { oidcLabel: settings.sso.oidc.label } : {}),
    ...(settings.sso.ldap ? { directorySignIn: true as const } : {}),
  };
}

/**
 * `GET /config.json`: the browser's run-time settings; moving a remote is a setting, not a rebuild. Revalidated on
 * every visit: its ETag (weak, the same whether sent compressed or not) changes with the settings, and a browser that
 * has them gets 304.
 */
const appConfigRoutes: ValibotRoutes = async (app) => {
  await app.register(compressPlugin);
  const appConfig = appConfigOf(app.settings);
  const etag = `W/"${createHash('sha256').update(JSON.stringify(appConfig)).digest('base64url')}"`;
  app.get(
    '/config.json',
    { schema: { response: { 200: appConfigSchema, 304: v.undefined() } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send(undefined);
      return appConfig;
    },
  );
};

export default appConfigRoutes;
