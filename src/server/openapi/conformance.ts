import zlib from 'node:zlib';
import { formatParamUrl } from '@fastify/swagger';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/*
 * Test support: checks the app's answers against its own OpenAPI document, so a route whose
 * answers drift from what its schemas document fails the test that made the request.
 */

interface MediaType {
  schema?: unknown;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
}
interface Operation {
  responses?: Record<string, ResponseObject>;
}
export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
}

/** One answer as the app sent it. */
export interface ObservedAnswer {
  method: string;
  /** The matched route as registered (`/api/processes/:id`). */
  route: string;
  statusCode: number;
  headers: Record<string, unknown>;
  body: Buffer;
}

/** The document's path for a route as Fastify registered it (`/api/x/:id` → `/api/x/{id}`). */
export function documentPath(route: string): string {
  return formatParamUrl(route);
}

const JSON_MEDIA = /^application\/(.+\+)?json$/;

function essence(contentType: unknown): string {
  return String(contentType ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
}

/** The documented media type an answer's Content-Type falls under, exact before `type/*` before `*\/*`. */
function matchMedia(content: Record<string, MediaType>, media: string): string | undefined {
  const keys = Object.keys(content);
  return (
    keys.find((key) => key.toLowerCase() === media) ??
    keys.find((key) => key.endsWith('/*') && media.startsWith(key.slice(0, -1).toLowerCase())) ??
    keys.find((key) => key === '*/*')
  );
}

function decoded(body: Buffer, encoding: unknown): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return body;
}

/** A JSON pointer fragment to a place in the document. */
function pointer(...segments: string[]): string {
  return `#/${segments.map((s) => encodeURIComponent(s.replaceAll('~', '~0').replaceAll('/', '~1'))).join('/')}`;
}

/** Validates answers against one document's response schemas ($refs resolved within it). */
export class ResponseConformance {
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats(this.ajv);
    // Files are documented as binary strings; their bytes are never parsed as JSON here.
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema(document as object, 'openapi.json');
  }

  /**
   * What is wrong with an answer of a documented route: a status the operation does not list
   * (500 aside: a crash is the test's to report), a Content-Type it does not list for that status,
   * a body where none is documented, or a JSON body its schema refuses. Null when it conforms.
   */
  problem(answer: ObservedAnswer): string | null {
    const method = answer.method.toLowerCase();
    const path = documentPath(answer.route);
    const operation = this.document.paths?.[path]?.[method];
    if (!operation || answer.statusCode === 500) return null;
    const status = String(answer.statusCode);
    const responses = operation.responses ?? {};
    const key = [status, `${status[0]}XX`, 'default'].find((k) => responses[k]);
    const where = `${answer.method} ${path} answered ${status}`;
    if (!key)
      return `${where}, which the document does not list (it lists ${Object.keys(responses).join(', ')})`;
    const content = responses[key]!.content;
    if (!content) {
      return answer.body.length === 0 ? null : `${where} with a body where the document says there is none`;
    }
    const media = essence(answer.headers['content-type']);
    const mediaKey = matchMedia(content, media);
    if (!mediaKey) {
      return `${where} as "${media}", which the document does not list (it lists ${Object.keys(content).join(', ')})`;
    }
    if (!JSON_MEDIA.test(media) || content[mediaKey]!.schema === undefined) return null;
    let value: unknown;
    try {
      value = JSON.parse(decoded(answer.body, answer.headers['content-encoding']).toString('utf8'));
    } catch {
      return `${where} with a body that is not JSON`;
    }
    const validate = this.validator(
      pointer('paths', path, method, 'responses', key, 'content', mediaKey, 'schema'),
    );
    if (validate(value)) return null;
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map(
        (e) => `${e.instancePath || '(body)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
      )
      .join('; ');
    return `${where} with a body its documented schema refuses: ${errors}`;
  }

  private validator(ref: string): ValidateFunction {
    let validate = this.validators.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi.json${ref}` });
      this.validators.set(ref, validate);
    }
    return validate;
  }
}

/** Checkers by document text: every test app of a test file builds the same document. */
const checkers = new Map<string, ResponseConformance>();

function checkerFor(document: OpenApiDocument): ResponseConformance {
  const text = JSON.stringify(document);
  let checker = checkers.get(text);
  if (!checker) {
    checker = new ResponseConformance(JSON.parse(text) as OpenApiDocument);
    checkers.set(text, checker);
  }
  return checker;
}

const MATCHED = Symbol('matched route');
type Tagged = { [MATCHED]?: { method: string; route: string } };

/**
 * Makes `app.inject` check every answer of a route in the app's OpenAPI document against it, and
 * throw when it does not conform: the test that made the request fails, naming the mismatch.
 * Call before the app is ready (it adds a hook) and before anything else wraps inject.
 */
export function checkAnswersAgainstDocument(app: FastifyInstance): void {
  // The route the router matched, on the raw request that inject hands back (unknown paths: none).
  app.addHook('onSend', (request, _reply, payload, done) => {
    const url = request.is404 ? undefined : request.routeOptions.url;
    if (url) (request.raw as Tagged)[MATCHED] = { method: request.method, route: url };
    done(null, payload);
  });
  const inject = app.inject.bind(app) as (opts: InjectOptions | string) => Promise<LightMyRequestResponse>;
  let checker: ResponseConformance | undefined;
  const checked = async (opts: InjectOptions | string) => {
    const res = await inject(opts);
    // A streamed answer (payloadAsStream: a test reading a download the way a slow client does)
    // has no body here to check, and its request is not handed back.
    if (typeof opts === 'object' && opts.payloadAsStream) return res;
    const matched = (res.raw.req as unknown as Tagged)[MATCHED];
    if (matched) {
      // Made once the app is ready (the first answer): the document is complete by then.
      checker ??= checkerFor(app.swagger() as OpenApiDocument);
      const problem = checker.problem({
        ...matched,
        statusCode: res.statusCode,
        headers: res.headers,
        body: res.rawPayload,
      });
      if (problem)
        throw new Error(
          `The answer does not match the OpenAPI document: ${problem}\n${res.body.slice(0, 500)}`,
        );
    }
    return res;
  };
  app.inject = checked as FastifyInstance['inject'];
}
