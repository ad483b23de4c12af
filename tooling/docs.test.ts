import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { figuresMarkdown } from '../bench/performance-doc.mjs';

const repoRoot = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** README.md and every page under docs/, as paths from the repository's root. */
function documents(): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(path.join(repoRoot, folder), { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) return walk(file);
      return entry.name.endsWith('.md') ? [file] : [];
    });
  return ['README.md', ...walk('docs')];
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replaceAll(' ', '-');

function anchorsOf(text: string): Set<string> {
  const withoutCode = text.replace(/```[\s\S]*?```/g, '');
  return new Set([...withoutCode.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1] ?? '')));
}

/** Relative link targets of a page, code blocks and inline code left out. */
function linksOf(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe('the README', () => {
  const readme = read('README.md');

  it('stays a door: at most 250 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
  });

  it('links the specification, the architecture and every page of docs/', () => {
    const linked = new Set(linksOf(readme).map((target) => target.split('#')[0]));
    const pages = documents().filter((file) => file !== 'README.md' && !file.startsWith('docs/features/'));
    expect(pages.filter((page) => !linked.has(page))).toEqual([]);
    const features = documents().filter((file) => file.startsWith('docs/features/'));
    expect(features.filter((page) => !linked.has(page))).toEqual([]);
  });

  it('never points outside the repository', () => {
    expect(readme).not.toMatch(/\.\.\/shared\//);
  });
});

describe('links in the README and docs/', () => {
  it.each(documents())('%s links only files and headings that exist', (file) => {
    const broken = linksOf(read(file)).filter((target) => {
      const [pathPart = '', anchor] = target.split('#');
      const targetFile = pathPart === '' ? file : path.join(path.dirname(file), decodeURI(pathPart));
      if (!existsSync(path.join(repoRoot, targetFile))) return true;
      if (anchor === undefined || !targetFile.endsWith('.md')) return false;
      return !anchorsOf(read(targetFile)).has(anchor);
    });
    expect(broken).toEqual([]);
  });
});

/** A table as its cells, whatever padding the formatter gave its columns. */
const unpadded = (markdown: string) => markdown.replace(/ *\| */g, '|').replace(/-{3,}/g, '---');

describe('docs/performance.md', () => {
  it('shows the figures of bench/results.json, as bench/performance-doc.mjs writes them', () => {
    const results = JSON.parse(read('bench/results.json'));
    expect(unpadded(read('docs/performance.md'))).toContain(unpadded(figuresMarkdown(results)));
  });
});
