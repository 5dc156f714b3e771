import { formatReportDate, formatReportDateTime } from './render-html';
import type { ReportModel } from './report-model';

/** The package's plain-text summary: the headline facts, readable in any mail client or terminal. */
export function renderReportText(m: ReportModel): string {
  const p = m.process;
  const lines: string[] = [];
  const heading = (title: string) => lines.push('', title.toUpperCase(), '-'.repeat(title.length));
  const time = m.metrics.timeReductionPercent;

  lines.push('PROCESS COMPARISON SUMMARY', '='.repeat(26), '');
  lines.push(`Process:       ${p.name}`);
  lines.push(`Job role:      ${m.jobRoleName}`);
  lines.push(`Version:       ${p.version}`);
  lines.push(`Status:        ${p.status.replaceAll('_', ' ')}`);
  lines.push(`Last updated:  ${formatReportDate(p.updatedAt)}`);
  lines.push(`Generated:     ${formatReportDateTime(m.generatedAt)}`);
  if (p.link) lines.push(`Link:          ${p.link}`);
  if (p.description) lines.push('', p.description);

  heading('Metrics');
  lines.push(
    `Time reduction:    ${time === null ? 'not known' : `${time}%`} (${m.metrics.asIsAverageTime ?? '—'} -> ${m.metrics.toBeAverageTime ?? '—'})`,
  );
  lines.push(
    `Automation level:  ${m.metrics.asIsAutomationLevel ?? '—'} -> ${m.metrics.toBeAutomationLevel ?? '—'}`,
  );
  lines.push(`Workflow steps:    ${m.metrics.asIsSteps ?? '—'} -> ${m.metrics.toBeSteps ?? '—'}`);

  heading('Artifacts compared');
  for (const row of m.comparison) {
    lines.push(
      `${row.label}: As-Is ${row.asIs ? `"${row.asIs.name}"` : 'none'}; To-Be ${row.toBe ? `"${row.toBe.name}"` : 'none'}`,
    );
  }

  heading('Pain point resolution');
  lines.push(m.statusSummary.map((s) => `${s.label}: ${s.count}`).join(' | '));
  if (m.painPoints.length === 0) lines.push('No To-Be pain points are tracked.');
  for (const pp of m.painPoints) {
    lines.push(
      `- ${pp.title} [${pp.statuses.length ? pp.statuses.map((s) => s.label).join(', ') : 'Not Set'}]`,
    );
  }

  heading('Change impact (high first)');
  if (m.changeImpacts.length === 0) lines.push('No process outputs.');
  for (const r of m.changeImpacts) {
    const parts = [
      r.impactLabel ? `${r.impactLabel} impact` : 'Not assessed',
      r.changeTypeLabel,
      r.changeDescriptions.map((d) => d.label).join(', ') || null,
    ].filter(Boolean);
    lines.push(`- ${r.output}${r.custom ? ' (custom)' : ''}: ${parts.join('; ')}`);
  }

  heading('Training');
  const outputItems = m.training.byOutput.reduce((n, g) => n + g.items.length, 0);
  lines.push(`Training artifacts: ${outputItems}`);
  for (const g of m.training.byOutput) lines.push(`- ${g.output}: ${g.items.map((t) => t.name).join(', ')}`);
  for (const t of m.training.tiers) {
    lines.push(
      `${t.title}: ${t.documents.length ? t.documents.map((d) => d.name).join(', ') : 'no documents'}`,
    );
  }

  heading('Traceability');
  if (m.traceability.length === 0) lines.push('No To-Be pain points are tracked.');
  for (const t of m.traceability) {
    lines.push(`- ${t.title} [${t.statuses.length ? t.statuses.map((s) => s.label).join(', ') : 'Not Set'}]`);
    const outputs = t.outputs.map((o) => {
      const facts = [o.changeTypeLabel, o.impactLabel ? `${o.impactLabel} impact` : 'not assessed'].filter(
        Boolean,
      );
      return `${o.output} (${facts.join(', ')})`;
    });
    lines.push(`    Outputs:  ${outputs.length ? outputs.join('; ') : 'none linked'}`);
    const training = t.training.map((item) => `${item.name} (${item.where})`);
    lines.push(`    Training: ${training.length ? training.join('; ') : 'none linked'}`);
  }
  lines.push('');
  return lines.join('\n');
}
