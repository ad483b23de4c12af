import { createStore, useStore } from 'zustand';

/** What the page said last: the text, and a count that tells one saying of it from the next. */
export interface Announcement {
  text: string;
  count: number;
}

/**
 * The one polite live region of the page (the shell renders it) as a store: a federation singleton like the auth
 * store, so every section speaks through the same region, whichever section's build it came from.
 */
export const announcementStore = createStore<Announcement>(() => ({ text: '', count: 0 }));

/** Says `text` to a screen reader once (what just happened: "Venue KB Hall added."), without moving the focus. */
export function announce(text: string): void {
  announcementStore.setState(({ count }) => ({ text, count: count + 1 }));
}

export function useAnnouncement(): Announcement {
  return useStore(announcementStore);
}
