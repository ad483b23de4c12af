/**
 * Shared files of our own packages that several sections' pages use, shared between the remotes the same way, each
 * one module: everywhere they are imported by package name (`@scheduler/shared-ui/loading`), so no copy hides in
 * another file (tooling/import-direction.test.ts). A file that only one of these uses (the edit screens'
 * change-history.tsx inside edited-record.tsx, signed-in-user.tsx inside page.tsx) comes inside it: each entry here
 * weighs on every remoteEntry.js.
 */
const SECTION_FILES = [
  'shared-domain/limits',
  'shared-domain/validation',
  'shared-ui/announce',
  'shared-ui/confirm-delete',
  'shared-ui/data-table',
  'shared-ui/edited-record',
  'shared-ui/focus',
  'shared-ui/multi-select-field',
  'shared-ui/page',
  'shared-ui/remote-content',
  'shared-ui/remote-table',
  'shared-ui/required-entries',
  'shared-ui/schema-form',
  'shared-ui/select-field',
  'shared-ui/use-remote-data',
];

/**
 * The shell's own files that the remotes use too: the shell provides its copy (SHELL_MODULES in
 * shell/src/federation/shell-federation.ts) and the remotes take it instead of downloading theirs.
 */
const SHELL_FILES = [
  'shared-domain/errors',
  // The catalogs loaded so far live in this module: one copy, which every section's messages read.
  'shared-domain/i18n',
  // What the shared parts say.
  'shared-domain/kit-messages',
  'shared-ui/button',
  'shared-ui/error-alert',
  'shared-ui/loading',
  'shared-ui/section',
];

module.exports = { SECTION_FILES, SHELL_FILES };
