import { CHANGE_TYPE_LABELS, IMPACT_LABELS } from '../change-impact-labels';
import { audienceByDivision, audienceTableRows, audienceTotals } from './audience-table';
import { MISSING } from './missing';
import {
  addressedPainPoints,
  changeDescriptionText,
  headlineMetrics,
  impactsHighFirst,
  painPoints,
  plural,
  statusText,
} from './source';
import type { DocumentOutline, OutlineSection, TrainingSource } from './types';

export const CHANGE_SUMMARY_LABEL = 'Change Summary';

/** The impact matrix rows as table rows: Output, Change type, What changes, Impact. */
export function impactRows(source: TrainingSource): string[][] {
  return impactsHighFirst(source).map((c) => [
    c.processOutput,
    c.changeType ? ((CHANGE_TYPE_LABELS as Record<string, string>)[c.changeType] ?? c.changeType) : 'Not set',
    changeDescriptionText(c.changeDescription) || '—',
    c.impactAssessment
      ? ((IMPACT_LABELS as Record<string, string>)[c.impactAssessment] ?? c.impactAssessment)
      : 'Not rated',
  ]);
}

/** "312 employees in 14 divisions across 6 locations: Service Coordinator Level 2 (210), …". */
export function audienceSentence(source: TrainingSource): string | null {
  if (source.audience.length === 0) return null;
  const t = audienceTotals(source.audience);
  const roles = t.byRole.map(([role, n]) => `${role} (${n.toLocaleString('en-US')})`).join(', ');
  return `${plural(t.employees, 'employee')} in ${plural(t.divisions, 'division')} across ${plural(t.locations, 'location')}: ${roles}.`;
}

/**
 * Tier 1 change summary for leaders: what changes (the impact matrix, HIGH first), why (the pain
 * points the To-Be addresses) and who is affected (the job role's audience with headcounts).
 */
export function buildChangeSummaryOutline(source: TrainingSource): DocumentOutline {
  const builtFrom: string[] = [];
  const missing: string[] = [];
  const sections: OutlineSection[] = [];

  const intro: string[] = [];
  if (source.process.description.trim()) intro.push(source.process.description.trim());
  const metrics = headlineMetrics(source);
  if (metrics) intro.push(metrics);
  intro.push(
    `Draft generated on ${source.generatedOn} from the process repository (version ${source.process.version}). Review and edit before use.`,
  );
  sections.push({ heading: 'Summary', paragraphs: intro });

  const rows = impactRows(source);
  if (rows.length > 0) {
    builtFrom.push(`Change impact matrix (${plural(rows.length, 'output')})`);
    const high = source.changeImpacts.filter((c) => c.impactAssessment === 'HIGH').length;
    sections.push({
      heading: 'What changes',
      paragraphs: [
        high > 0
          ? `${plural(high, 'output has', 'outputs have')} a high impact on the people who do this work; they come first.`
          : 'No output is rated high impact.',
      ],
      table: { columns: ['Process output', 'Change type', 'What changes', 'Impact'], rows },
    });
  } else {
    missing.push(MISSING.changeImpacts);
    sections.push({ heading: 'What changes', paragraphs: [MISSING.changeImpacts] });
  }

  const all = painPoints(source);
  const addressed = addressedPainPoints(source);
  if (addressed.length > 0) {
    builtFrom.push(`Pain points addressed (${addressed.length} of ${all.length})`);
    sections.push({
      heading: 'Why: the pain points addressed',
      bullets: addressed.map((p) => ({
        text: `${p.title} (${statusText(p)})`,
        ...(p.toBe || p.today ? { detail: p.toBe ?? p.today ?? '' } : {}),
      })),
    });
  } else {
    const note = all.length === 0 ? MISSING.painPoints : MISSING.painPointStatuses;
    missing.push(note);
    sections.push({ heading: 'Why: the pain points addressed', paragraphs: [note] });
  }

  const who = audienceSentence(source);
  if (who) {
    const t = audienceTotals(source.audience);
    builtFrom.push(
      `Training audience (${plural(t.employees, 'employee')} in ${plural(t.divisions, 'division')})`,
    );
    const table = audienceTableRows(audienceByDivision(source.audience));
    const totals = [...t.byRole.map(([, n]) => n), t.employees].map((n) => n.toLocaleString('en-US'));
    table.rows.push(['Total', '', ...totals]);
    sections.push({
      heading: 'Who is affected',
      paragraphs: [`The ${source.jobRoleName} audience: ${who}`],
      table,
    });
  } else {
    const note = MISSING.audience(source.jobRoleName);
    missing.push(note);
    sections.push({ heading: 'Who is affected', paragraphs: [note] });
  }

  return {
    title: `${source.process.name} – ${CHANGE_SUMMARY_LABEL}`,
    subtitle: `Tier 1 · Leader & foundational · ${source.jobRoleName ?? 'No job role'}`,
    sections,
    builtFrom,
    missing,
  };
}
