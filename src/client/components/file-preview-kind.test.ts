import { describe, expect, it } from 'vitest';
import { canPreview, isPasswordProtected, previewKind, storedFileName } from './file-preview-kind';

describe('file preview', () => {
  it('previews stored images, PDFs and text by their extension', () => {
    expect(previewKind('/objects/0b6f3c1e-1111-4222-8333-944455556666/Screen%20shot.PNG')).toBe('image');
    expect(previewKind('/objects/0b6f3c1e-1111-4222-8333-944455556666/map.svg')).toBe('image');
    expect(previewKind('/objects/0b6f3c1e-1111-4222-8333-944455556666/Quote%20process.pdf')).toBe('pdf');
    expect(previewKind('/objects/0b6f3c1e-1111-4222-8333-944455556666/job-aid.txt')).toBe('text');
  });

  it('previews Visio drawings as the server draws them', () => {
    expect(previewKind('/objects/0b6f3c1e-1111-4222-8333-944455556666/Dispatch.vsdx')).toBe('visio');
    expect(previewKind('/objects/0b6f3c1e-1111-4222-8333-944455556666/OLD.VSD')).toBe('visio');
    expect(previewKind('/objects/0b6f3c1e-1111-4222-8333-944455556666/Dispatch.vsdx', true)).toBe('none');
  });

  it('does not preview office files, web links or anything else', () => {
    expect(previewKind('/objects/0b6f3c1e-1111-4222-8333-944455556666/plan.docx')).toBe('none');
    expect(previewKind('https://example.com/guide.pdf')).toBe('none');
    expect(previewKind('/uploads/guide.pdf')).toBe('none');
    expect(previewKind(null)).toBe('none');
    expect(canPreview('')).toBe(false);
  });

  it('previews no password-protected file, whatever its kind', () => {
    const url = '/objects/0b6f3c1e-1111-4222-8333-944455556666/Quote%20process.pdf';
    expect(previewKind(url, true)).toBe('none');
    expect(canPreview(url, true)).toBe(false);
    expect(isPasswordProtected({ file: { passwordProtected: true } })).toBe(true);
    expect(isPasswordProtected({ file: null })).toBe(false);
    expect(isPasswordProtected({})).toBe(false);
  });

  it('reads the decoded file name of a stored URL', () => {
    expect(storedFileName('/objects/abc/Quote%20process.pdf')).toBe('Quote process.pdf');
    expect(storedFileName('/objects/abc/100%.pdf')).toBe('100%.pdf');
    expect(storedFileName('https://example.com/a.pdf')).toBe('');
  });
});
