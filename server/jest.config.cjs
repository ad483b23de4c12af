const jestConfig = require('../tooling/jest/base.cjs');

const base = jestConfig(__dirname);

/**
 * Packages jest must compile before it can load them: PGlite's CommonJS build loads Node built-ins with import(),
 * which jest only allows under --experimental-vm-modules; openid-client and what it uses are ESM only.
 */
const COMPILED_PACKAGES = [
  '@electric-sql/pglite',
  'openid-client',
  'oauth4webapi',
  'jose',
  ...jestConfig.ESM_ONLY_PACKAGES,
];

module.exports = {
  ...base,
  // Each test drives a real database (two engines, two workers on two cores); a slow moment is not a failure.
  testTimeout: 20_000,
  transform: {
    ...base.transform,
    '[/\\\\]@electric-sql[/\\\\]pglite[/\\\\].+\\.cjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' } }, module: { type: 'commonjs', ignoreDynamic: false } },
    ],
  },
  transformIgnorePatterns: [`^(?!.*/node_modules/(?:${COMPILED_PACKAGES.join('|')})/).*/node_modules/`],
};
