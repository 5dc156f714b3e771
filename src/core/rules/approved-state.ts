import type { ChangeImpact } from '../schemas/change-impact';
import type { PainPointStatus } from '../schemas/pain-point-status';
import type { PublishedSnapshot } from '../schemas/reviews';
import type { TierDocument, TrainingArtifact } from '../schemas/training';
import { exportLabel } from './export-labels';
import { outputKey } from './impact-suggestions';
import { NO_STATUS_LABEL } from './report/report-labels';

/*
 * The rows a published version keeps beside its artifacts (issue 24: the whole approved state),
 * as words, and what changed in them since: pain point statuses per pain point, the change impact
 * matrix per output, training documents and materials per item. A version published before these
 * rows were kept did not record them: its sections say so rather than report everything as added.
 */

export type ApprovedRows = Required<
  Pick<PublishedSnapshot, 'painPointStatuses' | 'changeImpacts' | 'tierDocuments' | 'trainingArtifacts'>
>;
type TierItem = Omit<TierDocument, 'file'>;
type MaterialItem = Omit<TrainingArtifact, 'file'>;

export const NOT_RECORDED = 'Not recorded in this version';

/** The statuses of one pain point in the tracker's order, as words; Not Set for none. */
export function statusLabels(statuses: Iterable<string>): string[] {
  const order = ['resolved', 'partially_resolved', 'parking_lot', 'not_addressed'];
  const sorted = [...new Set(statuses)].sort((a, b) => rank(order, a) - rank(order, b));
  return sorted.length ? sorted.map(exportLabel.painPointStatus) : [NO_STATUS_LABEL];
}

export const statusText = (statuses: Iterable<string>): string => statusLabels(statuses).join(', ');

function rank(order: readonly string[], value: string): number {
  const i = order.indexOf(value);
  return i < 0 ? order.length : i;
}

type MatrixValues = Pick<ChangeImpact, 'changeType' | 'changeDescription' | 'impactAssessment'>;

/** Change type, descriptions and impact as words; a part not chosen reads "—". */
export function matrixRowParts(row: MatrixValues): [string, string, string] {
  const descriptions = row.changeDescription.map(exportLabel.changeDescription).join(', ');
  const parts = [
    exportLabel.changeType(row.changeType),
    descriptions,
    exportLabel.impact(row.impactAssessment),
  ];
  return parts.map((part) => part || '—') as [string, string, string];
}

/** "MODIFIED · Systems, People · HIGH". */
export const matrixRowText = (row: MatrixValues): string => matrixRowParts(row).join(' · ');

/** "Tier 2 guide “Dispatch guide”". */
export function tierDocumentText(doc: Pick<TierItem, 'tier' | 'fileType' | 'name'>): string {
  return `${exportLabel.tier(doc.tier)} ${exportLabel.tierDocumentType(doc.fileType).toLowerCase()} “${doc.name}”`;
}

/** "“Walkthrough” for Work order". */
export function trainingMaterialText(item: Pick<MaterialItem, 'name' | 'processOutput'>): string {
  return `“${item.name}” for ${item.processOutput}`;
}

export interface ApprovedItemChange {
  /** Unique within its section. */
  key: string;
  kind: 'added' | 'removed' | 'changed';
  /** What the line is about: a pain point's title, an output, a document. */
  item: string;
  before: string | null;
  after: string | null;
}

export interface ApprovedSectionChanges {
  key: 'pain_points' | 'matrix' | 'training';
  label: string;
  /** False for a version published before this section was kept. */
  recorded: boolean;
  changes: ApprovedItemChange[];
}

/** Items keyed the same on both sides, compared by their text. */
function diffKeyed(
  before: ReadonlyMap<string, { item: string; text: string }>,
  after: ReadonlyMap<string, { item: string; text: string }>,
): ApprovedItemChange[] {
  const out: ApprovedItemChange[] = [];
  for (const [key, now] of after) {
    const then = before.get(key);
    if (!then) out.push({ key, kind: 'added', item: now.item, before: null, after: now.text });
    else if (then.text !== now.text)
      out.push({ key, kind: 'changed', item: now.item, before: then.text, after: now.text });
  }
  for (const [key, then] of before) {
    if (!after.has(key)) out.push({ key, kind: 'removed', item: then.item, before: then.text, after: null });
  }
  return out;
}

function byPainPoint(rows: readonly PainPointStatus[]) {
  const groups = new Map<string, { title: string; statuses: string[] }>();
  for (const row of rows) {
    const key = row.painPointId ?? row.painPointTitle;
    const group = groups.get(key) ?? { title: row.painPointTitle, statuses: [] };
    group.statuses.push(row.status);
    groups.set(key, group);
  }
  return groups;
}

function painPointChanges(before: readonly PainPointStatus[], after: readonly PainPointStatus[]) {
  const then = byPainPoint(before);
  const now = byPainPoint(after);
  const out: ApprovedItemChange[] = [];
  // A pain point without a status is Not Set on that side, not absent: its statuses changed.
  for (const key of new Set([...now.keys(), ...then.keys()])) {
    const a = then.get(key);
    const b = now.get(key);
    const beforeText = statusText(a?.statuses ?? []);
    const afterText = statusText(b?.statuses ?? []);
    if (beforeText !== afterText)
      out.push({ key, kind: 'changed', item: (b ?? a)!.title, before: beforeText, after: afterText });
  }
  return out;
}

const keyed = <T>(
  rows: readonly T[],
  key: (row: T) => string,
  item: (row: T) => string,
  text: (row: T) => string,
) => new Map(rows.map((row) => [key(row), { item: item(row), text: text(row) }]));

function matrixChanges(before: readonly ChangeImpact[], after: readonly ChangeImpact[]) {
  const map = (rows: readonly ChangeImpact[]) =>
    keyed(
      rows,
      (r) => outputKey(r.processOutput),
      (r) => r.processOutput,
      matrixRowText,
    );
  return diffKeyed(map(before), map(after));
}

function trainingChanges(
  before: { tierDocuments: readonly TierItem[]; trainingArtifacts: readonly MaterialItem[] },
  after: { tierDocuments: readonly TierItem[]; trainingArtifacts: readonly MaterialItem[] },
) {
  const docs = (rows: readonly TierItem[]) =>
    keyed(
      rows,
      (d) => `doc:${d.id}`,
      tierDocumentText,
      (d) => `${d.description ?? ''} ${d.fileUrl}`.trim(),
    );
  const materials = (rows: readonly MaterialItem[]) =>
    keyed(
      rows,
      (m) => `material:${m.id}`,
      trainingMaterialText,
      (m) => `${m.description ?? ''} ${m.fileUrl ?? ''}`.trim(),
    );
  return [
    ...diffKeyed(docs(before.tierDocuments), docs(after.tierDocuments)),
    ...diffKeyed(materials(before.trainingArtifacts), materials(after.trainingArtifacts)),
  ];
}

/**
 * What changed in the approved rows between a published version and now (or between nothing and
 * now, `published` null, for a process never published: everything is added).
 */
export function approvedStateChanges(
  published: Partial<ApprovedRows> | null,
  current: ApprovedRows,
): ApprovedSectionChanges[] {
  const base: Partial<ApprovedRows> = published ?? {
    painPointStatuses: [],
    changeImpacts: [],
    tierDocuments: [],
    trainingArtifacts: [],
  };
  const training = base.tierDocuments && base.trainingArtifacts;
  return [
    {
      key: 'pain_points',
      label: 'Pain Point Resolution',
      recorded: !!base.painPointStatuses,
      changes: base.painPointStatuses
        ? painPointChanges(base.painPointStatuses, current.painPointStatuses)
        : [],
    },
    {
      key: 'matrix',
      label: 'Change Impact Assessment Matrix',
      recorded: !!base.changeImpacts,
      changes: base.changeImpacts ? matrixChanges(base.changeImpacts, current.changeImpacts) : [],
    },
    {
      key: 'training',
      label: 'Training Materials',
      recorded: !!training,
      changes: training
        ? trainingChanges(
            { tierDocuments: base.tierDocuments!, trainingArtifacts: base.trainingArtifacts! },
            current,
          )
        : [],
    },
  ];
}
