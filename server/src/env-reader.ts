import { isIP } from 'node:net';
import path from 'node:path';
import { MEETING_MINUTE_STEP } from '@scheduler/shared-domain/meeting';
import { IANAZone } from 'luxon';

/** A time of day on the wall clock of TIME_ZONE. */
export interface TimeOfDay {
  hour: number;
  minute: number;
}

export type Env = Readonly<Record<string, string | undefined>>;

const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** An IP address, a CIDR range (`10.0.0.0/8`, `fd00::/8`), or one of the ranges proxy-addr names. */
function isProxyAddress(text: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(text)) return true;
  const [address = '', prefix, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/** Reads variables, treating blank as unset, and collects every problem instead of stopping at the first. */
export class EnvReader {
  constructor(
    private readonly env: Env,
    private readonly problems: string[],
  ) {}

  optional(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value ? value : undefined;
  }

  text(name: string, fallback: string): string {
    return this.optional(name) ?? fallback;
  }

  /** A secret of at least `minLength` characters; a shorter one is refused rather than silently weak, never echoed. */
  secret(name: string, minLength: number): string | undefined {
    const value = this.optional(name);
    if (value === undefined || value.length >= minLength) return value;
    this.problems.push(`${name} must be at least ${minLength} characters long.`);
    return undefined;
  }

  /** An absolute path: relative ones are read from the working directory the server starts in. */
  path(name: string, cwd: string): string | undefined {
    const value = this.optional(name);
    return value === undefined ? undefined : path.resolve(cwd, value);
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const value = this.optional(name);
    if (value === undefined) return fallback;
    const number = Number(value);
    if (Number.isInteger(number) && number >= min && number <= max) return number;
    this.problems.push(`${name} must be a whole number from ${min} to ${max}, not "${value}".`);
    return fallback;
  }

  positiveNumber(name: string, fallback: number): number {
    const value = this.optional(name);
    if (value === undefined) return fallback;
    const number = Number(value);
    if (Number.isFinite(number) && number > 0) return number;
    this.problems.push(`${name} must be a number above 0, not "${value}".`);
    return fallback;
  }

  flag(name: string): boolean {
    const value = this.optional(name)?.toLowerCase();
    if (value === undefined || ['0', 'false', 'no', 'off'].includes(value)) return false;
    if (['1', 'true', 'yes', 'on'].includes(value)) return true;
    this.problems.push(`${name} must be 1 or 0 (also true/false), not "${value}".`);
    return false;
  }

  oneOf<Value extends string>(name: string, fallback: Value, allowed: readonly Value[]): Value {
    const value = this.optional(name);
    if (value === undefined) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as Value;
    this.problems.push(`${name} must be one of ${allowed.join(', ')}, not "${value}".`);
    return fallback;
  }

  url(name: string, fallback: string): string {
    const value = this.text(name, fallback);
    if (/^https?:$/.test(URL.canParse(value) ? new URL(value).protocol : '')) return value;
    this.problems.push(`${name} must be an http or https URL, not "${value}".`);
    return fallback;
  }

  /** Never echoed back: it may hold the mail server's password. */
  smtpUrl(name: string): string | undefined {
    const value = this.optional(name);
    if (value === undefined) return undefined;
    const url = URL.canParse(value) ? new URL(value) : undefined;
    if (url && /^smtps?:$/.test(url.protocol) && url.hostname !== '') return value;
    this.problems.push(`${name} must be a URL such as smtp://user:password@mail.example.org:587 or smtps://…:465.`);
    return undefined;
  }

  /** A bare address, `name@domain`: it is also the invitations' ORGANIZER. */
  emailAddress(name: string, fallback: string): string {
    const value = this.text(name, fallback);
    if (/^[^\s@<>",;]+@[^\s@<>",;]+$/.test(value)) return value;
    this.problems.push(`${name} must be an email address such as scheduler@example.org, not "${value}".`);
    return fallback;
  }

  timeZone(name: string, fallback: string): string {
    const value = this.text(name, fallback);
    if (IANAZone.isValidZone(value)) return value;
    this.problems.push(`${name} must be an IANA time zone such as Europe/Warsaw or UTC, not "${value}".`);
    return fallback;
  }

  /**
   * `HH:MM` (or `H:MM`), by default on the time pickers' step: free slots start on it, so the first of a day is
   * working hours' start.
   */
  timeOfDay(name: string, fallback: TimeOfDay, step = MEETING_MINUTE_STEP): TimeOfDay {
    const value = this.optional(name);
    if (value === undefined) return fallback;
    const [, hour, minute] = /^(\d{1,2}):(\d{2})$/.exec(value)?.map(Number) ?? [];
    if (hour !== undefined && minute !== undefined && hour < 24 && minute < 60 && minute % step === 0) {
      return { hour, minute };
    }
    const last = `23:${String(60 - step).padStart(2, '0')}`;
    this.problems.push(
      `${name} must be a time of day from 00:00 to ${last}${step > 1 ? ` on the ${step}-minute step` : ''}, not "${value}".`,
    );
    return fallback;
  }

  /** Comma-separated names of days, Mon to Sun, in any case. */
  weekdays(name: string, fallback: number[]): number[] {
    const names = this.list(name);
    if (names === undefined) return fallback;
    const days = names.map((day) => WEEKDAY_NAMES.findIndex((known) => known.toLowerCase() === day.toLowerCase()) + 1);
    if (days.length > 0 && !days.includes(0)) return [...new Set(days)].sort((a, b) => a - b);
    this.problems.push(
      `${name} must list days among ${WEEKDAY_NAMES.join(', ')}, separated by commas, not "${this.optional(name)}".`,
    );
    return fallback;
  }

  /** `true`, `false`, or comma-separated addresses, CIDR ranges and proxy-addr's names of ranges. */
  trustProxy(name: string): boolean | string[] {
    const value = this.optional(name);
    if (value === undefined || value.toLowerCase() === 'false') return false;
    if (value.toLowerCase() === 'true') return true;
    const proxies = this.list(name) ?? [];
    if (proxies.length > 0 && proxies.every(isProxyAddress)) return proxies;
    this.problems.push(
      `${name} must be true, false, or the proxies' addresses or CIDR ranges separated by commas (also loopback, linklocal, uniquelocal), not "${value}".`,
    );
    return false;
  }

  list(name: string): string[] | undefined {
    const value = this.optional(name);
    return value
      ?.split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  }
}
