import type { MessageDescriptor } from '@scheduler/shared-domain/i18n';

/**
 * The users section's screens (SPEC §2), in the `users` namespace of the catalogs. Plain descriptors rather than
 * `defineMessages`, which returns them as they are: a section's first chunk then waits for no shared module.
 */
export const USER_SCREENS = {
  addTitle: { id: 'users.addTitle', defaultMessage: 'Add User' },
  listTitle: { id: 'users.listTitle', defaultMessage: 'List Users' },
  currentTitle: { id: 'users.currentTitle', defaultMessage: 'List Current User' },
  editTitle: { id: 'users.editTitle', defaultMessage: 'Edit User' },
  activityTitle: { id: 'users.activityTitle', defaultMessage: 'Activity' },
  outboxTitle: { id: 'users.outboxTitle', defaultMessage: 'Outbox' },
  importTitle: { id: 'users.importTitle', defaultMessage: 'Import' },
} satisfies Record<string, MessageDescriptor>;
