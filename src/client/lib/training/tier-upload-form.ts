// Relative paths: pure logic shared with the unit tests.

import {
  fileExtension,
  fileNameWithoutExtension,
  isAllowedExtension,
  UPLOAD_PLACES,
} from '@core/rules/file-rules';
import { isWebUrl } from '@core/rules/link-name';
import { LIMITS } from '@core/schemas/common';
import { TIER_DOCUMENT_TYPES, type TierDocumentCreate } from '@core/schemas/training';
import { z } from 'zod';
import type { TierKey } from './tiers';

/**
 * The tier document Upload dialog (spec §4, §5): file or link mode, a required name, an optional
 * description, a document type (document by default), and the spec's messages.
 */
export const NAME_REQUIRED = 'Please provide a document name.';
export const FILE_REQUIRED = 'Please select a file to upload.';
export const URL_REQUIRED = 'Please provide a valid URL.';

export type UploadMode = 'file' | 'link';

export interface TierUploadValues {
  mode: UploadMode;
  name: string;
  description: string;
  fileType: (typeof TIER_DOCUMENT_TYPES)[number];
  file: File | null;
  url: string;
}

export const EMPTY_TIER_UPLOAD: TierUploadValues = {
  mode: 'file',
  name: '',
  description: '',
  fileType: 'document',
  file: null,
  url: '',
};

export function refusedExtensionMessage(name: string): string {
  const ext = fileExtension(name);
  const accepted = UPLOAD_PLACES['tier-document'].map((e) => `.${e}`).join(', ');
  return `Files of type ${ext ? `.${ext}` : 'without extension'} are not accepted here. Accepted: ${accepted}.`;
}

/** Every check runs at once, so each field shows its own message on the first submit. */
export const TierUploadSchema = z
  .object({
    mode: z.enum(['file', 'link']),
    name: z.string(),
    description: z.string(),
    fileType: z.enum(TIER_DOCUMENT_TYPES),
    file: z.custom<File | null>((v) => v === null || (typeof v === 'object' && v !== null && 'name' in v)),
    url: z.string(),
  })
  .superRefine((values, ctx) => {
    const name = values.name.trim();
    if (!name) ctx.addIssue({ code: 'custom', path: ['name'], message: NAME_REQUIRED });
    else if (name.length > LIMITS.name) {
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: `Document name must be at most ${LIMITS.name} characters`,
      });
    }
    if (values.mode === 'file') {
      if (!values.file) ctx.addIssue({ code: 'custom', path: ['file'], message: FILE_REQUIRED });
      else if (!isAllowedExtension('tier-document', values.file.name)) {
        ctx.addIssue({ code: 'custom', path: ['file'], message: refusedExtensionMessage(values.file.name) });
      }
    } else if (!isWebUrl(values.url.trim())) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: URL_REQUIRED });
    }
    if (values.description.trim().length > LIMITS.description) {
      ctx.addIssue({
        code: 'custom',
        path: ['description'],
        message: `Description must be at most ${LIMITS.description} characters`,
      });
    }
  });

/** The first message of a failed check, in field order: what the Error toast says. */
export function firstMessage(
  errors: Partial<Record<keyof TierUploadValues, { message?: string }>>,
): string | null {
  for (const key of ['name', 'file', 'url', 'description'] as const) {
    const message = errors[key]?.message;
    if (message) return message;
  }
  return null;
}

/** Spec §5: choosing a file fills an empty name with the file's name without its extension. */
export function prefilledName(currentName: string, file: File | null): string {
  if (!file || currentName.trim()) return currentName;
  return fileNameWithoutExtension(file.name);
}

/** POST /api/training-tier-documents body: trimmed name, description left out when empty. */
export function tierDocumentBody(
  values: TierUploadValues,
  processId: string,
  tier: TierKey,
  fileUrl: string,
): TierDocumentCreate {
  const description = values.description.trim();
  return {
    processId,
    tier,
    name: values.name.trim(),
    ...(description ? { description } : {}),
    fileType: values.fileType,
    fileUrl,
  } as TierDocumentCreate;
}
