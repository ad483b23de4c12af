import { hostname } from 'node:os';
import path from 'node:path';
import { SECTION_NAMES, type SectionName } from '@scheduler/shared-domain/system';
import { type BackupSettings, readBackupSettings } from './backup/backup-settings';
import { type Env, EnvReader, type TimeOfDay } from './env-reader';
import { readSsoSettings, type SsoSettings } from './sso/sso-settings';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** A scrape token anyone could guess would open the metrics to anyone. */
export const MIN_METRICS_TOKEN_LENGTH = 16;

export type { TimeOfDay };

/** When people are at work, in TIME_ZONE: free slots are looked for only then. */
export interface WorkingHours {
  start: TimeOfDay;
  end: TimeOfDay;
  /** ISO weekdays, 1 (Monday) to 7 (Sunday), ascending. */
  days: number[];
}

/** HS256 wants a key of at least 256 bits; shorter secrets are refused rather than silently weak. */
export const MIN_JWT_SECRET_LENGTH = 32;

/** Everything the server reads from the environment, parsed once at start. docs/operations.md lists the same table. */
export interface Settings {
  port: number;
  host: string;
  /**
   * Fastify's `trustProxy`: which proxies' X-Forwarded-For (and -Proto, -Host) to believe for a request's address, so
   * that sign-in limits count the people behind a proxy apart. False: none, the connection's address counts. (Fastify
   * 5 no longer honours a number of hops: it could not tell a proxy from a client sending its own header.)
   */
  trustProxy: boolean | string[];
  logLevel: LogLevel;
  /** JSON lines (for log collectors), or pino-pretty's lines for a person at a terminal. */
  logFormat: LogFormat;
  /** METRICS_TOKEN: `/metrics` answers only a scrape that carries it; unset, `/metrics` is off. */
  metricsToken: string | undefined;
  /** BACKUP_DIR, BACKUP_AT and BACKUP_KEEP: a daily archive of the database; null when BACKUP_DIR is unset. */
  backups: BackupSettings | null;
  /** Absolute; holds the PGlite files and the generated signing secret. */
  dataDir: string;
  /** PostgreSQL instead of PGlite when set. */
  databaseUrl: string | undefined;
  /** When unset, a secret is generated once and kept in DATA_DIR/jwt-secret. */
  jwtSecret: string | undefined;
  accessTokenMinutes: number;
  sessionHours: number;
  /** CHANGES_KEEP_DAYS: entries of the change record older than this are deleted. */
  changesKeepDays: number;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  demoData: boolean;
  groupAbbreviation: string;
  websiteUrl: string;
  websiteVersion: string;
  externalRedirectHosts: string[];
  debug: boolean;
  remotes: Record<SectionName, string>;
  /** An IANA zone: meeting conflict messages give times in it, and a time sent without an offset is read in it. */
  timeZone: string;
  /**
   * The product's address as people reach it, without a trailing slash, for links in calendar feeds: PUBLIC_URL, or
   * when unset the address the server listens on. Never a request's Host, which anyone may write.
   */
  publicUrl: string;
  /** WORKDAY_START, WORKDAY_END and WORKDAYS. */
  workingHours: WorkingHours;
  /** Sign-in through the institute's OpenID provider and directory; null when their settings are unset. */
  sso: SsoSettings;
  /** SMTP_URL: the mail server messages go to; unset, each message is kept in the outbox as not sent. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the address messages come from, and their invitations' ORGANIZER. */
  mailFrom: string;
  /** What the server can run with but its operator should hear about: logged at start. */
  warnings: string[];
}

/** A setting has a value the server cannot use; the message names the variable and what it expects. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'SettingsError';
  }
}

/** GROUP_ABBREVIATION when unset. */
export const DEFAULT_GROUP_ABBREVIATION = 'RG';

export function readSettings(env: Env = process.env, cwd = process.cwd()): Settings {
  const problems: string[] = [];
  const read = new EnvReader(env, problems);

  const websiteUrl = read.url('WEBSITE_URL', 'https://example.org');
  const jwtSecret = read.secret('JWT_SECRET', MIN_JWT_SECRET_LENGTH);
  const adminPassword = read.optional('ADMIN_PASSWORD');
  const port = read.integer('PORT', 8080, 0, 65535);
  const host = read.text('HOST', '127.0.0.1');
  const ownUrl = listeningUrl(host, port);
  const publicUrlSet = read.optional('PUBLIC_URL') !== undefined;
  const publicUrl = publicUrlSet ? read.url('PUBLIC_URL', ownUrl).replace(/\/+$/, '') : ownUrl;
  const settings: Settings = {
    port,
    host,
    trustProxy: read.trustProxy('TRUST_PROXY'),
    logLevel: read.oneOf('LOG_LEVEL', 'info', LOG_LEVELS),
    logFormat: read.oneOf('LOG_FORMAT', 'json', LOG_FORMATS),
    metricsToken: read.secret('METRICS_TOKEN', MIN_METRICS_TOKEN_LENGTH),
    backups: readBackupSettings(read, cwd),
    dataDir: path.resolve(cwd, read.text('DATA_DIR', './data')),
    databaseUrl: read.optional('DATABASE_URL'),
    jwtSecret,
    accessTokenMinutes: read.positiveNumber('ACCESS_TOKEN_MINUTES', 15),
    sessionHours: read.positiveNumber('SESSION_HOURS', 8),
    changesKeepDays: read.integer('CHANGES_KEEP_DAYS', 730, 1, 36_500),
    adminUsername: read.optional('ADMIN_USERNAME'),
    adminPassword,
    demoData: read.flag('DEMO_DATA'),
    groupAbbreviation: read.text('GROUP_ABBREVIATION', DEFAULT_GROUP_ABBREVIATION),
    websiteUrl,
    websiteVersion: read.text('WEBSITE_VERSION', '1.0.0'),
    externalRedirectHosts: read.list('EXTERNAL_REDIRECT_HOSTS') ?? hostsOf(websiteUrl),
    debug: read.flag('DEBUG'),
    remotes: remoteUrls(read),
    timeZone: read.timeZone('TIME_ZONE', Intl.DateTimeFormat().resolvedOptions().timeZone),
    publicUrl,
    workingHours: workingHours(read, problems),
    sso: readSsoSettings(read, problems),
    smtpUrl: read.smtpUrl('SMTP_URL'),
    mailFrom: read.emailAddress('MAIL_FROM', `scheduler@${new URL(publicUrl).hostname}`),
    warnings:
      publicUrlSet || isLoopback(host)
        ? []
        : [
            `PUBLIC_URL is unset, so calendar feed links and their events' pages use ${ownUrl}, the address this server listens on. Set PUBLIC_URL to the address people reach the product at.`,
          ],
  };
  if (problems.length > 0) throw new SettingsError(problems);
  return settings;
}

function remoteUrls(read: EnvReader): Record<SectionName, string> {
  const entries = SECTION_NAMES.map((name) => [
    name,
    read.text(`REMOTE_${name.toUpperCase()}_URL`, `/remotes/${name}/mf-manifest.json`),
  ]);
  return Object.fromEntries(entries) as Record<SectionName, string>;
}

function workingHours(read: EnvReader, problems: string[]): WorkingHours {
  const start = read.timeOfDay('WORKDAY_START', { hour: 8, minute: 0 });
  const end = read.timeOfDay('WORKDAY_END', { hour: 18, minute: 0 });
  const minutes = ({ hour, minute }: TimeOfDay) => hour * 60 + minute;
  if (minutes(start) >= minutes(end)) {
    const clock = ({ hour, minute }: TimeOfDay) =>
      [hour, minute].map((part) => String(part).padStart(2, '0')).join(':');
    problems.push(`WORKDAY_START must be before WORKDAY_END, not ${clock(start)} to ${clock(end)}.`);
  }
  return { start, end, days: read.weekdays('WORKDAYS', [1, 2, 3, 4, 5]) };
}

/** `http://<HOST>:<PORT>`, with this machine's name for an address that stands for all of its own (0.0.0.0, ::). */
function listeningUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? hostname() : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/** Whether only this machine reaches the server at HOST: then nobody else follows its links either. */
const isLoopback = (host: string) => host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

function hostsOf(url: string): string[] {
  return URL.canParse(url) ? [new URL(url).host] : [];
}
