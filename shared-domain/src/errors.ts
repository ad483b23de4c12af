import { NO_BACKEND_SUFFIX } from '@scheduler/shared-domain/messages';

/** A failed service call: the status and the server's error text (SPEC §7, §8). */
export class ServiceError extends Error {
  readonly error: string;
  readonly status: number;
  readonly url: string;
  /** What kind of refusal it is, when the server says (the `Error-Code` header), in any language. */
  readonly code?: string;

  constructor(failure: { error: string; status: number; url: string; code?: string }) {
    super(`${failure.status}: ${failure.error}`);
    this.name = 'ServiceError';
    this.error = failure.error;
    this.status = failure.status;
    this.url = failure.url;
    if (failure.code) this.code = failure.code;
  }
}

/**
 * SPEC §8: for a failed service call a screen shows the part after the first colon (the server's text), and
 * flags a likely lost connection (`noBackend` words that flag in the screens' language). A form's own message (a
 * plain Error) is shown whole: some hold colons.
 */
export function alertTextOf(failure: unknown, noBackend = (shown: string) => `${shown}${NO_BACKEND_SUFFIX}`): string {
  if (isServiceError(failure)) {
    const shown = failure.message.slice(failure.message.indexOf(':') + 1).trim();
    return shown.includes('Unknown') ? noBackend(shown) : shown;
  }
  return (failure instanceof Error ? failure.message : String(failure ?? '')).trim();
}

/**
 * Not `instanceof`: each federated app bundles its own copy of this module, so a ServiceError thrown by the
 * shared HTTP client is an instance of another copy of the class than the one a remote imports.
 */
export function isServiceError(failure: unknown): failure is ServiceError {
  return (
    failure instanceof Error &&
    failure.name === 'ServiceError' &&
    typeof (failure as Partial<ServiceError>).status === 'number' &&
    typeof (failure as Partial<ServiceError>).error === 'string'
  );
}
