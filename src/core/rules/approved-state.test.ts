import { describe, expect, it } from 'vitest';
import type { ChangeImpact } from '../schemas/change-impact';
import type { PainPointStatus } from '../schemas/pain-point-status';
import {
  type ApprovedItemChange,
  type ApprovedRows,
  approvedStateChanges,
  matrixRowText,
  statusText,
} from './approved-state';

const status = (painPointId: string, painPointTitle: string, value: string): PainPointStatus => ({
  id: `${painPointId}-${value}`,
  processId: 'p',
  painPointId,
  painPointTitle,
  status: value,
});
const impact = (processOutput: string, over: Partial<ChangeImpact> = {}): ChangeImpact => ({
  id: processOutput,
  processId: 'p',
  processOutput,
  changeType: 'MODIFIED',
  changeDescription: ['SYSTEMS'],
  impactAssessment: 'HIGH',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const doc = { id: 'd1', processId: 'p', tier: 'tier_2', name: 'Guide', description: null, fileType: 'guide' };
const tierDoc = {
  ...doc,
  fileUrl: 'https://x.example/g',
  generatedAt: null,
  createdAt: '2026-01-01T00:00:00Z',
};
const material = {
  id: 'm1',
  processId: 'p',
  processOutput: 'Work order',
  name: 'Walkthrough',
  description: null,
  fileType: 'document',
  fileUrl: 'https://x.example/w',
  linkType: 'external_url',
  createdAt: '2026-01-01T00:00:00Z',
};
const rows = (over: Partial<ApprovedRows> = {}): ApprovedRows => ({
  painPointStatuses: [],
  changeImpacts: [],
  tierDocuments: [],
  trainingArtifacts: [],
  ...over,
});

const withoutKeys = (changes: ApprovedItemChange[]) => changes.map(({ key: _, ...change }) => change);

describe('the approved rows of a published version', () => {
  it('reads statuses and matrix rows as the screens name them', () => {
    expect(statusText(['not_addressed', 'resolved'])).toBe('Resolved, Not Addressed');
    expect(statusText([])).toBe('Not Set');
    expect(matrixRowText(impact('x', { changeDescription: ['SYSTEMS', 'PEOPLE'] }))).toBe(
      'MODIFIED · Systems, People · HIGH',
    );
    expect(matrixRowText(impact('x', { changeType: null, changeDescription: [] }))).toBe('— · — · HIGH');
  });

  it('reports nothing when nothing changed', () => {
    const same = rows({
      painPointStatuses: [status('a', 'Paper', 'resolved')],
      changeImpacts: [impact('Work order')],
      tierDocuments: [tierDoc],
      trainingArtifacts: [material],
    });
    expect(approvedStateChanges(same, same).flatMap((s) => s.changes)).toEqual([]);
  });

  it('lists changed statuses, matrix rows added, changed and removed, and training items added and removed', () => {
    const then = rows({
      painPointStatuses: [status('a', 'Paper', 'resolved'), status('b', 'Double entry', 'parking_lot')],
      changeImpacts: [impact('Work order'), impact('Invoice')],
      tierDocuments: [tierDoc],
    });
    const now = rows({
      painPointStatuses: [
        status('a', 'Paper tickets', 'resolved'),
        status('a', 'Paper tickets', 'not_addressed'),
      ],
      changeImpacts: [
        impact('work order ', { impactAssessment: 'LOW' }),
        impact('Quote', { changeType: 'NEW' }),
      ],
      trainingArtifacts: [material],
    });
    const [pain, matrix, training] = approvedStateChanges(then, now);
    expect(withoutKeys(pain!.changes)).toEqual([
      { kind: 'changed', item: 'Paper tickets', before: 'Resolved', after: 'Resolved, Not Addressed' },
      { kind: 'changed', item: 'Double entry', before: 'Added to Parking Lot', after: 'Not Set' },
    ]);
    expect(withoutKeys(matrix!.changes)).toEqual([
      {
        kind: 'changed',
        item: 'work order ',
        before: 'MODIFIED · Systems · HIGH',
        after: 'MODIFIED · Systems · LOW',
      },
      { kind: 'added', item: 'Quote', before: null, after: 'NEW · Systems · HIGH' },
      { kind: 'removed', item: 'Invoice', before: 'MODIFIED · Systems · HIGH', after: null },
    ]);
    expect(training!.changes.map((c) => [c.kind, c.item])).toEqual([
      ['removed', 'Tier 2 guide “Guide”'],
      ['added', '“Walkthrough” for Work order'],
    ]);
  });

  it('says a version published before the rows were kept did not record them', () => {
    const sections = approvedStateChanges({}, rows({ changeImpacts: [impact('Work order')] }));
    expect(sections.map((s) => [s.key, s.recorded, s.changes.length])).toEqual([
      ['pain_points', false, 0],
      ['matrix', false, 0],
      ['training', false, 0],
    ]);
  });

  it('counts everything as added for a process never published', () => {
    const sections = approvedStateChanges(null, rows({ changeImpacts: [impact('Work order')] }));
    expect(withoutKeys(sections[1]!.changes)).toEqual([
      { kind: 'added', item: 'Work order', before: null, after: 'MODIFIED · Systems · HIGH' },
    ]);
  });
});
