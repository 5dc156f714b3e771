import { eq } from 'drizzle-orm';
import type { Artifact } from '../../core/schemas/artifact';
import { isUuid } from '../../core/schemas/common';
import type { JobRole } from '../../core/schemas/job-role';
import type { Process } from '../../core/schemas/process';
import { badRequest, notFound } from '../plugins/errors';
import type { Executor } from './client';
import { toArtifact } from './presenters/artifact';
import { toJobRole } from './presenters/job-role';
import { processColumns, toProcess } from './presenters/process';
import { artifacts, jobRoles, processes } from './schema';

/** Finders several features share: each answers null for an unknown id or one that is not an id at all. */

export async function findProcess(db: Executor, id: string): Promise<Process | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select(processColumns).from(processes).where(eq(processes.id, id)).limit(1);
  return row ? toProcess(row) : null;
}

/** The role, or null when the id is unknown or not an id at all. */
export async function findJobRole(db: Executor, id: string): Promise<JobRole | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(jobRoles).where(eq(jobRoles.id, id)).limit(1);
  return row ? toJobRole(row) : null;
}

export async function findArtifact(db: Executor, id: string): Promise<Artifact | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(artifacts).where(eq(artifacts.id, id)).limit(1);
  return row ? toArtifact(row) : null;
}

/**
 * Throws unless process `processId` exists: 404 when the process is what the request names (its
 * path), 400 when it is a value in the body.
 */
export async function requireProcess(
  ex: Executor,
  processId: string,
  status: 400 | 404 = 400,
): Promise<void> {
  if (await findProcess(ex, processId)) return;
  throw status === 404 ? notFound('Process') : badRequest('The process does not exist.');
}
