import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorMessage, errorStatus } from './api-client';
import { isAbortError, UploadError, uploadFile, uploadFormData } from './upload';

type Handler = ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;

/** Just enough of XMLHttpRequest to drive uploadFile from a test. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  withCredentials = false;
  responseType = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: Handler } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  answer(status: number, text: string, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = text;
    this.onload?.();
  }
}

const file = () => new File(['%PDF-1.4\n%%EOF\n'], 'Quote process.pdf', { type: 'application/pdf' });

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadFile', () => {
  it('posts the fields and the file as multipart with credentials, reports progress, parses JSON', async () => {
    const progress: number[] = [];
    const promise = uploadFile<{ id: string }>({
      url: '/api/training-artifacts/upload',
      file: file(),
      fields: { processId: 'p1', processOutput: 'Quote', description: '', name: undefined },
      onProgress: (p) => progress.push(p.fraction),
    });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/training-artifacts/upload');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers.Accept).toBe('application/json');
    expect([...xhr.body!.keys()]).toEqual(['processId', 'processOutput', 'file']);
    expect((xhr.body!.get('file') as File).name).toBe('Quote process.pdf');

    xhr.progress(5, 20);
    xhr.progress(20, 20);
    xhr.answer(201, '{"id":"a1"}', 'Created');
    await expect(promise).resolves.toEqual({ id: 'a1' });
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it('raises "{status}: {body}" with the status text kept, and the server message reads back', async () => {
    const promise = uploadFile({ url: '/api/files?purpose=process-file', file: file() });
    FakeXhr.last!.answer(
      415,
      '{"message":"The file\'s content does not match its .pdf extension."}',
      'Unsupported Media Type',
    );
    const err = await promise.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UploadError);
    expect((err as UploadError).message).toBe(
      '415: {"message":"The file\'s content does not match its .pdf extension."}',
    );
    expect((err as UploadError).statusText).toBe('Unsupported Media Type');
    expect(errorStatus(err)).toBe(415);
    expect(errorMessage(err)).toBe("The file's content does not match its .pdf extension.");
  });

  it('falls back to the status text when the body is empty', async () => {
    const promise = uploadFile({ url: '/api/files?purpose=process-file', file: file() });
    FakeXhr.last!.answer(413, '', 'Payload Too Large');
    await expect(promise).rejects.toThrow('413: Payload Too Large');
  });

  it('rejects like fetch on a network failure', async () => {
    const promise = uploadFile({ url: '/api/files?purpose=process-file', file: file() });
    FakeXhr.last!.onerror?.();
    const err = await promise.catch((e: unknown) => e);
    expect(errorMessage(err)).toBe('The server could not be reached.');
  });

  it('is cancelled by its signal, before or during the request', async () => {
    const controller = new AbortController();
    const promise = uploadFile({
      url: '/api/files?purpose=process-file',
      file: file(),
      signal: controller.signal,
    });
    controller.abort();
    expect(FakeXhr.last!.aborted).toBe(true);
    expect(isAbortError(await promise.catch((e: unknown) => e))).toBe(true);

    FakeXhr.last = null;
    const early = uploadFile({ url: '/x', file: file(), signal: controller.signal });
    expect(isAbortError(await early.catch((e: unknown) => e))).toBe(true);
    expect(FakeXhr.last).toBeNull();
  });

  it('resolves null for an empty answer', async () => {
    const promise = uploadFile({ url: '/x', file: file() });
    FakeXhr.last!.answer(204, '');
    await expect(promise).resolves.toBeNull();
  });
});

describe('uploadFormData', () => {
  it('names a plain blob by the given name', () => {
    const form = uploadFormData({ file: new Blob(['x']), fileName: 'notes.txt' });
    expect((form.get('file') as File).name).toBe('notes.txt');
  });
});
