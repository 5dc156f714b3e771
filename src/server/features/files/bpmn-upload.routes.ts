import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BpmnUploadQuerySchema,
  BpmnUploadResultSchema,
  MAX_DIAGRAM_FILE_BYTES,
} from '../../../core/schemas/bpmn-upload';
import { errorResponses, UploadedFileSchema } from '../../openapi/responses';
import { badRequest } from '../../plugins/errors';
import { readUpload, withStoredFiles } from '../../plugins/files';
import { bpmnText, storeBpmnUpload } from './bpmn-upload.service';

/**
 * A BPMN 2.0 file (.bpmn, or .xml that is BPMN) into a workflow map's diagram (issue 21): read
 * whole (at most MAX_DIAGRAM_FILE_BYTES: 413 above), checked to be text (415 for an archive, a program or
 * other binary), parsed (400 with the parser's reason), then one transaction creates the map or
 * replaces its diagram. The file itself is not kept: the XML is the map's `content.bpmn`.
 */
export async function bpmnUploadRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/files/bpmn',
    {
      schema: {
        querystring: BpmnUploadQuerySchema,
        multipart: z.object({ file: UploadedFileSchema }),
        response: {
          200: BpmnUploadResultSchema,
          201: BpmnUploadResultSchema,
          ...errorResponses(400, 404, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, MAX_DIAGRAM_FILE_BYTES);
      if (!upload.file) throw badRequest('Choose a file to upload (form field "file").');
      const file = await bpmnText(upload.file.filename, upload.file.data);
      const result = await app.db.transaction((tx) => storeBpmnUpload(tx, request.query, file));
      const [artifact] = await withStoredFiles(app.db, [result.artifact]);
      return reply.status(result.outcome === 'created' ? 201 : 200).send({ ...result, artifact: artifact! });
    },
  );
}
