/** The teams section's screens (SPEC §2), in the `teams` namespace of the catalogs. */
import { defineMessages } from '@formatjs/intl';

export const TEAM_SCREENS = defineMessages({
  listTitle: { id: 'teams.listTitle', defaultMessage: 'List Teams' },
  addTitle: { id: 'teams.addTitle', defaultMessage: 'Add Team' },
  editTitle: { id: 'teams.editTitle', defaultMessage: 'Edit Team' },
});
