// Test helpers only: never imported by application code.
import type { ChangeEntry } from '@scheduler/shared-domain/change';
import type { Role } from '@scheduler/shared-domain/roles';
import type { AccessTokenClaims, CurrentUser } from '@scheduler/shared-domain/user';
import { deliverChange, tellMissedChanges } from './change-stream';
import { changeListeners, missedChangesListeners } from './changes';

/** Hands an entry to every subscriber, as the tab's change stream does. */
export const hearChange = (entry: ChangeEntry): void => deliverChange(changeListeners, entry);

/** Tells every subscriber that changes were missed, as the tab's change stream does when told to reload. */
export const hearMissedChanges = (): void => tellMissedChanges(missedChangesListeners);

/** An entry of the change record: by default jsmith changed Main Hall's town at 09:02 UTC on Nov 22 2026. */
export function fakeChange(overrides: Partial<ChangeEntry> = {}): ChangeEntry {
  return {
    id: '41',
    at: '2026-11-22T09:02:00.000Z',
    actor: 'jsmith',
    action: 'update',
    kind: 'venue',
    recordId: 'Main Hall',
    fields: { town: { old: 'Springfield', new: 'Shelbyville' } },
    ...overrides,
  };
}

function base64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** A JWT-shaped token with the given claims; its signature is fake, as only the server checks it. */
export function fakeToken(claims: Partial<AccessTokenClaims> = {}): string {
  const payload: AccessTokenClaims = {
    sub: 'user-1',
    role: 'User',
    formalName: 'Ada Lovelace',
    jti: 'jti-1',
    alt_jti: '0b7f5c1e-3d2a-4f7b-9c1d-2e3f4a5b6c7d',
    exp: Math.floor(Date.now() / 1000) + 900,
    ...claims,
  };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;
}

export function fakeCurrentUser(role: Role = 'User', overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    _id: 'user-1',
    username: role === 'Admin' ? 'grace' : 'ada',
    firstname: role === 'Admin' ? 'Grace' : 'Ada',
    lastname: role === 'Admin' ? 'Hopper' : 'Lovelace',
    role,
    email: '',
    mobile: '',
    inActive: false,
    createdDate: '2026-01-01T00:00:00.000Z',
    updatedDate: '2026-01-01T00:00:00.000Z',
    token: fakeToken({ role }),
    ...overrides,
  };
}

/** What the HTTP client reads of a fetch answer (jsdom has no Response). */
export function jsonResponse(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : 'Failed',
    headers: new Headers({ 'Content-Type': 'application/json' }),
    text: async () => JSON.stringify(body),
  } as Response;
}
