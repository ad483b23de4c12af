/** What `GET /api/system/versions` answers: the versions only the server knows. */
export interface ServerVersions {
  database: string;
  schema: string;
  backend: string;
}

/** The browser's run-time settings, served by the server as `/config.json`. */
export interface AppConfig {
  apiBase: string;
  groupAbbreviation: string;
  website: string;
  websiteVersion: string;
  externalRedirectHosts: string[];
  debug: boolean;
  /** TIME_ZONE: the zone the group works in (IANA name). */
  timeZone: string;
  remotes: Record<SectionName, string>;
  /** OIDC_LABEL, the text of the login page's single sign-on button; absent when OIDC_ISSUER is unset (no button). */
  oidcLabel?: string;
  /** Present when LDAP_URL is set: an Admin may link a local account to the directory. */
  directorySignIn?: true;
}

export const SECTION_NAMES = ['meetings', 'teams', 'venues', 'users'] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

/** Why a section did not run: the kinds the shell reports to `POST /api/client-errors`. */
export const CLIENT_ERROR_KINDS = ['incompatible', 'crashed'] as const;

/** What the shell sends to `POST /api/client-errors` about a section that could not run. */
export interface ClientErrorReport {
  section: string;
  version: string;
  kind: (typeof CLIENT_ERROR_KINDS)[number];
  message: string;
  stack: string;
  url: string;
}
