import type { Meeting } from '@scheduler/shared-domain/meeting';
import type { FastifyInstance } from 'fastify';
import type { ApiTest } from './api-test';
import { type GroupPeople, useGroupPeople } from './people-test';
import { teamRequests } from './team-test';
import { addUser, bearer, newTeamPayload, newVenuePayload, type SignedIn, signIn } from './test-app';
import { venueRequests } from './venue-test';

type MeetingQuery = string | Record<string, string>;
const queryString = (query: MeetingQuery | undefined) => (query === undefined ? '' : `?${new URLSearchParams(query)}`);

/** The meeting calls of SPEC §7, as a signed-in browser makes them. */
export function meetingRequests(app: () => FastifyInstance) {
  const get = (token: string, url: string) => app().inject({ method: 'GET', url, headers: bearer(token) });
  const post = (token: string, url: string, payload: object) =>
    app().inject({ method: 'POST', url, headers: bearer(token), payload });
  return {
    add: (token: string, payload: object) => post(token, '/api/meetings/add', payload),
    update: (token: string, payload: object) => post(token, '/api/meetings/update', payload),
    /** With a query (`{ from: '2026-12-07' }`, or as written), the meetings of a range. */
    list: (token: string, query?: MeetingQuery) => get(token, `/api/meetings${queryString(query)}`),
    freeSlots: (token: string, query: MeetingQuery) => get(token, `/api/meetings/free-slots${queryString(query)}`),
    edit: (token: string, id: string) => get(token, `/api/meetings/edit/${encodeURIComponent(id)}`),
    schedule: (token: string, team: string) => get(token, `/api/meetings/schedule/${encodeURIComponent(team)}`),
    remove: (token: string, id: string) => get(token, `/api/meetings/delete/${encodeURIComponent(id)}`),
  };
}

/** A day's date and two times of it in UTC, as the add form sends them: `on('2030-05-06', '10:00', '11:00')`. */
export function on(meetingDate: string, from: string, to: string) {
  return {
    meetingDate,
    startTime: `${meetingDate}T${from}:00.000Z`,
    endTime: `${meetingDate}T${to}:00.000Z`,
  };
}

/** A valid body for `POST /meetings/add`, with the team, venue and day of `useMeetingPlaces`. */
export function newMeetingPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    _id: 'Kickoff',
    team: 'Data Science',
    venue: 'Main Hall',
    ...on('2030-05-06', '10:00', '11:00'),
    comments: 'Goals, roles & dates: bring one chart!',
    ...overrides,
  };
}

export interface MeetingPlaces extends GroupPeople {
  /** A User who belongs to Outreach only. */
  readonly outsider: SignedIn;
}

/**
 * Before each test: the people of `useGroupPeople`, an `outsider`, the teams Data Science (led by chief, with plain)
 * and Outreach (led by chief, with outsider), and the venues Main Hall and Annex. Call after `useApiTest`.
 */
export function useMeetingPlaces(env: ApiTest): MeetingPlaces {
  const people = useGroupPeople(env);
  let outsider: SignedIn | undefined;
  beforeEach(async () => {
    await addUser(env.app, { username: 'outsider', role: 'User' });
    outsider = await signIn(env.app, 'outsider');
    const teams = teamRequests(() => env.app);
    const venues = venueRequests(() => env.app);
    for (const added of [
      await teams.add(people.chief.token, newTeamPayload({ _id: 'Data Science', members: ['plain'] })),
      await teams.add(people.chief.token, newTeamPayload({ _id: 'Outreach', members: ['outsider'] })),
      await venues.add(people.chief.token, newVenuePayload({ _id: 'Main Hall' })),
      await venues.add(people.chief.token, newVenuePayload({ _id: 'Annex' })),
    ]) {
      if (added.statusCode !== 201) throw new Error(`adding a team or venue failed: ${added.body}`);
    }
  });
  return {
    get chief() {
      return people.chief;
    },
    get plain() {
      return people.plain;
    },
    get kowalskiId() {
      return people.kowalskiId;
    },
    get outsider() {
      if (!outsider) throw new Error('useMeetingPlaces: outsider is read before its hook has set it.');
      return outsider;
    },
  };
}

/** Adds a meeting as an Admin; fails the test when it is refused. Answers its record. */
export async function addMeeting(app: FastifyInstance, token: string, payload: object): Promise<Meeting> {
  const response = await meetingRequests(() => app).add(token, payload);
  if (response.statusCode !== 201) throw new Error(`adding a meeting failed: ${response.body}`);
  return response.json();
}

/** Adds one meeting per entry, each the test meeting with that entry's changes, in order. */
export async function addMeetings(app: FastifyInstance, token: string, changes: readonly object[]): Promise<void> {
  for (const change of changes) await addMeeting(app, token, newMeetingPayload(change as Record<string, unknown>));
}
