/**
 * One measured figure of the table.
 * @typedef {object} Figure
 * @property {string} figure what was measured, e.g. 'Critical-path JS for /user/login (gz)'
 * @property {number} value
 * @property {string} unit 'KB', 'ms', 'req/s', 'score', ...
 * @property {string} goal as a reader would write it, e.g. '≤ 120 KB' ('' when the figure is only reported)
 * @property {boolean|undefined} met undefined when the figure has no goal
 * @property {number} [baseline] the same figure of the baseline measured in the same run
 * @property {number} [ratio] value / baseline, unless the measure gives its own (the median of paired turns)
 * @property {string} [note]
 */

/** @returns {Figure} */
export function figure({ figure: name, value, unit, goal = '', met, baseline, ratio, note }) {
  const shownRatio = ratio ?? (baseline ? value / baseline : undefined);
  return {
    figure: name,
    value: round(value, 1),
    unit,
    goal,
    met,
    baseline,
    ratio: shownRatio === undefined ? undefined : round(shownRatio, 2),
    note,
  };
}

/** The middle value (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The value `fraction` of the values are at or below (nearest rank): 0.95 for the p95. */
export const percentile = (values, fraction) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * fraction) - 1)];

export function round(value, digits = 1) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** @param {Figure[]} figures */
export function printTable(figures) {
  const rows = figures.map((f) => [
    f.figure,
    `${f.value} ${f.unit}`,
    f.goal,
    f.baseline === undefined ? '' : `${round(f.baseline, 1)} ${f.unit}`,
    f.ratio === undefined ? '' : String(f.ratio),
    f.met === undefined ? '' : f.met ? 'met' : 'NOT MET',
    f.note ?? '',
  ]);
  const header = ['figure', 'value', 'goal', 'baseline', 'ratio', 'status', 'note'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ');
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('-|-')}`);
  for (const row of rows) console.log(line(row));
}
