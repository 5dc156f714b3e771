import { hasDiagramText } from '../../../core/artifact-types/workflow-map-diagram';
import { diffBpmn } from '../../../core/bpmn/diff';
import { parseBpmn } from '../../../core/bpmn/parse';
import { COMPARISON_ROWS, pickRowArtifact } from '../../../core/rules/artifact-shapes';
import type { Artifact } from '../../../core/schemas/artifact';
import type { MapDiff } from '../../../core/schemas/map-diff';
import type { Db } from '../../db/client';
import { requireProcess } from '../../db/find';
import { listArtifacts } from '../artifacts';

const WORKFLOW_ROW = COMPARISON_ROWS.find((row) => row.key === 'workflow_map')!;
const SIDE = { as_is: 'As-Is', to_be: 'To-Be' } as const;
const NO_IDS = { added: [], removed: [], changed: [], layoutChanged: [] };

/** Why one side cannot be compared, or its parsed diagram; `side` names it ("As-Is", "published To-Be"). */
async function sideDiagram(artifact: Artifact | null, side: string) {
  if (!artifact) return { reason: `The process has no ${side} workflow map.` };
  if (!hasDiagramText(artifact.content)) {
    return { reason: `The ${side} workflow map has no BPMN diagram.` };
  }
  // Stored diagrams were read on their way in; this only guards rows written before that check.
  const parsed = await parseBpmn(artifact.content.bpmn);
  if (!parsed.ok) {
    return { reason: `The ${side} workflow map's BPMN diagram could not be read: ${parsed.reason}` };
  }
  return { definitions: parsed.definitions };
}

/**
 * The As-Is → To-Be difference of a process's workflow map diagrams (404 for an unknown process).
 * The maps compared are the ones the comparison's workflow map row shows: the first (oldest)
 * workflow map of each state (pickRowArtifact).
 */
export async function getMapDiff(db: Db, processId: string): Promise<MapDiff> {
  await requireProcess(db, processId, 404);
  const artifacts = await listArtifacts(db, processId);
  const asIs = pickRowArtifact(artifacts, WORKFLOW_ROW, 'as_is');
  const toBe = pickRowArtifact(artifacts, WORKFLOW_ROW, 'to_be');
  return compareWorkflowMaps(asIs, toBe, { before: SIDE.as_is, after: SIDE.to_be });
}

/**
 * The difference of two workflow map diagrams, `before` in the As-Is slots of the answer and
 * `after` in the To-Be ones: a process's As-Is and To-Be, or one map as published and as it is now.
 */
export async function compareWorkflowMaps(
  asIs: Artifact | null,
  toBe: Artifact | null,
  sides: { before: string; after: string },
): Promise<MapDiff> {
  const ids = { asIsArtifactId: asIs?.id ?? null, toBeArtifactId: toBe?.id ?? null };
  const [before, after] = await Promise.all([
    sideDiagram(asIs, sides.before),
    sideDiagram(toBe, sides.after),
  ]);
  if (!before.definitions || !after.definitions) {
    const reason = [before.reason, after.reason].filter(Boolean).join(' ');
    return { available: false, reason, ...ids, changes: [], ids: NO_IDS };
  }
  const diff = diffBpmn(before.definitions, after.definitions);
  return {
    available: true,
    ...ids,
    changes: diff.differences.map(({ change, kind, ...rest }) => ({
      kind: change,
      elementType: kind,
      ...rest,
    })),
    ids: diff.ids,
  };
}
