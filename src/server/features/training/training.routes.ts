import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileExtension, fileNameWithoutExtension } from '../../../core/rules/file-rules';
import { ErrorBodySchema, IdParamsSchema, ProcessIdParamsSchema } from '../../../core/schemas/common';
import {
  TierDocumentCreateSchema,
  TierDocumentSchema,
  TrainingArtifactLinkSchema,
  TrainingArtifactListQuerySchema,
  TrainingArtifactSchema,
  TrainingArtifactUploadFieldsSchema,
} from '../../../core/schemas/training';
import { errorResponses, UploadedFileSchema } from '../../openapi/responses';
import { badRequest } from '../../plugins/errors';
import { completeUpload, discardUpload, withStoredFiles } from '../../plugins/files';
import { receiveUpload } from '../../plugins/files/multipart-fields';
import {
  createTierDocument,
  createTrainingArtifact,
  deleteTierDocument,
  deleteTrainingArtifact,
  listTierDocuments,
  listTrainingArtifacts,
} from './training.service';

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif']);

export async function trainingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema, 413: ErrorBodySchema, 415: ErrorBodySchema };

  r.get(
    '/api/training-artifacts',
    {
      config: { cache: true },
      schema: {
        querystring: TrainingArtifactListQuerySchema,
        response: { 200: z.array(TrainingArtifactSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => withStoredFiles(app.db, await listTrainingArtifacts(app.db, request.query.processId)),
  );

  r.post(
    '/api/training-artifacts/upload',
    {
      schema: {
        multipart: TrainingArtifactUploadFieldsSchema.extend({ file: UploadedFileSchema }),
        response: { 201: TrainingArtifactSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      // The file streams into storage first; it is completed with the artifact or removed.
      const upload = await receiveUpload(request, app.db, 'training-artifact', app.config.maxUploadBytes);
      const pending = upload.file;
      let created: Awaited<ReturnType<typeof createTrainingArtifact>>;
      try {
        const parsed = TrainingArtifactUploadFieldsSchema.safeParse(upload.fields);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          throw badRequest(`${issue.message}${issue.path.length ? ` (${issue.path.join('.')})` : ''}`);
        }
        if (!pending) throw badRequest('Choose a file to upload (form field "file").');
        const fields = parsed.data;
        created = await app.db.transaction(async (tx) => {
          const stored = await completeUpload(tx, pending);
          return createTrainingArtifact(tx, {
            processId: fields.processId,
            processOutput: fields.processOutput,
            name: fields.name ?? fileNameWithoutExtension(stored.name),
            description: fields.description,
            fileType:
              fields.fileType ??
              (IMAGE_EXTENSIONS.has(fileExtension(stored.name)) ? 'screenshot' : 'document'),
            fileUrl: stored.url,
            linkType: null,
          });
        });
      } catch (error) {
        if (pending) await discardUpload(app.db, pending.id);
        throw error;
      }
      const [withFile] = await withStoredFiles(app.db, [created]);
      return reply.status(201).send(withFile!);
    },
  );

  r.post(
    '/api/training-artifacts/link',
    { schema: { body: TrainingArtifactLinkSchema, response: { 201: TrainingArtifactSchema, ...errors } } },
    async (request, reply) => {
      const created = await app.db.transaction((tx) =>
        createTrainingArtifact(tx, {
          ...request.body,
          fileType: 'document',
          linkType: request.body.linkType,
        }),
      );
      return reply.status(201).send(created);
    },
  );

  r.delete(
    '/api/training-artifacts/:id',
    { schema: { params: IdParamsSchema, response: { 204: z.null(), 404: ErrorBodySchema } } },
    async (request, reply) => {
      await app.db.transaction((tx) => deleteTrainingArtifact(tx, request.params.id));
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/training-tier-documents/:processId',
    {
      config: { cache: true },
      schema: {
        params: ProcessIdParamsSchema,
        response: { 200: z.array(TierDocumentSchema), 404: ErrorBodySchema },
      },
    },
    async (request) => withStoredFiles(app.db, await listTierDocuments(app.db, request.params.processId)),
  );

  r.post(
    '/api/training-tier-documents',
    {
      schema: { body: TierDocumentCreateSchema, response: { 201: TierDocumentSchema, 400: ErrorBodySchema } },
    },
    async (request, reply) => {
      const created = await app.db.transaction((tx) => createTierDocument(tx, request.body));
      const [withFile] = await withStoredFiles(app.db, [created]);
      return reply.status(201).send(withFile!);
    },
  );

  r.delete(
    '/api/training-tier-documents/:id',
    { schema: { params: IdParamsSchema, response: { 204: z.null(), 404: ErrorBodySchema } } },
    async (request, reply) => {
      await app.db.transaction((tx) => deleteTierDocument(tx, request.params.id));
      return reply.status(204).send(null);
    },
  );
}
