/**
 * Every screen's path (SPEC §2), written once: a section's routes declare `pattern`, links and navigation call `to`,
 * the shell's nav bar and routes read the same entries.
 */
type ParamsOf<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<Rest>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

export interface ScreenPath<Pattern extends string> {
  /** Below the section's base, as the section's route declares it. */
  pattern: Pattern;
  /** The full path, each `:param` filled in and encoded. */
  to: (...params: [ParamsOf<Pattern>] extends [never] ? [] : [Record<ParamsOf<Pattern>, string>]) => string;
}

function screen<Pattern extends string>(base: string, pattern: Pattern): ScreenPath<Pattern> {
  const full = pattern ? `/${base}/${pattern}` : `/${base}`;
  return {
    pattern,
    to: (...[params]) =>
      full.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent((params as Record<string, string>)[name] ?? '')),
  };
}

/** The first path segment of each section, which the shell hands to that section's remote. */
export const SECTION_BASES = { venues: 'venue', teams: 'team', meetings: 'meeting', users: 'user' } as const;

export const VENUE_PATHS = {
  list: screen(SECTION_BASES.venues, ''),
  create: screen(SECTION_BASES.venues, 'create'),
  edit: screen(SECTION_BASES.venues, 'edit/:_id'),
};

export const TEAM_PATHS = {
  list: screen(SECTION_BASES.teams, ''),
  create: screen(SECTION_BASES.teams, 'create'),
  edit: screen(SECTION_BASES.teams, 'edit/:_id'),
};

export const MEETING_PATHS = {
  list: screen(SECTION_BASES.meetings, ''),
  create: screen(SECTION_BASES.meetings, 'create'),
  edit: screen(SECTION_BASES.meetings, 'edit/:_id'),
  pickSchedule: screen(SECTION_BASES.meetings, 'get/schedule'),
  schedule: screen(SECTION_BASES.meetings, 'schedule/:team'),
  editFromSchedule: screen(SECTION_BASES.meetings, 'schedule/edit/:_id'),
  calendar: screen(SECTION_BASES.meetings, 'calendar'),
};

/** The users section's screens, its Admin pages among them, and the shell's three that live below `/user`. */
export const USER_PATHS = {
  create: screen(SECTION_BASES.users, 'create'),
  list: screen(SECTION_BASES.users, 'get-all'),
  current: screen(SECTION_BASES.users, 'get'),
  editFromList: screen(SECTION_BASES.users, 'get-all/edit/:_id'),
  editCurrent: screen(SECTION_BASES.users, 'get/edit/:_id'),
  /** The Admins' Activity page, every change on record. */
  activity: screen(SECTION_BASES.users, 'activity'),
  outbox: screen(SECTION_BASES.users, 'outbox'),
  import: screen(SECTION_BASES.users, 'import'),
  login: screen(SECTION_BASES.users, 'login'),
  logout: screen(SECTION_BASES.users, 'logout'),
  notAuthorized: screen(SECTION_BASES.users, 'notauthorized'),
};

/** The shell's own screens. */
export const SHELL_PATHS = {
  root: '/',
  home: '/home',
  externalRedirect: '/externalRedirect',
} as const;
