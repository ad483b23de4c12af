import type { CurrentUser } from '@scheduler/shared-domain/user';
import { createStore, useStore } from 'zustand';
import { CURRENT_USER_KEY, readStoredUser, removeStoredUser, writeStoredUser } from './current-user-storage';
import { type NavigationState, navigationStateAtStart, navigationStateForRole } from './navigation-state';

export interface AuthState extends NavigationState {
  currentUser: CurrentUser | null;
}

function stateFromStorage(): AuthState {
  const currentUser = readStoredUser();
  return { currentUser, ...navigationStateAtStart(currentUser) };
}

/** The one auth store of the page: the shell and every remote share this module as a federation singleton. */
export const authStore = createStore<AuthState>(stateFromStorage);

export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}

/** Sign-in: store the user that came with a token and publish it with the flags its role gives. */
export function publishSignedInUser(user: CurrentUser): void {
  writeStoredUser(user);
  authStore.setState({ currentUser: user, ...navigationStateForRole(user.role) });
}

/** Refresh: the answer replaces the stored user, then the current user is reloaded from storage. */
export function replaceStoredUser(user: CurrentUser): void {
  writeStoredUser(user);
  const currentUser = readStoredUser();
  authStore.setState({ currentUser, ...navigationStateForRole(currentUser?.role) });
}

/** Drop the local sign-in; returns what was stored so the caller can tell the backend. */
export function clearSignedInUser(): CurrentUser | null {
  const stored = readStoredUser();
  removeStoredUser();
  authStore.setState({ currentUser: null, loggedIn: false, admin: false });
  return stored;
}

export function resetNavigationState(): void {
  authStore.setState({ loggedIn: false, admin: false });
}

/** Another tab signed in or out: follow it, so two tabs never disagree about who is signed in. */
export function followOtherTabs(target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CURRENT_USER_KEY || event.key === null) authStore.setState(stateFromStorage());
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
