import { and, eq } from 'drizzle-orm';
import {
  BPMN_EXTENSIONS,
  cleanFileName,
  fileExtension,
  fileNameWithoutExtension,
} from '../../../core/rules/file-rules';
import { decodeText } from '../../../core/rules/text-encoding';
import { type Artifact, canonicalArtifactType } from '../../../core/schemas/artifact';
import {
  type BpmnUploadQuery,
  type BpmnUploadResult,
  diagramTooLargeMessage,
  MAX_DIAGRAM_FILE_BYTES,
} from '../../../core/schemas/bpmn-upload';
import { contentTooLargeMessage } from '../../../core/schemas/content-limits';
import type { Tx } from '../../db/client';
import { findArtifact, requireProcess } from '../../db/find';
import { toArtifact } from '../../db/presenters/artifact';
import { artifacts } from '../../db/schema';
import { bufferFile, identifyUpload } from '../../lib/file-format/identify';
import { AppError, badRequest, conflict, notFound } from '../../plugins/errors';
import { createArtifact, updateArtifactContent } from '../artifacts';

const STATE_LABELS = { as_is: 'As-Is', to_be: 'To-Be' } as const;

/** The uploaded file's text, or 415: a .bpmn/.xml name and text bytes (no archive, program or binary). */
export async function bpmnText(rawName: string, data: Buffer): Promise<{ name: string; xml: string }> {
  const name = cleanFileName(rawName);
  const ext = fileExtension(name);
  if (!(BPMN_EXTENSIONS as readonly string[]).includes(ext)) {
    throw new AppError(
      415,
      `Files of type ${ext ? `.${ext}` : 'without extension'} are not accepted here. Accepted: ${BPMN_EXTENSIONS.map((e) => `.${e}`).join(', ')} (BPMN 2.0).`,
    );
  }
  if (data.length === 0) throw badRequest('The file is empty.');
  // The multipart reader stops a larger file at this limit already (413 from there).
  if (data.length > MAX_DIAGRAM_FILE_BYTES) throw new AppError(413, diagramTooLargeMessage(data.length));
  const identified = await identifyUpload(ext, bufferFile(data));
  if (!identified.ok) throw new AppError(identified.status, identified.message);
  return { name, xml: decodeText(data, identified.textEncoding ?? 'utf-8') };
}

/** The workflow maps on one side of a process. */
async function sideMaps(tx: Tx, processId: string, state: string): Promise<Artifact[]> {
  const rows = await tx
    .select()
    .from(artifacts)
    .where(and(eq(artifacts.processId, processId), eq(artifacts.state, state)));
  return rows.map(toArtifact).filter((a) => canonicalArtifactType(a.type) === 'workflow_map');
}

const diagramOf = (content: unknown) =>
  content && typeof content === 'object' ? (content as { bpmn?: unknown }).bpmn : undefined;

/** A content-limit refusal of the map (the XML with its derived summary) is a 413 about the diagram. */
async function withinDiagramLimit<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof AppError && error.message.endsWith(contentTooLargeMessage())) {
      throw new AppError(413, diagramTooLargeMessage());
    }
    throw error;
  }
}

/**
 * Stores an uploaded diagram in a workflow map: a new map (refused with 409 when a map on that side
 * already holds this very diagram, so a second click or a second drop adds no copy), or the named
 * map's diagram replaced (nothing written when it is the same). The XML is parsed by the artifact
 * service's content check: 400 with the parser's reason when it is not BPMN 2.0.
 */
export async function storeBpmnUpload(
  tx: Tx,
  query: BpmnUploadQuery,
  file: { name: string; xml: string },
): Promise<BpmnUploadResult> {
  const side = STATE_LABELS[query.state];
  await requireProcess(tx, query.processId, 404);
  if (query.artifactId) {
    const before = await findArtifact(tx, query.artifactId);
    if (!before || before.processId !== query.processId) throw notFound('Workflow map');
    if (canonicalArtifactType(before.type) !== 'workflow_map' || before.state !== query.state) {
      throw badRequest(`That artifact is not the ${side} workflow map of this process.`);
    }
    if (diagramOf(before.content) === file.xml) return { outcome: 'unchanged', artifact: before };
    const base = before.content && typeof before.content === 'object' ? before.content : {};
    const artifact = await withinDiagramLimit(() =>
      updateArtifactContent(tx, before.id, {
        content: { ...base, bpmn: file.xml },
        revision: before.revision,
      }),
    );
    return { outcome: 'replaced', artifact };
  }
  const same = (await sideMaps(tx, query.processId, query.state)).find(
    (a) => diagramOf(a.content) === file.xml,
  );
  if (same) {
    throw conflict(`The ${side} workflow map “${same.name}” already holds this diagram; nothing was added.`);
  }
  const artifact = await withinDiagramLimit(() =>
    createArtifact(tx, {
      processId: query.processId,
      type: 'workflow_map',
      state: query.state,
      name: fileNameWithoutExtension(file.name).slice(0, 200) || `${side} Workflow Map`,
      description: `Imported from ${file.name}.`,
      fileUrl: null,
      content: { bpmn: file.xml },
    }),
  );
  return { outcome: 'created', artifact };
}
