import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Collection } from '@scheduler/shared-domain/change';
import type { Role } from '@scheduler/shared-domain/roles';
import type { User } from '@scheduler/shared-domain/user';
import { internalContactKey } from '@scheduler/shared-domain/venue';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../src/app';
import { readSettings, type Settings } from '../src/config';
import type { Database, Queryable } from '../src/db/database';
import { REFRESH_COOKIE } from '../src/sessions/refresh-cookie';
import { createUsersRepository, type UsersRepository } from '../src/users/users-repository';
import { checkAnswersAgainstDocument } from './openapi-answers';

export const TEST_SIGNING_SECRET = 'test-signing-secret-that-is-long-enough-for-hs256';

/** The moment every test starts at: no test depends on today's date. SPEC's latest meeting year, 2030, is ahead. */
export const TEST_START = Date.parse('2026-11-22T09:00:00Z');

/** A clock the test moves by hand, from TEST_START. */
export class TestClock {
  private ms = TEST_START;
  private tickMs = 0;
  readonly now = () => {
    this.ms += this.tickMs;
    return this.ms;
  };
  advanceMinutes(minutes: number): void {
    this.ms += minutes * 60_000;
  }
  /** Every later read moves the clock on by a millisecond, so the instants two writes stored tell their order. */
  tickOnEveryRead(): void {
    this.tickMs = 1;
  }
}

// Every folder a test file makes lives below one folder of its own, removed after the file's tests.
const testFilesRoot = mkdtempSync(path.join(tmpdir(), 'scheduler-test-'));
afterAll(() => rmSync(testFilesRoot, { recursive: true, force: true }));

/** A new empty folder, removed after the test file. */
export function testFolder(prefix: string): string {
  return mkdtempSync(path.join(testFilesRoot, prefix));
}

/** The defaults, with a data folder of its own (uploads land there) unless the test names one. */
export function testSettings(overrides: Partial<Settings> = {}): Settings {
  return { ...readSettings({}, tmpdir()), dataDir: testFolder('data-'), ...overrides };
}

/** A folder without any web app, for tests that only talk to the API. */
export function emptyWebRoot(): string {
  return testFolder('web-');
}

export interface TestAppOptions {
  settings?: Partial<Settings>;
  clock?: TestClock;
  webRoot?: string;
  signingSecret?: string;
  /** Turns on the venue image sweeper (off in tests unless asked for). */
  sweepVenueImagesEveryMs?: number;
  /** Where the log goes; no log unless asked for. */
  logger?: AppOptions['logger'];
  changeStreamTimings?: AppOptions['changeStreamTimings'];
}

/** The app with its test settings; each answer of an API route is checked against its OpenAPI document. */
export async function buildTestApp(db: Database, options: TestAppOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    db,
    settings: testSettings(options.settings),
    signingSecret: options.signingSecret ?? TEST_SIGNING_SECRET,
    now: (options.clock ?? new TestClock()).now,
    webRoot: options.webRoot ?? emptyWebRoot(),
    sweepVenueImagesEveryMs: options.sweepVenueImagesEveryMs,
    logger: options.logger,
    changeStreamTimings: options.changeStreamTimings,
  });
  checkAnswersAgainstDocument(app);
  return app;
}

/** A database the test never reaches: for tests of routes that do not use one. */
export const unusedDatabase: Database = {
  engine: 'pglite',
  query: () => Promise.reject(new Error('This test must not use the database.')),
  execScript: () => Promise.reject(new Error('This test must not use the database.')),
  transaction: () => Promise.reject(new Error('This test must not use the database.')),
  listen: () => Promise.reject(new Error('This test must not use the database.')),
  close: async () => {},
};

export interface TestUser {
  username: string;
  password?: string;
  role?: Role;
  inActive?: boolean;
  firstname?: string;
  lastname?: string;
  email?: string;
  mobile?: string;
}

export const TEST_PASSWORD = 'correct horse battery';

/** The fields of a user record as the API answers it (SPEC §3), sorted; never a password or its hash. */
export const USER_RECORD_KEYS = [
  '_id',
  'createdDate',
  'email',
  'firstname',
  'inActive',
  'lastname',
  'mobile',
  'role',
  'updatedDate',
  'username',
];

/** The users as stored, for a test to read or arrange what the API cannot. */
export const storedUsers = (app: FastifyInstance): UsersRepository => createUsersRepository(app.db);

/** What a user's edit screen sends back for the stored user: its record, a blank password, and these changes. */
export async function userUpdateBody(
  app: FastifyInstance,
  userId: string,
  changes: Partial<User> & { password?: string; currentPassword?: string } = {},
) {
  const user = await storedUsers(app).findById(userId);
  if (!user) throw new Error('no such user');
  const {
    passwordHash: _hash,
    createdDate: _created,
    signIn: _signIn,
    externalId: _externalId,
    id: _id,
    ...fields
  } = user;
  return { ...fields, _id, password: '', updatedDate: user.updatedDate.toISOString(), ...changes };
}

/** Stores a user through the app's own repository and password hashing. Answers its id. */
export async function addUser(app: FastifyInstance, user: TestUser): Promise<string> {
  const role = user.role ?? 'User';
  const password = user.password ?? TEST_PASSWORD;
  const created = await storedUsers(app).create(
    {
      username: user.username,
      passwordHash: role === 'Contact' ? null : await app.passwords.hash(password),
      role,
      firstname: user.firstname ?? 'Test',
      lastname: user.lastname ?? user.username,
      email: user.email ?? `${user.username}@example.org`,
      mobile: user.mobile ?? '',
      inActive: user.inActive ?? false,
    },
    new Date(app.now()),
  );
  return created.id;
}

export interface SignedIn {
  token: string;
  sessionId: string;
  userId: string;
  /** The Cookie header the browser sends to refresh the session, as sign-in set it. */
  cookie: string;
}

/** Signs in through the API and answers the token with its session id and cookie. Fails the test when sign-in fails. */
export async function signIn(app: FastifyInstance, username: string, password = TEST_PASSWORD): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/authenticate',
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${response.body}`);
  const body = response.json<{ token: string; _id: string }>();
  const refreshCookie = response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE);
  return {
    token: body.token,
    sessionId: tokenClaims(body.token).alt_jti as string,
    userId: body._id,
    cookie: `${REFRESH_COOKIE}=${refreshCookie?.value}`,
  };
}

/** The payload of a JWT, without checking it. */
export function tokenClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A valid body for `POST /users/register/`. */
export function newUserPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    username: 'ada_l',
    password: 'a brand new password',
    role: 'User',
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@example.org',
    mobile: '123-456-7890',
    ...overrides,
  };
}

/** A valid body for `POST /venues/add`, its internal contact under the wire name of `groupAbbreviation`. */
export function newVenuePayload(
  overrides: Record<string, unknown> = {},
  groupAbbreviation = readSettings({}).groupAbbreviation,
): Record<string, unknown> {
  return {
    _id: 'Main Hall',
    description: 'Lecture hall, 120 seats',
    [internalContactKey(groupAbbreviation)]: '',
    contact: '',
    website: 'https://example.org/main-hall',
    calendar: 'https://calendar.example.org/main-hall',
    address: '1 College Road',
    town: 'Springfield',
    location: 'https://www.openstreetmap.org/?mlat=51.75&mlon=-1.25',
    iconimage: '/uploads/venues/icon.png',
    photoimage: 'https://example.org/photos/main-hall.jpg',
    ...overrides,
  };
}

/** A valid body for `POST /teams/add`; its lead and members must exist as an active Admin and as Users. */
export function newTeamPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    _id: 'Data Science',
    description: 'Statistics, machine learning and the analysis pipeline.',
    teamLead: 'chief',
    members: ['plain'],
    zoomLink: 'https://meet.example.org/data-science',
    comments: 'Weekly sync on Mondays.',
    ...overrides,
  };
}

type SnapshotTable = Collection | 'sessions' | 'team_members' | 'changes';

/** Every row as stored, hashes included: compare two of them to show that nothing changed. */
export async function databaseSnapshot(db: Queryable): Promise<Record<SnapshotTable, unknown[]>> {
  return {
    users: await db.query('select * from users order by id'),
    sessions: await db.query('select * from sessions order by id'),
    venues: await db.query('select * from venues order by name'),
    teams: await db.query('select * from teams order by name'),
    team_members: await db.query('select * from team_members order by team_name, position'),
    meetings: await db.query('select * from meetings order by id'),
    changes: await db.query('select * from changes order by id'),
  };
}

/** Fails the test when an answer holds a password, a password hash or a field meant for either. */
export function expectNoSecrets(body: string, passwords: readonly string[] = [TEST_PASSWORD]): void {
  expect(body).not.toMatch(/\$argon2|password_?hash|"password"\s*:/i);
  for (const password of passwords) expect(body).not.toContain(password);
}
