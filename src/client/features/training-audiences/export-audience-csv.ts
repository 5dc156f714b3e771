import type { AudienceFilters } from '@core/rules/audience';
import { audienceCsvFileName, buildAudienceCsvRows } from '@core/rules/audience-csv';
import { csvText } from '@core/rules/csv-rows';
import type { Division } from '@core/schemas/division';
import { saveFile } from '../../lib/save-file';

/**
 * Writes the filtered division-role pairs as CSV (every cell quoted, inner quotes doubled) and hands
 * the file to the browser. Papa Parse is loaded only now, so the page does not carry it.
 */
export async function exportAudienceCsv(
  divisions: readonly Division[],
  filters: AudienceFilters,
): Promise<{ fileName: string; rows: number }> {
  const rows = buildAudienceCsvRows(divisions, filters);
  const { default: Papa } = await import('papaparse');
  const text = csvText((data, config) => Papa.unparse(data, config), rows);
  const fileName = audienceCsvFileName(new Date());

  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
  return { fileName, rows: rows.length - 1 };
}
