/**
 * Background colours for the teams' meetings, each dark enough for white text to pass WCAG AA (4.5:1) on it, and
 * far enough apart in hue to tell apart in a legend.
 */
export const TEAM_COLOURS = [
  '#1d4ed8',
  '#047857',
  '#b91c1c',
  '#6d28d9',
  '#a16207',
  '#0e7490',
  '#be185d',
  '#4d7c0f',
  '#c2410c',
  '#4338ca',
  '#0f766e',
  '#7e22ce',
] as const;

/** A name's own place in the palette (FNV-1a), so a team keeps its colour whatever other teams come and go. */
function hashOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return hash >>> 0;
}

/**
 * A colour for every team: its own place in the palette, or, taken by a team earlier in name order, the next free
 * one; only with more teams than colours do two teams share one.
 */
export function teamColours(teams: readonly string[]): Map<string, string> {
  const colours = new Map<string, string>();
  const taken = new Set<number>();
  for (const team of [...new Set(teams)].sort()) {
    let place = hashOf(team) % TEAM_COLOURS.length;
    for (let tries = 0; taken.has(place) && tries < TEAM_COLOURS.length; tries += 1) {
      place = (place + 1) % TEAM_COLOURS.length;
    }
    taken.add(place);
    if (taken.size === TEAM_COLOURS.length) taken.clear();
    colours.set(team, TEAM_COLOURS[place] as string);
  }
  return colours;
}
