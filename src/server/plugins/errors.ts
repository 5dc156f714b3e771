import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../../core/schemas/common';
import { isNavigation } from './navigation';

/** An error meant for the user: its status and message are sent as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new AppError(404, `${what} not found.`);
export const badRequest = (message: string) => new AppError(400, message);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new AppError(409, message, extra);

/** Fastify's own error codes that are the caller's fault, with the message we answer. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type. Send JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The Content-Length header is wrong.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, message: 'The Content-Type header is invalid.' },
  FST_ERR_BAD_URL: { status: 400, message: 'The URL is malformed.' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: 'The request is malformed.' },
  FST_ERR_VALIDATION: { status: 400, message: 'The request is invalid.' },
};

/** The PostgreSQL SQLSTATE of an error or of its cause (Drizzle wraps driver errors). */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

function formatPath(path: readonly PropertyKey[] | undefined, fallback: string): string {
  if (!path || path.length === 0) return fallback;
  return path.map(String).join('.');
}

/** The one error handler: known errors carry status and message; anything else is logged and is a plain 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: formatPath(
          (v.params as { issue?: { path?: PropertyKey[] } })?.issue?.path,
          v.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body'),
        ),
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const body: ErrorBody = {
        message: first
          ? `${first.message}${first.path && !first.message.includes(first.path) ? ` (${first.path})` : ''}`
          : 'Invalid request.',
        issues,
      };
      return reply.status(400).send(body);
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, ...error.extra });
    }
    const state = sqlState(error);
    // Class 22 is "data exception": a NUL character, an unstorable escape, a number out of range.
    if (state?.startsWith('22')) {
      return reply.status(400).send({
        message: 'The request contains a value that cannot be stored (for example a NUL character).',
      });
    }
    if (state === '23505') return reply.status(409).send({ message: 'That already exists.' });
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });
    if (error.statusCode === 429) {
      return reply.status(429).send({ message: error.message || 'Too many requests. Try again later.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message || 'Bad request.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error.' });
  });
}

/**
 * An unknown path answers 404 JSON, except that with a built client a browser navigation gets
 * index.html, so a reload or a shared link to a client route works. The gate has already answered
 * 401 to anything else without a session; neither decision reads the URL.
 */
export function registerNotFound(app: FastifyInstance, indexHtml?: Buffer): void {
  app.setNotFoundHandler((request, reply) => {
    if (indexHtml && isNavigation(request)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.status(404).send({ message: 'There is nothing at this address.' });
  });
}
