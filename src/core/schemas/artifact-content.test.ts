import { describe, expect, it } from 'vitest';
import { jsonValueDepth } from '../rules/json-depth';
import { ArtifactCreateSchema, ArtifactUpdateSchema } from './artifact';
import {
  CONTENT_SCHEMA_BY_TYPE,
  ContentLimitsSchema,
  contentLimitProblem,
  contentTooDeepMessage,
  contentTooLargeMessage,
  MAX_CONTENT_BYTES,
  MAX_CONTENT_DEPTH,
  MAX_FILE_CONTENT_BYTES,
  PROCESS_FILE_CONTENT_SCHEMA,
} from './artifact-content';

/** An object `depth` levels deep: its own level plus an unknown field nested below it. */
function contentOfDepth(depth: number): Record<string, unknown> {
  let value: unknown = 'leaf';
  for (let i = 1; i < depth; i++) value = i % 2 ? [value] : { next: value };
  return { kept: value };
}

const SCHEMAS = [
  ...Object.entries(CONTENT_SCHEMA_BY_TYPE),
  ['process file', PROCESS_FILE_CONTENT_SCHEMA] as const,
] as const;

describe('content limits', () => {
  it('are far below the JSON limit and far above real content', () => {
    expect(MAX_CONTENT_DEPTH).toBe(32);
    expect(contentTooDeepMessage()).toContain('32 levels');
    expect(contentTooLargeMessage()).toContain('1 MB');
    expect(contentTooLargeMessage(MAX_FILE_CONTENT_BYTES)).toContain('16 KB');
  });

  it.each(SCHEMAS)('%s: exactly the depth limit passes, one level more fails naming it', (_type, schema) => {
    const atLimit = contentOfDepth(MAX_CONTENT_DEPTH);
    expect(jsonValueDepth(atLimit)).toBe(MAX_CONTENT_DEPTH);
    expect(schema.safeParse(atLimit).success).toBe(true);

    const parsed = schema.safeParse(contentOfDepth(MAX_CONTENT_DEPTH + 1));
    expect(parsed.success).toBe(false);
    // The limit is checked first: the only issue is the one naming it.
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([contentTooDeepMessage()]);
  });

  it('checks the depth of kept unknown fields and of known lists alike', () => {
    const deepInList = { responsibilities: ['a'], extra: contentOfDepth(MAX_CONTENT_DEPTH) };
    expect(CONTENT_SCHEMA_BY_TYPE.job_description.safeParse(deepInList).success).toBe(false);
    const systems = { systems: [{ name: 'ERP', more: contentOfDepth(MAX_CONTENT_DEPTH - 2) }] };
    expect(jsonValueDepth(systems)).toBe(MAX_CONTENT_DEPTH + 1);
    expect(CONTENT_SCHEMA_BY_TYPE.systems.safeParse(systems).error?.issues[0]?.message).toBe(
      contentTooDeepMessage(),
    );
  });

  it('counts size in UTF-8 bytes of the JSON text, exactly', () => {
    const sized = (n: number, ch = 'x') => ({ positionSummary: ch.repeat(n) });
    const overhead = JSON.stringify(sized(0)).length;
    expect(contentLimitProblem(sized(MAX_CONTENT_BYTES - overhead))).toBeNull();
    expect(contentLimitProblem(sized(MAX_CONTENT_BYTES - overhead + 1))).toBe(contentTooLargeMessage());
    // 'ü' is 2 bytes, '€' 3, '📋' 4 (two UTF-16 units).
    for (const [ch, bytes] of [
      ['ü', 2],
      ['€', 3],
      ['📋', 4],
    ] as const) {
      const room = MAX_CONTENT_BYTES - overhead;
      expect(contentLimitProblem(sized(Math.floor(room / bytes), ch)), ch).toBeNull();
      expect(contentLimitProblem(sized(Math.floor(room / bytes) + 1, ch)), ch).toBe(contentTooLargeMessage());
    }
    // Characters JSON escapes count as their escaped text.
    const quotes = sized(Math.floor((MAX_CONTENT_BYTES - overhead) / 2) + 1, '"');
    expect(contentLimitProblem(quotes)).toBe(contentTooLargeMessage());
  });

  it('gives a process file null-or-object content of at most 16 KB', () => {
    expect(PROCESS_FILE_CONTENT_SCHEMA.safeParse({ fileName: 'a.pdf', size: 10 }).success).toBe(true);
    for (const bad of [[], 'text', 1, { size: -1 }, { notes: 'n'.repeat(MAX_FILE_CONTENT_BYTES) }]) {
      expect(PROCESS_FILE_CONTENT_SCHEMA.safeParse(bad).success, JSON.stringify(bad).slice(0, 40)).toBe(
        false,
      );
    }
  });

  it('never loops on a value that refers to itself', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(contentLimitProblem(cyclic)).toBe(contentTooDeepMessage());
  });

  it('holds the create and update bodies to the limits whatever the type, with the path', () => {
    const body = { processId: 'p', type: 'pdf', state: 'as_is', name: 'n' };
    const tooDeep = contentOfDepth(MAX_CONTENT_DEPTH + 1);
    const create = ArtifactCreateSchema.safeParse({ ...body, content: tooDeep });
    expect(create.error?.issues).toMatchObject([{ path: ['content'], message: contentTooDeepMessage() }]);
    const update = ArtifactUpdateSchema.safeParse({ revision: 0, content: tooDeep });
    expect(update.error?.issues).toMatchObject([{ path: ['content'], message: contentTooDeepMessage() }]);
    expect(ArtifactUpdateSchema.safeParse({ revision: 0 }).error?.issues[0]?.message).toBe(
      'Content is required',
    );
    expect(ArtifactCreateSchema.safeParse(body).success).toBe(true);
    expect(ContentLimitsSchema.safeParse(null).success).toBe(true);
  });
});
