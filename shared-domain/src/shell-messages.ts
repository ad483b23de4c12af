/** The shell's own screens beyond login and the navigation bar (SPEC §1, §2), in the `shell` namespace. */
import { defineMessage, defineMessages } from '@scheduler/shared-domain/i18n';

export const SHELL_MESSAGES = defineMessages({
  skipToMain: { id: 'shell.skipToMain', defaultMessage: 'Skip to main content' },
  homeTitle: { id: 'shell.home.title', defaultMessage: 'Home' },
  signedInUser: { id: 'shell.home.signedInUser', defaultMessage: 'Signed-in user' },
  username: { id: 'shell.home.username', defaultMessage: 'Username' },
  firstName: { id: 'shell.home.firstName', defaultMessage: 'First name' },
  lastName: { id: 'shell.home.lastName', defaultMessage: 'Last name' },
  role: { id: 'shell.home.role', defaultMessage: 'Role' },
  versions: { id: 'shell.home.versions', defaultMessage: 'Versions' },
  database: { id: 'shell.home.database', defaultMessage: 'Database' },
  scheduleDatabase: { id: 'shell.home.scheduleDatabase', defaultMessage: 'Schedule database' },
  schema: defineMessage<{ schema: string }>({ id: 'shell.home.schema', defaultMessage: 'schema {schema}' }),
  backend: { id: 'shell.home.backend', defaultMessage: 'Backend' },
  frontendFramework: { id: 'shell.home.frontendFramework', defaultMessage: 'Frontend framework' },
  frontend: { id: 'shell.home.frontend', defaultMessage: 'Frontend' },
  website: { id: 'shell.home.website', defaultMessage: 'Website' },
});
