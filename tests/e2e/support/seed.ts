import type { Artifact, ArtifactState } from '@core/schemas/artifact';
import type { JobRoleListItem } from '@core/schemas/job-role';
import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';

/*
 * Seeding through the API with a signed-in request client (E2EApp.request). Each test file
 * composes the few calls whose data its assertions rely on; every write must get its status.
 */

type Request = APIRequestContext;
type State = ArtifactState;

/** An artifact as the API answers, its content read as an object. */
export type ArtifactJson = Omit<Artifact, 'state' | 'content'> & {
  state: State;
  content: Record<string, unknown> | null;
};

export interface ArtifactSeed {
  type: string;
  state: State;
  name: string;
  description?: string;
  content: unknown;
}

async function post<T>(request: Request, url: string, data: unknown, status: number): Promise<T> {
  const res = await request.post(url, { data });
  expect(res.status(), `${url}: ${res.status()} ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

export async function jobRoles(request: Request): Promise<JobRoleListItem[]> {
  const res = await request.get('/api/job-roles');
  expect(res.status()).toBe(200);
  return (await res.json()) as JobRoleListItem[];
}

export async function createJobRole(request: Request, role: { name: string; description?: string }) {
  return (await post<{ id: string }>(request, '/api/job-roles', role, 201)).id;
}

/** A new process; of the first job role unless one is given. Resolves to its id. */
export async function createProcess(
  request: Request,
  process: { name: string; description: string; jobRoleId?: string },
): Promise<string> {
  const jobRoleId = process.jobRoleId ?? (await jobRoles(request))[0]!.id;
  return (await post<{ id: string }>(request, '/api/processes', { ...process, jobRoleId }, 201)).id;
}

/** The id of the (demo) process with this name. */
export async function processIdByName(request: Request, name: string): Promise<string> {
  const list = (await (await request.get('/api/processes')).json()) as { id: string; name: string }[];
  return list.find((p) => p.name === name)!.id;
}

export async function addArtifacts(request: Request, processId: string, artifacts: ArtifactSeed[]) {
  for (const artifact of artifacts) await post(request, '/api/artifacts', { processId, ...artifact }, 201);
}

/** The first output of QUOTE_SIPOC as the Change Impact Assessment Matrix lists it (its full name). */
export const QUOTE_OUTPUT = 'Signed customer quote';

/** An As-Is workflow SIPOC with two outputs, short names and full names. */
export const QUOTE_SIPOC: ArtifactSeed = {
  type: 'workflow_sipoc',
  state: 'as_is',
  name: 'Quote SIPOC',
  content: { outputs: ['Quote', 'Contract'], outputsFullNames: [QUOTE_OUTPUT, 'Service contract record'] },
};

export function painPointsArtifact(
  state: State,
  painPoints: { title: string; description?: string; impact?: string }[],
): ArtifactSeed {
  const name = state === 'as_is' ? 'As-Is Pain Points' : 'To-Be Pain Points';
  return { type: 'pain_points', state, name, content: { painPoints } };
}

/** A row of the Change Impact Assessment Matrix (created or updated: 200). */
export async function assessChange(
  request: Request,
  processId: string,
  row: { processOutput: string; changeType: string; changeDescription: string[]; impactAssessment: string },
) {
  await post(request, '/api/change-impact-assessments', { processId, ...row }, 200);
}

export async function linkTrainingArtifact(
  request: Request,
  processId: string,
  link: {
    processOutput: string;
    name: string;
    fileUrl: string;
    description?: string | null;
    linkType?: string;
  },
) {
  await post(request, '/api/training-artifacts/link', { processId, ...link }, 201);
}

export async function addTierDocument(
  request: Request,
  processId: string,
  document: { tier: string; name: string; fileUrl: string; description?: string; fileType?: string },
) {
  await post(request, '/api/training-tier-documents', { processId, ...document }, 201);
}

/** A status on a pain point that has none yet (201). */
export async function setPainPointStatus(
  request: Request,
  processId: string,
  painPointTitle: string,
  status: string,
) {
  await post(request, '/api/pain-point-statuses', { processId, painPointTitle, status }, 201);
}
