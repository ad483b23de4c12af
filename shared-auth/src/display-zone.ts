import { createStore, useStore } from 'zustand';
import { authStore } from './auth-store';

/** Whose clock the screens show times on: this browser's (the default) or the group's (TIME_ZONE). */
export type ZoneChoice = 'browser' | 'group';

/** The zone every screen shows times in, and the two it is chosen from. */
export interface DisplayZone {
  zone: string;
  choice: ZoneChoice;
  browserZone: string;
  groupZone: string;
  /** Whether the two differ, and so whether the screens name the zone and offer the other. */
  differs: boolean;
}

/** Each person's choice is kept in this browser under their user id. */
const choiceKey = (userId: string) => `displayZone:${userId}`;

/** The group's zone from `/config.json`, and a count of the choices made, which the screens follow. */
const zoneStore = createStore<{ groupZone: string | undefined; choices: number }>(() => ({
  groupZone: undefined,
  choices: 0,
}));

/** The group's zone, from `/config.json` (set with the rest of it at start). */
export const setGroupZone = (groupZone: string): void => zoneStore.setState({ groupZone });

function displayZoneOf(userId: string | undefined, groupZone: string | undefined): DisplayZone {
  // Read from Intl, as luxon (zoned-time.ts) reads it: the auth store is on the login page, where luxon is not.
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const group = groupZone ?? browserZone;
  const choice: ZoneChoice = userId && localStorage.getItem(choiceKey(userId)) === 'group' ? 'group' : 'browser';
  return {
    zone: choice === 'group' ? group : browserZone,
    choice,
    browserZone,
    groupZone: group,
    differs: group !== browserZone,
  };
}

/** The display zone now, for code outside React (the HTTP client names it to the server). */
export const currentDisplayZone = (): DisplayZone =>
  displayZoneOf(authStore.getState().currentUser?._id, zoneStore.getState().groupZone);

/** Shows every screen's times on the browser's or the group's clock, for the signed-in person, in this browser. */
export function chooseDisplayZone(choice: ZoneChoice): void {
  const userId = authStore.getState().currentUser?._id;
  if (!userId) return;
  localStorage.setItem(choiceKey(userId), choice);
  zoneStore.setState((state) => ({ choices: state.choices + 1 }));
}

/** The display zone, kept current: one setting for every screen. */
export function useDisplayZone(): DisplayZone {
  useStore(zoneStore, (state) => state.choices);
  const groupZone = useStore(zoneStore, (state) => state.groupZone);
  const userId = useStore(authStore, (state) => state.currentUser?._id);
  return displayZoneOf(userId, groupZone);
}
