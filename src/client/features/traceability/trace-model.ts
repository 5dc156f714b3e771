// Relative paths: pure logic shared with the unit tests.
import { sipocOutputs } from '@core/rules/artifact-shapes';
import { CHANGE_TYPE_LABELS, IMPACT_LABELS } from '@core/rules/change-impact-labels';
import { type PainPointRef, painPointKey, rowPainPointKey } from '@core/rules/pain-points';
import { liveLinks, painPointElementId, targetElementId, targetKey } from '@core/rules/traceability';
import type { ChangeImpact } from '@core/schemas/change-impact';
import type { PainPointLink, PainPointLinkKind } from '@core/schemas/traceability';
import type { TierDocument, TrainingArtifact } from '@core/schemas/training';
import { isChangeType, isImpactLevel } from '../../lib/change-impact/labels';
import { buildMatrixRows } from '../../lib/change-impact/matrix-rows';
import { painPointItems, toBePainPointsArtifact } from '../../lib/pain-points/pain-point-list';
import { tierShortName, tierTitle } from '../../lib/training/tiers';
import { artifactKind, type TrainingArtifactKind } from '../../lib/training/training-artifact-model';

/*
 * The traceability view of one process (issue 9): what can address a To-Be pain point (the Change
 * Impact matrix's outputs, the outputs' training artifacts, the tier documents), which links hold
 * now, and where each end lives on the page. Pure: the hook feeds it the cached queries.
 */

/** Where an element lives: the process tab that renders it. */
export type TraceTab = 'comparison' | 'materials';

export interface TraceOption {
  kind: PainPointLinkKind;
  /** What a link stores: the output's name, or the training item's id. */
  target: string;
  label: string;
  /** One line of context: the output's assessment, the artifact's output, the document's tier. */
  detail: string | null;
  elementId: string;
  tab: TraceTab;
  /** Training artifacts: their kind, for the icon. */
  artifactKind?: TrainingArtifactKind;
  /** Tier documents: "Tier 2". */
  tierShort?: string;
}

/** A link with the option it points at (or a stand-in while that list is not known). */
export interface TraceTarget extends TraceOption {
  link: PainPointLink;
}

export interface TracePainPoint {
  /** Its id (issue 19): links follow it. Null only in content from before ids. */
  id: string | null;
  title: string;
  elementId: string;
}

export interface TraceModel {
  /** False until the links are loaded (the chips wait for them, nothing else). */
  ready: boolean;
  painPoints: TracePainPoint[];
  options: Record<PainPointLinkKind, TraceOption[]>;
  /** The links that hold now: pain point and target both exist. */
  links: PainPointLink[];
  /** What addresses one pain point (by its id), in link order. */
  targetsOf(painPoint: PainPointRef): TraceTarget[];
  /** The pain points one target addresses, in link order, spelled as the tracker shows them. */
  addressing(kind: PainPointLinkKind, target: string): TracePainPoint[];
}

export interface TraceSources {
  links: readonly PainPointLink[] | undefined;
  artifacts: readonly { type: string; state: string; content: unknown }[] | undefined;
  changeImpacts: readonly ChangeImpact[] | undefined;
  trainingArtifacts: readonly TrainingArtifact[] | undefined;
  tierDocuments: readonly TierDocument[] | undefined;
}

export const KIND_GROUP_LABELS: Record<PainPointLinkKind, string> = {
  output: 'Outputs',
  training_artifact: 'Training artifacts',
  tier_document: 'Tier documents',
};

const KIND_SINGULAR: Record<PainPointLinkKind, string> = {
  output: 'Output',
  training_artifact: 'Training artifact',
  tier_document: 'Tier document',
};

function outputDetail(saved: ChangeImpact | null): string | null {
  if (!saved) return 'Not assessed';
  const parts = [
    isChangeType(saved.changeType) ? CHANGE_TYPE_LABELS[saved.changeType] : null,
    isImpactLevel(saved.impactAssessment) ? `${IMPACT_LABELS[saved.impactAssessment]} impact` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Not assessed';
}

/** A chip for a link whose target list has not arrived (or failed): the stored text, or the kind. */
function standIn(link: PainPointLink): TraceOption {
  return {
    kind: link.kind,
    target: link.target,
    label: link.kind === 'output' ? link.target : KIND_SINGULAR[link.kind],
    detail: null,
    elementId: targetElementId(link.kind, link.target),
    tab: link.kind === 'tier_document' ? 'materials' : 'comparison',
  };
}

export function buildTraceModel(sources: TraceSources): TraceModel {
  const painPointArtifact = sources.artifacts ? toBePainPointsArtifact(sources.artifacts) : null;
  const painPoints: TracePainPoint[] = [];
  const seen = new Set<string>();
  for (const item of painPointItems(painPointArtifact?.content)) {
    const key = painPointKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    painPoints.push({ id: item.id, title: item.title, elementId: painPointElementId(item.title) });
  }

  const outputs: TraceOption[] =
    sources.artifacts && sources.changeImpacts
      ? buildMatrixRows(sipocOutputs(sources.artifacts), sources.changeImpacts).map((row) => ({
          kind: 'output',
          target: row.output,
          label: row.output,
          detail: outputDetail(row.saved),
          elementId: targetElementId('output', row.output),
          tab: 'comparison',
        }))
      : [];
  const trainingArtifacts: TraceOption[] = (sources.trainingArtifacts ?? []).map((a) => ({
    kind: 'training_artifact',
    target: a.id,
    label: a.name,
    detail: `Output: ${a.processOutput}`,
    elementId: targetElementId('training_artifact', a.id),
    tab: 'comparison',
    artifactKind: artifactKind(a),
  }));
  const tierDocuments: TraceOption[] = (sources.tierDocuments ?? []).map((d) => ({
    kind: 'tier_document',
    target: d.id,
    label: d.name,
    detail: tierTitle(d.tier),
    elementId: targetElementId('tier_document', d.id),
    tab: 'materials',
    tierShort: tierShortName(d.tier),
  }));

  const links = liveLinks(sources.links ?? [], {
    painPoints: sources.artifacts ? painPoints : null,
    outputs: sources.artifacts && sources.changeImpacts ? outputs.map((o) => o.target) : null,
    trainingArtifactIds: sources.trainingArtifacts ? trainingArtifacts.map((o) => o.target) : null,
    tierDocumentIds: sources.tierDocuments ? tierDocuments.map((o) => o.target) : null,
  });

  const optionByKey = new Map<string, TraceOption>();
  for (const option of [...outputs, ...trainingArtifacts, ...tierDocuments]) {
    const key = targetKey(option.kind, option.target);
    if (!optionByKey.has(key)) optionByKey.set(key, option);
  }
  const painPointByKey = new Map(painPoints.map((p) => [painPointKey(p), p]));

  return {
    ready: sources.links !== undefined,
    painPoints,
    options: { output: outputs, training_artifact: trainingArtifacts, tier_document: tierDocuments },
    links,
    targetsOf(painPoint) {
      const key = painPointKey(painPoint);
      return links
        .filter((link) => rowPainPointKey(link) === key)
        .map((link) => ({ ...(optionByKey.get(targetKey(link.kind, link.target)) ?? standIn(link)), link }));
    },
    addressing(kind, target) {
      const key = targetKey(kind, target);
      const seen = new Set<string>();
      const out: TracePainPoint[] = [];
      for (const link of links) {
        if (targetKey(link.kind, link.target) !== key) continue;
        const painPoint = rowPainPointKey(link);
        if (seen.has(painPoint)) continue;
        seen.add(painPoint);
        out.push(
          painPointByKey.get(painPoint) ?? {
            id: link.painPointId ?? null,
            title: link.painPointTitle,
            elementId: painPointElementId(link.painPointTitle),
          },
        );
      }
      return out;
    },
  };
}
