/** Shared jest settings: swc transforms TypeScript and JSX, one config for every package. */
module.exports = function jestConfig({ environment = 'node' } = {}) {
  return {
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
      ],
    },
    moduleNameMapper: { '\\.css$': '<rootDir>/../tooling/jest/style-stub.cjs' },
    setupFilesAfterEnv: environment === 'jsdom' ? ['<rootDir>/../tooling/jest/dom-setup.ts'] : [],
  };
};
