import { COMPARISON_ROWS } from '@core/rules/artifact-shapes';
import {
  contentTooDeepMessage,
  contentTooLargeMessage,
  MAX_CONTENT_BYTES,
  MAX_CONTENT_DEPTH,
} from '@core/schemas/artifact-content';
import { describe, expect, it } from 'vitest';
import {
  artifactFields,
  contentFromEditor,
  editorFormSchema,
  editorTitle,
  toEditorValues,
} from './editor-shapes';

describe('artifact editor values', () => {
  it('starts a new artifact named for its side and row, and titles the dialog', () => {
    expect(toEditorValues('sipoc', 'to_be', null)).toMatchObject({
      name: 'To-Be SIPOC',
      description: '',
      fileUrl: null,
    });
    expect(editorTitle('sipoc', 'to_be', true)).toBe('Edit To-Be SIPOC');
    expect(editorTitle('job_description', 'as_is', false)).toBe('Add As-Is Job Description');
  });

  it('maps every row’s empty form to content its zod shape accepts', () => {
    for (const row of COMPARISON_ROWS) {
      const values = toEditorValues(row.key, 'as_is', null);
      expect(editorFormSchema(row.key).safeParse(values).success, row.key).toBe(true);
      expect(contentFromEditor(row.key, row.types[0], values.shape, null), row.key).toEqual({
        ok: true,
        content: {},
      });
    }
  });

  it('keeps unknown fields of the stored content and checks the result with the shared shape', () => {
    const stored = { suppliers: ['A'], note: 'kept' };
    const values = toEditorValues('sipoc', 'as_is', {
      name: 'S',
      description: null,
      fileUrl: null,
      content: stored,
    });
    expect(contentFromEditor('sipoc', 'role_sipoc', values.shape, stored)).toEqual({
      ok: true,
      content: stored,
    });
    // A stored field the form does not edit but the shape knows, of the wrong kind, is reported, not sent.
    const jd = toEditorValues('job_description', 'to_be', null);
    const invalid = contentFromEditor('job_description', 'job_description', jd.shape, {
      significanceMode: 'often',
    });
    expect(invalid).toEqual({
      ok: false,
      message: expect.stringMatching(/^The content is not valid at significanceMode/),
    });
  });

  it('checks the content limits the server checks before a save is sent, naming them', () => {
    let deep: unknown = 'kept';
    for (let i = 1; i < MAX_CONTENT_DEPTH; i++) deep = [deep];
    // Stored content at exactly the depth limit (kept unknown field) still saves from the editor…
    const atLimit = { suppliers: ['A'], legacy: deep };
    const values = toEditorValues('sipoc', 'as_is', {
      name: 'S',
      description: null,
      fileUrl: null,
      content: atLimit,
    });
    expect(contentFromEditor('sipoc', 'sipoc', values.shape, atLimit)).toEqual({
      ok: true,
      content: atLimit,
    });
    // …one level deeper, or content past the size limit, is refused with the server's message.
    const tooDeep = { ...atLimit, legacy: [deep] };
    expect(contentFromEditor('sipoc', 'sipoc', values.shape, tooDeep)).toEqual({
      ok: false,
      message: `The content is not valid: ${contentTooDeepMessage()}`,
    });
    const jd = toEditorValues('job_description', 'to_be', null);
    const huge = contentFromEditor('job_description', 'job_description', jd.shape, {
      notes: 'x'.repeat(MAX_CONTENT_BYTES),
    });
    expect(huge).toEqual({ ok: false, message: `The content is not valid: ${contentTooLargeMessage()}` });
  });

  it('requires a name, clears a blank description and sends the image only for workflow maps', () => {
    const values = toEditorValues('systems', 'as_is', null);
    const result = editorFormSchema('systems').safeParse({ ...values, name: '  ' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['name'], message: 'Enter a name' });
    expect(artifactFields({ ...values, name: ' Systems ', description: ' ' }, 'systems')).toEqual({
      name: 'Systems',
      description: null,
    });
    expect(artifactFields({ ...values, fileUrl: '/objects/1/a.png' }, 'workflow_map')).toMatchObject({
      fileUrl: '/objects/1/a.png',
    });
  });
});
