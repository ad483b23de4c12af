/**
 * Turns ICU MessageFormat texts into the parsed form FormatJS formats, at build time, so the browser formats messages
 * without the ICU parser (about 7 KB gz, aliased to its `no-parser` entry in create-app-config.mjs):
 * - a catalog (`shared-domain/locales/<language>/<namespace>.json`): every value;
 * - a module (after swc, so plain JavaScript): every `defaultMessage: '…'` literal, as in a `defineMessages` block.
 * FormatJS's own compilers do this too, but its Babel plugin brings Babel and a TypeScript 5 compiler into an swc build
 * and its swc plugin does not load with this swc; this is their `--ast` output, from FormatJS's own parser.
 */
const { createRequire } = require('node:module');
const acorn = require('acorn');

const { parse } = createRequire(require.resolve('react-intl'))('@formatjs/icu-messageformat-parser');

const compiled = (text) => JSON.stringify(parse(text));

/** A string literal's text, or a template literal's when it has no `${}`. */
function literalText(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return undefined;
}

/** Another descriptor's `defaultMessage`, which is parsed where it is written. */
const isOtherDefaultMessage = (node) =>
  node.type === 'MemberExpression' && !node.computed && node.property.name === 'defaultMessage';

/**
 * The `defaultMessage: '<literal>'` values of a module, found in its syntax tree, with their texts. Any other value
 * (but another descriptor's) would reach the browser unparsed, where formatting it fails, so it fails the build.
 */
function defaultMessageLiterals(node, found = []) {
  if (!node || typeof node.type !== 'string') return found;
  if (node.type === 'Property' && !node.computed && (node.key.name ?? node.key.value) === 'defaultMessage') {
    const text = literalText(node.value);
    if (text !== undefined) found.push({ start: node.value.start, end: node.value.end, text });
    else if (!isOtherDefaultMessage(node.value)) found.push({ start: node.value.start, unparsable: true });
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) defaultMessageLiterals(child, found);
    else if (value && typeof value === 'object') defaultMessageLiterals(value, found);
  }
  return found;
}

module.exports = function precompileMessages(source) {
  if (this.resourcePath.endsWith('.json')) {
    const catalog = JSON.parse(source);
    const entries = Object.entries(catalog).map(([id, text]) => `${JSON.stringify(id)}:${compiled(text)}`);
    return `{${entries.join(',')}}`;
  }
  if (!source.includes('defaultMessage')) return source;
  const tree = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const literals = defaultMessageLiterals(tree);
  const unparsable = literals.find((literal) => literal.unparsable);
  if (unparsable) {
    const before = source.slice(0, unparsable.start);
    const line = before.split('\n').length;
    throw new Error(`${this.resourcePath}:${line}: a defaultMessage must be one literal text, which the build parses`);
  }
  let result = source;
  // From the end, so the offsets of the literals still to replace stay true.
  for (const literal of literals.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, literal.start) + compiled(literal.text) + result.slice(literal.end);
  }
  return result;
};
