import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactTypeModule } from '../../core/artifact-types';
import { SIGNIFICANCE_KEYWORDS } from '../../core/rules/significance';
import { ARTIFACT_TYPES } from '../../core/schemas/artifact';
import {
  JobDescriptionContentSchema,
  PainPointsContentSchema,
  SipocContentSchema,
  WorkflowMapContentSchema,
} from '../../core/schemas/artifact-content';
import { isUuid } from '../../core/schemas/common';
import { type Database, openDatabase } from '../db/client';
import {
  artifacts,
  auditEvents,
  changeImpactAssessments,
  divisions,
  files,
  jobRoles,
  painPointStatuses,
  processes,
  trainingTierDocuments,
} from '../db/schema';
import { readWholeFile } from '../plugins/files';
import { type SeedSummary, seedDemoData } from './seed';

function fileIdFromUrl(url: string): string {
  const match = /^\/objects\/([0-9a-f-]{36})\/[^/]+$/.exec(url);
  if (!match?.[1]) throw new Error(`not an /objects URL: ${url}`);
  return match[1];
}

describe('demo data set', () => {
  let database: Database;
  let summary: SeedSummary;

  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
    summary = await database.db.transaction((tx) => seedDemoData(tx));
  });

  afterAll(async () => {
    await database?.close();
  });

  it('loads the nine preset job roles and reports what it loaded', async () => {
    const roles = await database.db.select().from(jobRoles);
    expect(roles.map((r) => r.name).sort()).toEqual(
      [
        'Deficiency Coordinator',
        'Inspection Coordinator',
        'Procurement Manager',
        'Renewal Coordinator',
        'Sales Manager',
        'Sales Rep',
        'Service Coordinator',
        'Service Manager',
        'Service Technician',
      ].sort(),
    );
    const procs = await database.db.select().from(processes);
    const arts = await database.db.select().from(artifacts);
    expect(summary).toEqual({ jobRoles: 9, processes: procs.length, artifacts: arts.length });
    // The divisions are the product's (loaded with it when the database has none), not the demo's.
    expect(await database.db.select().from(divisions)).toHaveLength(27);
    const audit = await database.db.select().from(auditEvents);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'import',
      entityType: 'repository',
      summary: 'Demo data loaded',
    });
  });

  describe('divisions (spec §3)', () => {
    it('has 27 divisions whose role headcounts add up to the employee count', async () => {
      const rows = await database.db.select().from(divisions);
      expect(rows).toHaveLength(27);
      for (const d of rows) {
        const sum = Object.values(d.roles).reduce((a, b) => a + b, 0);
        expect(sum, d.code).toBe(d.employees);
        expect(d.name.startsWith(`${d.code} - `), d.name).toBe(true);
      }
    });

    it('holds the employee counts the spec names, in the right states', async () => {
      const rows = await database.db.select().from(divisions);
      const has = (employees: number, location: string) =>
        rows.some((d) => d.employees === employees && d.location === location);
      expect(has(191, 'Florida')).toBe(true);
      expect(has(144, 'California')).toBe(true);
      expect(has(112, 'California')).toBe(true);
      expect(has(107, 'California')).toBe(true);
      expect(has(106, 'Maryland')).toBe(true);
      expect(has(106, 'Massachusetts')).toBe(true);
      expect(has(92, 'Michigan')).toBe(true);
      expect(has(102, 'Georgia')).toBe(true);
      expect(Math.max(...rows.map((d) => d.employees))).toBe(191);
      expect(rows.filter((d) => d.employees === 191)).toHaveLength(1);
    });

    it('has a one-person corporate division', async () => {
      const rows = await database.db.select().from(divisions);
      const corporate = rows.filter((d) => d.employees === 1);
      expect(corporate).toHaveLength(1);
      expect(corporate[0]?.location).toBe('Multi-state');
      expect(corporate[0]?.roles).toEqual({ President: 1 });
    });

    it('spans every location the spec lists', async () => {
      const rows = await database.db.select().from(divisions);
      const locations = new Set(rows.map((d) => d.location));
      for (const loc of [
        'Georgia',
        'Pennsylvania',
        'Florida',
        'California',
        'Texas',
        'New Jersey',
        'New York',
        'Louisiana',
        'Maryland',
        'Massachusetts',
        'Michigan',
        'Multi-state',
      ]) {
        expect(locations.has(loc), loc).toBe(true);
      }
    });
  });

  describe('processes and artifacts', () => {
    it('gives every job role at least one process and mixes statuses', async () => {
      const roles = await database.db.select().from(jobRoles);
      const procs = await database.db.select().from(processes);
      expect(procs.length).toBeGreaterThanOrEqual(10);
      for (const role of roles) {
        expect(
          procs.some((p) => p.jobRoleId === role.id),
          role.name,
        ).toBe(true);
      }
      const statuses = new Set(procs.map((p) => p.status));
      expect([...statuses].sort()).toEqual(['draft', 'in_review', 'published']);
      const published = procs.filter((p) => p.status === 'published').length;
      expect(published).toBeGreaterThanOrEqual(procs.length / 2 - 1);
      expect(new Set(procs.map((p) => p.updatedAt.toISOString())).size).toBe(procs.length);
    });

    it('has As-Is and To-Be artifacts of every type for every process, with valid content', async () => {
      const procs = await database.db.select().from(processes);
      const arts = await database.db.select().from(artifacts);
      for (const p of procs) {
        for (const state of ['as_is', 'to_be']) {
          for (const type of ARTIFACT_TYPES) {
            const found = arts.filter((a) => a.processId === p.id && a.state === state && a.type === type);
            expect(found, `${p.name} ${state} ${type}`).toHaveLength(1);
            const parsed = artifactTypeModule(type)!.schema.safeParse(found[0]?.content);
            expect(parsed.success, `${p.name} ${state} ${type}`).toBe(true);
          }
        }
      }
    });

    it('uses all three process step shapes and significance keywords in To-Be job descriptions', async () => {
      const arts = await database.db.select().from(artifacts).where(eq(artifacts.type, 'job_description'));
      const shapes = new Set<string>();
      for (const a of arts) {
        const c = JobDescriptionContentSchema.parse(a.content);
        if (typeof c.processSteps === 'string') shapes.add('string');
        else if (c.processSteps?.every((s) => typeof s === 'string')) shapes.add('strings');
        else if (c.processSteps?.every((s) => typeof s === 'object')) shapes.add('objects');
        if (a.state === 'to_be') {
          const text = JSON.stringify(c).toLowerCase();
          expect(
            SIGNIFICANCE_KEYWORDS.some((k) => text.includes(k)),
            a.name,
          ).toBe(true);
        }
      }
      expect([...shapes].sort()).toEqual(['objects', 'string', 'strings']);
    });

    it('stores every workflow map as an SVG file that the artifact links to', async () => {
      const maps = await database.db.select().from(artifacts).where(eq(artifacts.type, 'workflow_map'));
      for (const a of maps) {
        expect(a.fileUrl, a.name).toBeTruthy();
        const id = fileIdFromUrl(a.fileUrl ?? '');
        const [file] = await database.db.select().from(files).where(eq(files.id, id));
        expect(file, a.name).toBeDefined();
        expect(file?.mediaType).toBe('image/svg+xml');
        const bytes = await readWholeFile(database.db, id);
        const text = bytes?.data.toString('utf8') ?? '';
        expect(text.startsWith('<svg') || text.startsWith('<?xml'), a.name).toBe(true);
        expect(text).not.toMatch(/<script|href=|xlink:/i);
        expect(file?.size).toBe(bytes?.data.length);
        expect(a.fileUrl?.endsWith(`/${file?.name}`)).toBe(true);
      }
    });

    it('links supervisory maps to subordinate processes that exist', async () => {
      const procs = await database.db.select().from(processes);
      const ids = new Set(procs.map((p) => p.id));
      const maps = await database.db.select().from(artifacts).where(eq(artifacts.type, 'workflow_map'));
      const supervisory = maps.filter(
        (a) => WorkflowMapContentSchema.parse(a.content).workflowType === 'supervisory_links',
      );
      expect(supervisory.length).toBeGreaterThanOrEqual(1);
      for (const a of supervisory) {
        const subs = WorkflowMapContentSchema.parse(a.content).subordinateProcesses ?? [];
        expect(subs.length, a.name).toBeGreaterThanOrEqual(2);
        for (const s of subs) {
          expect(ids.has(s.processId ?? ''), `${a.name} -> ${s.roleName}`).toBe(true);
          expect(s.processId).not.toBe(a.processId);
          expect(s.keyResponsibilities?.length).toBeGreaterThanOrEqual(3);
        }
      }
    });
  });

  describe('tracking rows', () => {
    it('records pain point statuses only against To-Be pain points, by their ids', async () => {
      const statuses = await database.db.select().from(painPointStatuses);
      expect(statuses.length).toBeGreaterThan(0);
      const toBe = await database.db.select().from(artifacts).where(eq(artifacts.type, 'pain_points'));
      for (const a of toBe) {
        const ids = PainPointsContentSchema.parse(a.content).painPoints?.map((p) => p.id) ?? [];
        expect(
          ids.every((id) => typeof id === 'string' && isUuid(id)),
          a.name,
        ).toBe(true);
      }
      for (const s of statuses) {
        const art = toBe.find((a) => a.processId === s.processId && a.state === 'to_be');
        const painPoint = PainPointsContentSchema.parse(art?.content).painPoints?.find(
          (p) => p.id === s.painPointId,
        );
        expect(painPoint?.title, s.painPointTitle).toBe(s.painPointTitle);
        expect(['resolved', 'partially_resolved', 'parking_lot', 'not_addressed']).toContain(s.status);
      }
    });

    it('assesses change impact for outputs that appear in the process SIPOC', async () => {
      const procs = await database.db.select().from(processes);
      const rows = await database.db.select().from(changeImpactAssessments);
      const sipocs = await database.db.select().from(artifacts).where(eq(artifacts.type, 'sipoc'));
      for (const p of procs) {
        const mine = rows.filter((r) => r.processId === p.id);
        expect(mine.length, p.name).toBeGreaterThanOrEqual(3);
        expect(mine.length, p.name).toBeLessThanOrEqual(6);
        const outputs = new Set(
          sipocs
            .filter((a) => a.processId === p.id)
            .flatMap((a) => {
              const c = SipocContentSchema.parse(a.content);
              return [...(c.outputs ?? []), ...(c.outputsFullNames ?? [])];
            }),
        );
        for (const r of mine) {
          expect(outputs.has(r.processOutput), `${p.name}: ${r.processOutput}`).toBe(true);
          expect(['NEW', 'MODIFIED', 'REMOVED', 'REPLACED']).toContain(r.changeType);
          expect(['HIGH', 'MED', 'LOW']).toContain(r.impactAssessment);
        }
      }
    });

    it('keeps SIPOC full-name lists aligned with their short lists', async () => {
      const sipocs = await database.db.select().from(artifacts);
      for (const a of sipocs.filter((x) => x.type === 'sipoc' || x.type === 'role_sipoc')) {
        const c = SipocContentSchema.parse(a.content);
        if (c.outputsFullNames) expect(c.outputsFullNames.length, a.name).toBe(c.outputs?.length);
      }
    });

    it('stores tier documents as files or https links', async () => {
      const docs = await database.db.select().from(trainingTierDocuments);
      expect(docs.length).toBeGreaterThan(0);
      expect(new Set(docs.map((d) => d.tier))).toEqual(new Set(['tier_1', 'tier_2', 'tier_3']));
      for (const d of docs) {
        if (d.fileUrl.startsWith('/objects/')) {
          const [file] = await database.db
            .select()
            .from(files)
            .where(eq(files.id, fileIdFromUrl(d.fileUrl)));
          expect(file?.mediaType, d.name).toBe('text/plain');
          expect((await readWholeFile(database.db, file!.id))?.data.length).toBeGreaterThan(50);
        } else {
          expect(d.fileUrl, d.name).toMatch(/^https:\/\//);
        }
      }
    });
  });

  // Runs last: it empties the repository the other tests read.
  it('seeds again into an emptied repository whose divisions were kept', async () => {
    await database.db.delete(processes);
    await database.db.delete(jobRoles);
    const again = await database.db.transaction((tx) => seedDemoData(tx));
    expect(again.jobRoles).toBe(9);
    expect(again.processes).toBe(summary.processes);
    expect(await database.db.select().from(divisions)).toHaveLength(27);
  });
});
