/** The two downloads of Export All: same-origin links, so the session cookie goes with them. */
export const EXPORT_ARCHIVE_URL = '/api/export/all.zip';
export const EXPORT_SPREADSHEET_URL = '/api/export/all.xlsx';

export { EXPORT_FORMAT, EXPORT_VERSION as EXPORT_FORMAT_VERSION } from '@core/schemas/export';
