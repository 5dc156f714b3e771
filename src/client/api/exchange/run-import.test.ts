import { describe, expect, it } from 'vitest';
import { UploadError } from '../../lib/upload';
import { readImportFailure } from './run-import';

const report = {
  kind: 'archive',
  mode: 'merge',
  applied: false,
  summary: { create: 0, update: 0, unchanged: 0, reject: 1 },
  rows: [{ sheet: 'processes', row: 2, key: 'x', action: 'reject', reason: 'Unknown job role' }],
};

describe('readImportFailure', () => {
  it("gives the server's message and the report of a refused import", () => {
    const err = new UploadError(
      400,
      'Bad Request',
      JSON.stringify({ message: 'The import was refused.', report }),
    );
    expect(readImportFailure(err)).toEqual({ status: 400, message: 'The import was refused.', report });
  });

  it('reads 413 and 415 in words when the server says nothing', () => {
    expect(readImportFailure(new UploadError(413, 'Payload Too Large', '')).message).toBe(
      'Payload Too Large',
    );
    expect(readImportFailure(new UploadError(415, '', '<html></html>')).message).toMatch(
      /cannot be imported/,
    );
    expect(readImportFailure(new UploadError(415, '', JSON.stringify({ message: 'Not a zip' })))).toEqual({
      status: 415,
      message: 'Not a zip',
      report: null,
    });
  });

  it('survives a network failure', () => {
    expect(readImportFailure(new TypeError('Failed to fetch'))).toEqual({
      status: null,
      message: 'The server could not be reached.',
      report: null,
    });
  });
});
