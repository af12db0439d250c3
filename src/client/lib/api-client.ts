import type { ZodType } from 'zod';
import { ERROR_CODES, isErrorBody, type ErrorBody } from '@shared/contract/error-codes';
import { BACKGROUND_POLL_HEADER } from '@shared/contract/background-poll-header';
import { emit } from './events';
import { i18n } from './i18n';
import { yieldToMain } from './yield-to-main';

/** Error codes the client itself gives to failures that carry no server body. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  unknown: 'UNKNOWN_ERROR',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

/** What an error answer carries besides code and message. */
export type ApiErrorDetails = {
  params?: Record<string, unknown>;
  /** Seconds until a retry may succeed: the Retry-After header (or the `seconds` param). */
  retryAfter?: number;
  /** With INTERNAL: the id of the server's log line, for support. */
  errorId?: string;
};

/**
 * Every failed call ends up as one of these: HTTP status (0 without a response), code, the
 * English message (for logs, never shown: `errorText` says it in the person's language) and
 * the code's params.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** True when the error came from the server's `{ message, code }` body. */
  readonly fromServer: boolean;
  readonly params: Record<string, unknown> | undefined;
  readonly retryAfter: number | undefined;
  readonly errorId: string | undefined;

  constructor(status: number, code: string, message: string, fromServer: boolean, details: ApiErrorDetails = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fromServer = fromServer;
    this.params = details.params;
    this.retryAfter = details.retryAfter;
    this.errorId = details.errorId;
  }
}

/** The ApiError of a server's error body; `retryAfterHeader` is the answer's Retry-After value. */
export function apiErrorFromBody(status: number, body: ErrorBody, retryAfterHeader: string | null): ApiError {
  const headerSeconds = retryAfterHeader === null ? Number.NaN : Number(retryAfterHeader);
  const paramSeconds = body.params?.['seconds'];
  const retryAfter = Number.isFinite(headerSeconds) ? headerSeconds : typeof paramSeconds === 'number' ? paramSeconds : undefined;
  return new ApiError(status, body.code, body.message, true, { params: body.params, retryAfter, errorId: body.errorId });
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A 401 'session expired': the Session Expired dialog already tells the person, no extra toast. */
export function isSessionExpired(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && error.code === ERROR_CODES.sessionExpired;
}

/**
 * The contract schema an answer must match, or a function that imports it. The calls of the first
 * screen (auth check, sign-in, home) pass the import: zod and the contract module then download
 * while the request travels instead of holding up the page's first load (issue 10).
 */
export type ResponseSchema<T> = ZodType<T> | (() => Promise<ZodType<T>>);

/**
 * A contract module imported on first use (issue 10). A failed download (offline, a deployment
 * replaced the chunk) becomes the same network error as a failed request. The import starts in a
 * task of its own: starting it adds a preload link for each chunk the module needs (a millisecond
 * or more each on a phone), and the calls of a page all start as it mounts, in one task.
 */
export function importContract<M>(load: () => Promise<M>): Promise<M> {
  return yieldToMain().then(load).catch(() => {
    throw new ApiError(0, CLIENT_ERROR_CODES.network, 'Network error', false);
  });
}

/** Starts loading a schema given as an import (see ResponseSchema). */
export function loadResponseSchema<T>(schema: ResponseSchema<T>): Promise<ZodType<T>> {
  if (typeof schema !== 'function') return Promise.resolve(schema);
  const loading = importContract(schema);
  // Awaited only once the answer is in; a request that fails first must not leave it unhandled.
  loading.catch(() => undefined);
  return loading;
}

/** The answer checked against its contract schema; a mismatch is an INVALID_RESPONSE error. */
export function checkResponse<T>(path: string, status: number, schema: ZodType<T>, json: unknown): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    console.error(`Response of ${path} does not match the contract`, parsed.error.issues);
    throw new ApiError(status, CLIENT_ERROR_CODES.invalidResponse, 'Invalid response from server', false);
  }
  return parsed.data;
}

/** The ApiError of an error answer's text: the server's `{ message, code }` body when it is one, else null. */
export function apiErrorFromText(status: number, text: string, retryAfterHeader: string | null): ApiError | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  return isErrorBody(body) ? apiErrorFromBody(status, body, retryAfterHeader) : null;
}

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON payload; sent with a JSON content type only when present. */
  body?: unknown;
  /** The contract schema the answer must match (or its import, see ResponseSchema). */
  schema: ResponseSchema<T>;
  /** Marks the 30-second background polls, which must not extend the session. */
  background?: boolean;
  /** Auth calls answer 401 as part of their flow; only data calls raise 'session expired'. */
  raiseSessionExpired?: boolean;
  signal?: AbortSignal;
};

async function readErrorBody(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const fromBody = apiErrorFromText(response.status, text, response.headers.get('retry-after'));
  if (fromBody) return fromBody;
  // Spec part 1 §8: the status code, a colon and the response text (or the status text).
  return new ApiError(response.status, CLIENT_ERROR_CODES.unknown, `${response.status}: ${text || response.statusText}`, false);
}

/** Calls the API same-origin with the session cookie and the interface language. */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language || 'de',
  };
  if (options.background) headers[BACKGROUND_POLL_HEADER] = '1';
  const hasBody = options.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  const schema = loadResponseSchema(options.schema);

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers,
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, CLIENT_ERROR_CODES.network, 'Network error', false);
  }

  if (!response.ok) {
    const error = await readErrorBody(response);
    if (
      error.status === 401 &&
      error.code === ERROR_CODES.sessionExpired &&
      options.raiseSessionExpired !== false
    ) {
      emit('sessionExpired', { path });
    }
    throw error;
  }

  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError(response.status, CLIENT_ERROR_CODES.invalidResponse, 'Invalid JSON response from server', false);
  }
  return checkResponse(path, response.status, await schema, json);
}

/**
 * Calls an API path that answers a file (a PDF download, say) and returns its bytes as a Blob.
 * Failures become the same `ApiError`s as `apiRequest`, including 'session expired'.
 */
export async function apiBlobRequest(path: string, options: { signal?: AbortSignal } = {}): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'GET',
      credentials: 'include',
      headers: { 'Accept-Language': i18n.language || 'de' },
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, CLIENT_ERROR_CODES.network, 'Network error', false);
  }
  if (!response.ok) {
    const error = await readErrorBody(response);
    if (error.status === 401 && error.code === ERROR_CODES.sessionExpired) emit('sessionExpired', { path });
    throw error;
  }
  return response.blob();
}

/** Retry rule for queries that retry: never on answers that would repeat (4xx), up to `times` otherwise. */
export function retryUnlessClientError(times: number) {
  return (failureCount: number, error: unknown): boolean => {
    if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
    return failureCount < times;
  };
}

/** Query-string helper: `withQuery('/api/user', { taxYear: 2025 })`. */
export function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
