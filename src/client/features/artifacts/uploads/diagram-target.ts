import { COMPARISON_ROWS, pickRowArtifact } from '@core/rules/artifact-shapes';
import type { Artifact, ArtifactState } from '@core/schemas/artifact';

/*
 * Where Upload Process Files puts a BPMN diagram (issue 21): the As-Is or To-Be workflow map, its
 * diagram replaced, or a new map. Pure: no React, no network.
 */

export interface DiagramTarget {
  state: ArtifactState;
  /** Replace the diagram of the side's map (when it has one), or add a new workflow map. */
  mode: 'replace' | 'new';
}

const WORKFLOW_ROW = COMPARISON_ROWS.find((row) => row.key === 'workflow_map')!;

/** The workflow map the comparison shows on `state`'s side: the one a diagram replaces. */
export function sideMap(artifacts: readonly Artifact[], state: ArtifactState): Artifact | null {
  return pickRowArtifact(artifacts, WORKFLOW_ROW, state);
}

/** The map whose diagram an upload replaces, or null for a new map (or when the side has none). */
export function replacedMap(artifacts: readonly Artifact[], target: DiagramTarget): Artifact | null {
  return target.mode === 'replace' ? sideMap(artifacts, target.state) : null;
}

export const DEFAULT_DIAGRAM_TARGET: DiagramTarget = { state: 'as_is', mode: 'replace' };

/** What the uploaded diagram did, for the entry's line. */
export function diagramOutcomeText(outcome: 'created' | 'replaced' | 'unchanged', mapName: string): string {
  if (outcome === 'created') return `New workflow map “${mapName}”.`;
  if (outcome === 'replaced') return `Diagram of “${mapName}” replaced.`;
  return `“${mapName}” already has this diagram; nothing changed.`;
}
