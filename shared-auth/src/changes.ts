import type { ChangeKind } from '@scheduler/shared-domain/change';
import { useEffect } from 'react';
import { authStore } from './auth-store';
import type { ChangeListener, MissedChangesListener } from './change-stream';
import { apiUrl } from './http-client';

/** Who hears this tab's changes. The stream that feeds them is downloaded after sign-in (change-stream.ts). */
export const changeListeners = new Set<ChangeListener>();
/** Who hears that the tab missed changes. */
export const missedChangesListeners = new Set<MissedChangesListener>();

/**
 * The shell opens the tab's one change stream once someone is signed in; it closes itself on sign-out. Its code is
 * downloaded only then, so none of it weighs on the login page; it is handed what it needs of this package, which
 * then stays one module in one file.
 */
export const openChangeStream = (): void =>
  void import('./change-stream').then((stream) =>
    stream.followChangeStream({
      listeners: changeListeners,
      missedListeners: missedChangesListeners,
      auth: authStore,
      url: apiUrl('/changes/stream'),
    }),
  );

/** Hears every change this tab's stream brings (another user's or one's own); call the answer to stop. */
export function subscribeToChanges(listener: ChangeListener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/**
 * Hears that this tab missed changes the stream could not send (it was too far behind): what shows live data loads it
 * again. Call the answer to stop.
 */
export function subscribeToMissedChanges(listener: MissedChangesListener): () => void {
  missedChangesListeners.add(listener);
  return () => missedChangesListeners.delete(listener);
}

/** Hears the changes of `kinds` (all without) while the component is mounted, with the listener of the last render. */
export function useChanges(listener: ChangeListener, kinds?: readonly ChangeKind[]): void {
  useEffect(() => subscribeToChanges((entry) => (!kinds || kinds.includes(entry.kind)) && listener(entry)));
}
