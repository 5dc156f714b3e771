import { buildProcessArtifacts } from '../../../server/demo/build-artifacts';
import type { DemoProcess } from '../../../server/demo/types';
import { PRODUCT_DIVISIONS } from '../../../server/product/divisions';
import { withDiagramFields } from '../../artifact-types/workflow-map-diagram';
import { presetRolesForJobRole } from '../division-roles';
import { DEFAULT_FIELD_SERVICE_PRODUCT } from '../significance';
import { audienceForJobRole } from './audience-table';
import type { TrainingSource } from './types';

/** A TrainingSource as the server would load it for a demo process (test data only). */
export function demoSource(p: DemoProcess): TrainingSource {
  const artifacts = buildProcessArtifacts(p, {
    processId: (key) => `process-${key}`,
    workflowUrl: (key, state) => `/objects/00000000-0000-4000-8000-000000000000/${key}-${state}.svg`,
  });
  return {
    process: { name: p.name, description: p.description, version: p.version, status: p.status },
    jobRoleName: p.jobRole,
    artifacts,
    changeImpacts: p.changeImpacts,
    painPointStatuses: p.painPoints.flatMap((pp) =>
      (pp.statuses ?? []).map((status) => ({ painPointTitle: pp.title, status })),
    ),
    audience: audienceForJobRole(PRODUCT_DIVISIONS, p.jobRole ? presetRolesForJobRole(p.jobRole) : []),
    fieldServiceProduct: DEFAULT_FIELD_SERVICE_PRODUCT,
    generatedOn: '2026-11-21',
  };
}

/** The source as the server stores it: each workflow map's diagram summary derived. */
export async function withDiagrams(source: TrainingSource): Promise<TrainingSource> {
  const artifacts = await Promise.all(
    source.artifacts.map(async (a) => {
      if (a.type !== 'workflow_map') return a;
      const derived = await withDiagramFields(a.content);
      if (!derived.ok) throw new Error(derived.message);
      return { ...a, content: derived.content };
    }),
  );
  return { ...source, artifacts };
}
