import type { Artifact } from '../../core/schemas/artifact';
import type { JobRole } from '../../core/schemas/job-role';
import type { Process } from '../../core/schemas/process';
import type { TestApp } from './test-app';

/*
 * Test data made through the API, as a user makes it, for the set-ups many tests share. Each
 * answers the created object as the API returned it.
 */

/** A job role, created through POST /api/job-roles as the user of `cookie`. */
export async function createRole(
  t: TestApp,
  cookie: string,
  input: { name: string; description?: string },
): Promise<JobRole> {
  return (await t.request(cookie, 'POST', '/api/job-roles', input)).json();
}

/** A process, created through POST /api/processes as the user of `cookie`. */
export async function createProcess(
  t: TestApp,
  cookie: string,
  input: { name: string; description: string; jobRoleId: string; status?: string },
): Promise<Process> {
  return (await t.request(cookie, 'POST', '/api/processes', input)).json();
}

/**
 * A role and one process under it, the set-up most tests begin with: by default the Dispatcher's
 * Service Call Dispatch.
 */
export async function createRoleWithProcess(
  t: TestApp,
  cookie: string,
  names: { role?: string; process?: string; description?: string } = {},
): Promise<{ role: JobRole; process: Process }> {
  const role = await createRole(t, cookie, { name: names.role ?? 'Dispatcher' });
  const process = await createProcess(t, cookie, {
    name: names.process ?? 'Service Call Dispatch',
    description: names.description ?? 'd',
    jobRoleId: role.id,
  });
  return { role, process };
}

/** An artifact, created through POST /api/artifacts as the user of `cookie`; throws unless 201. */
export async function createArtifact(
  t: TestApp,
  cookie: string,
  input: {
    processId: string;
    type: string;
    state: string;
    name: string;
    content?: unknown;
    [field: string]: unknown;
  },
): Promise<Artifact> {
  const res = await t.request(cookie, 'POST', '/api/artifacts', input);
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json();
}

/** A To-Be pain points artifact (the process's tracked list) holding a pain point of each title. */
export function createPainPointsArtifact(
  t: TestApp,
  cookie: string,
  processId: string,
  titles: readonly string[],
  name = 'To-Be pain points',
): Promise<Artifact> {
  const painPoints = titles.map((title) => ({ title }));
  return createArtifact(t, cookie, {
    processId,
    type: 'pain_points',
    state: 'to_be',
    name,
    content: { painPoints },
  });
}
