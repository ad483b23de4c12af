import { isAppPath } from '@scheduler/shared-domain/return-url';
import type { SsoOutcome } from '@scheduler/shared-domain/sign-in-source';
import type { CurrentUser } from '@scheduler/shared-domain/user';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { noBody } from '../http/answer-schemas';
import { HttpError, notFound } from '../http/http-error';
import { requestLanguage } from '../http/languages';
import type { ValibotRoutes } from '../http/validation';
import { cookieOf, httpOnlyCookie, isHttps, sessionRefreshCookie } from '../sessions/refresh-cookie';
import { createSignInLimiter } from '../sessions/sign-in-limiter';
import { signInExternalUser } from '../users/user-queries';
import { signedInUserSchema } from '../users/user-wire';
import { createOidcSignOn, type OidcFlow } from './oidc-sign-on';
import { seal, unseal } from './sealed-value';
import { identityFromClaims } from './sso-mapping';

/** Where the browser lands after the provider: the shell's login page, which stores the user and goes on. */
const LOGIN_PAGE = '/user/login';
const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';
const COMPLETE_PATH = '/api/auth/oidc/complete';

/** The flow from start to callback, and the signed-in user from callback to the login page: short-lived, sealed. */
const FLOW_COOKIE = 'oidc_flow';
const HANDOFF_COOKIE = 'oidc_handoff';
const FLOW_SECONDS = 600;
const HANDOFF_SECONDS = 60;

/** The flow cookie also keeps where to go after sign-in. */
interface KeptFlow extends OidcFlow {
  returnUrl: string;
}

/** Only a path of this app, else the home page. */
const safeReturnUrl = (returnUrl: string | undefined): string => (isAppPath(returnUrl) ? returnUrl : '/home');

const keptFlowSchema = v.object({
  state: v.string(),
  nonce: v.string(),
  codeVerifier: v.string(),
  redirectUri: v.string(),
  returnUrl: v.string(),
});

/** A sign-in the limits of a password sign-in hold back: the username is held at this address. */
class HeldBack extends Error {
  constructor(readonly minutes: number) {
    super('Too many sign-in attempts for this username from this address.');
  }
}

/** The login page's query when the provider's answer did not sign anyone in: what it then says. */
function outcomeOf(error: unknown): { sso: SsoOutcome; minutes?: string } {
  if (error instanceof HeldBack) return { sso: 'tooManyAttempts', minutes: String(error.minutes) };
  if (!(error instanceof HttpError)) return { sso: 'failed' };
  if (error.statusCode === 503) return { sso: 'unavailable' };
  return { sso: error.statusCode === 409 ? 'usernameTaken' : 'failed' };
}

/** The login page, told how single sign-on went (SSO_OUTCOME_MESSAGES). */
const loginPage = (returnUrl: string, outcome: { sso: SsoOutcome; minutes?: string }) =>
  `${LOGIN_PAGE}?${new URLSearchParams({ returnUrl, ...outcome })}`;

/**
 * Sign-in through OIDC_ISSUER (SPEC's token and session, as after a password): `start` sends the browser to the
 * provider, which sends it back to `callback` (the redirect URI to register); `complete` hands the login page the
 * user the callback signed in. Mounted at `/api/auth/oidc`; without OIDC_ISSUER, start and callback are 404.
 */
const oidcRoutes: ValibotRoutes = async (app) => {
  const configured = app.settings.sso.oidc;
  const signOn = configured && createOidcSignOn(configured);
  const oidc = () => {
    if (!configured || !signOn) throw notFound();
    return { settings: configured, signOn };
  };
  const secure = (request: FastifyRequest) => isHttps(request, app.settings.publicUrl);
  // The flow cookie comes back with the provider's navigation to the callback, from another site: Lax.
  const flowCookie = (request: FastifyRequest, value: string, maxAgeSeconds: number) =>
    httpOnlyCookie({
      name: FLOW_COOKIE,
      value,
      path: OIDC_CALLBACK_PATH,
      maxAgeSeconds,
      secure: secure(request),
      sameSite: 'Lax',
    });
  const handoffCookie = (request: FastifyRequest, value: string, maxAgeSeconds: number) =>
    httpOnlyCookie({ name: HANDOFF_COOKIE, value, path: COMPLETE_PATH, maxAgeSeconds, secure: secure(request) });
  /** PUBLIC_URL's, else the request's own address. */
  const redirectUriOf = (request: FastifyRequest) =>
    `${oidc().settings.publicUrl ?? `${request.protocol}://${request.host}`}${OIDC_CALLBACK_PATH}`;

  // The limits of a password sign-in: a username held at this address is held here too.
  const limiter = createSignInLimiter(app.db, app.now);
  const signIn = async (request: FastifyRequest, flow: KeptFlow) => {
    const { settings, signOn } = oidc();
    const callbackUrl = new URL(request.url, flow.redirectUri);
    const identity = identityFromClaims(await signOn.finish(callbackUrl, flow), settings);
    const gate = await limiter.before(identity.username, request.ip);
    if (gate.refused) throw new HeldBack(Math.ceil(gate.retryAfterMs / 60_000));
    const user = await signInExternalUser(app.db, new Date(app.now()), identity);
    return app.sessions.open(user, requestLanguage(request));
  };

  app.get(
    '/start',
    {
      schema: {
        summary: "Start single sign-on at the institute's provider",
        querystring: v.object({ returnUrl: v.optional(v.string()) }),
        response: { 303: noBody('To the provider, or back to the login page when it cannot start.') },
      },
    },
    async (request, reply) => {
      const { signOn } = oidc();
      const returnUrl = safeReturnUrl(request.query.returnUrl);
      try {
        const { url, flow } = await signOn.start(redirectUriOf(request));
        const sealed = seal(app.tokens, FLOW_COOKIE, { ...flow, returnUrl }, app.now() + FLOW_SECONDS * 1000);
        reply.header('set-cookie', flowCookie(request, sealed, FLOW_SECONDS));
        return reply.redirect(url, 303);
      } catch (error) {
        request.log.warn({ err: error }, 'single sign-on could not start');
        return reply.redirect(loginPage(returnUrl, outcomeOf(error)), 303);
      }
    },
  );

  // The provider's answer: a code, or an error. Whatever it is, the flow cookie is used once.
  app.get(
    '/callback',
    {
      schema: {
        summary: "The provider's answer to a single sign-on",
        response: { 303: noBody('Back to the login page, signed in or told why not.') },
      },
    },
    async (request, reply: FastifyReply) => {
      oidc();
      const sealed = cookieOf(request, FLOW_COOKIE);
      const parsed = v.safeParse(keptFlowSchema, unseal(app.tokens, FLOW_COOKIE, sealed, app.now()));
      const clearFlow = flowCookie(request, '', 0);
      const returnUrl = safeReturnUrl(parsed.success ? parsed.output.returnUrl : undefined);
      try {
        if (!parsed.success) throw new Error('No sign-in was started in this browser, or it took too long.');
        const { user, refreshKey, expiresAt } = await signIn(request, parsed.output);
        const handoff = seal(app.tokens, HANDOFF_COOKIE, user, app.now() + HANDOFF_SECONDS * 1000);
        reply.header('set-cookie', [
          clearFlow,
          handoffCookie(request, handoff, HANDOFF_SECONDS),
          sessionRefreshCookie(refreshKey, expiresAt, app.now(), secure(request)),
        ]);
        return reply.redirect(loginPage(returnUrl, { sso: 'complete' }), 303);
      } catch (error) {
        request.log.warn({ err: error }, 'single sign-on refused');
        reply.header('set-cookie', clearFlow);
        return reply.redirect(loginPage(returnUrl, outcomeOf(error)), 303);
      }
    },
  );

  // The login page's call after the callback: the user with its token, once; then the login page stores it.
  app.post(
    '/complete',
    { schema: { summary: 'The user a single sign-on just signed in, once', response: { 200: signedInUserSchema } } },
    async (request, reply) => {
      const user = unseal(app.tokens, HANDOFF_COOKIE, cookieOf(request, HANDOFF_COOKIE), app.now());
      reply.header('set-cookie', handoffCookie(request, '', 0));
      if (!v.is(signedInUserSchema, user)) throw notFound();
      return user as CurrentUser;
    },
  );
};

export default oidcRoutes;
