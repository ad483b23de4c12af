// Writes the figures of bench/results.json into docs/performance.md, between its two markers, so the page always
// shows the last `npm run bench` and nothing else. `npm run bench` calls it; `node bench/performance-doc.mjs` alone
// writes the page again from the results as they are.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
export const RESULTS_FILE = path.join(REPO_ROOT, 'bench/results.json');
export const PERFORMANCE_DOC = path.join(REPO_ROOT, 'docs/performance.md');
const START = '<!-- figures: written by bench/performance-doc.mjs from bench/results.json -->';
const END = '<!-- figures end -->';

const PART_TITLES = { browser: 'In the browser', server: 'On the server' };

/** The markdown tables of every measured part: figure, value, goal, status. */
export function figuresMarkdown(results) {
  return Object.entries(results.parts)
    .map(([part, { figures }]) => {
      const rows = figures.map((figure) => {
        const value = `${figure.value.toLocaleString('en-US')}${figure.unit ? ` ${figure.unit}` : ''}`;
        const baseline = figure.ratio === undefined ? '' : ` (ratio ${figure.ratio})`;
        const status = figure.met === undefined ? 'information' : figure.met ? 'met' : '**not met**';
        return `| ${cell(figure.figure)} | ${cell(value + baseline)} | ${cell(figure.goal)} | ${status} |`;
      });
      return [
        `### ${PART_TITLES[part] ?? part}`,
        '',
        '| Figure | Value | Goal | Status |',
        '| --- | --- | --- | --- |',
        ...rows,
      ].join('\n');
    })
    .join('\n\n');
}

const cell = (text) => text.replaceAll('|', '\\|');

/** The page with its figures replaced by those of `results`. */
export function withFigures(page, results) {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${PERFORMANCE_DOC} lacks the markers ${START} … ${END}`);
  return `${page.slice(0, start + START.length)}\n\n${figuresMarkdown(results)}\n\n${page.slice(end)}`;
}

export function writePerformanceDoc() {
  const results = JSON.parse(readFileSync(RESULTS_FILE, 'utf8'));
  writeFileSync(PERFORMANCE_DOC, withFigures(readFileSync(PERFORMANCE_DOC, 'utf8'), results));
}

if (process.argv[1] === import.meta.filename) writePerformanceDoc();
