import { describe, expect, it } from 'vitest';
import {
  EMPTY_TIER_UPLOAD,
  FILE_REQUIRED,
  firstMessage,
  NAME_REQUIRED,
  prefilledName,
  TierUploadSchema,
  type TierUploadValues,
  tierDocumentBody,
  URL_REQUIRED,
} from './tier-upload-form';

const file = (name: string) => new File(['x'], name);

function messages(values: Partial<TierUploadValues>): Record<string, string> {
  const result = TierUploadSchema.safeParse({ ...EMPTY_TIER_UPLOAD, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('tier document upload form (spec §5)', () => {
  it('asks for a name and a file in file mode, both at once', () => {
    expect(messages({})).toEqual({ name: NAME_REQUIRED, file: FILE_REQUIRED });
    expect(messages({ name: '   ', file: file('guide.pdf') })).toEqual({ name: NAME_REQUIRED });
    expect(messages({ name: 'Guide', file: file('guide.pdf') })).toEqual({});
  });

  it('accepts pdf, doc, docx, ppt, pptx, xls, xlsx and txt files only', () => {
    for (const ext of ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'txt']) {
      expect(messages({ name: 'x', file: file(`a.${ext}`) })).toEqual({});
    }
    expect(messages({ name: 'x', file: file('a.png') }).file).toBe(
      'Files of type .png are not accepted here. Accepted: .pdf, .doc, .docx, .ppt, .pptx, .xls, .xlsx, .txt.',
    );
  });

  it('asks for a web address in link mode', () => {
    expect(messages({ mode: 'link', name: 'Video' })).toEqual({ url: URL_REQUIRED });
    expect(messages({ mode: 'link', name: 'Video', url: 'javascript:alert(1)' })).toEqual({
      url: URL_REQUIRED,
    });
    expect(messages({ mode: 'link', name: 'Video', url: ' https://example.com/v ' })).toEqual({});
  });

  it('reads the first message in field order for the Error toast', () => {
    expect(firstMessage({ file: { message: FILE_REQUIRED }, name: { message: NAME_REQUIRED } })).toBe(
      NAME_REQUIRED,
    );
    expect(firstMessage({})).toBeNull();
  });

  it('prefills an empty name from the file name without its extension', () => {
    expect(prefilledName('', file('Mobile receiving job aid.v2.pdf'))).toBe('Mobile receiving job aid.v2');
    expect(prefilledName('  ', file('guide.docx'))).toBe('guide');
    expect(prefilledName('My name', file('guide.docx'))).toBe('My name');
    expect(prefilledName('', null)).toBe('');
  });

  it('sends a trimmed name, the type, and the description only when there is one', () => {
    const values = { ...EMPTY_TIER_UPLOAD, name: '  Guide ', description: '   ', fileType: 'guide' as const };
    expect(tierDocumentBody(values, 'p1', 'tier_3', '/objects/x/guide.pdf')).toEqual({
      processId: 'p1',
      tier: 'tier_3',
      name: 'Guide',
      fileType: 'guide',
      fileUrl: '/objects/x/guide.pdf',
    });
    expect(
      tierDocumentBody({ ...values, description: ' Steps ' }, 'p1', 'tier_1', 'https://e.com').description,
    ).toBe('Steps');
    expect(EMPTY_TIER_UPLOAD.fileType).toBe('document');
  });
});
