import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '../../../core/schemas/common';
import { exportFileName } from '../../../core/schemas/export';
import { ImportFieldsSchema, ImportReportSchema } from '../../../core/schemas/import';
import { fileResponse, UploadedFileSchema } from '../../openapi/responses';
import { badRequest } from '../../plugins/errors';
import { readUpload } from '../../plugins/files/multipart-fields';
import { exportArchive } from './export-archive';
import { exportWorkbook } from './export-workbook';
import { applyImport, type ImportInput, previewImport } from './import.service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 400 bodies of the import routes: a plain error, or (apply) the message with the report. */
const ImportErrorBodySchema = ErrorBodySchema.extend({ report: ImportReportSchema.optional() });

const importResponses = {
  200: ImportReportSchema,
  400: ImportErrorBodySchema,
  413: ErrorBodySchema,
  415: ErrorBodySchema,
};

/**
 * The import routes' answers are written as they are: the zod serializer would first parse the
 * report into a copy (an archive's report has a line per row, 100,000 for a 10,000-process export),
 * which costs as much memory again (security issue 17). The report is built by this feature in the
 * schema's type; the schemas above still document the contract.
 */
const importRouteOptions = {
  schema: {
    multipart: ImportFieldsSchema.extend({ file: UploadedFileSchema }),
    response: importResponses,
  },
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
};

/** The uploaded file and the mode (merge unless "replace" is sent). */
async function readImport(request: FastifyRequest): Promise<ImportInput> {
  const { maxUploadBytes, maxImportBytes } = request.server.config;
  const upload = await readUpload(request, maxUploadBytes);
  if (!upload.file) throw badRequest('Choose a file to upload (form field "file").');
  const fields = ImportFieldsSchema.safeParse({ mode: upload.fields.mode || undefined });
  if (!fields.success) throw badRequest(fields.error.issues[0]!.message);
  return { fileName: upload.file.filename, data: upload.file.data, mode: fields.data.mode, maxImportBytes };
}

/** Export All (zip, xlsx) and Bulk Import (preview, apply). */
export async function exchangeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/export/all.zip',
    { schema: { response: { 200: fileResponse('application/zip'), 409: ErrorBodySchema } } },
    async (_request, reply) => {
      const now = new Date();
      // One snapshot, taken before the answer starts (a refusal is then an ordinary 409).
      const archive = await exportArchive(app.db, { exportedAt: now, timeoutMs: app.config.exportTimeoutMs });
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="${exportFileName(now, 'zip')}"`)
        .header('Cache-Control', 'no-store')
        .send(archive);
    },
  );

  r.get(
    '/api/export/all.xlsx',
    { schema: { response: { 200: fileResponse(XLSX_TYPE), 409: ErrorBodySchema } } },
    async (_request, reply) => {
      const workbook = await exportWorkbook(app.db, { timeoutMs: app.config.exportTimeoutMs });
      return reply
        .header('Content-Type', XLSX_TYPE)
        .header('Content-Disposition', `attachment; filename="${exportFileName(new Date(), 'xlsx')}"`)
        .header('Cache-Control', 'no-store')
        .send(workbook);
    },
  );

  r.post('/api/import/preview', importRouteOptions, async (request) => {
    const input = await readImport(request);
    return previewImport(app.db, input);
  });

  r.post('/api/import/apply', importRouteOptions, async (request) => {
    const input = await readImport(request);
    const report = await app.db.transaction((tx) => applyImport(tx, input));
    // An import can change a table's size and contents many times over; PGlite has no autovacuum
    // to refresh the planner's statistics (the search relies on them), so they are refreshed here.
    await app.db.execute(sql`ANALYZE`);
    return report;
  });
}
