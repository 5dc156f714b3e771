import {
  IMPORT_ACTIONS,
  type ImportAction,
  type ImportReport,
  type ImportRow,
  type ImportSummary,
} from '../../api/exchange/import-report';
import type { ImportFailure } from '../../api/exchange/run-import';

/*
 * The Bulk Import report as the page shows it: counts, the rows of one action, a page of rows,
 * the sentence a toast says. Pure: no React, no I/O.
 */

export const REPORT_PAGE_SIZE = 50;

export type ActionFilter = ImportAction | 'all';

/** The count of each action, read from the rows (the summary the server sends should agree). */
export function summarizeRows(rows: readonly ImportRow[]): ImportSummary {
  const summary: ImportSummary = { create: 0, update: 0, unchanged: 0, reject: 0 };
  for (const row of rows) if (row.action in summary) summary[row.action] += 1;
  return summary;
}

/** The server's summary, completed from the rows where a count is missing. */
export function reportSummary(report: Pick<ImportReport, 'summary' | 'rows'>): ImportSummary {
  const fromRows = summarizeRows(report.rows);
  const summary = { ...fromRows };
  for (const action of IMPORT_ACTIONS) {
    const given = report.summary?.[action];
    if (typeof given === 'number' && Number.isFinite(given)) summary[action] = given;
  }
  return summary;
}

export function filterRows(rows: readonly ImportRow[], filter: ActionFilter): ImportRow[] {
  return filter === 'all' ? [...rows] : rows.filter((row) => row.action === filter);
}

export type RowPage = {
  rows: ImportRow[];
  page: number;
  pageCount: number;
  first: number;
  last: number;
  total: number;
};

/** One page of rows (1-based, clamped into range) with "Showing first–last of total". */
export function pageOfRows(rows: readonly ImportRow[], page: number, pageSize = REPORT_PAGE_SIZE): RowPage {
  const total = rows.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  const slice = rows.slice(start, start + pageSize);
  return {
    rows: slice,
    page: current,
    pageCount,
    first: total === 0 ? 0 : start + 1,
    last: start + slice.length,
    total,
  };
}

/** Import is allowed only after a check that found nothing to reject. */
export function canApply(report: Pick<ImportReport, 'summary' | 'rows'> | null): boolean {
  return report !== null && reportSummary(report).reject === 0;
}

const count = (n: number) => n.toLocaleString('en-US');

/** "3 to create, 2 to update, 10 unchanged" (a check) or "3 created, 2 updated, 10 unchanged" (done). */
export function summarySentence(summary: ImportSummary, applied: boolean): string {
  const parts = applied
    ? [
        summary.create ? `${count(summary.create)} created` : '',
        summary.update ? `${count(summary.update)} updated` : '',
        summary.unchanged ? `${count(summary.unchanged)} unchanged` : '',
        summary.reject ? `${count(summary.reject)} rejected` : '',
      ]
    : [
        summary.create ? `${count(summary.create)} to create` : '',
        summary.update ? `${count(summary.update)} to update` : '',
        summary.unchanged ? `${count(summary.unchanged)} unchanged` : '',
        summary.reject ? `${count(summary.reject)} to reject` : '',
      ];
  const text = parts.filter(Boolean).join(', ');
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}.` : 'Nothing to import.';
}

const SHEET_LABELS: Record<string, string> = {
  'job-roles': 'Job roles',
  'pain-point-statuses': 'Pain point statuses',
  'change-impact-assessments': 'Change impact',
  'training-artifacts': 'Training material',
  'training-tier-documents': 'Training tier documents',
  'pain-point-links': 'Pain point links',
  'impact-suggestion-dismissals': 'Dismissed suggestions',
  comments: 'Comments',
  'review-requests': 'Review requests',
  'published-versions': 'Published versions',
  'audit-events': 'Audit history',
  job_roles: 'Job roles',
  jobRoles: 'Job roles',
  processes: 'Processes',
  artifacts: 'Artifacts',
  divisions: 'Divisions',
  files: 'Files',
  audit_events: 'Audit history',
  auditEvents: 'Audit history',
  pain_point_statuses: 'Pain point statuses',
  painPointStatuses: 'Pain point statuses',
  change_impact_assessments: 'Change impact',
  changeImpactAssessments: 'Change impact',
  training_artifacts: 'Training material',
  trainingArtifacts: 'Training material',
  training_tier_documents: 'Training tier documents',
  trainingTierDocuments: 'Training tier documents',
  pain_point_links: 'Pain point links',
  painPointLinks: 'Pain point links',
  impact_suggestion_dismissals: 'Dismissed suggestions',
  impactSuggestionDismissals: 'Dismissed suggestions',
  review_requests: 'Review requests',
  reviewRequests: 'Review requests',
  published_versions: 'Published versions',
  publishedVersions: 'Published versions',
};

/** "training_tier_documents" -> "Training tier documents"; a sheet name as written otherwise. */
export function sheetLabel(sheet: string): string {
  return SHEET_LABELS[sheet] ?? sheet;
}

export const ACTION_LABELS: Record<ImportAction, { chip: string; badge: string }> = {
  create: { chip: 'To create', badge: 'Create' },
  update: { chip: 'To update', badge: 'Update' },
  unchanged: { chip: 'Unchanged', badge: 'Unchanged' },
  reject: { chip: 'Rejected', badge: 'Reject' },
};

/** What the file picker offers; the server tells the kinds apart by content and refuses others (415). */
export const ACCEPTED_EXTENSIONS = ['.zip', '.xlsx', '.csv'] as const;

/** What the report table shows after a refused import: only the rows that were rejected, when any. */
export function failureRows(failure: ImportFailure | null): ImportRow[] {
  return failure?.report ? filterRows(failure.report.rows, 'reject') : [];
}
