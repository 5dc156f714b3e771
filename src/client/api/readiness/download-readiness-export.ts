import type { ReadinessTable } from '@core/schemas/readiness';
import { throwIfResNotOk } from '../../lib/api-client';
import { fileNameFromDisposition } from '../../lib/content-disposition';
import { type ReadinessExportFormat, type ReadinessView, readinessExportUrl } from '../../lib/readiness-view';
import { saveFile } from '../../lib/save-file';

/**
 * Downloads one readiness table as the server writes it. Fetched rather than linked so that a
 * failure reaches the user as a message instead of a broken file in the downloads list.
 */
export async function downloadReadinessExport(
  table: ReadinessTable,
  format: ReadinessExportFormat,
  view: ReadinessView,
): Promise<string> {
  const res = await fetch(readinessExportUrl(table, format, view), { credentials: 'include' });
  await throwIfResNotOk(res);
  const blob = await res.blob();
  const fileName =
    fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? `readiness-${table}.${format}`;

  saveFile(blob, fileName);
  return fileName;
}
