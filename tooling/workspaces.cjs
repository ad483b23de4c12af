// The one list of workspaces is the root package.json's; the section remotes are those named `mfe-<section>`, and
// shared-domain's SECTION_NAMES must name the same sections (tooling/workspaces.test.ts).
const { readFileSync } = require('node:fs');
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '..');
const WORKSPACES = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).workspaces;
const SECTION_WORKSPACES = WORKSPACES.filter((name) => name.startsWith('mfe-'));

module.exports = { REPO_ROOT, WORKSPACES, SECTION_WORKSPACES };
