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

/** Each person's choice, kept in this browser by user id: `{"<id>": "group"}`. */
export const DISPLAY_ZONE_KEY = 'displayZone';

function storedChoices(): Record<string, ZoneChoice> {
  try {
    const choices: unknown = JSON.parse(localStorage.getItem(DISPLAY_ZONE_KEY) ?? '{}');
    return typeof choices === 'object' && choices !== null ? (choices as Record<string, ZoneChoice>) : {};
  } catch {
    return {};
  }
}

const zoneStore = createStore<{ choices: Record<string, ZoneChoice>; groupZone: string | undefined }>(() => ({
  choices: storedChoices(),
  groupZone: undefined,
}));

/** The group's zone, from `/config.json` (set with the rest of it at start). */
export const setGroupZone = (groupZone: string): void => zoneStore.setState({ groupZone });

/**
 * This browser's zone, as luxon (zoned-time.ts) reads it too. Read from Intl here: the auth store is on the login
 * page's critical path, where luxon is not.
 */
const browserZoneName = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';

function displayZoneOf(
  choices: Record<string, ZoneChoice>,
  userId: string | undefined,
  groupZone: string | undefined,
): DisplayZone {
  const browserZone = browserZoneName();
  const group = groupZone ?? browserZone;
  const choice = (userId && choices[userId]) || 'browser';
  return {
    zone: choice === 'group' ? group : browserZone,
    choice,
    browserZone,
    groupZone: group,
    differs: group !== browserZone,
  };
}

/** The display zone now, for code outside React (the HTTP client names it to the server). */
export function currentDisplayZone(): DisplayZone {
  const { choices, groupZone } = zoneStore.getState();
  return displayZoneOf(choices, authStore.getState().currentUser?._id, groupZone);
}

/** Shows every screen's times on the browser's or the group's clock, for the signed-in person, in this browser. */
export function chooseDisplayZone(choice: ZoneChoice): void {
  const userId = authStore.getState().currentUser?._id;
  if (!userId) return;
  const choices = { ...storedChoices(), [userId]: choice };
  localStorage.setItem(DISPLAY_ZONE_KEY, JSON.stringify(choices));
  zoneStore.setState({ choices });
}

/** The display zone, kept current: one setting for every screen. */
export function useDisplayZone(): DisplayZone {
  const choices = useStore(zoneStore, (state) => state.choices);
  const groupZone = useStore(zoneStore, (state) => state.groupZone);
  const userId = useStore(authStore, (state) => state.currentUser?._id);
  return displayZoneOf(choices, userId, groupZone);
}
