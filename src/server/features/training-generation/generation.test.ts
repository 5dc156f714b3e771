import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, files, trainingTierDocuments } from '../../db/schema';
import { seedDemoData } from '../../demo/seed';
import { createRoleWithProcess } from '../../testing/factories';
import { setUpTestApp } from '../../testing/set-up-test-app';
import { unzip } from '../../testing/zip';

const ALL = ['job-aid', 'walkthrough', 'change-summary', 'session-deck'];

describe('Generate Training Materials', () => {
  const t = setUpTestApp();
  let processId: string;
  let bareProcessId: string;
  const { call } = t;

  beforeAll(async () => {
    await t.writeDirectly((db) => db.transaction((tx) => seedDemoData(tx)));
    const list = (await call('GET', '/api/processes?search=Service%20Call%20Dispatch')).json();
    const rows = Array.isArray(list) ? list : list.items;
    processId = rows.find((p: { name: string }) => p.name === 'Service Call Dispatch and Scheduling').id;
    bareProcessId = (
      await createRoleWithProcess(t, t.cookie, { role: 'Yard Planner', process: 'Yard moves' })
    ).process.id;
  });

  it('plans four drafts by tier, with what each is built from', async () => {
    const res = await call('GET', `/api/processes/${processId}/training-generation`);
    expect(res.statusCode).toBe(200);
    const plan = res.json();
    expect(plan.documents.map((d: { key: string; tier: string }) => [d.key, d.tier])).toEqual([
      ['job-aid', 'tier_3'],
      ['walkthrough', 'tier_2'],
      ['change-summary', 'tier_1'],
      ['session-deck', 'tier_1'],
    ]);
    for (const d of plan.documents) {
      expect(d.builtFrom.length, d.key).toBeGreaterThan(0);
      expect(d.missing, d.key).toEqual([]);
    }
  });

  it('explains what is missing for a process without To-Be artifacts', async () => {
    const plan = (await call('GET', `/api/processes/${bareProcessId}/training-generation`)).json();
    const jobAid = plan.documents.find((d: { key: string }) => d.key === 'job-aid');
    expect(jobAid.missing.join(' ')).toMatch(/No To-Be job description yet/);
    const summary = plan.documents.find((d: { key: string }) => d.key === 'change-summary');
    expect(summary.missing.join(' ')).toMatch(/Yard Planner/);
  });

  it('stores four files and files four generated tier documents, leaving uploads untouched', async () => {
    const before = await t.database.db
      .select()
      .from(trainingTierDocuments)
      .where(eq(trainingTierDocuments.processId, processId));
    expect(before.length).toBeGreaterThan(0);
    const filesBefore = (await t.database.db.select({ id: files.id }).from(files)).length;

    const res = await call('POST', `/api/processes/${processId}/training-generation`, { documents: ALL });
    expect(res.statusCode).toBe(201);
    const docs = res.json().documents;
    expect(docs.map((d: { tier: string; fileType: string }) => [d.tier, d.fileType])).toEqual([
      ['tier_3', 'guide'],
      ['tier_2', 'manual'],
      ['tier_1', 'document'],
      ['tier_1', 'presentation'],
    ]);
    for (const doc of docs) {
      expect(doc.generatedAt).toBeTruthy();
      expect(doc.name).toMatch(/ – Service Call Dispatch and Scheduling$/);
      expect(decodeURIComponent(doc.fileUrl)).toMatch(
        /^\/objects\/[0-9a-f-]{36}\/.+ \(generated \d{4}-\d{2}-\d{2}\)\.(docx|pptx)$/,
      );
      const file = await call('GET', doc.fileUrl);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(
        doc.fileType === 'presentation'
          ? /^application\/vnd\.openxmlformats-officedocument\.presentationml\.presentation/
          : /^application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document/,
      );
      const bytes = file.rawPayload;
      expect(bytes.subarray(0, 2).toString()).toBe('PK');
      // Opens as an Office package whose main part names the process.
      const parts = await unzip(bytes);
      const main = doc.fileType === 'presentation' ? 'ppt/slides/slide1.xml' : 'word/document.xml';
      expect(parts.get(main)?.toString('utf8')).toContain('Service Call Dispatch and Scheduling');
    }
    expect((await t.database.db.select({ id: files.id }).from(files)).length).toBe(filesBefore + 4);

    // The walkthrough embeds the To-Be workflow map: its BPMN diagram, drawn as a PNG (issue 21).
    const walkthrough = await unzip((await call('GET', docs[1].fileUrl)).rawPayload);
    expect([...walkthrough.keys()].some((n) => n.startsWith('word/media/') && n.endsWith('.png'))).toBe(true);

    // Listed with the process's other documents; a second run adds, never replaces.
    const again = await call('POST', `/api/processes/${processId}/training-generation`, {
      documents: ['job-aid'],
    });
    expect(again.statusCode).toBe(201);
    const list = (await call('GET', `/api/training-tier-documents/${processId}`)).json();
    expect(list).toHaveLength(before.length + 5);
    for (const old of before) {
      const now = list.find((d: { id: string }) => d.id === old.id);
      expect(now).toMatchObject({ name: old.name, fileUrl: old.fileUrl, generatedAt: null });
    }
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.processId, processId));
    expect(audit.filter((a) => a.summary.startsWith('Generated Tier'))).toHaveLength(5);
  });

  it('generates drafts with missing notes for a process that has nothing yet', async () => {
    const res = await call('POST', `/api/processes/${bareProcessId}/training-generation`, { documents: ALL });
    expect(res.statusCode).toBe(201);
    const doc = res.json().documents[0];
    const parts = await unzip((await call('GET', doc.fileUrl)).rawPayload);
    expect(parts.get('word/document.xml')?.toString('utf8')).toContain('No To-Be job description yet');
  });

  it('refuses an empty or unknown selection and an unknown process', async () => {
    for (const documents of [[], ['poster'], 'job-aid']) {
      const res = await call('POST', `/api/processes/${processId}/training-generation`, { documents });
      expect(res.statusCode, JSON.stringify(documents)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/processes/${unknown}/training-generation`)).statusCode).toBe(404);
    expect((await call('GET', '/api/processes/nope/training-generation')).statusCode).toBe(404);
    const post = await call('POST', `/api/processes/${unknown}/training-generation`, { documents: ALL });
    expect(post.statusCode).toBe(404);
  });
});
