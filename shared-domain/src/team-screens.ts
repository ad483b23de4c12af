import type { MessageDescriptor } from '@scheduler/shared-domain/i18n';

/**
 * The teams section's screens (SPEC §2), in the `teams` namespace of the catalogs. Plain descriptors rather than
 * `defineMessages`, which returns them as they are: a section's first chunk then waits for no shared module.
 */
export const TEAM_SCREENS = {
  listTitle: { id: 'teams.listTitle', defaultMessage: 'List Teams' },
  addTitle: { id: 'teams.addTitle', defaultMessage: 'Add Team' },
  editTitle: { id: 'teams.editTitle', defaultMessage: 'Edit Team' },
} satisfies Record<string, MessageDescriptor>;
