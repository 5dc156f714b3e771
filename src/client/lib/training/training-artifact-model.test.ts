import type { TrainingArtifact } from '@core/schemas/training';
import { describe, expect, it } from 'vitest';
import { artifactKind, artifactsForOutput, linkFromInput, openTarget } from './training-artifact-model';

const artifact = (patch: Partial<TrainingArtifact>): TrainingArtifact => ({
  id: 'a',
  processId: 'p',
  processOutput: 'Signed quote',
  name: 'Quote screen',
  description: null,
  fileType: 'document',
  fileUrl: '/objects/0b6f3c1e-1111-4222-8333-944455556666/quote.pdf',
  linkType: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  ...patch,
});

describe('training artifacts of an output', () => {
  it('keeps only the artifacts of the output', () => {
    const list = [
      artifact({ id: '1' }),
      artifact({ id: '2', processOutput: 'Contract' }),
      artifact({ id: '3' }),
    ];
    expect(artifactsForOutput(list, 'Signed quote').map((a) => a.id)).toEqual(['1', '3']);
    expect(artifactsForOutput(list, 'Invoice')).toEqual([]);
  });

  it('tells documents, screenshots, links and videos apart', () => {
    expect(artifactKind(artifact({}))).toBe('document');
    expect(artifactKind(artifact({ fileType: 'screenshot' }))).toBe('screenshot');
    expect(
      artifactKind(artifact({ fileUrl: 'https://docs.google.com/document/d/1', linkType: 'external_url' })),
    ).toBe('link');
    expect(artifactKind(artifact({ fileUrl: 'https://youtu.be/abc', linkType: 'external_url' }))).toBe(
      'video',
    );
  });

  it('opens stored files and web links in a new tab, anything else in the detail dialog (spec §9)', () => {
    expect(openTarget('/objects/x/quote.pdf')).toEqual({ kind: 'new-tab', url: '/objects/x/quote.pdf' });
    expect(openTarget('https://example.com/a')).toEqual({ kind: 'new-tab', url: 'https://example.com/a' });
    expect(openTarget('HTTP://example.com')).toMatchObject({ kind: 'new-tab' });
    expect(openTarget('/uploads/quote.pdf')).toEqual({ kind: 'dialog' });
    expect(openTarget(null)).toEqual({ kind: 'dialog' });
  });

  it('adds a link on Enter only when there is one, named from its address (spec §5)', () => {
    expect(linkFromInput('   ', 'Signed quote')).toEqual({ kind: 'empty' });
    expect(linkFromInput('not a url', 'Signed quote')).toEqual({
      kind: 'invalid',
      message: 'Please provide a valid URL.',
    });
    expect(linkFromInput('javascript:alert(1)', 'Signed quote').kind).toBe('invalid');
    expect(linkFromInput(' https://www.youtube.com/watch?v=x ', 'Signed quote')).toEqual({
      kind: 'link',
      url: 'https://www.youtube.com/watch?v=x',
      name: 'YouTube Video - Signed quote',
    });
    expect(linkFromInput('https://docs.google.com/document/d/1', 'Signed quote')).toMatchObject({
      name: 'Google Document - Signed quote',
    });
    expect(linkFromInput('https://intranet.example.com/quote', 'Signed quote')).toMatchObject({
      name: 'External Link - Signed quote',
    });
  });
});
