import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hasDiagramText } from '../../../core/artifact-types/workflow-map-diagram';
import type { ExportDiagram } from '../../../core/schemas/export';
import type { Executor } from '../../db/client';
import { artifacts, processes } from '../../db/schema';
import { runBpmnJobOffThread } from '../../lib/bpmn-worker';
import { diagramFileName } from '../maps';

/*
 * Export All (issue 21) also writes each workflow map's BPMN diagram as files a person can open:
 * diagrams/<artifact id>/<process> - <map>.bpmn (the XML as stored), .svg and .png (drawn by the
 * server). They are a copy for people and other tools: the diagram itself travels in
 * data/artifacts.json (content.bpmn), and Bulk Import reads it from there and ignores these files.
 */

export const DIAGRAMS_FOLDER = 'diagrams';

/** A workflow map with a diagram seen in the snapshot's artifact rows: enough to find it again. */
export interface DiagramNote {
  artifactId: string;
  processId: string;
  state: string;
  name: string;
  sha256: string;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The note of an exported artifact row that is a workflow map with a diagram; null for any other. */
export function noteDiagram(row: {
  id: string;
  processId: string;
  type: string;
  state: string;
  name: string;
  content: unknown;
}): DiagramNote | null {
  if (row.type !== 'workflow_map' || !hasDiagramText(row.content)) return null;
  return {
    artifactId: row.id,
    processId: row.processId,
    state: row.state,
    name: row.name,
    sha256: sha256(row.content.bpmn),
  };
}

export interface DiagramEntry {
  path: string;
  data: Buffer;
}

/**
 * The files of one noted diagram, read again (by id: a diagram can be megabytes, so the notes hold
 * none) from `ex`, the snapshot while it lasts. A diagram that is no longer the one the rows hold
 * (changed after a spilled snapshot) or cannot be drawn gets fewer files, and the manifest says so.
 */
export async function diagramFiles(
  ex: Executor,
  note: DiagramNote,
): Promise<{ entries: DiagramEntry[]; manifest: ExportDiagram }> {
  const [row] = await ex
    .select({ content: artifacts.content, processName: processes.name })
    .from(artifacts)
    .innerJoin(processes, eq(processes.id, artifacts.processId))
    .where(eq(artifacts.id, note.artifactId));
  const base = {
    artifactId: note.artifactId,
    processId: note.processId,
    state: note.state,
    name: note.name,
  };
  if (!row || !hasDiagramText(row.content) || sha256(row.content.bpmn) !== note.sha256) {
    return { entries: [], manifest: { ...base, files: {}, note: 'Changed during the export: not written.' } };
  }
  const xml = row.content.bpmn;
  const folder = `${DIAGRAMS_FOLDER}/${note.artifactId}`;
  const path = (format: 'bpmn' | 'svg' | 'png') =>
    `${folder}/${diagramFileName(row.processName, note.name, format)}`;
  const entries: DiagramEntry[] = [{ path: path('bpmn'), data: Buffer.from(xml, 'utf8') }];
  const title = [row.processName, note.name].filter(Boolean).join(': ');
  const drawn = await runBpmnJobOffThread({ kind: 'png', xml, title, scale: 2 });
  if (drawn.ok && drawn.png) {
    entries.push({ path: path('svg'), data: Buffer.from(drawn.svg, 'utf8') });
    entries.push({ path: path('png'), data: Buffer.from(drawn.png) });
  }
  const files = Object.fromEntries(entries.map((entry) => [entry.path.split('.').pop()!, entry.path]));
  return {
    entries,
    manifest: { ...base, files, ...(drawn.ok ? {} : { note: `Not drawn: ${drawn.reason}` }) },
  };
}
