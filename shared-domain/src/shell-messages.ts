/** The shell's own screens beyond login and the navigation bar (SPEC §1, §2), in the `shell` namespace. */
import { defineMessage, defineMessages } from '@scheduler/shared-domain/i18n';

export const SHELL_MESSAGES = defineMessages({
  skipToMain: { id: 'shell.skipToMain', defaultMessage: 'Skip to main content' },
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
  sectionVersion: defineMessage<{ section: string }>({
    id: 'shell.home.sectionVersion',
    defaultMessage: '{section} section',
  }),
  notAuthorized: { id: 'shell.home.notAuthorized', defaultMessage: 'User is not authorized for this request.' },
  notFound: { id: 'shell.home.notFound', defaultMessage: 'The page you are looking for was not found!' },
  opening: defineMessage<{ address: string }>({ id: 'shell.redirect.opening', defaultMessage: 'Opening {address}…' }),
  redirectRefused: {
    id: 'shell.redirect.refused',
    defaultMessage: "This address cannot be opened: only http and https links to the group's known sites are allowed.",
  },
  sectionIncompatible: defineMessage<{ section: string }>({
    id: 'shell.section.incompatible',
    defaultMessage: 'The {section} section cannot run in this version of the app.',
  }),
  sectionNeeds: defineMessage<{ module: string; needs: string; provided: string }>({
    id: 'shell.section.needs',
    defaultMessage: 'It needs {module} {needs}, and the app provides {provided}.',
  }),
  sectionProvidesNone: { id: 'shell.section.providesNone', defaultMessage: 'none' },
  sectionAskAdministrator: {
    id: 'shell.section.askAdministrator',
    defaultMessage: 'Please contact the administrator. The other sections still work.',
  },
  sectionCrashed: defineMessage<{ section: string }>({
    id: 'shell.section.crashed',
    defaultMessage: 'The {section} section stopped with an error.',
  }),
  sectionCrashReported: {
    id: 'shell.section.crashReported',
    defaultMessage: 'The error has been reported. Reloading the section may help; the other sections still work.',
  },
  sectionReload: { id: 'shell.section.reload', defaultMessage: 'Reload section' },
  sectionUnreachable: defineMessage<{ section: string }>({
    id: 'shell.section.unreachable',
    defaultMessage: 'The {section} section could not be loaded.',
  }),
  sectionTryAgain: {
    id: 'shell.section.tryAgain',
    defaultMessage:
      'It may be unreachable or being updated. The other sections still work; try this one again in a moment.',
  },
});
