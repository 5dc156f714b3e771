import {
  COMPARISON_ROWS,
  type ComparisonRowKey,
  canonicalType,
  pickRowArtifact,
} from '@core/rules/artifact-shapes';
import type { Artifact } from '@core/schemas/artifact';

/*
 * Starting the To-Be from the As-Is (pure: no React, no I/O). A copy is a new To-Be artifact with
 * the As-Is content and image, named with "As-Is" turned into "To-Be".
 */

type Source = Pick<Artifact, 'type' | 'name' | 'description' | 'fileUrl' | 'content'>;

/** "As-Is SIPOC" → "To-Be SIPOC"; "as is map" → "To-Be map"; a name without "As-Is" stays as it is. */
export function toBeName(name: string): string {
  return name.replace(/\bas[-\s]?is\b/gi, 'To-Be');
}

/** The POST /api/artifacts body of a To-Be copy. */
export function copyRequest(source: Source, processId: string) {
  return {
    processId,
    type: canonicalType(source.type),
    state: 'to_be' as const,
    name: toBeName(source.name),
    description: source.description ?? undefined,
    fileUrl: source.fileUrl ?? undefined,
    content: source.content ?? undefined,
  };
}

/** What "Replace To-Be with a copy" writes over the To-Be artifact (PUT body without the revision). */
export function replacementFields(source: Source) {
  return {
    name: toBeName(source.name),
    description: source.description ?? null,
    fileUrl: source.fileUrl ?? null,
    content: source.content ?? {},
  };
}

export interface CopyPlanItem {
  rowKey: ComparisonRowKey;
  label: string;
  artifact: Artifact;
}

/** "Copy all to To-Be": every row whose As-Is card has an artifact and whose To-Be card has none. */
export function planCopyAll(artifacts: readonly Artifact[]): CopyPlanItem[] {
  const plan: CopyPlanItem[] = [];
  for (const row of COMPARISON_ROWS) {
    const asIs = pickRowArtifact(artifacts, row, 'as_is');
    if (asIs && !pickRowArtifact(artifacts, row, 'to_be')) {
      plan.push({ rowKey: row.key, label: row.label, artifact: asIs });
    }
  }
  return plan;
}

export type CopyOutcome = { item: CopyPlanItem } & ({ ok: true } | { ok: false; message: string });

/** The summary toast after copying: how many were copied and which (with why) were not. */
export function copySummary(outcomes: readonly CopyOutcome[]): {
  title: string;
  description: string;
  failed: boolean;
} {
  const done = outcomes.filter((o) => o.ok);
  const failed = outcomes.filter((o): o is CopyOutcome & { ok: false } => !o.ok);
  const names = (list: readonly CopyOutcome[]) => list.map((o) => o.item.label).join(', ');
  const parts: string[] = [];
  if (done.length > 0) {
    parts.push(
      `${done.length} As-Is ${done.length === 1 ? 'artifact' : 'artifacts'} copied: ${names(done)}.`,
    );
  }
  if (failed.length > 0) {
    parts.push(
      `${failed.length} could not be copied: ${failed.map((o) => `${o.item.label} (${o.message})`).join(', ')}.`,
    );
  }
  if (outcomes.length === 0) parts.push('Every As-Is artifact already has a To-Be.');
  return {
    title:
      failed.length === 0 ? 'Copied to To-Be' : done.length === 0 ? 'Nothing was copied' : 'Partly copied',
    description: parts.join(' '),
    failed: failed.length > 0,
  };
}
