import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { COLLECTIONS, type Collection } from '@scheduler/shared-domain/change';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Queryable } from '../src/db/database';
import { PERMISSIONS } from '../src/permissions';
import { useApiTest } from './api-test';
import { newMeetingPayload } from './meeting-test';
import { addUser, bearer, newTeamPayload, newUserPayload, newVenuePayload, type SignedIn, signIn } from './test-app';
import { testDatabaseEngines } from './test-databases';

/**
 * Property-based fuzzing of every `/api` route: hostile bodies, params, query strings and headers, as an Admin, a
 * User and nobody. Every answer must be a 2xx, or a 4xx JSON `{message}`; afterwards the tables hold exactly what
 * the 2xx adds and deletes say. `FUZZ_RUNS` raises the runs per route (the soak run); the default keeps it quick.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 60);
const FUZZ_TIMEOUT_MS = 60_000 + RUNS_PER_ROUTE * 2_000;

/** The auth plugin refuses to start an app with an `/api` route missing from PERMISSIONS, so this lists them all. */
const ROUTES = Object.keys(PERMISSIONS).map((key) => {
  const [method, url] = key.split(' ') as [string, string];
  return { key, method, url };
});

type Table = Collection;
const TABLES = COLLECTIONS;
/** What a 2xx answer of a route does to the row count of one table. */
const ROW_CHANGES: Readonly<Record<string, [Table, 1 | -1]>> = {
  'POST /api/users/register': ['users', 1],
  'GET /api/users/delete/:id': ['users', -1],
  'POST /api/venues/add': ['venues', 1],
  'GET /api/venues/delete/:id': ['venues', -1],
  'POST /api/teams/add': ['teams', 1],
  'GET /api/teams/delete/:id': ['teams', -1],
  'POST /api/meetings/add': ['meetings', 1],
  'GET /api/meetings/delete/:id': ['meetings', -1],
};

const HOSTILE_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uDBFFy',
  '\u202Eevil\u202C',
  '\u200B\u200D\uFEFF',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'ＡＤＭＩＮ',
  'İı',
  "' OR '1'='1",
  "'; drop table users; --",
  '"; select pg_sleep(5); --',
  '1) union select password_hash from users --',
  '$1',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%',
  '{{7*7}}<%= 7*7 %>',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  '2030-02-30T25:61:00.000Z',
  'https://example.org/<img src=x onerror=alert(1)>',
];

const hostileUnit = fc.constantFrom(
  '\u0000',
  '\uD800',
  '\uDC00',
  '\u202E',
  '\u0301',
  '😀',
  '<',
  '"',
  "'",
  '%',
  '\\',
  'a',
);
const hugeText = fc
  .tuple(fc.constantFrom('x', 'é', '😀', '\u0000'), fc.constantFrom(300, 5_000, 70_000))
  .map(([unit, length]) => unit.repeat(length));
const hostileText = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_TEXTS), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ unit: hostileUnit, maxLength: 30 }), weight: 2 },
  { arbitrary: hugeText, weight: 1 },
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 6 },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);
const extraKeys = fc.oneof(
  hostileText,
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'role', 'password_hash'),
);

/** Bodies near a valid one (so some get through to the database) and far from it. */
function bodyAround(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const farFromValid = [
    {
      arbitrary: fc.dictionary(extraKeys, hostileValue, { maxKeys: 3 }).map((extra) => ({ ...valid, ...extra })),
      weight: 1,
    },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  ];
  if (keys.length === 0) return fc.oneof(...farFromValid);
  return fc.oneof(
    { arbitrary: fc.constant(valid), weight: 1 },
    {
      arbitrary: fc.record({ key: fc.constantFrom(...keys), value: hostileValue }).map(({ key, value }) => ({
        ...valid,
        [key]: value,
      })),
      weight: 4,
    },
    {
      arbitrary: fc.subarray(keys).map((kept) => Object.fromEntries(kept.map((key) => [key, valid[key]]))),
      weight: 1,
    },
    ...farFromValid,
  );
}

/** The bytes on the wire: JSON mostly, and broken, empty, oversized or binary bodies. */
function rawBody(body: fc.Arbitrary<unknown>): fc.Arbitrary<string | Buffer | undefined> {
  return fc.oneof(
    { arbitrary: body.map((value) => JSON.stringify(value)), weight: 8 },
    { arbitrary: body.map((value) => (JSON.stringify(value) ?? '').slice(0, -1)), weight: 1 },
    { arbitrary: fc.constantFrom('', '{', '[', 'null', '"text"', '{"a":1}{', "{'a':1}", 'NaN', '\u0000'), weight: 1 },
    { arbitrary: fc.constant(JSON.stringify({ filler: 'x'.repeat(70 * 1024) })), weight: 1 },
    { arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)), weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

const contentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 8 },
  {
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json; charset=utf-16',
      'text/plain',
      'text/html',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'image/png',
      'image/webp',
      '*/*',
      '',
    ),
    weight: 2,
  },
  { arbitrary: fc.constant(undefined), weight: 1 },
);

const headerText = fc.string({ unit: fc.constantFrom(...'abcXYZ019 ;,=/*"\'%<>-_.:'.split('')), maxLength: 40 });
const extraHeaders = fc.dictionary(
  fc.constantFrom(
    'x-forwarded-for',
    'x-real-ip',
    'accept',
    'accept-encoding',
    'origin',
    'cookie',
    'x-http-method-override',
    'if-none-match',
    'range',
  ),
  fc.oneof(headerText, fc.constantFrom('gzip, br, deflate', 'text/html', 'bytes=0-1', '127.0.0.1, 10.0.0.1')),
  { maxKeys: 3 },
);

/** Every byte of a text percent-encoded, lone surrogates included (as U+FFFD), plus broken escapes. */
const encodeBytes = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');
const brokenEscapes = fc.constantFrom('%', '%zz', '%ED%A0%80', '%C0%AF', '..%2F..%2Fetc%2Fpasswd', '%00', '%2e%2e');

const queryString = fc.oneof(
  { arbitrary: fc.constant(''), weight: 3 },
  {
    arbitrary: fc.dictionary(hostileText, hostileText, { maxKeys: 3 }).map(
      (query) =>
        `?${Object.entries(query)
          .map(([key, value]) => `${encodeBytes(key)}=${encodeBytes(value)}`)
          .join('&')}`,
    ),
    weight: 2,
  },
  {
    arbitrary: fc.constantFrom('?a=%', '?__proto__[role]=Admin', '?a[]=1&a[]=2', '?&&==', `?q=${'x'.repeat(5_000)}`),
    weight: 1,
  },
);

type Caller = 'admin' | 'user' | 'nobody' | 'garbage';

interface FuzzRequest {
  method: string;
  path: string;
  caller: Caller;
  authorization?: string;
  contentType?: string;
  body?: string | Buffer;
  headers: Record<string, string>;
}

/** Decompresses an answer the fuzz asked to have compressed. */
/** What the fuzz looks at of an answer. */
interface Answer {
  statusCode: number;
  headers: LightMyRequestResponse['headers'];
  rawPayload: Buffer;
}

function bodyText(response: Answer): string {
  const raw = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'deflate') return inflateSync(raw).toString('utf8');
  return raw.toString('utf8');
}

/** What is wrong with an answer, if anything: a 5xx, another class, or a 4xx that is not JSON `{message}`. */
function problemWith(response: Answer): string | undefined {
  const { statusCode } = response;
  const text = bodyText(response);
  if (statusCode >= 200 && statusCode < 300) return undefined;
  if (statusCode < 400 || statusCode >= 500) return `answered ${statusCode}: ${text.slice(0, 300)}`;
  if (!/^application\/json/.test(String(response.headers['content-type']))) return `a ${statusCode} that is not JSON`;
  const body = JSON.parse(text) as unknown;
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? undefined : `a ${statusCode} without a message: ${text}`;
}

const describeRequest = (request: FuzzRequest) =>
  JSON.stringify({ ...request, body: request.body === undefined ? undefined : String(request.body).slice(0, 300) });

/** Whether the request reached this route: a param of `%2e%2e` is a dot segment, which moves it to another. */
function landsOn(route: (typeof ROUTES)[number], request: FuzzRequest): boolean {
  const pattern = new RegExp(`^${route.url.replace(/:\w+/g, '[^/]+')}/?$`);
  return request.method === route.method && pattern.test(new URL(request.path, 'http://fuzz.invalid').pathname);
}

async function rowCounts(db: Queryable): Promise<Record<Table, number>> {
  const counts = await Promise.all(
    TABLES.map(async (table) => {
      const [row] = await db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
      return [table, row?.count ?? 0] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<Table, number>;
}

describe.each(testDatabaseEngines())('every /api route under hostile input on $name', (engine) => {
  const env = useApiTest(engine, { per: 'file' });
  let chief: SignedIn;
  let plain: SignedIn;
  let known: Record<'userIds' | 'names', string[]>;
  /** A param each route's valid example uses: one that exists. */
  let exampleParams: Record<string, string>;
  let validBodies: Record<string, Record<string, unknown>>;

  beforeAll(async () => {
    await addUser(env.app, { username: 'chief', role: 'Admin' });
    await addUser(env.app, { username: 'plain', role: 'User' });
    const contactId = await addUser(env.app, { username: 'kowalski', role: 'Contact' });
    chief = await signIn(env.app, 'chief');
    plain = await signIn(env.app, 'plain');
    for (const [url, payload] of [
      ['/api/venues/add', newVenuePayload()],
      ['/api/teams/add', newTeamPayload({ members: ['plain'] })],
      ['/api/meetings/add', newMeetingPayload()],
    ] as const) {
      const added = await env.app.inject({ method: 'POST', url, headers: bearer(chief.token), payload });
      if (added.statusCode !== 201) throw new Error(`seeding ${url} failed: ${added.body}`);
    }
    const loaded = async (url: string) =>
      (await env.app.inject({ method: 'GET', url, headers: bearer(chief.token) })).json<{ updatedDate: string }>();
    const meeting = await loaded('/api/meetings/edit/Kickoff');
    const updatedDateOf = async (url: string) => ({ updatedDate: (await loaded(url)).updatedDate });
    known = {
      userIds: [chief.userId, plain.userId, contactId],
      names: ['Main Hall', 'Data Science', 'Kickoff', 'Second'],
    };
    exampleParams = { users: contactId, venues: 'Main Hall', teams: 'Data Science', meetings: 'Kickoff' };
    validBodies = {
      'POST /api/users/authenticate': { username: 'plain', password: 'wrong password' },
      'POST /api/users/refresh': { _id: plain.sessionId },
      'POST /api/users/register': newUserPayload({ username: 'fuzzed_user' }),
      'POST /api/users/update': {
        ...newUserPayload({ username: 'plain', password: '' }),
        _id: plain.userId,
        ...(await updatedDateOf(`/api/users/edit/${plain.userId}`)),
      },
      'POST /api/venues/add': newVenuePayload({ _id: 'Fuzz Hall' }),
      'POST /api/venues/update': newVenuePayload(await updatedDateOf('/api/venues/edit/Main%20Hall')),
      'POST /api/teams/add': newTeamPayload({ _id: 'Fuzz Team', members: ['plain'] }),
      'POST /api/teams/update': newTeamPayload({
        members: ['plain'],
        ...(await updatedDateOf('/api/teams/edit/Data%20Science')),
      }),
      'POST /api/meetings/add': newMeetingPayload({ _id: 'Second' }),
      'POST /api/meetings/update': { ...newMeetingPayload(), updatedDate: meeting.updatedDate },
    };
  });

  function requestFor(route: (typeof ROUTES)[number]): fc.Arbitrary<FuzzRequest> {
    const paramValue = fc.oneof(
      { arbitrary: fc.constantFrom(...known.userIds, ...known.names).map(encodeBytes), weight: 2 },
      { arbitrary: fc.uuid().map(String), weight: 1 },
      { arbitrary: hostileText.map(encodeBytes), weight: 4 },
      { arbitrary: brokenEscapes, weight: 1 },
    );
    const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
    const path = fc
      .tuple(
        fc.array(paramValue, { minLength: paramNames.length, maxLength: paramNames.length }),
        queryString,
        fc.boolean(),
      )
      .map(([values, query, slash]) => {
        let filled = route.url;
        for (const [index, name] of paramNames.entries()) filled = filled.replace(`:${name}`, values[index] as string);
        return `${filled}${slash ? '/' : ''}${query}`;
      });
    const authorization = (caller: Caller) =>
      caller === 'admin'
        ? fc.constant(bearer(chief.token).authorization)
        : caller === 'user'
          ? fc.constant(bearer(plain.token).authorization)
          : caller === 'garbage'
            ? fc.oneof(
                headerText.map((text) => `Bearer ${text}`),
                headerText,
                fc.constant('Bearer'),
              )
            : fc.constant(undefined);
    const caller = fc.oneof(
      { arbitrary: fc.constant<Caller>('admin'), weight: 6 },
      { arbitrary: fc.constantFrom<Caller>('user', 'nobody', 'garbage'), weight: 1 },
    );
    const method = fc.oneof(
      { arbitrary: fc.constant(route.method), weight: 12 },
      {
        arbitrary: fc.constantFrom('PUT', 'DELETE', 'PATCH', 'OPTIONS', route.method === 'GET' ? 'POST' : 'GET'),
        weight: 1,
      },
    );
    const body = rawBody(bodyAround(validBodies[route.key] ?? {}));
    return fc
      .record({ method, path, caller, contentType, body, headers: extraHeaders })
      .chain((request) => authorization(request.caller).map((value) => ({ ...request, authorization: value })));
  }

  /** The request the app's own browser would send: run first, so each route sees at least one valid request. */
  function validExample(route: (typeof ROUTES)[number]): FuzzRequest {
    const section = route.url.split('/')[2] as string;
    const body = validBodies[route.key];
    return {
      method: route.method,
      path: route.url.replace(/:\w+/, encodeBytes(exampleParams[section] ?? '')),
      caller: 'admin',
      authorization: bearer(chief.token).authorization,
      contentType: body ? 'application/json' : undefined,
      body: body ? JSON.stringify(body) : undefined,
      headers: {},
    };
  }

  /** The answer; of an event stream, which stays open, only its start. */
  async function send(request: FuzzRequest): Promise<Answer> {
    const headers: Record<string, string> = { ...request.headers };
    if (request.authorization !== undefined) headers.authorization = request.authorization;
    if (request.contentType !== undefined && request.body !== undefined) headers['content-type'] = request.contentType;
    const response = await env.app.inject({
      method: request.method as InjectOptions['method'],
      url: request.path,
      headers,
      payloadAsStream: true,
      ...(request.body === undefined ? {} : { payload: request.body }),
    });
    const isEventStream = String(response.headers['content-type']).startsWith('text/event-stream');
    const chunks: Buffer[] = [];
    for await (const chunk of response.stream()) {
      chunks.push(chunk);
      if (isEventStream) break;
    }
    return { statusCode: response.statusCode, headers: response.headers, rawPayload: Buffer.concat(chunks) };
  }

  it('lists a route for each entry of the permission table', () => {
    for (const { method, url } of ROUTES)
      expect([method, url, env.app.hasRoute({ method, url })]).toEqual([method, url, true]);
  });

  it(
    'answers every request with a 2xx or a 4xx JSON {message}, and stores only what the 2xx answers stored',
    async () => {
      const expected = await rowCounts(env.db);
      const failures: string[] = [];
      const successes: Record<string, number> = {};
      for (const route of ROUTES) {
        const result = await fc.check(
          fc.asyncProperty(requestFor(route), async (request) => {
            const response = await send(request);
            const problem = problemWith(response);
            if (problem) throw new Error(`${route.key}: ${problem}\n${describeRequest(request)}`);
            if (response.statusCode >= 300 || !landsOn(route, request)) return;
            successes[route.key] = (successes[route.key] ?? 0) + 1;
            const change = ROW_CHANGES[route.key];
            if (change) expected[change[0]] += change[1];
          }),
          { numRuns: RUNS_PER_ROUTE, endOnFailure: true, examples: [[validExample(route)]] },
        );
        // The first failure of each route, short: fast-check's own report would print every huge generated value.
        if (result.failed) failures.push(`seed ${result.seed}: ${String(result.errorInstance).slice(0, 2_000)}`);
      }
      expect(failures).toEqual([]);
      // Valid requests got through to the database, so the count check below has something to check.
      const stored = ([1, -1] as const).map(
        (sign) => Object.entries(ROW_CHANGES).filter(([key, [, change]]) => change === sign && successes[key]).length,
      );
      expect(stored).toEqual([4, expect.any(Number)]);
      expect(stored[1]).toBeGreaterThan(0);
      expect(await rowCounts(env.db)).toEqual(expected);
      // The server still serves a plain signed-in request after all of it.
      expect(
        (await env.app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(chief.token) })).statusCode,
      ).toBe(200);
    },
    FUZZ_TIMEOUT_MS,
  );
});
