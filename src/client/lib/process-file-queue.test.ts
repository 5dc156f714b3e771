import { describe, expect, it } from 'vitest';
import {
  addFiles,
  FAILURE_MESSAGE,
  formatBytes,
  isDiagramEntry,
  mismatchedCount,
  outcomeToast,
  pendingEntries,
  processFileDescription,
  SELECTION_MESSAGE,
  selectionError,
  suggestedFileType,
  updateEntry,
} from './process-file-queue';

const file = (name: string, size = 10, lastModified = 1) =>
  new File([new Uint8Array(size)], name, { lastModified });

describe('process file queue (spec §5)', () => {
  it('adds each file once and refuses other types with the server sentence', () => {
    const pdf = file('Quote.pdf');
    let entries = addFiles([], [pdf, file('Map.vsdx'), file('photo.png')]);
    entries = addFiles(entries, [pdf]);
    expect(entries.map((e) => [e.file.name, e.state])).toEqual([
      ['Quote.pdf', 'ready'],
      ['Map.vsdx', 'ready'],
      ['photo.png', 'refused'],
    ]);
    expect(entries[2]!.error).toBe(
      'Files of type .png are not accepted here. Accepted: .pdf, .doc, .docx, .xls, .xlsx, .vsd, .vsdx, .bpmn, .xml.',
    );
    expect(pendingEntries(entries)).toHaveLength(2);
  });

  it('asks for files and a file type before uploading', () => {
    const entries = addFiles([], [file('Quote.pdf')]);
    expect(selectionError([], 'pdf')).toBe(SELECTION_MESSAGE);
    expect(selectionError(entries, '')).toBe(SELECTION_MESSAGE);
    expect(selectionError(addFiles([], [file('x.png')]), 'pdf')).toBe(SELECTION_MESSAGE);
    expect(selectionError(entries, 'pdf')).toBeNull();
    const done = updateEntry(entries, entries[0]!.key, { state: 'done' });
    expect(selectionError(done, 'pdf')).toBe(SELECTION_MESSAGE);
    const failed = updateEntry(entries, entries[0]!.key, { state: 'failed', error: 'x' });
    expect(selectionError(failed, 'pdf')).toBeNull();
  });

  it('takes BPMN diagrams (.bpmn, .xml) without a file type; replacing a diagram takes one file', () => {
    const diagrams = addFiles([], [file('Dispatch.bpmn'), file('Signavio export.XML')]);
    expect(diagrams.map((e) => [e.state, isDiagramEntry(e)])).toEqual([
      ['ready', true],
      ['ready', true],
    ]);
    expect(selectionError(diagrams, '')).toBeNull();
    expect(selectionError(diagrams, '', 'As-Is map')).toBe(
      'Choose one diagram file to replace the diagram of “As-Is map”, or add them as new workflow maps.',
    );
    expect(selectionError(diagrams.slice(0, 1), '', 'As-Is map')).toBeNull();
    const mixed = addFiles(diagrams, [file('Quote.pdf')]);
    expect(selectionError(mixed, '')).toBe(SELECTION_MESSAGE);
    expect(selectionError(mixed, 'pdf')).toBeNull();
    expect(mismatchedCount(mixed, 'pdf')).toBe(0);
    expect(suggestedFileType([{ name: 'a.bpmn' }, { name: 'b.pdf' }])).toBe('pdf');
  });

  it('suggests the type the files share and counts files of another type', () => {
    expect(suggestedFileType([{ name: 'a.PDF' }, { name: 'b.pdf' }])).toBe('pdf');
    expect(suggestedFileType([{ name: 'a.pdf' }, { name: 'b.docx' }])).toBeNull();
    expect(suggestedFileType([{ name: 'a.png' }])).toBeNull();
    const entries = addFiles([], [file('a.pdf'), file('b.docx'), file('c.png')]);
    expect(mismatchedCount(entries, 'pdf')).toBe(1);
    expect(mismatchedCount(entries, '')).toBe(0);
  });

  it('words the toasts of spec §8, with the reasons of failed files', () => {
    expect(outcomeToast({ uploaded: 3, failures: [], cancelled: false })).toEqual({
      title: 'Upload Successful',
      description: '3 file(s) uploaded successfully.',
      variant: 'default',
    });
    const failed = outcomeToast({
      uploaded: 1,
      failures: [{ name: 'invoice.pdf', message: "The file's content does not match its .pdf extension." }],
      cancelled: false,
    });
    expect(failed.title).toBe('Upload Error');
    expect(failed.variant).toBe('destructive');
    expect(failed.description).toBe(
      `${FAILURE_MESSAGE} 1 of 2 file(s) were uploaded. invoice.pdf: The file's content does not match its .pdf extension.`,
    );
    const many = outcomeToast({
      uploaded: 0,
      failures: ['a', 'b', 'c', 'd'].map((n) => ({ name: `${n}.pdf`, message: 'Too large.' })),
      cancelled: false,
    });
    expect(many.description).toBe(`${FAILURE_MESSAGE} a.pdf: Too large. b.pdf: Too large. And 2 more.`);
    expect(outcomeToast({ uploaded: 0, failures: [], cancelled: true }).title).toBe('Upload cancelled');
  });

  it('describes the artifact and sizes readably', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(12 * 1024)).toBe('12 KB');
    expect(formatBytes(3.4 * 1024 * 1024)).toBe('3.4 MB');
    expect(processFileDescription('vsdx', { name: 'Map.vsdx', size: 2048 })).toBe(
      'Uploaded As-Is process file: Visio drawing, 2 KB.',
    );
  });
});
