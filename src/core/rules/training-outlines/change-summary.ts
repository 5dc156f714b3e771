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

/** Most impact rows on the leaders' page; the appendix lists every output beyond them. */
const FIRST_PAGE_IMPACTS = 6;

/**
 * Tier 1 change summary for leaders: one page saying what changes (the impact matrix, HIGH first),
 * why (the pain points the To-Be addresses, one status each), who (the audience in a sentence) and
 * when; the division table, with its bold total, is the appendix on a page of its own.
 */
export function buildChangeSummaryOutline(source: TrainingSource): DocumentOutline {
  const builtFrom: string[] = [];
  const missing: string[] = [];
  const sections: OutlineSection[] = [];
  const appendix: OutlineSection[] = [];

  const intro: string[] = [];
  if (source.process.description.trim()) intro.push(source.process.description.trim());
  const metrics = headlineMetrics(source);
  if (metrics) intro.push(metrics);
  sections.push({ heading: 'Summary', paragraphs: intro });

  const rows = impactRows(source);
  const columns = ['Process output', 'Change type', 'What changes', 'Impact'];
  if (rows.length > 0) {
    builtFrom.push(`Change impact matrix (${plural(rows.length, 'output')})`);
    const high = source.changeImpacts.filter((c) => c.impactAssessment === 'HIGH').length;
    const shown = rows.slice(0, FIRST_PAGE_IMPACTS);
    const lead =
      high > 0
        ? `${plural(high, 'output has', 'outputs have')} a high impact on the people who do this work; they come first.`
        : 'No output is rated high impact.';
    sections.push({
      heading: 'What changes',
      paragraphs: [
        rows.length > shown.length ? `${lead} The appendix lists all ${rows.length} outputs.` : lead,
      ],
      table: { columns, rows: shown, impactColumn: 3 },
    });
    if (rows.length > shown.length) {
      appendix.push({ heading: 'Appendix: every process output', table: { columns, rows, impactColumn: 3 } });
    }
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
      bullets: addressed.map((p) => ({ text: `${p.title} (${statusText(p)})` })),
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
      paragraphs: [`The ${source.jobRoleName} audience: ${who} The appendix lists them by division.`],
    });
    appendix.push({
      heading: 'Appendix: training audience by division',
      table: { ...table, totalRow: true },
    });
  } else {
    const note = MISSING.audience(source.jobRoleName);
    missing.push(note);
    sections.push({ heading: 'Who is affected', paragraphs: [note] });
  }

  sections.push({
    heading: 'When',
    paragraphs: [
      `The To-Be process is at version ${source.process.version} (${source.process.status.replace(/_/g, ' ')}). Training runs in three tiers: leaders first (this summary and the session), then the process walkthrough, then the job aid at the desk before the go-live.`,
      `Draft generated on ${source.generatedOn} from the process repository. Add the go-live date and review before sending.`,
    ],
  });
  if (appendix.length) appendix[0] = { ...appendix[0]!, pageBreak: true };

  return {
    title: `${source.process.name} – ${CHANGE_SUMMARY_LABEL}`,
    subtitle: `Tier 1 · Leader & foundational · ${source.jobRoleName ?? 'No job role'}`,
    sections: [...sections, ...appendix],
    builtFrom,
    missing,
  };
}
