import { ERROR_CODES } from '@shared/contract/error-codes';
import { ApiError, CLIENT_ERROR_CODES, apiErrorFromText, checkResponse, loadResponseSchema, type ResponseSchema } from './api-client';
import { emit } from './events';
import { i18n } from './i18n';

/** Codes of upload failures that happen in the browser, without a server answer. */
export const UPLOAD_CLIENT_ERROR_CODES = {
  timeout: 'UPLOAD_TIMEOUT',
  aborted: 'UPLOAD_ABORTED',
} as const;

export type UploadProgress = { loaded: number; total: number };

type MultipartOptions<T> = {
  schema: ResponseSchema<T>;
  timeoutMs: number;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/**
 * The same form with its text fields before its files. The server checks the fields (category,
 * year, hashes) before it writes a byte of the first file and refuses fields that come after a
 * file, so the order must not depend on how a caller happened to append them.
 */
export function fieldsFirst(form: FormData): FormData {
  const entries = [...form.entries()];
  const ordered = new FormData();
  for (const [name, value] of entries) if (typeof value === 'string') ordered.append(name, value);
  for (const [name, value] of entries) if (typeof value !== 'string') ordered.append(name, value, value.name);
  return ordered;
}

/**
 * POSTs a multipart form (fields first, see fieldsFirst) with XMLHttpRequest, which (unlike fetch) reports upload progress.
 * Same rules as `apiRequest`: session cookie, interface language, `{ message, code }` errors as
 * `ApiError`, a 401 'session expired' raises the app event. The browser sets the multipart
 * boundary and the Origin header.
 */
export function postMultipart<T>(path: string, form: FormData, options: MultipartOptions<T>): Promise<T> {
  const schema = loadResponseSchema(options.schema);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.timeout = options.timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', i18n.language || 'de');

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onerror = () => reject(new ApiError(0, CLIENT_ERROR_CODES.network, 'Network error occurred', false));
    xhr.ontimeout = () => reject(new ApiError(0, UPLOAD_CLIENT_ERROR_CODES.timeout, `Upload timed out after ${options.timeoutMs} ms`, false));
    xhr.onabort = () => reject(new ApiError(0, UPLOAD_CLIENT_ERROR_CODES.aborted, 'Upload cancelled', false));
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) {
        // Without a `{ message, code }` body: 'Upload failed with status: n'.
        const error =
          apiErrorFromText(xhr.status, text, xhr.getResponseHeader('retry-after')) ??
          new ApiError(xhr.status, CLIENT_ERROR_CODES.unknown, `Upload failed with status: ${xhr.status}`, false);
        if (error.status === 401 && error.code === ERROR_CODES.sessionExpired) emit('sessionExpired', { path });
        reject(error);
        return;
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        reject(new ApiError(xhr.status, CLIENT_ERROR_CODES.invalidResponse, 'Invalid JSON response from server', false));
        return;
      }
      schema.then((loaded) => resolve(checkResponse(path, xhr.status, loaded, json))).catch(reject);
    };

    if (options.signal) {
      if (options.signal.aborted) {
        reject(new ApiError(0, UPLOAD_CLIENT_ERROR_CODES.aborted, 'Upload cancelled', false));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(fieldsFirst(form));
  });
}
