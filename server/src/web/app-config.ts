import { type AppConfig, SECTION_NAMES } from '@scheduler/shared-domain/system';
import * as v from 'valibot';
import type { Settings } from '../config';
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

/** `GET /config.json`: the browser's run-time settings; moving a remote is a setting, not a rebuild. */
const appConfigRoutes: ValibotRoutes = async (app) => {
  const appConfig = appConfigOf(app.settings);
  app.get('/config.json', { schema: { response: { 200: appConfigSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return appConfig;
  });
};

export default appConfigRoutes;
