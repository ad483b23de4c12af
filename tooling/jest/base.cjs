const path = require('node:path');

/** Shared jest settings: swc transforms TypeScript and JSX, one config for every package. */
module.exports = function jestConfig(packageDir, { environment = 'node' } = {}) {
  return {
    displayName: path.basename(packageDir),
    rootDir: packageDir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
      ],
    },
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'style-stub.cjs') },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'dom-setup.ts')] : [],
  };
};
