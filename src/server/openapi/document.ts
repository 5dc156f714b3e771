import fastifySwagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { description, version } from '../../../package.json';
import { ArtifactSchema } from '../../core/schemas/artifact';
import { ChangeImpactSchema } from '../../core/schemas/change-impact';
import { ErrorBodySchema } from '../../core/schemas/common';
import { DivisionSchema } from '../../core/schemas/division';
import { StoredFileSchema, StoredFileSummarySchema } from '../../core/schemas/file';
import { ImportReportSchema } from '../../core/schemas/import';
import { JobRoleListItemSchema, JobRoleSchema } from '../../core/schemas/job-role';
import { PainPointStatusSchema } from '../../core/schemas/pain-point-status';
import { ProcessSchema } from '../../core/schemas/process';
import { ProcessImpactSchema, ReadinessSchema } from '../../core/schemas/readiness';
import { ImpactSuggestionDismissalSchema, PainPointLinkSchema } from '../../core/schemas/traceability';
import { TierDocumentSchema, TrainingArtifactSchema } from '../../core/schemas/training';
import { SESSION_COOKIE } from '../plugins/sessions/session-store';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The multipart/form-data body of an upload route (the file field as UploadedFileSchema and
     * the text fields). Documentation only: the handler reads the parts as they stream in
     * (plugins/files/multipart-fields.ts), so Fastify must not validate a parsed body (there is none).
     */
    multipart?: $ZodType;
  }
}

/** Where the document and its browsable reference are served; both need a session. */
export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/**
 * Schemas the document names (under components/schemas, shown as models in the reference) instead
 * of repeating them in every operation. Named in zod's global registry, which the type provider's
 * transform reads; the schemas themselves are unchanged.
 */
const NAMED_SCHEMAS: [$ZodType, string][] = [
  [ErrorBodySchema, 'ErrorBody'],
  [ProcessSchema, 'Process'],
  [JobRoleSchema, 'JobRole'],
  [JobRoleListItemSchema, 'JobRoleListItem'],
  [ArtifactSchema, 'Artifact'],
  [StoredFileSchema, 'StoredFile'],
  [StoredFileSummarySchema, 'StoredFileSummary'],
  [TrainingArtifactSchema, 'TrainingArtifact'],
  [TierDocumentSchema, 'TierDocument'],
  [PainPointStatusSchema, 'PainPointStatus'],
  [PainPointLinkSchema, 'PainPointLink'],
  [ImpactSuggestionDismissalSchema, 'ImpactSuggestionDismissal'],
  [ChangeImpactSchema, 'ChangeImpact'],
  [ImportReportSchema, 'ImportReport'],
  [ReadinessSchema, 'Readiness'],
  [ProcessImpactSchema, 'ProcessImpact'],
  [DivisionSchema, 'Division'],
];
for (const [schema, id] of NAMED_SCHEMAS) {
  if (z.globalRegistry.get(schema)?.id !== id)
    z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SECURITY_SCHEME = 'session';

/** What each status means, as the document's response descriptions. */
const STATUS_DESCRIPTIONS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'Done; no body',
  304: 'Not modified: the If-None-Match ETag is still current; no body',
  400: 'Invalid request: a malformed body, or a body, query or path parameter its schema refuses',
  401: 'No valid session (sign in with POST /api/auth/login), or a wrong access code at sign-in',
  403: 'Refused: the session’s role may not do this (a viewer reads and exports only), or a cross-site write (a write needs the app’s own Origin or Sec-Fetch-Site: same-origin)',
  404: 'Not found',
  409: 'Conflict with the stored data',
  413: 'Too large (JSON bodies: 2 MiB; uploads: MAX_UPLOAD_MB)',
  415: 'Unsupported content type: JSON expected, multipart/form-data for uploads, or a file type this place does not take',
  422: 'The file or diagram is of the right kind but cannot be drawn; the message says why',
  429: 'Too many failed sign-ins; Retry-After says when to try again',
  503: 'Database unavailable',
};

type JsonObject = Record<string, unknown>;

function isContentForm(value: unknown): value is { content: Record<string, { schema: $ZodType }> } {
  return typeof value === 'object' && value !== null && 'content' in value;
}

/** The tag that groups a route in the reference: its resource, the path's first segment after /api. */
function tagOf(url: string): string {
  const segments = url.split('/').filter(Boolean);
  if (segments[0] === 'api') return segments[1] ?? 'api';
  if (segments[0] === 'objects') return 'files';
  return 'health';
}

const zodTransform = createJsonSchemaTransform({ skipList: [] });

/**
 * Turns a route's zod schemas into the document's operation (fastify-type-provider-zod's
 * transform), and adds what the route's own schema need not repeat because the app answers it for
 * every route of its kind: 401 from the gate on every non-public route, 403 cross-site and
 * 400/413/415 for a write's body on every write, 400 when a parameter or body fails its schema,
 * 304 on cached reads (ETag). Public routes need no session (`security: []`); multipart bodies and
 * file answers, which the zod transform does not know, are converted here one schema at a time.
 */
export const transformRoute: SwaggerTransform = (input) => {
  const { schema = {} as FastifySchema, url, route } = input;
  if (schema.hide) return { schema: { hide: true }, url };
  const { response = {}, multipart, ...rest } = schema as FastifySchema & { response?: JsonObject };
  const toJson = (zod: $ZodType, part: 'body' | 'response'): JsonObject => {
    const converted = zodTransform({
      ...input,
      schema: part === 'body' ? { body: zod } : { response: { 200: zod } },
    }).schema as { body?: JsonObject; response?: Record<string, JsonObject> };
    return (part === 'body' ? converted.body : converted.response?.[200]) ?? {};
  };

  const plain: JsonObject = {};
  const files: Record<string, JsonObject> = {};
  for (const [status, value] of Object.entries(response)) {
    if (isContentForm(value)) {
      files[status] = {
        content: Object.fromEntries(
          Object.entries(value.content).map(([type, media]) => [
            type,
            { schema: toJson(media.schema, 'response') },
          ]),
        ),
      };
    } else plain[status] = value;
  }
  const transformed = zodTransform({ ...input, schema: { ...rest, response: plain } })
    .schema as JsonObject & {
    response: Record<string, JsonObject>;
  };
  const responses: Record<string, JsonObject> = { ...transformed.response, ...files };
  if (multipart) {
    transformed.body = toJson(multipart, 'body');
    transformed.consumes = ['multipart/form-data'];
  }

  const methods = [route.method].flat();
  const writes = methods.some((method) => !SAFE_METHODS.has(method));
  const isPublic = route.config?.public === true;
  const validated = Boolean(rest.params || rest.querystring || rest.body || multipart);
  const generic = [
    ...(writes || validated ? [400] : []),
    ...(isPublic ? [] : [401]),
    ...(writes ? [403, 413, 415] : []),
  ];
  for (const status of generic) responses[status] ??= toJson(ErrorBodySchema, 'response');
  if (route.config?.cache && methods.includes('GET')) responses[304] ??= { type: 'null' };

  transformed.response = Object.fromEntries(
    Object.entries(responses)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, value]) => {
        const description = STATUS_DESCRIPTIONS[status] ?? 'Answer';
        // Beside a $ref only `description` survives @fastify/swagger; elsewhere it would describe the schema.
        return [status, { ...value, [value.$ref ? 'description' : 'x-response-description']: description }];
      }),
  );
  transformed.tags = [tagOf(url)];
  if (isPublic) transformed.security = [];
  return { schema: transformed as FastifySchema, url };
};

const zodTransformObject = createJsonSchemaTransformObject({});

/**
 * Adds the named schemas to components/schemas (the type provider's transform), keeping only
 * those the document refers to (it makes an input and an output variant of each).
 */
const transformDocument: SwaggerTransformObject = (input) => {
  const document = zodTransformObject(input) as { components?: { schemas?: Record<string, JsonObject> } };
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (value: unknown) => {
    const text = JSON.stringify(value);
    for (const [, id] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (!used.has(id!)) {
        used.add(id!);
        visit(schemas[id!]);
      }
    }
  };
  visit({ ...document, components: { ...document.components, schemas: undefined } });
  return {
    ...document,
    components: {
      ...document.components,
      // Without zod's $schema and $id ("#/components/schemas/X"), which readers take for a new base URI.
      schemas: Object.fromEntries(
        Object.entries(schemas)
          .filter(([id]) => used.has(id))
          .map(([id, { $schema: _schema, $id: _id, ...schema }]) => [id, schema]),
      ),
    },
  } as ReturnType<SwaggerTransformObject>;
};

/**
 * Registers the OpenAPI document of every route registered after it (call it before the
 * features): GET /api/openapi.json, and the Swagger UI at /api/docs. Both are behind the gate like
 * any route. The UI is @fastify/swagger-ui: its page loads its script and styles as files from
 * this server (no CDN, no inline script), so it works offline and under the app's own CSP.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Process Map Repository API',
        version,
        description: `${description}. Every route but sign-in, session state and health needs the session cookie that POST /api/auth/login sets; every write needs the app's own Origin. Errors are { message, issues? }.`,
      },
      components: {
        securitySchemes: {
          [SECURITY_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The session cookie set by POST /api/auth/login.',
          },
        },
      },
      security: [{ [SECURITY_SCHEME]: [] }],
    },
    transform: transformRoute,
    transformObject: transformDocument,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    theme: { title: 'Process Map Repository API' },
    uiConfig: { deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0 },
  });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async () => app.swagger());
}
