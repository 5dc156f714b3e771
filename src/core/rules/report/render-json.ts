import type { ReportModel } from './report-model';

/** The package's data file format version (spec §7). */
export const REPORT_JSON_VERSION = '1.0';

/** The package's JSON data: version 1.0, when it was exported, and everything the report holds. */
export function renderReportJson(m: ReportModel): string {
  const data = {
    version: REPORT_JSON_VERSION,
    exportedAt: m.generatedAt,
    process: m.process,
    jobRole: { name: m.jobRoleName },
    metrics: m.metrics,
    comparison: m.comparison.map((row) => ({
      row: row.key,
      label: row.label,
      asIs: row.asIs && artifactData(row.asIs),
      toBe: row.toBe && artifactData(row.toBe),
    })),
    painPoints: m.painPoints,
    painPointStatusSummary: m.statusSummary,
    changeImpacts: m.changeImpacts,
    training: m.training,
    traceability: m.traceability,
    otherFiles: m.otherFiles,
  };
  return `${JSON.stringify(data, null, 2)}\n`;
}

function artifactData(a: NonNullable<ReportModel['comparison'][number]['asIs']>) {
  return {
    id: a.id,
    type: a.type,
    state: a.state,
    name: a.name,
    description: a.description,
    link: a.link,
    content: a.content,
  };
}
