import type { ReadinessTable } from '@core/schemas/readiness';
import { throwIfResNotOk } from '../../lib/api-client';
import { fileNameFromDisposition } from '../../lib/content-disposition';
import { type ReadinessExportFormat, type ReadinessView, readinessExportUrl } from '../../lib/readiness-view';

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

  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy once the click is handled; free the blob a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}
