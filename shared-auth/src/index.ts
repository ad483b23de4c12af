// The public face of @scheduler/shared-auth. One entry point because Module Federation shares the
// package as one singleton module: a subpath import would be a second module with a second store.

export { applyAppConfig, useAppConfig } from './app-config';
export { authenticate, completeSingleSignOn, refreshSession, signOut } from './auth-service';
export {
  type AuthState,
  authStore,
  followOtherTabs,
  useAuth,
} from './auth-store';
export { openChangeStream, subscribeToChanges, subscribeToMissedChanges, useChanges } from './changes';
export {
  chooseDisplayZone,
  currentDisplayZone,
  type DisplayZone,
  useDisplayZone,
  type ZoneChoice,
} from './display-zone';
export { downloadFile, http, type RequestOptions } from './http-client';
export {
  chooseLanguage,
  currentLanguage,
  inScreenLanguage,
  ShownLanguageProvider,
  type Translate,
  useLanguage,
  useTranslate,
} from './language';
export { type NavigationState, navigationStateAtStart, navigationStateForRole } from './navigation-state';
export {
  MEETING_PATHS,
  type ScreenPath,
  SECTION_BASES,
  SHELL_PATHS,
  TEAM_PATHS,
  USER_PATHS,
  VENUE_PATHS,
} from './paths';
export { type GuardOutcome, guardRoute, isRoleAllowed, loginUrl } from './route-guard';
export { decodeToken, isTokenExpired } from './token';
