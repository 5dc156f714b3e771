import { createHash } from 'node:crypto';
import { hasDiagramText } from '../../../core/artifact-types/workflow-map-diagram';
import { cleanFileName } from '../../../core/rules/file-rules';
import type { Artifact } from '../../../core/schemas/artifact';
import type { Db } from '../../db/client';
import { findArtifact, findProcess } from '../../db/find';
import { runBpmnJobOffThread } from '../../lib/bpmn-worker';
import { AppError, notFound } from '../../plugins/errors';

/** The three forms a workflow map's diagram downloads in (issue 21: the viewer's downloads). */
export const DIAGRAM_FORMATS = ['bpmn', 'svg', 'png'] as const;
export type DiagramFormat = (typeof DIAGRAM_FORMATS)[number];

export const DIAGRAM_MEDIA_TYPES: Record<DiagramFormat, string> = {
  bpmn: 'application/xml',
  svg: 'image/svg+xml',
  png: 'image/png',
};

/**
 * Part of every ETag: a new drawing of the same revision (a renderer change) must not be answered
 * with 304 from a browser's copy of the old one.
 */
const RENDERING = 'bpmn-render-1';

/** A workflow map with a diagram, and the name of its process. */
export interface DiagramSource {
  artifact: Artifact & { content: { bpmn: string } };
  processName: string;
}

/** The workflow map `id` and its process; 404 when there is no such artifact or it holds no diagram. */
export async function findDiagram(db: Db, id: string): Promise<DiagramSource> {
  const artifact = await findArtifact(db, id);
  if (!artifact) throw notFound('Artifact');
  if (artifact.type !== 'workflow_map' || !hasDiagramText(artifact.content)) {
    throw new AppError(404, 'This artifact has no BPMN diagram.');
  }
  const process = await findProcess(db, artifact.processId);
  return {
    artifact: artifact as DiagramSource['artifact'],
    processName: process?.name ?? '',
  };
}

/** "Service Call Dispatch - As-Is dispatch map.bpmn", safe on every desktop (cleanFileName). */
export function diagramFileName(processName: string, mapName: string, format: DiagramFormat): string {
  const parts = [processName, mapName].map((part) => part.trim()).filter(Boolean);
  // A map named after its process says it once.
  if (parts.length === 2 && parts[1]!.toLowerCase().startsWith(parts[0]!.toLowerCase())) parts.shift();
  const stem = parts.join(' - ').replace(/[\\/]+/g, '-') || 'diagram';
  return cleanFileName(`${stem}.${format}`, 150);
}

/** Changes with the diagram (its revision), the names in the file name and the drawing code. */
export function diagramEtag(source: DiagramSource, format: DiagramFormat): string {
  const { artifact, processName } = source;
  const key = [RENDERING, format, artifact.id, artifact.revision, artifact.name, processName].join('\n');
  return `"${createHash('sha1').update(key).digest('base64url').slice(0, 22)}"`;
}

/**
 * The file's bytes: the stored XML as it is, or the drawing of its first diagram (in a worker for
 * a large one). 422 with the parser's reason for a stored diagram that cannot be read (a row
 * written before diagrams were checked).
 */
export async function diagramFile(source: DiagramSource, format: DiagramFormat): Promise<Buffer> {
  const xml = source.artifact.content.bpmn;
  if (format === 'bpmn') return Buffer.from(xml, 'utf8');
  const title = [source.processName, source.artifact.name].filter(Boolean).join(': ');
  const drawn = await runBpmnJobOffThread(
    format === 'png' ? { kind: 'png', xml, title, scale: 2 } : { kind: 'svg', xml, title },
  );
  if (!drawn.ok) throw new AppError(422, `The diagram cannot be drawn: ${drawn.reason}`);
  return format === 'png' ? Buffer.from(drawn.png!) : Buffer.from(drawn.svg, 'utf8');
}
