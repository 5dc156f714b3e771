/**
 * Multipart uploads with progress. `fetch` cannot report upload progress, so this one call uses
 * XMLHttpRequest; it behaves like the spec §8 wrapper otherwise: the session cookie is sent and a
 * non-OK answer raises `Error("{status}: {body text or status text}")` (an UploadError, which also
 * keeps the status text: a training file upload names it, spec §8 "Upload failed: {status text}").
 */

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 1; 0 until the browser knows the size. */
  fraction: number;
}

export interface UploadOptions {
  url: string;
  file: Blob;
  /** The name the server sees; a File's own name by default. */
  fileName?: string;
  /** Plain text form fields, sent before the file; empty values are left out. */
  fields?: Record<string, string | null | undefined>;
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting cancels the request; the promise rejects with an AbortError. */
  signal?: AbortSignal;
}

/** A non-OK answer to an upload. `message` follows the wrapper's "{status}: {body}" format. */
export class UploadError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'UploadError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}

/** True for the rejection of an upload that was cancelled on purpose. */
export function isAbortError(err: unknown): boolean {
  return err instanceof Error && err.name === 'AbortError';
}

function abortError(): Error {
  const err = new Error('The upload was cancelled.');
  err.name = 'AbortError';
  return err;
}

function fraction(loaded: number, total: number): number {
  return total > 0 ? Math.min(1, Math.max(0, loaded / total)) : 0;
}

/** The form the server reads: text fields first, then the file in the field `file`. */
export function uploadFormData(options: Pick<UploadOptions, 'file' | 'fileName' | 'fields'>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(options.fields ?? {})) {
    if (value !== undefined && value !== null && value !== '') form.append(key, value);
  }
  const name = options.fileName ?? (options.file as Partial<File>).name ?? 'file';
  form.append('file', options.file, name);
  return form;
}

/**
 * POSTs one file as multipart/form-data and resolves with the parsed JSON answer (null when the
 * answer is empty). A network failure rejects like fetch does ("Failed to fetch").
 */
export function uploadFile<T>(options: UploadOptions): Promise<T> {
  const { url, signal, onProgress } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.setRequestHeader('Accept', 'application/json');

    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : options.file.size;
      onProgress?.({ loaded: event.loaded, total, fraction: fraction(event.loaded, total) });
    };
    xhr.onload = () => {
      done();
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new UploadError(xhr.status, xhr.statusText, text));
        return;
      }
      const size = options.file.size;
      onProgress?.({ loaded: size, total: size, fraction: 1 });
      if (!text) {
        resolve(null as T);
        return;
      }
      try {
        resolve(JSON.parse(text) as T);
      } catch {
        reject(new UploadError(xhr.status, xhr.statusText, 'The server answered with something unreadable.'));
      }
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Failed to fetch'));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(uploadFormData(options));
  });
}
