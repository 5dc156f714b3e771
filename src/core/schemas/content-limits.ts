import { z } from 'zod';
import { jsonValueDepth } from '../rules/json-depth';

/*
 * The limits every artifact content, of every type, is held to: the API, the editors and Bulk
 * Import check the same ones. The content shapes themselves are in src/core/artifact-types.
 */

/**
 * How deep any artifact's content may nest (objects and lists). The deepest real shape, a
 * cross-functional section's subsection items, is 6 levels; 32 leaves room for unknown fields and
 * stays well under MAX_JSON_DEPTH (64) with everything that wraps content on its way: the request
 * body, an audit event's before and after, a row of an Export All data file.
 */
export const MAX_CONTENT_DEPTH = 32;

/**
 * How large any artifact's content may be: its JSON text in UTF-8. Half the JSON body limit
 * (2 MiB), so a save carrying the largest content and the artifact's own fields always fits in one
 * request; the demo set's largest content is a few kilobytes.
 */
export const MAX_CONTENT_BYTES = 1024 * 1024;

/** How large the content of an uploaded process file may be: a few facts about the file, no more. */
export const MAX_FILE_CONTENT_BYTES = 16 * 1024;

export const contentTooDeepMessage = () =>
  `The content is nested deeper than ${MAX_CONTENT_DEPTH} levels, the limit.`;

export const contentTooLargeMessage = (maxBytes = MAX_CONTENT_BYTES) =>
  `The content is larger than ${formatKib(maxBytes)} (${maxBytes.toLocaleString('en-US')} bytes of JSON), the limit.`;

function formatKib(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`;
}

/** The UTF-8 length of a string, without encoding it. */
function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      // A surrogate pair: 4 bytes for 2 UTF-16 units.
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 2;
        i++;
        continue;
      }
    }
    if (c >= 0x800) bytes += 2;
    else if (c >= 0x80) bytes += 1;
  }
  return bytes;
}

/**
 * Why `value` breaks the content limits, or null when it keeps them. Depth is measured first and
 * without recursion, so a hostile value is never serialised.
 */
export function contentLimitProblem(value: unknown, maxBytes = MAX_CONTENT_BYTES): string | null {
  if (jsonValueDepth(value, MAX_CONTENT_DEPTH) > MAX_CONTENT_DEPTH) return contentTooDeepMessage();
  const text = JSON.stringify(value) as string | undefined;
  if (text !== undefined && (text.length > maxBytes || utf8Length(text) > maxBytes)) {
    return contentTooLargeMessage(maxBytes);
  }
  return null;
}

const limitsCheck =
  (maxBytes: number) =>
  (value: unknown, ctx: z.RefinementCtx): void => {
    const problem = contentLimitProblem(value, maxBytes);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  };

/** Any content, whatever its type: within MAX_CONTENT_DEPTH and MAX_CONTENT_BYTES. */
export const ContentLimitsSchema = z.unknown().superRefine(limitsCheck(MAX_CONTENT_BYTES));

/** `shape`, checked only once the content keeps the limits (so the message names the limit). */
export function withinLimits<T extends z.ZodType>(shape: T, maxBytes = MAX_CONTENT_BYTES) {
  return z.unknown().superRefine(limitsCheck(maxBytes)).pipe(shape);
}
