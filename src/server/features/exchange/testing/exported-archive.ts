import { count } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import {
  auditEvents,
  comments,
  impactSuggestionDismissals,
  jobRoles,
  painPointLinks,
  processes,
  trainingTierDocuments,
} from '../../../db/schema';
import { seedDemoData } from '../../../demo/seed';
import { addTrackedPainPoint } from '../../../testing/pain-points';
import { setUpTestApp } from '../../../testing/set-up-test-app';
import { unzip, zip } from '../../../testing/zip';

/* The seeded repository and its own Export All archive, shared by the Bulk Import archive tests
   (import-archive.test.ts and import-archive-legacy.test.ts). */

export type Row = Record<string, unknown>;

/**
 * A signed-in app holding the demo data plus a link of each kind and a dismissed suggestion, and
 * its export taken after that: registers the hooks of the calling describe block and returns the
 * requests and archive edits the tests make.
 */
export function setUpExportedArchive() {
  const t = setUpTestApp();
  /** The repository's own export, taken after seeding. */
  let exported: Map<string, Buffer>;

  const send = (
    step: 'preview' | 'apply',
    data: Buffer,
    mode?: 'merge' | 'replace',
    filename = 'export.zip',
  ) => {
    return t.postForm(t.cookie, `/api/import/${step}`, mode ? { mode } : {}, { filename, data });
  };
  const { call } = t;
  const table = (path: string): Row[] => JSON.parse(exported.get(path)!.toString('utf8'));
  /** The export with some data files replaced (or, given null, left out). */
  const archiveWith = (changes: Record<string, unknown>) => {
    const entries = new Map<string, Buffer | string>(exported);
    for (const [path, value] of Object.entries(changes)) {
      if (value === null) entries.delete(path);
      else
        entries.set(
          path,
          typeof value === 'string' || Buffer.isBuffer(value) ? value : JSON.stringify(value),
        );
    }
    return zip(entries);
  };
  const counts = async () => ({
    roles: Number((await t.database.db.select({ n: count() }).from(jobRoles))[0]!.n),
    processes: Number((await t.database.db.select({ n: count() }).from(processes))[0]!.n),
    events: Number((await t.database.db.select({ n: count() }).from(auditEvents))[0]!.n),
    links: Number((await t.database.db.select({ n: count() }).from(painPointLinks))[0]!.n),
    dismissals: Number((await t.database.db.select({ n: count() }).from(impactSuggestionDismissals))[0]!.n),
    comments: Number((await t.database.db.select({ n: count() }).from(comments))[0]!.n),
  });

  beforeAll(async () => {
    await t.writeDirectly((db) => db.transaction((tx) => seedDemoData(tx)));
    // Change readiness data: a link of each kind and a dismissed suggestion.
    const [document] = await t.database.db.select().from(trainingTierDocuments).limit(1);
    const link = {
      processId: document!.processId,
      processOutput: 'Work Order',
      name: 'Work order walkthrough',
      fileUrl: 'https://example.com/work-orders',
    };
    const created = await t.call('POST', '/api/training-artifacts/link', link);
    expect(created.statusCode).toBe(201);
    const artifact: { id: string; processId: string } = created.json();
    await addTrackedPainPoint(t, t.cookie, artifact.processId, 'Double entry');
    await addTrackedPainPoint(t, t.cookie, document!.processId, 'Paper forms');
    for (const payload of [
      {
        processId: artifact!.processId,
        painPointTitle: 'Double entry',
        kind: 'output',
        target: 'Work Order',
      },
      {
        processId: artifact!.processId,
        painPointTitle: 'Double entry',
        kind: 'training_artifact',
        target: artifact!.id,
      },
      {
        processId: document!.processId,
        painPointTitle: 'Paper forms',
        kind: 'tier_document',
        target: document!.id,
      },
    ]) {
      expect((await t.call('POST', '/api/pain-point-links', payload)).statusCode).toBe(201);
    }
    const dismissal = { processId: artifact!.processId, processOutput: 'Work Order', changeType: 'NEW' };
    expect((await t.call('POST', '/api/impact-suggestion-dismissals', dismissal)).statusCode).toBe(201);
    // A comment thread on a To-Be row with a reply.
    const maria = await t.login({ name: 'Maria Lopez' });
    const threadUrl = `/api/processes/${document!.processId}/comments`;
    const anchor = { kind: 'row', row: 'systems', state: 'to_be' };
    const thread = await t.request(maria, 'POST', threadUrl, { body: 'Which app replaces the log?', anchor });
    expect(thread.statusCode).toBe(201);
    const reply = { body: 'The field service app.', parentId: thread.json().id };
    expect((await t.request(maria, 'POST', threadUrl, reply)).statusCode).toBe(201);
    exported = await unzip((await call('GET', '/api/export/all.zip')).rawPayload);
  });

  return { t, send, table, archiveWith, counts, exported: () => exported };
}
