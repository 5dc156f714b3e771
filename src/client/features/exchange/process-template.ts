import { csvText, type Unparse } from '@core/rules/csv-rows';
import { PROCESS_SHEET_COLUMNS as COLUMN_NAMES } from '@core/schemas/import';

/*
 * The processes sheet template that Bulk Import offers: the expected columns and two example rows.
 * Built in the browser with papaparse, loaded only when asked for.
 */

/** The header row, in the order the server documents the columns. */
export const PROCESS_SHEET_COLUMNS: readonly string[] = Object.values(COLUMN_NAMES);

export const PROCESS_TEMPLATE_FILE_NAME = 'processes-template.csv';

/** Example rows showing each column's use; optional cells may stay empty. */
export const PROCESS_TEMPLATE_ROWS: string[][] = [
  [
    'Service Coordinator',
    'Schedules service calls and keeps customers informed.',
    'Service Call Dispatch',
    'Receiving, prioritising and dispatching service calls to field technicians.',
    'draft',
    '1.0',
  ],
  [
    'Sales Rep',
    '',
    'Quote to Order',
    'From the customer request to a signed order in the new ERP.',
    'published',
    '2.1',
  ],
];

/** The template's text, with every cell quoted and Windows line ends (Excel reads it as written). */
export function buildProcessTemplateCsv(unparse: Unparse): string {
  return csvText(unparse, [PROCESS_SHEET_COLUMNS, ...PROCESS_TEMPLATE_ROWS]);
}

/** Builds the template (loading papaparse now) and hands it to the browser as a download. */
export async function downloadProcessTemplate(): Promise<void> {
  const { default: Papa } = await import('papaparse');
  const csv = buildProcessTemplateCsv((data, config) => Papa.unparse(data, config));
  // A byte order mark makes Excel read the file as UTF-8.
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = PROCESS_TEMPLATE_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
