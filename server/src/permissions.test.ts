import { randomUUID } from 'node:crypto';
import type { Meeting } from '@scheduler/shared-domain/meeting';
import type { Role } from '@scheduler/shared-domain/roles';
import {
  FORBIDDEN_MESSAGE,
  NOT_SIGNED_IN_MESSAGE,
  SESSION_ENDED_MESSAGE,
} from '@scheduler/shared-domain/server-messages';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { useApiTest } from '../test/api-test';
import { addMeeting, newMeetingPayload } from '../test/meeting-test';
import {
  addUser,
  bearer,
  buildTestApp,
  expectNoSecrets,
  newTeamPayload,
  newUserPayload,
  newVenuePayload,
  signIn,
  storedUsers,
  TEST_PASSWORD,
  unusedDatabase,
} from '../test/test-app';
import { DATABASE_HOOK_TIMEOUT_MS, testDatabaseEngines } from '../test/test-databases';
import { ONE_PIXEL_PNG } from '../test/test-images';
import { toCsv } from './csv/csv-writer';
import { PERMISSIONS } from './permissions';
import { createSessionsRepository } from './sessions/sessions-repository';

/**
 * Who calls. A forged Contact token is signed with the real secret, claims the role Admin and names an open session,
 * but its `sub` is a Contact, who may not sign in. "User on another" is a User acting on someone else's record;
 * the others act on their own record (User) or on another user's (Admin, and the callers who are refused anyway).
 */
const CALLERS = ['signed out', 'forged Contact', 'User', 'User on another', 'Admin'] as const;
type Caller = (typeof CALLERS)[number];

interface StepContext {
  /** The record the request acts on, and the updatedDate an update of it sends. */
  target: { id: string; username: string; role: Role; updatedDate: string };
  /** The caller's own session (the forged one for the forged token, none when signed out). */
  sessionId: string;
  /** A username no one has yet. */
  freshUsername: string;
  /** A venue of its own for this request, and a venue name no venue has yet. */
  venue: string;
  venueUpdatedDate: string;
  freshVenue: string;
  /** The same for teams. Its members are the User, or the Admin alone when the caller is "User on another". */
  team: string;
  teamUpdatedDate: string;
  freshTeam: string;
  /** A meeting of that team at that venue, stored only for steps `withMeeting`, and a meeting id no meeting has yet. */
  meeting: Meeting;
  freshMeeting: string;
  /** The change record's entry of that venue's delete, for steps `withDeletedVenue` ('' for others). */
  venueDeleteEntry: string;
}

interface WalkStep {
  path?: (context: StepContext) => string;
  payload?: (context: StepContext) => object | Buffer;
  /** The body's type, when it is not JSON. */
  contentType?: string;
  /** The step acts on a meeting: store one first (a stored meeting would keep its team and venue from being deleted). */
  withMeeting?: true;
  /** The step restores a venue: delete the venue first. */
  withDeletedVenue?: true;
  /** The answer is a stream that stays open: read until its first chunk (an error's body ends). */
  stream?: true;
  /** The answer is the API's description, which names fields such as `password` and holds no value of any. */
  describesFields?: true;
  statuses: Record<Caller, number>;
}

const everyone = (status: number): Record<Caller, number> => ({
  'signed out': status,
  'forged Contact': status,
  User: status,
  'User on another': status,
  Admin: status,
});
const refused = { 'signed out': 401, 'forged Contact': 401 };
const signedIn = (status: number): Record<Caller, number> => ({ ...everyone(status), ...refused });
const ownRecordOnly = (status: number) => ({ ...signedIn(status), 'User on another': 403 });
const adminOnly = (status: number) => ({ ...signedIn(status), User: 403, 'User on another': 403 });

/** One step per route of the permission table, with the exact status each caller gets. */
const WALK: Record<string, WalkStep> = {
  'POST /api/users/authenticate': {
    payload: () => ({ username: 'plain', password: TEST_PASSWORD }),
    statuses: everyone(200),
  },
  'POST /api/users/refresh': { payload: ({ sessionId }) => ({ _id: sessionId }), statuses: signedIn(200) },
  // Only the token of that very session may end it; no caller here holds the token of this one.
  'GET /api/users/logout/:alt_jti': { path: () => `/api/users/logout/${randomUUID()}`, statuses: everyone(401) },
  'GET /api/auth/oidc/start': { statuses: everyone(404) },
  'GET /api/auth/oidc/callback': { statuses: everyone(404) },
  'POST /api/auth/oidc/complete': { statuses: everyone(404) },
  'POST /api/users/password-reset': { payload: () => ({ login: 'plain' }), statuses: everyone(202) },
  // No caller holds a link: the 400 shows the route let each of them through to the link's check.
  'POST /api/users/password-reset/check': { payload: () => ({ token: 'no-such-link' }), statuses: everyone(400) },
  'POST /api/users/password-reset/confirm': {
    payload: () => ({ token: 'no-such-link', password: 'Quiet-Harbour-Lantern-58' }),
    statuses: everyone(400),
  },
  'GET /api/users/current': { statuses: signedIn(200) },
  'GET /api/users': { statuses: signedIn(200) },
  'GET /api/users/list': { statuses: signedIn(200) },
  'GET /api/users/contacts': { statuses: signedIn(200) },
  'GET /api/users/edit/:id': { path: ({ target }) => `/api/users/edit/${target.id}`, statuses: ownRecordOnly(200) },
  // The walk's target has a password: the 409 shows the route let an Admin through to that check.
  'POST /api/users/password-link/:id': {
    path: ({ target }) => `/api/users/password-link/${target.id}`,
    statuses: adminOnly(409),
  },
  'GET /api/users/delete/:id': { path: ({ target }) => `/api/users/delete/${target.id}`, statuses: adminOnly(200) },
  'POST /api/users/register': {
    path: () => '/api/users/register/', // as SPEC §7 writes it
    payload: ({ freshUsername }) => newUserPayload({ username: freshUsername }),
    statuses: adminOnly(201),
  },
  // The server has no single sign-on to link to: the rule's 400 shows the Admin got through.
  'POST /api/users/link': {
    payload: ({ target }) => ({ _id: target.id, signIn: 'oidc', updatedDate: target.updatedDate }),
    statuses: adminOnly(400),
  },
  // The Admin's target is a Contact, which signs in nowhere: the rule's 409 shows the Admin got through.
  'POST /api/users/unlink': {
    payload: ({ target }) => ({ _id: target.id, updatedDate: target.updatedDate }),
    statuses: adminOnly(409),
  },
  // 'User' and 'User on another' are two sessions of one user, which a sign-out everywhere else would end for the
  // other: the body's 400 shows each caller got through, and ends nothing.
  'POST /api/users/sign-out-everywhere': { payload: () => ({ apiTokens: 'yes' }), statuses: signedIn(400) },
  'GET /api/users/preferences/:id': {
    path: ({ target }) => `/api/users/preferences/${target.id}`,
    statuses: ownRecordOnly(200),
  },
  // No target: everyone saves only their own.
  'POST /api/users/preferences': { payload: () => ({ mailChanges: true, reminder: '1h' }), statuses: signedIn(200) },
  'POST /api/users/update': {
    path: () => '/api/users/update/', // as SPEC §7 writes it
    // The target keeps its username, role and password, so the callers' sessions and later steps are unaffected.
    payload: ({ target }) => ({
      ...newUserPayload({ username: target.username, role: target.role, password: '' }),
      _id: target.id,
      updatedDate: target.updatedDate,
    }),
    statuses: ownRecordOnly(200),
  },
  'GET /api/venues': { statuses: signedIn(200) },
  'GET /api/venues/venues': { statuses: signedIn(200) },
  'GET /api/venues/edit/:id': {
    path: ({ venue }) => `/api/venues/edit/${encodeURIComponent(venue)}`,
    statuses: signedIn(200),
  },
  'GET /api/venues/delete/:id': {
    path: ({ venue }) => `/api/venues/delete/${encodeURIComponent(venue)}`,
    statuses: adminOnly(200),
  },
  'POST /api/venues/add': {
    payload: ({ freshVenue }) => newVenuePayload({ _id: freshVenue }),
    statuses: adminOnly(201),
  },
  'POST /api/venues/update': {
    path: () => '/api/venues/update/', // as SPEC §7 writes it
    payload: ({ venue, venueUpdatedDate }) =>
      newVenuePayload({ _id: venue, description: 'Changed by the walk', updatedDate: venueUpdatedDate }),
    statuses: adminOnly(200),
  },
  'POST /api/venues/images': { payload: () => ONE_PIXEL_PNG, contentType: 'image/png', statuses: adminOnly(201) },
  'GET /api/teams': { statuses: signedIn(200) },
  'GET /api/teams/teams': { statuses: signedIn(200) },
  'GET /api/teams/edit/:id': {
    path: ({ team }) => `/api/teams/edit/${encodeURIComponent(team)}`,
    statuses: signedIn(200),
  },
  'GET /api/teams/delete/:id': {
    path: ({ team }) => `/api/teams/delete/${encodeURIComponent(team)}`,
    statuses: adminOnly(200),
  },
  'POST /api/teams/add': {
    payload: ({ freshTeam }) => newTeamPayload({ _id: freshTeam, teamLead: 'chief', members: ['plain'] }),
    statuses: adminOnly(201),
  },
  'POST /api/teams/update': {
    path: () => '/api/teams/update/', // as SPEC §7 writes it
    payload: ({ team, teamUpdatedDate }) =>
      newTeamPayload({
        _id: team,
        teamLead: 'chief',
        members: ['plain'],
        description: 'Changed by the walk',
        updatedDate: teamUpdatedDate,
      }),
    statuses: adminOnly(200),
  },
  'GET /api/meetings': { statuses: signedIn(200) },
  'GET /api/meetings/edit/:id': {
    path: ({ meeting }) => `/api/meetings/edit/${encodeURIComponent(meeting._id)}`,
    withMeeting: true,
    statuses: signedIn(200),
  },
  'GET /api/meetings/free-slots': {
    path: ({ team, venue }) =>
      `/api/meetings/free-slots?${new URLSearchParams({ team, venue, minutes: '60', from: '2030-05-06', to: '2030-05-10' })}`,
    statuses: signedIn(200),
  },
  'GET /api/meetings/schedule/:id': {
    path: ({ team }) => `/api/meetings/schedule/${encodeURIComponent(team)}`,
    withMeeting: true,
    statuses: signedIn(200),
  },
  'GET /api/meetings/delete/:id': {
    path: ({ meeting }) => `/api/meetings/delete/${encodeURIComponent(meeting._id)}`,
    withMeeting: true,
    statuses: adminOnly(200),
  },
  'POST /api/meetings/add': {
    payload: ({ freshMeeting, team, venue }) => newMeetingPayload({ _id: freshMeeting, team, venue }),
    statuses: adminOnly(201),
  },
  // A User may change a meeting of its own team (schedule mode), and no other.
  'POST /api/meetings/update': {
    payload: ({ meeting }) => ({ ...meeting, comments: 'Changed by the walk' }),
    withMeeting: true,
    statuses: ownRecordOnly(200),
  },
  'GET /api/meetings/ics/:id': {
    path: ({ meeting }) => `/api/meetings/ics/${encodeURIComponent(meeting._id)}`,
    withMeeting: true,
    statuses: signedIn(200),
  },
  'GET /api/calendar/feeds': { statuses: signedIn(200) },
  'POST /api/calendar/feeds/reset': { statuses: signedIn(200) },
  // A user record's history: a User reads its own only. The activity of all is for Admins (changes-api.test.ts).
  'GET /api/changes': {
    path: ({ target }) => `/api/changes?kind=user&id=${target.id}`,
    statuses: ownRecordOnly(200),
  },
  'POST /api/changes/:id/restore': {
    path: ({ venueDeleteEntry }) => `/api/changes/${venueDeleteEntry}/restore`,
    withDeletedVenue: true,
    statuses: adminOnly(201),
  },
  'GET /api/mail/outbox': { statuses: adminOnly(200) },
  // A message no one queued: an Admin is told so.
  'GET /api/mail/outbox/:id': { path: () => '/api/mail/outbox/999999999', statuses: adminOnly(404) },
  'POST /api/mail/outbox/:id/retry': { path: () => '/api/mail/outbox/999999999/retry', statuses: adminOnly(404) },
  // No caller holds a message's link: the 404 shows the route let each of them through to the link's check.
  'GET /api/mail/unsubscribe': {
    path: () => '/api/mail/unsubscribe?address=plain%40example.org&token=no-such-link',
    statuses: everyone(404),
  },
  'POST /api/mail/unsubscribe': {
    path: () => '/api/mail/unsubscribe?address=plain%40example.org&token=no-such-link',
    payload: () => Buffer.from('List-Unsubscribe=One-Click'),
    contentType: 'application/x-www-form-urlencoded',
    statuses: everyone(404),
  },
  'GET /api/system/versions': { statuses: signedIn(200) },
  'GET /api/changes/stream': { stream: true, statuses: signedIn(200) },
  'POST /api/client-errors': {
    payload: () => ({ section: 'teams', version: '0.1.0', kind: 'crashed', message: 'x', stack: '', url: '' }),
    statuses: everyone(204),
  },
  'GET /api/openapi.json': { describesFields: true, statuses: everyone(200) },
  'POST /api/tokens': {
    payload: () => ({ name: 'Walk token', days: 30, currentPassword: TEST_PASSWORD }),
    statuses: signedIn(201),
  },
  'GET /api/tokens': { statuses: signedIn(200) },
  // A token no one has: the caller is told so.
  'POST /api/tokens/:id/revoke': { path: () => `/api/tokens/${randomUUID()}/revoke`, statuses: signedIn(404) },
  'GET /api/export/:file': { path: () => '/api/export/venues.csv', statuses: signedIn(200) },
  // A preview: the 200 shows the row was checked, and nothing is kept.
  'POST /api/import/:kind': {
    path: () => '/api/import/venues?preview=1',
    payload: ({ freshVenue }) => {
      const venue = newVenuePayload({ _id: freshVenue });
      return Buffer.from(toCsv(Object.keys(venue), [venue]));
    },
    contentType: 'text/csv',
    statuses: adminOnly(200),
  },
  'GET /api/import/:kind/template.csv': { path: () => '/api/import/venues/template.csv', statuses: adminOnly(200) },
};

/** What `meeting` holds for a step that acts on no meeting. */
const UNSTORED_MEETING: Meeting = {
  _id: 'Never stored',
  team: '',
  venue: '',
  meetingDate: '',
  startTime: '',
  endTime: '',
  comments: '',
  updatedDate: '',
};

/** An answer's body, or a stream's first chunk: a stream that stays open is never read to its end. */
async function bodyOf(response: LightMyRequestResponse, stream: boolean | undefined): Promise<string> {
  if (!stream) return response.body;
  let body = '';
  for await (const chunk of response.stream()) {
    body += chunk;
    if (response.statusCode === 200) break;
  }
  return body;
}

const routeOf = (key: string) => {
  const [method = '', url = ''] = key.split(' ');
  return { method: method as NonNullable<InjectOptions['method']>, url };
};

describe('the permission walk', () => {
  it('has one step for every route of the permission table, and no other', () => {
    expect(Object.keys(WALK).sort()).toEqual(Object.keys(PERMISSIONS).sort());
  });

  it.each(Object.entries(WALK))('expects of %s what the table says', (key, step) => {
    const permission = PERMISSIONS[key];
    const deniedStatus = (role: 'Admin' | 'User') =>
      permission === 'public' ? undefined : permission?.includes(role) ? undefined : 403;
    if (permission !== 'public') {
      expect([step.statuses['signed out'], step.statuses['forged Contact']]).toEqual([401, 401]);
    }
    if (deniedStatus('User')) expect([step.statuses.User, step.statuses['User on another']]).toEqual([403, 403]);
    if (deniedStatus('Admin')) expect(step.statuses.Admin).toBe(403);
  });
});

describe.each(testDatabaseEngines())('the permission table on $name', (engine) => {
  const env = useApiTest(engine, { per: 'file' });
  const tokens: Partial<Record<Caller, string>> = {};
  const sessions: Partial<Record<Caller, string>> = {};
  /** The refresh cookie each caller's browser holds. */
  const cookies: Partial<Record<Caller, string>> = {};
  let plainUserId = '';
  let usernames = 0;
  let venueNames = 0;
  let teamNames = 0;
  let meetingIds = 0;

  beforeAll(async () => {
    plainUserId = await addUser(env.app, { username: 'plain', role: 'User' });
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    for (const [caller, username] of [
      ['User', 'plain'],
      ['User on another', 'plain'],
      ['Admin', 'chief'],
    ] as const) {
      const signedInAs = await signIn(env.app, username);
      [tokens[caller], sessions[caller], cookies[caller]] = [signedInAs.token, signedInAs.sessionId, signedInAs.cookie];
    }

    const contactId = await addUser(env.app, { username: 'forger', role: 'Contact' });
    const contact = await storedUsers(env.app).findById(contactId);
    if (!contact) throw new Error('the Contact was not stored');
    const { now } = env.clock;
    const session = await createSessionsRepository(env.db).open(
      contactId,
      new Date(now()),
      new Date(now() + 3_600_000),
    );
    tokens['forged Contact'] = env.app.tokens.sign({ ...contact, role: 'Admin' }, session, now());
    sessions['forged Contact'] = session.id;
  }, DATABASE_HOOK_TIMEOUT_MS);

  /** A fresh user for each request that acts on someone else's record: deleting or editing it harms no other step. */
  const anotherUser = async () => {
    const username = `other_${++usernames}`;
    const role = 'Contact' as const;
    const { id, updatedDate } = await storedUsers(env.app).create(
      { username, passwordHash: null, role, firstname: 'Other', lastname: 'One' },
      new Date(env.clock.now()),
    );
    return { id, username, role, updatedDate: updatedDate.toISOString() };
  };
  /** The User itself, as stored now: earlier steps may have changed it. */
  const theUser = async () => {
    const plain = await storedUsers(env.app).findById(plainUserId);
    if (!plain) throw new Error('the User was not stored');
    return { id: plainUserId, username: 'plain', role: 'User' as const, updatedDate: plain.updatedDate.toISOString() };
  };

  /** A fresh venue for each request that reads, changes or deletes one, added as an Admin would. */
  const anotherVenue = async () => {
    const name = `Walk Venue ${++venueNames}`;
    const response = await env.app.inject({
      method: 'POST',
      url: '/api/venues/add',
      headers: bearer(tokens.Admin ?? ''),
      payload: newVenuePayload({ _id: name }),
    });
    if (response.statusCode !== 201) throw new Error(`adding venue ${name} failed: ${response.body}`);
    return { venue: name, venueUpdatedDate: response.json().updatedDate as string };
  };

  /** A fresh team for each request that reads, changes or deletes one, led by the Admin, with these members. */
  const anotherTeam = async (members: string[]) => {
    const name = `Walk Team ${++teamNames}`;
    const response = await env.app.inject({
      method: 'POST',
      url: '/api/teams/add',
      headers: bearer(tokens.Admin ?? ''),
      payload: newTeamPayload({ _id: name, teamLead: 'chief', members }),
    });
    if (response.statusCode !== 201) throw new Error(`adding team ${name} failed: ${response.body}`);
    return { team: name, teamUpdatedDate: response.json().updatedDate as string };
  };

  /** Deletes the venue as an Admin would; answers the id of the entry that records it. */
  const deletedVenueEntry = async (venue: string) => {
    await env.app.inject({
      method: 'GET',
      url: `/api/venues/delete/${encodeURIComponent(venue)}`,
      headers: bearer(tokens.Admin ?? ''),
    });
    const [entry] = await env.db.query<{ id: string }>(
      `select id::text as id from changes where kind = 'venue' and record_id = $1 and action = 'delete'`,
      [venue],
    );
    if (!entry) throw new Error(`deleting venue ${venue} recorded no entry`);
    return entry.id;
  };

  it(
    'is enforced for every route and every caller, with the exact status and message',
    async () => {
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const [key, step] of Object.entries(WALK)) {
        const { method, url } = routeOf(key);
        for (const caller of CALLERS) {
          const { venue, venueUpdatedDate } = await anotherVenue();
          const { team, teamUpdatedDate } = await anotherTeam(caller === 'User on another' ? ['chief'] : ['plain']);
          const context: StepContext = {
            target: caller === 'User' ? await theUser() : await anotherUser(),
            sessionId: sessions[caller] ?? randomUUID(),
            freshUsername: `walker_${++usernames}`,
            venue,
            venueUpdatedDate,
            freshVenue: `Walk Venue ${++venueNames}`,
            team,
            teamUpdatedDate,
            freshTeam: `Walk Team ${++teamNames}`,
            meeting: step.withMeeting
              ? await addMeeting(
                  env.app,
                  tokens.Admin ?? '',
                  newMeetingPayload({ _id: `Walk Meeting ${++meetingIds}`, team, venue }),
                )
              : UNSTORED_MEETING,
            freshMeeting: `Walk Meeting ${++meetingIds}`,
            venueDeleteEntry: step.withDeletedVenue ? await deletedVenueEntry(venue) : '',
          };
          const token = tokens[caller];
          const response = await env.app.inject({
            method,
            url: step.path?.(context) ?? url,
            headers: {
              ...(token ? bearer(token) : {}),
              ...(cookies[caller] ? { cookie: cookies[caller] } : {}),
              ...(step.contentType ? { 'content-type': step.contentType } : {}),
            },
            ...(step.payload ? { payload: step.payload(context) } : {}),
            ...(step.stream ? { payloadAsStream: true } : {}),
          });
          const body = await bodyOf(response, step.stream);
          outcomes.push(`${key} as ${caller}: ${response.statusCode}`);
          expected.push(`${key} as ${caller}: ${step.statuses[caller]}`);
          if (response.statusCode === 401) {
            const message = caller === 'signed out' ? NOT_SIGNED_IN_MESSAGE : SESSION_ENDED_MESSAGE;
            expect([key, caller, JSON.parse(body)]).toEqual([key, caller, { message }]);
          }
          if (response.statusCode === 403) {
            expect([key, caller, JSON.parse(body)]).toEqual([key, caller, { message: FORBIDDEN_MESSAGE }]);
          }
          if (!step.describesFields) expectNoSecrets(body, [TEST_PASSWORD, String(newUserPayload().password)]);
        }
      }
      expect(outcomes).toEqual(expected);
    },
    DATABASE_HOOK_TIMEOUT_MS,
  );

  it('names only routes that exist', () => {
    const missing = Object.keys(PERMISSIONS)
      .map(routeOf)
      .filter((route) => !env.app.hasRoute(route));
    expect(missing).toEqual([]);
  });
});

describe('a route without a permission entry', () => {
  it('stops the server from starting', async () => {
    const app = await buildTestApp(unusedDatabase);
    const forgottenRoutes = async (api: FastifyInstance) => {
      api.get('/forgotten', async () => ({ secret: true }));
    };
    await expect(app.register(forgottenRoutes, { prefix: '/api' })).rejects.toThrow(
      'Route GET /api/forgotten has no entry in server/src/permissions.ts',
    );
  });
});
