import type { MessageDescriptor } from '@scheduler/shared-domain/i18n';

/**
 * What the screens' shared parts (shared-ui: tables, forms, lists) say, in the `shell` namespace, which is loaded
 * before any screen draws. Plain descriptors, as the sections' own, so no first chunk waits for a shared module.
 */
export const KIT_MESSAGES = {
  retry: { id: 'shell.kit.retry', defaultMessage: 'Retry' },
  reload: { id: 'shell.kit.reload', defaultMessage: 'Reload' },
  add: { id: 'shell.kit.add', defaultMessage: 'Add' },
  save: { id: 'shell.kit.save', defaultMessage: 'Save' },
  cancel: { id: 'shell.kit.cancel', defaultMessage: 'Cancel' },
  edit: { id: 'shell.kit.edit', defaultMessage: 'Edit' },
  del: { id: 'shell.kit.del', defaultMessage: 'Del' },
  moreShown: {
    id: 'shell.kit.moreShown',
    defaultMessage: '{count, plural, one {# more row} other {# more rows}} shown.',
  },
  selectedCount: { id: 'shell.kit.selectedCount', defaultMessage: '({count} selected)' },
  /** A multiple choice's filter box; `list` is the field's label in lower case, as English words it mid-sentence. */
  filterList: { id: 'shell.kit.filterList', defaultMessage: 'Filter {list}' },
  typeToFilter: { id: 'shell.kit.typeToFilter', defaultMessage: 'Type to filter' },
  noMatch: { id: 'shell.kit.noMatch', defaultMessage: 'No match' },
  signedInAs: { id: 'shell.kit.signedInAs', defaultMessage: 'Signed in as {username} ({role})' },
  standaloneSignIn: { id: 'shell.kit.standaloneSignIn', defaultMessage: 'Sign in to try the {section} section' },
  standaloneHeading: { id: 'shell.kit.standaloneHeading', defaultMessage: 'Standalone {section} section' },
  standaloneSignOut: { id: 'shell.kit.standaloneSignOut', defaultMessage: 'Sign out {username}' },
  /** The button on each list that saves it as a CSV file. */
  exportCsv: { id: 'shell.kit.exportCsv', defaultMessage: 'Export CSV' },
} satisfies Record<string, MessageDescriptor>;
