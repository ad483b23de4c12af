import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';

/**
 * Every text a screen shows goes through the catalogs (shared-domain/src/*-screens.ts and the other descriptor
 * blocks), so a text typed into a component is one that German, French and Polish readers would see in English.
 * This finds the places a text is typed in: text between tags, a string given to an attribute or prop that names or
 * labels something (`title`, `label`, `aria-label`, a column's `header`...), and a string or template as a child.
 */
const SCREEN_PACKAGES = ['shell', 'shared-ui', 'mfe-teams', 'mfe-venues', 'mfe-users', 'mfe-meetings'];

/** Attributes and object keys whose string is read by a person, not by code. */
const TEXT_KEYS = new Set([
  'alt',
  'aria-description',
  'aria-label',
  'aria-roledescription',
  'aria-valuetext',
  'caption',
  'confirmText',
  'description',
  'emptyText',
  'header',
  'heading',
  'hint',
  'label',
  'legend',
  'placeholder',
  'submitLabel',
  'title',
]);

/** Text in words: a letter and another; a lone symbol, a number or an arrow is not worded. */
const WORDED = /\p{L}{2}/u;

type Node = { type?: string; span?: { start: number } } & Record<string, unknown>;

const repoRoot = path.resolve(__dirname, '..');

function componentFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return componentFiles(full);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name);
    return isSource && !/^testing\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The text of a string literal or a template (its fixed parts), else null. */
function literalText(node: Node | undefined): string | null {
  if (node?.type === 'StringLiteral') return String(node.value);
  if (node?.type === 'TemplateLiteral' || node?.type === 'Tpl') {
    return (node.quasis as { raw: string }[]).map((quasi) => quasi.raw).join('…');
  }
  return null;
}

/** The texts typed into one file, each with what it was given to. */
function typedTexts(source: string, tsx: boolean): string[] {
  const found: string[] = [];
  const note = (where: string, text: string | null) => {
    if (text !== null && WORDED.test(text)) found.push(`${where}: ${text.trim()}`);
  };
  const visit = (value: unknown, key: string): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, key);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const node = value as Node;
    if (node.type === 'JSXText') note('text', String(node.value));
    if (node.type === 'JSXExpressionContainer' && key === 'children')
      note('child', literalText(node.expression as Node));
    if (node.type === 'JSXAttribute') {
      const name = node.name as Node;
      const attribute = name.type === 'Identifier' ? String(name.value) : '';
      const given = node.value as Node | undefined;
      const expression = given?.type === 'JSXExpressionContainer' ? (given.expression as Node) : given;
      if (TEXT_KEYS.has(attribute)) note(attribute, literalText(expression));
    }
    if (node.type === 'KeyValueProperty') {
      const property = node.key as Node;
      const name = property.type === 'Identifier' || property.type === 'StringLiteral' ? String(property.value) : '';
      if (TEXT_KEYS.has(name)) note(name, literalText(node.value as Node));
    }
    for (const [childKey, child] of Object.entries(node)) if (childKey !== 'span') visit(child, childKey);
  };
  visit(parseSync(source, { syntax: 'typescript', tsx }), 'module');
  return found;
}

describe('texts typed into screens', () => {
  it.each(SCREEN_PACKAGES)('%s words every text through the catalogs', (workspace) => {
    const typed = componentFiles(path.join(repoRoot, workspace, 'src')).flatMap((file) =>
      typedTexts(readFileSync(file, 'utf8'), file.endsWith('.tsx')).map(
        (text) => `${path.relative(repoRoot, file)}: ${text}`,
      ),
    );
    expect(typed).toEqual([]);
  });

  it('finds a text between tags, in a labelling prop, in a column header and as a template child', () => {
    const source = [
      'const columns = [{ header: "Team", cell: (team) => team.name }];',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source under test holds a template child.
      'const a = <Page title="List Teams"><p>No teams</p>{`Edit ${name}`}<i className="w-4" aria-hidden="true" /></Page>;',
    ].join('\n');
    expect(typedTexts(source, true)).toEqual(['header: Team', 'title: List Teams', 'text: No teams', 'child: Edit …']);
  });

  it('lets through what a descriptor words, class names and symbols', () => {
    const source = 'const a = <Page title={t(TEAM_SCREENS.listTitle)} className="flex gap-2">{"·"} {count}</Page>;';
    expect(typedTexts(source, true)).toEqual([]);
  });
});
