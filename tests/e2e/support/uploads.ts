import type { APIRequestContext, Locator, Page } from 'playwright-core';
import type { PageWatch } from './browser';
import { addArtifacts, createProcess, QUOTE_SIPOC } from './seed';

/* Shared by the upload tests (uploads.test.ts, upload-formats.test.ts), whose app has MAX_UPLOAD_MB 1. */

/** The browser logs refused uploads (413, 415) as console errors; here they are the expected answers. */
export function defects(watch: PageWatch): string[] {
  return watch.errors.filter(
    (e) => !/status of 41[35] \((Payload Too Large|Unsupported Media Type)\)/.test(e),
  );
}

/** The toast on screen (one at a time) with that title. */
export function toast(page: Page, title: string): Locator {
  return page.locator('li[data-swipe-direction]').filter({ hasText: title });
}

/** The process the upload tests file things on: its As-Is SIPOC has the output QUOTE_OUTPUT. */
export async function createUploadsProcess(request: APIRequestContext): Promise<string> {
  const processId = await createProcess(request, {
    name: 'Uploads E2E',
    description: 'Seeded for the uploads test.',
  });
  await addArtifacts(request, processId, [QUOTE_SIPOC]);
  return processId;
}
