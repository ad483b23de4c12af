const path = require('node:path');

/**
 * The instant every browser test runs at: dates in tests are written relative to it, so no test depends on the day
 * it runs. Only Date is faked; timers stay real for user-event, MSW and waitFor.
 */
const TEST_NOW = Date.parse('2026-11-22T09:00:00Z');
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
];

/**
 * ESM-only packages, which jest must compile to CommonJS before it can load them on Node 20: FormatJS's (the message
 * library and react-intl, everywhere) and those behind MSW (in the browser's tests).
 */
const ESM_ONLY_PACKAGES = [
  '@formatjs',
  'intl-messageformat',
  'react-intl',
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
];

/** Shared jest settings: swc transforms TypeScript and JSX, one config for every package. */
function jestConfig(packageDir, { environment = 'node' } = {}) {
  const browser = environment === 'jsdom';
  return {
    displayName: path.basename(packageDir),
    rootDir: packageDir,
    testEnvironment: path.join(__dirname, browser ? 'browser-environment.cjs' : 'node-environment.cjs'),
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
      ],
      '^.+\\.mjs$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' } }, module: { type: 'commonjs' } }],
    },
    transformIgnorePatterns: [`/node_modules/(?!(?:${ESM_ONLY_PACKAGES.join('|')})/)`],
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'style-stub.cjs') },
    setupFilesAfterEnv: browser ? [path.join(__dirname, 'dom-setup.ts')] : [],
    ...(browser ? { fakeTimers: { enableGlobally: true, now: TEST_NOW, doNotFake: REAL_TIMERS } } : {}),
  };
}

module.exports = jestConfig;
module.exports.ESM_ONLY_PACKAGES = ESM_ONLY_PACKAGES;
