import type { ServiceError } from '@scheduler/shared-domain/errors';

/**
 * Logs a failed service call (SPEC §8): a refusal the server answered (4xx: a clash, an invalid field, a stale edit)
 * is part of using the product and the screen already shows it, so it is only noted; no answer, or a server's own
 * failure (5xx), is an error worth a developer's eye.
 */
export function logFailure(failure: ServiceError, context = ''): void {
  const text = `${context}${failure.url} failed with ${failure.status}: ${failure.error}`;
  if (failure.status >= 400 && failure.status < 500) console.info(text);
  else console.error(text);
}
