import { ARTIFACT_TYPE_MODULES, readWorkflowMap, text, titledPainPoints } from '../../artifact-types';
import { PAIN_POINT_STATUS_LABELS } from '../../schemas/pain-point-status';
import {
  COMPARISON_ROWS,
  type ComparisonRowKey,
  canonicalType,
  pickRowArtifact,
  sipocOutputs,
} from '../artifact-shapes';
import { belongsTo } from '../pain-points';
import { timeReductionPercent, toBeAutomationLevel } from '../time-reduction';
import { reportArtifact, shownCount } from './report-blocks';
import { outputKey, reportChangeImpacts, reportTraceability } from './report-impacts';
import {
  absoluteLink,
  humanise,
  REPORT_STATUS_ORDER,
  REPORT_TIERS,
  statusLabel,
  trainingItem,
} from './report-labels';
import type {
  ReportComparisonRow,
  ReportModel,
  ReportPainPoint,
  ReportSource,
  ReportTrainingItem,
} from './report-types';

/*
 * The comparison report (spec §2 export buttons, §7 "client-side only"): one model built from what
 * the process page has fetched, rendered as HTML, JSON and text by the sibling modules. Pure: no
 * DOM, no I/O, and nothing here trusts the shape of stored content (each type's module reads it).
 */

export { reportChangeImpacts, reportTraceability } from './report-impacts';
export {
  absoluteLink,
  NO_STATUS_LABEL,
  REPORT_STATUS_ORDER,
  REPORT_TIERS,
  statusLabel,
} from './report-labels';

import { reportCommentThreads } from './report-comments';

export type * from './report-types';

const rowOf = (key: ComparisonRowKey) => COMPARISON_ROWS.find((r) => r.key === key)!;

function reportPainPoints(source: ReportSource): ReportPainPoint[] {
  const toBe = pickRowArtifact(source.artifacts, rowOf('pain_points'), 'to_be');
  return titledPainPoints(toBe?.content).map((p) => {
    const values = new Set(source.painPointStatuses.filter((s) => belongsTo(s, p)).map((s) => s.status));
    const ordered = [
      ...REPORT_STATUS_ORDER.filter((v) => values.has(v)),
      ...[...values].filter((v) => !(REPORT_STATUS_ORDER as readonly string[]).includes(v)).sort(),
    ];
    return {
      ...p,
      statuses: ordered.map((value) => ({ value, label: statusLabel(value) })),
      effectiveStatus: ordered[0] ?? 'not_started',
    };
  });
}

function toIso(value: string | Date): string {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? String(value) : d.toISOString();
}

/** Everything the three export files say, in the order the report says it. */
export function buildReportModel(source: ReportSource): ReportModel {
  const origin = source.appOrigin ? source.appOrigin.replace(/\/+$/, '') : null;
  const { artifacts } = source;

  const comparison = COMPARISON_ROWS.map((row): ReportComparisonRow => {
    const asIs = pickRowArtifact(artifacts, row, 'as_is');
    const toBe = pickRowArtifact(artifacts, row, 'to_be');
    return {
      key: row.key,
      label: row.label,
      asIs: asIs ? reportArtifact(asIs, 'as_is', source, origin) : null,
      toBe: toBe ? reportArtifact(toBe, 'to_be', source, origin) : null,
      emptyText: ARTIFACT_TYPE_MODULES[row.key].emptyText,
    };
  });

  const asIsMap = readWorkflowMap(pickRowArtifact(artifacts, rowOf('workflow_map'), 'as_is')?.content);
  const toBeMap = readWorkflowMap(pickRowArtifact(artifacts, rowOf('workflow_map'), 'to_be')?.content);

  const painPoints = reportPainPoints(source);
  const statusSummary = REPORT_STATUS_ORDER.map((value) => ({
    value,
    label: PAIN_POINT_STATUS_LABELS[value],
    count: painPoints.filter((p) =>
      value === 'not_started'
        ? p.statuses.length === 0 || p.statuses.some((s) => s.value === value)
        : p.statuses.some((s) => s.value === value),
    ).length,
  }));

  const outputs = sipocOutputs(artifacts);
  const changeImpacts = reportChangeImpacts(outputs, source.changeImpacts);

  // Training artifacts per output: the matrix's outputs first, in matrix order, then any other.
  const groups = new Map<string, { output: string; items: ReportTrainingItem[] }>();
  for (const row of changeImpacts) groups.set(outputKey(row.output), { output: row.output, items: [] });
  for (const t of source.trainingArtifacts) {
    const key = outputKey(t.processOutput);
    if (!groups.has(key)) groups.set(key, { output: t.processOutput.trim(), items: [] });
    groups.get(key)!.items.push(trainingItem(t, origin));
  }
  const byOutput = [...groups.values()].filter((g) => g.items.length > 0);
  const tiers = REPORT_TIERS.map(({ tier, title }) => ({
    tier,
    title,
    documents: source.tierDocuments.filter((d) => d.tier === tier).map((d) => trainingItem(d, origin)),
  }));

  const shown = new Set(comparison.flatMap((r) => [r.asIs?.id, r.toBe?.id]).filter(Boolean));
  const otherFiles = artifacts
    .filter((a) => !shown.has(a.id))
    .map((a) => ({
      name: a.name,
      type: humanise(canonicalType(a.type)),
      state: a.state === 'to_be' ? 'To-Be' : 'As-Is',
      description: text(a.description),
      link: absoluteLink(a.fileUrl, origin),
    }));

  return {
    title: `${source.process.name} — Process Comparison Report`,
    generatedAt: toIso(source.generatedAt),
    appOrigin: origin,
    process: {
      ...source.process,
      link: origin ? `${origin}/processes/${encodeURIComponent(source.process.id)}` : null,
    },
    jobRoleName: source.jobRoleName?.trim() || 'Unknown Role',
    metrics: {
      timeReductionPercent: timeReductionPercent(asIsMap.averageTime, toBeMap.averageTime),
      asIsAverageTime: asIsMap.averageTime,
      toBeAverageTime: toBeMap.averageTime,
      asIsAutomationLevel: asIsMap.automationLevel,
      toBeAutomationLevel: toBeAutomationLevel({ automationLevel: toBeMap.automationLevel }),
      asIsSteps: shownCount(asIsMap.steps),
      toBeSteps: shownCount(toBeMap.steps),
      asIsDecisionPoints: shownCount(asIsMap.decisionPoints),
      toBeDecisionPoints: shownCount(toBeMap.decisionPoints),
    },
    comparison,
    comments: source.comments ? reportCommentThreads(source.comments) : null,
    painPoints,
    statusSummary,
    changeImpacts,
    training: { byOutput, tiers },
    traceability: reportTraceability(source, painPoints, changeImpacts, origin),
    otherFiles,
  };
}
