import type { CurrentUser } from '@scheduler/shared-domain/user';

/** SPEC §3: the signed-in user lives in localStorage under this key. */
export const CURRENT_USER_KEY = 'currentUser';

export function readStoredUser(): CurrentUser | null {
  try {
    const text = localStorage.getItem(CURRENT_USER_KEY);
    return text ? (JSON.parse(text) as CurrentUser) : null;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: CurrentUser): void {
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
}

export function removeStoredUser(): void {
  localStorage.removeItem(CURRENT_USER_KEY);
}
