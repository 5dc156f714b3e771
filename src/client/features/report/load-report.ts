import { readWorkflowMap } from '@core/artifact-types';
import { canonicalType } from '@core/rules/artifact-shapes';
import { buildReportModel, type ReportModel } from '@core/rules/report';
import type { Artifact } from '@core/schemas/artifact';
import type { Process } from '@core/schemas/process';
import type { QueryClient } from '@tanstack/react-query';
import { changeImpactsQueryOptions } from '../../api/change-impacts/get-change-impacts';
import { commentsQueryOptions } from '../../api/comments/comments';
import { painPointStatusesQueryOptions } from '../../api/pain-points/get-pain-point-statuses';
import { settingsQueryOptions } from '../../api/settings/get-settings';
import { painPointLinksQueryOptions } from '../../api/traceability/pain-point-links';
import { tierDocumentsQueryOptions } from '../../api/training/tier-documents';
import { trainingArtifactsQueryOptions } from '../../api/training/training-artifacts';

/** Larger workflow map images are linked rather than embedded, to keep the report a sensible size. */
const MAX_EMBEDDED_IMAGE_BYTES = 3 * 1024 * 1024;
const EMBEDDABLE = /^image\/(png|jpeg|gif|webp|svg\+xml)$/;

/**
 * Everything the report needs, fetched when the user asks for it (the tab does not load it up
 * front): fresh pain-point statuses and links, change impacts, training artifacts and tier documents, plus
 * the workflow map images and diagrams read with the session so the report carries them inline.
 */
export async function loadReportModel(
  queryClient: QueryClient,
  input: {
    process: Process;
    artifacts: readonly Artifact[];
    jobRoleName: string | null;
    /** Adds the comments appendix. */
    includeComments?: boolean;
  },
): Promise<ReportModel> {
  const id = input.process.id;
  const fresh = { staleTime: 0 } as const;
  const [
    painPointStatuses,
    painPointLinks,
    changeImpacts,
    trainingArtifacts,
    tierDocuments,
    settings,
    images,
    diagrams,
    comments,
  ] = await Promise.all([
    queryClient.fetchQuery({ ...painPointStatusesQueryOptions(id), ...fresh }),
    queryClient.fetchQuery({ ...painPointLinksQueryOptions(id), ...fresh }),
    queryClient.fetchQuery({ ...changeImpactsQueryOptions(id), ...fresh }),
    queryClient.fetchQuery({ ...trainingArtifactsQueryOptions(id), ...fresh }),
    queryClient.fetchQuery({ ...tierDocumentsQueryOptions(id), ...fresh }),
    queryClient.ensureQueryData(settingsQueryOptions()).catch(() => null),
    workflowImages(input.artifacts),
    workflowDiagrams(input.artifacts),
    input.includeComments ? queryClient.fetchQuery({ ...commentsQueryOptions(id), ...fresh }) : undefined,
  ]);
  return buildReportModel({
    process: input.process,
    jobRoleName: input.jobRoleName,
    artifacts: input.artifacts,
    painPointStatuses,
    painPointLinks,
    changeImpacts,
    trainingArtifacts,
    tierDocuments,
    comments,
    generatedAt: new Date(),
    appOrigin: window.location.origin,
    fieldServiceProduct: settings?.fieldServiceProduct ?? undefined,
    images,
    diagrams,
  });
}

/**
 * The workflow maps' BPMN diagrams as the server draws them (SVG), by artifact id; the report
 * inlines each only if it is nothing but a drawing. One that cannot be read is left out: the
 * report then gives the diagram's elements in words alone.
 */
async function workflowDiagrams(artifacts: readonly Artifact[]): Promise<Record<string, string>> {
  const maps = artifacts.filter(
    (a) => canonicalType(a.type) === 'workflow_map' && readWorkflowMap(a.content).diagram,
  );
  const out: Record<string, string> = {};
  await Promise.all(
    maps.map(async (a) => {
      try {
        const res = await fetch(`/api/artifacts/${encodeURIComponent(a.id)}/diagram.svg`, {
          credentials: 'include',
        });
        if (!res.ok) return;
        const svg = await res.text();
        if (svg.length <= MAX_EMBEDDED_IMAGE_BYTES) out[a.id] = svg;
      } catch {
        // Left out: the report gives the diagram in words.
      }
    }),
  );
  return out;
}

/** The workflow maps' stored images as data: URIs, by fileUrl; an image that cannot be read is left out. */
async function workflowImages(artifacts: readonly Artifact[]): Promise<Record<string, string>> {
  const urls = [
    ...new Set(
      artifacts
        .filter((a) => canonicalType(a.type) === 'workflow_map' && a.fileUrl)
        .map((a) => a.fileUrl!)
        .filter((u) => u.startsWith('/objects/') || u.startsWith('/attached_assets/')),
    ),
  ];
  const out: Record<string, string> = {};
  await Promise.all(
    urls.map(async (url) => {
      try {
        const res = await fetch(url, { credentials: 'include' });
        if (!res.ok) return;
        const blob = await res.blob();
        const type = blob.type.split(';')[0]!.trim();
        if (!EMBEDDABLE.test(type) || blob.size > MAX_EMBEDDED_IMAGE_BYTES) return;
        out[url] = await dataUri(blob, type);
      } catch {
        // Left out: the report links the map instead.
      }
    }),
  );
  return out;
}

async function dataUri(blob: Blob, type: string): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return `data:${type};base64,${btoa(binary)}`;
}
