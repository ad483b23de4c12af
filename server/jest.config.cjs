const base = require('../tooling/jest/base.cjs')(__dirname);

/**
 * Packages jest must compile to CommonJS before it can load them on Node 20 (plain Node 20.19+ loads them as they
 * are, so the server itself is unaffected): content-disposition 3 (@fastify/static) and cookie 2 (light-my-request,
 * behind app.inject) are ESM only, and PGlite's CommonJS build loads Node built-ins with import(), which jest only
 * allows under --experimental-vm-modules.
 */
const COMPILED_PACKAGES = ['content-disposition', 'cookie', '@electric-sql/pglite'];

module.exports = {
  ...base,
  transform: {
    ...base.transform,
    '[/\\\\]@electric-sql[/\\\\]pglite[/\\\\].+\\.cjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' } }, module: { type: 'commonjs', ignoreDynamic: false } },
    ],
  },
  transformIgnorePatterns: [`^(?!.*/node_modules/(?:${COMPILED_PACKAGES.join('|')})/).*/node_modules/`],
};
