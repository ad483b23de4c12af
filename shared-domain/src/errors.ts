import { NO_BACKEND_SUFFIX } from './messages';

/** A failed service call: the status and the server's error text (SPEC §7, §8). */
export class ServiceError extends Error {
  readonly error: string;
  readonly status: number;
  readonly url: string;

  constructor(failure: { error: string; status: number; url: string }) {
    super(`${failure.status}: ${failure.error}`);
    this.name = 'ServiceError';
    this.error = failure.error;
    this.status = failure.status;
    this.url = failure.url;
  }
}

/** SPEC §8: screens show the part after the first colon, and flag a likely lost connection. */
export function alertTextOf(failure: unknown): string {
  const text = failure instanceof Error ? failure.message : String(failure ?? '');
  const colon = text.indexOf(':');
  const shown = (colon === -1 ? text : text.slice(colon + 1)).trim();
  return shown.includes('Unknown') ? `${shown}${NO_BACKEND_SUFFIX}` : shown;
}
