import { z } from 'zod';
import { isSafeLink, SAFE_LINK_MESSAGE } from '../rules/safe-link';

/*
 * Stored links (issue 17): every schema that accepts a fileUrl, link or document URL uses these,
 * so the server refuses (400) anything but http(s) addresses and files stored in this app.
 */

/** An optional stored link; blank becomes null. */
export function optionalLink(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => v === '' || isSafeLink(v), SAFE_LINK_MESSAGE)
    .nullish()
    .transform((v) => (v ? v : null));
}

/** A required stored link; `blankMessage` answers a blank value, `missingMessage` a missing one. */
export function requiredLink(blankMessage: string, max: number, missingMessage = blankMessage) {
  return z
    .string({ error: missingMessage })
    .trim()
    .min(1, blankMessage)
    .max(max, `Links must be at most ${max} characters`)
    .refine(isSafeLink, SAFE_LINK_MESSAGE);
}

/** For rows read back from an archive or sheet: a stored link or null (blank is null). */
export const NullableStoredLinkSchema = optionalLink('Link', 10_000);
