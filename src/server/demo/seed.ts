import { withDiagramFields } from '../../core/artifact-types/workflow-map-diagram';
import { painPointRefs, sameTitle, withPainPointIds } from '../../core/rules/pain-points';
import type { ArtifactState } from '../../core/schemas/artifact';
import type { Tx } from '../db/client';
import {
  artifacts,
  changeImpactAssessments,
  jobRoles,
  painPointStatuses,
  processes,
  trainingTierDocuments,
} from '../db/schema';
import { writeAudit } from '../plugins/audit';
import { insertFile } from '../plugins/files';
import { seedProductData } from '../product/seed';
import { buildProcessArtifacts, workflowFileName } from './build-artifacts';
import { DEMO_JOB_ROLES } from './job-roles';
import { DEMO_PROCESSES } from './processes';
import { renderWorkflowSvg } from './workflow-svg';

export interface SeedSummary {
  jobRoles: number;
  processes: number;
  artifacts: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface NewFile {
  name: string;
  mediaType: string;
  data: Buffer;
}

function objectUrl(id: string, name: string): string {
  return `/objects/${id}/${encodeURIComponent(name)}`;
}

/** Looks a key up in a map built from inserted rows; a miss is a bug in the demo data itself. */
function must<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo data: unknown ${what} "${key}"`);
  return value;
}

/**
 * Inserts the whole demo set (roles, processes with all artifacts and their files, pain point
 * statuses, change impact rows, tier documents) in the caller's transaction, so a failure leaves
 * the database as it was. Expects an empty repository. The divisions are the product's, not the
 * demo's: they are loaded first when the database has none, as start-up does, so a test that
 * seeds the demo alone sees what a demo instance shows.
 */
export async function seedDemoData(tx: Tx): Promise<SeedSummary> {
  await seedProductData(tx);
  // Dates are relative to now so the dashboard's "Recent" order and dates stay believable.
  const now = Date.now();
  const ago = (days: number, hours = 0) => new Date(now - days * DAY - hours * HOUR);

  const roleRows = await tx
    .insert(jobRoles)
    .values(
      DEMO_JOB_ROLES.map((r) => ({
        name: r.name,
        description: r.description,
        createdAt: ago(r.createdDaysAgo),
      })),
    )
    .returning({ id: jobRoles.id, name: jobRoles.name });
  const roleIds = new Map(roleRows.map((r) => [r.name, r.id]));

  // Multi-row RETURNING order is not guaranteed, so ids are matched back by unique name.
  const processRows = await tx
    .insert(processes)
    .values(
      DEMO_PROCESSES.map((p, i) => ({
        name: p.name,
        description: p.description,
        jobRoleId: must(roleIds, p.jobRole, 'job role'),
        version: p.version,
        status: p.status,
        createdAt: ago(p.createdDaysAgo),
        updatedAt: ago(p.updatedDaysAgo, 1 + (i % 7)),
      })),
    )
    .returning({ id: processes.id, name: processes.name });
  const idByName = new Map(processRows.map((r) => [r.name, r.id]));
  const processIds = new Map(DEMO_PROCESSES.map((p) => [p.key, must(idByName, p.name, 'process')]));

  const newFiles: NewFile[] = [];
  for (const p of DEMO_PROCESSES) {
    for (const [state, side] of [
      ['as_is', p.asIs],
      ['to_be', p.toBe],
    ] as const) {
      newFiles.push({
        name: workflowFileName(p.key, state),
        mediaType: 'image/svg+xml',
        data: Buffer.from(renderWorkflowSvg(side.workflow.diagram), 'utf8'),
      });
    }
    for (const doc of p.tierDocuments ?? []) {
      if (doc.file)
        newFiles.push({
          name: doc.file.name,
          mediaType: 'text/plain',
          data: Buffer.from(doc.file.text, 'utf8'),
        });
    }
  }
  // One at a time: each file's bytes are written as chunks (plugins/files/chunk-writer.ts).
  const fileRows: { id: string; name: string }[] = [];
  for (const f of newFiles) fileRows.push(await insertFile(tx, f));
  const fileUrls = new Map(fileRows.map((f) => [f.name, objectUrl(f.id, f.name)]));

  const links = {
    processId: (key: string) => must(processIds, key, 'process key'),
    workflowUrl: (key: string, state: ArtifactState) =>
      must(fileUrls, workflowFileName(key, state), 'workflow file'),
  };

  const artifactValues = DEMO_PROCESSES.flatMap((p) => {
    const processId = links.processId(p.key);
    // Minutes apart, As-Is first: "first sipoc" and list order are then stable.
    return buildProcessArtifacts(p, links).map((a, i) => ({
      processId,
      ...a,
      // Every pain point has its id (issue 19); statuses below name the To-Be ones by it.
      content: a.type === 'pain_points' ? withPainPointIds(a.content).content : a.content,
      createdAt: new Date(ago(p.createdDaysAgo).getTime() + (i + 1) * 60_000),
      updatedAt: ago(p.updatedDaysAgo, 1),
    }));
  });
  // Workflow maps with a diagram get its warnings and summary the way the API stores them.
  for (const value of artifactValues) {
    if (value.type !== 'workflow_map') continue;
    const derived = await withDiagramFields(value.content);
    if (!derived.ok) throw new Error(`Demo diagram of ${value.name}: ${derived.message}`);
    value.content = derived.content;
  }
  await tx.insert(artifacts).values(artifactValues);

  const statusValues = DEMO_PROCESSES.flatMap((p) => {
    const processId = links.processId(p.key);
    const toBe = artifactValues.find(
      (a) => a.processId === processId && a.type === 'pain_points' && a.state === 'to_be',
    );
    const tracked = painPointRefs(toBe?.content);
    return p.painPoints.flatMap((pp) => {
      const painPointId = tracked.find((t) => sameTitle(t.title, pp.title))?.id;
      if (!painPointId) throw new Error(`Demo data: unknown To-Be pain point "${pp.title}"`);
      return (pp.statuses ?? []).map((status) => ({
        processId,
        painPointId,
        painPointTitle: pp.title,
        status,
      }));
    });
  });
  if (statusValues.length) await tx.insert(painPointStatuses).values(statusValues);

  const impactValues = DEMO_PROCESSES.flatMap((p) =>
    p.changeImpacts.map((c) => ({
      processId: links.processId(p.key),
      processOutput: c.processOutput,
      changeType: c.changeType,
      changeDescription: c.changeDescription,
      impactAssessment: c.impactAssessment,
      updatedAt: ago(p.updatedDaysAgo, 2),
    })),
  );
  if (impactValues.length) await tx.insert(changeImpactAssessments).values(impactValues);

  const tierValues = DEMO_PROCESSES.flatMap((p) =>
    (p.tierDocuments ?? []).map((d) => ({
      processId: links.processId(p.key),
      tier: d.tier,
      name: d.name,
      description: d.description ?? null,
      fileType: d.fileType,
      fileUrl: d.file ? must(fileUrls, d.file.name, 'tier document file') : d.url,
      createdAt: ago(p.updatedDaysAgo, 3),
    })),
  );
  if (tierValues.length) await tx.insert(trainingTierDocuments).values(tierValues);

  const summary: SeedSummary = {
    jobRoles: roleRows.length,
    processes: processRows.length,
    artifacts: artifactValues.length,
  };
  await writeAudit(tx, {
    action: 'import',
    entityType: 'repository',
    entityId: null,
    summary: 'Demo data loaded',
    after: { ...summary, files: fileRows.length },
  });
  return summary;
}
