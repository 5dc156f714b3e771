import {
  CHANGE_DESCRIPTION_LABELS,
  CHANGE_TYPE_LABELS,
  IMPACT_LABELS,
  IMPACT_RANK,
} from '../change-impact-labels';
import { linksOfPainPoint, liveLinks, traceKey } from '../traceability';
import { humanise, REPORT_TIERS, trainingItem } from './report-labels';
import type {
  ReportChangeImpact,
  ReportPainPoint,
  ReportSource,
  ReportTrace,
  ReportTraceOutput,
  ReportTraceTraining,
} from './report-types';

/* The report's change impact matrix and the traceability chain hanging on it. */

export const outputKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The matrix's rows (SIPOC outputs in order, then custom outputs), HIGH impact first, then MED, LOW, unassessed. */
export function reportChangeImpacts(
  outputs: readonly string[],
  saved: ReportSource['changeImpacts'],
): ReportChangeImpact[] {
  const byKey = new Map<string, ReportSource['changeImpacts'][number]>();
  for (const row of saved) {
    const key = outputKey(row.processOutput);
    if (key && !byKey.has(key)) byKey.set(key, row);
  }
  const rows: { output: string; custom: boolean; saved: ReportSource['changeImpacts'][number] | null }[] = [];
  const seen = new Set<string>();
  for (const name of outputs) {
    const key = outputKey(name);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const hit = byKey.get(key) ?? null;
    rows.push({ output: hit?.processOutput ?? name.trim(), custom: false, saved: hit });
  }
  for (const row of saved) {
    const key = outputKey(row.processOutput);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    rows.push({ output: row.processOutput, custom: true, saved: row });
  }
  const out = rows.map((r): ReportChangeImpact => {
    const type = r.saved?.changeType ?? null;
    const impact = r.saved?.impactAssessment ?? null;
    return {
      output: r.output,
      custom: r.custom,
      changeType: type,
      changeTypeLabel: type ? ((CHANGE_TYPE_LABELS as Record<string, string>)[type] ?? type) : null,
      changeDescriptions: (r.saved?.changeDescription ?? []).map((d) => ({
        value: d,
        label: (CHANGE_DESCRIPTION_LABELS as Record<string, string>)[d] ?? humanise(d),
        highlighted: d === 'RULE_POLICY_CHANGE',
      })),
      impact,
      impactLabel: impact ? ((IMPACT_LABELS as Record<string, string>)[impact] ?? impact) : null,
    };
  });
  const rank = (r: ReportChangeImpact) =>
    r.impact ? ((IMPACT_RANK as Record<string, number>)[r.impact] ?? 3) : 4;
  // Array.prototype.sort is stable: within one impact the matrix order stays.
  return out.sort((a, b) => rank(a) - rank(b));
}

/**
 * The traceability chain (issue 9): for each tracked pain point, the outputs (as the matrix assesses
 * them, high impact first) and training items linked to it. Links whose pain point, output or item is
 * gone are left out.
 */
export function reportTraceability(
  source: ReportSource,
  painPoints: readonly ReportPainPoint[],
  changeImpacts: readonly ReportChangeImpact[],
  origin: string | null,
): ReportTrace[] {
  const artifacts = source.trainingArtifacts.filter((t): t is typeof t & { id: string } => Boolean(t.id));
  const documents = source.tierDocuments.filter((d): d is typeof d & { id: string } => Boolean(d.id));
  const links = liveLinks(source.painPointLinks ?? [], {
    painPoints,
    outputs: changeImpacts.map((r) => r.output),
    trainingArtifactIds: artifacts.map((t) => t.id),
    tierDocumentIds: documents.map((d) => d.id),
  });
  const rowByKey = new Map(changeImpacts.map((r) => [traceKey(r.output), r]));
  const artifactById = new Map(artifacts.map((t) => [t.id, t]));
  const documentById = new Map(documents.map((d) => [d.id, d]));
  const tierTitle = (tier: string) => REPORT_TIERS.find((t) => t.tier === tier)?.title ?? humanise(tier);
  const rank = (impact: string | null) =>
    impact ? ((IMPACT_RANK as Record<string, number>)[impact] ?? 3) : 4;

  return painPoints.map((p) => {
    const own = linksOfPainPoint(links, p);
    const outputs: ReportTraceOutput[] = [];
    const training: ReportTraceTraining[] = [];
    for (const link of own) {
      if (link.kind === 'output') {
        const row = rowByKey.get(traceKey(link.target));
        if (row) {
          outputs.push({
            output: row.output,
            changeTypeLabel: row.changeTypeLabel,
            impact: row.impact,
            impactLabel: row.impactLabel,
          });
        }
      } else if (link.kind === 'training_artifact') {
        const t = artifactById.get(link.target.trim());
        if (t) {
          training.push({
            ...trainingItem(t, origin),
            source: 'output',
            where: `Output: ${t.processOutput.trim()}`,
          });
        }
      } else {
        const d = documentById.get(link.target.trim());
        if (d) training.push({ ...trainingItem(d, origin), source: 'tier', where: tierTitle(d.tier) });
      }
    }
    // Array.prototype.sort is stable: within one impact the link order stays.
    outputs.sort((a, b) => rank(a.impact) - rank(b.impact));
    return { title: p.title, statuses: p.statuses, outputs, training };
  });
}
