import type { TierDocument, TrainingArtifact } from '@core/schemas/training';
import { describe, expect, it } from 'vitest';
import { summariseDelivery } from './delivery-counts';

const doc = (id: string, tier: string, fileType: string): TierDocument => ({
  id,
  processId: 'p',
  tier,
  name: `Doc ${id}`,
  description: null,
  fileType,
  fileUrl: `/objects/${id}/doc.pdf`,
  generatedAt: null,
  createdAt: '2026-11-21T10:00:00.000Z',
});

const artifact = (
  id: string,
  fileType: string,
  fileUrl: string,
  linkType: string | null = null,
): TrainingArtifact => ({
  id,
  processId: 'p',
  processOutput: 'Signed quote',
  name: `Artifact ${id}`,
  description: null,
  fileType,
  fileUrl,
  linkType,
  createdAt: '2026-11-21T10:00:00.000Z',
});

const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('delivery formats of a process', () => {
  it('counts presentations and Tier 1 as sessions, Tier 2–3 guides, checklists, manuals and templates as job aids', () => {
    const summary = summariseDelivery(
      [
        doc('t1-doc', 'tier_1', 'document'),
        doc('t1-guide', 'tier_1', 'guide'),
        doc('t2-pres', 'tier_2', 'presentation'),
        doc('t3-guide', 'tier_3', 'guide'),
        doc('t3-check', 'tier_3', 'checklist'),
        doc('t2-manual', 'tier_2', 'manual'),
        doc('t3-template', 'tier_3', 'template'),
        doc('t3-doc', 'tier_3', 'document'),
      ],
      [],
    );
    expect(ids(summary.ilt)).toEqual(['t1-doc', 't1-guide', 't2-pres']);
    expect(ids(summary.jobAids)).toEqual(['t3-guide', 't3-check', 't2-manual', 't3-template']);
    expect(summary.simulations).toEqual([]);
    expect(summary.jobAids[0]!.source).toBe('Tier 3 · Guide');
  });

  it('counts uploaded output documents as job aids, screenshots and links as simulations', () => {
    const summary = summariseDelivery(
      [],
      [
        artifact('pdf', 'document', '/objects/a/quote.pdf'),
        artifact('shot', 'screenshot', '/objects/b/screen.png'),
        artifact('video', 'document', 'https://youtu.be/x', 'external_url'),
      ],
    );
    expect(ids(summary.jobAids)).toEqual(['pdf']);
    expect(ids(summary.simulations)).toEqual(['shot', 'video']);
    expect(summary.simulations[0]!.source).toBe('Output: Signed quote');
  });

  it('is empty for a process without material', () => {
    expect(summariseDelivery([], [])).toEqual({ ilt: [], jobAids: [], simulations: [] });
  });
});
