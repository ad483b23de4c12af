const { existsSync } = require('node:fs');
const path = require('node:path');
const { WORKSPACES } = require('./tooling/workspaces.cjs');

/** `npm run test:unit`: every package's jest suite in one run, and the repository's own rules (tooling). */
module.exports = {
  projects: [...WORKSPACES, 'tooling']
    .filter((name) => existsSync(path.join(__dirname, name, 'jest.config.cjs')))
    .map((name) => `<rootDir>/${name}`),
};
