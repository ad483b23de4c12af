import { TEAM_COLOURS, teamColours } from './team-colours';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('team colours', () => {
  it.each(TEAM_COLOURS)('%s carries white text at WCAG AA (4.5:1)', (colour) => {
    expect(1.05 / (luminance(colour) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives each team its own colour, the same whatever order or other teams', () => {
    const names = ['Data Science', 'Ops', 'Robotics', 'Theory', 'Outreach', 'Lab'];
    const colours = teamColours(names);
    expect(new Set(colours.values()).size).toBe(names.length);
    expect(teamColours([...names].reverse())).toEqual(colours);
    expect(teamColours(['Ops']).get('Ops')).toBe(teamColours(['Ops', 'Zoology']).get('Ops'));
  });

  it('shares colours only when there are more teams than colours', () => {
    const names = Array.from({ length: TEAM_COLOURS.length + 3 }, (_, index) => `Team ${index}`);
    expect(new Set(teamColours(names).values()).size).toBe(TEAM_COLOURS.length);
  });
});
