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
  remotes: Record<SectionName, string>;
}

export const SECTION_NAMES = ['meetings', 'teams', 'venues', 'users'] as const;
export type SectionName = (typeof SECTION_NAMES)[number];
