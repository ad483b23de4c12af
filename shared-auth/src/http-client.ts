import { ServiceError } from '@scheduler/shared-domain/errors';
import { ERROR_CODE_HEADER } from '@scheduler/shared-domain/stale-edit';
import { authStore } from './auth-store';
import { currentDisplayZone } from './display-zone';
import { logFailure } from './failure-log';
import { currentLanguage } from './language';

let apiBase = '/api';

/** Set once by the app at start from `/config.json`. */
export function configureApi(settings: { apiBase: string }): void {
  apiBase = settings.apiBase.replace(/\/$/, '');
}

/** The address of an API path, for a call the HTTP client does not make (the change stream's reader). */
export const apiUrl = (path: string): string => `${apiBase}${path}`;

export interface RequestOptions {
  /** Overrides the stored token, e.g. to tell the backend about a sign-out after the local one. */
  token?: string | null;
  signal?: AbortSignal;
}

/** How a successful answer is read: as JSON, or as a file (failures always carry a JSON `{message}`). */
type AnswerKind = 'json' | 'file';

/** One HTTP client for the whole product: Bearer token when one exists, failures as {error, status, url} (SPEC §7). */
async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  options: RequestOptions = {},
  answerKind: AnswerKind = 'json',
): Promise<T> {
  const url = apiUrl(path);
  const token = options.token === undefined ? authStore.getState().currentUser?.token : options.token;
  // The server writes the times in its messages (a clash, a stale edit) on the clock the screens show.
  const headers: Record<string, string> = {
    Accept: answerKind === 'json' ? 'application/json' : '*/*',
    'Time-Zone': currentDisplayZone().zone,
    // The server's messages in the language the screens speak.
    'Accept-Language': currentLanguage(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const requestBody = body instanceof Blob || body === undefined ? body : JSON.stringify(body);
  if (body !== undefined) headers['Content-Type'] = body instanceof Blob ? body.type : 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      // Sign-in sets the session's refresh cookie (HttpOnly) and refresh needs it back: the API is this origin's.
      credentials: 'same-origin',
      body: requestBody,
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw logged(new ServiceError({ error: 'Unknown Error', status: 0, url }));
  }
  if (!response.ok) {
    const payload = await readJson(response);
    const message = typeof payload?.message === 'string' ? payload.message : response.statusText;
    const code = response.headers.get(ERROR_CODE_HEADER) ?? undefined;
    throw logged(new ServiceError({ error: message || 'Unknown Error', status: response.status, url, code }));
  }
  return (answerKind === 'file' ? await response.blob() : await readJson(response)) as T;
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function logged(failure: ServiceError): ServiceError {
  logFailure(failure);
  return failure;
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  /** Sends a file as the raw body, typed by the file's own content type. */
  upload: <T>(path: string, file: Blob, options?: RequestOptions) => request<T>('POST', path, file, options),
};

/**
 * GETs a file (e.g. an iCalendar download) with the token, as a Blob. Beside `http` rather than in it: a new export is
 * a minor change of this singleton's API, a changed `http` a major one (tooling/shared-auth-api.test.ts).
 */
export const downloadFile = (path: string, options?: RequestOptions) =>
  request<Blob>('GET', path, undefined, options, 'file');
