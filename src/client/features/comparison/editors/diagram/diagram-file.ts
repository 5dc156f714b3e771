import { BPMN_EXTENSIONS, isBpmnFileName } from '@core/rules/file-rules';
import { decodeText, detectTextEncoding } from '@core/rules/text-encoding';
import { diagramTooLargeMessage, MAX_DIAGRAM_FILE_BYTES } from '@core/schemas/bpmn-upload';
import type { DiagramFacts } from '../workflow-map.form';

/*
 * A diagram file read in the browser before anything is sent: its name, size and text checked here,
 * its BPMN read by the same parser the server uses (loaded only when a file is read).
 */

export type DiagramRead = { ok: true; xml: string; facts: DiagramFacts } | { ok: false; message: string };

export const DIAGRAM_ACCEPT = BPMN_EXTENSIONS.map((e) => `.${e}`).join(',');

/** What a BPMN 2.0 diagram gives (counts, warnings), or why the XML is not one. */
export async function readDiagramXml(xml: string): Promise<DiagramRead> {
  const { deriveDiagram } = await import('@core/bpmn/derive');
  const derived = await deriveDiagram(xml);
  if (!derived.ok) return { ok: false, message: `This is not a BPMN 2.0 diagram: ${derived.reason}` };
  return { ok: true, xml, facts: { ...derived.bpmnSummary.counts, warnings: derived.bpmnWarnings } };
}

/** A .bpmn or .xml file's diagram, or a message saying what to do instead. */
export async function readDiagramFile(file: File): Promise<DiagramRead> {
  if (!isBpmnFileName(file.name)) {
    return {
      ok: false,
      message: 'Choose a BPMN 2.0 file (.bpmn or .xml), as exported by your modelling tool.',
    };
  }
  if (file.size > MAX_DIAGRAM_FILE_BYTES) return { ok: false, message: diagramTooLargeMessage(file.size) };
  if (file.size === 0) return { ok: false, message: `${file.name} is empty.` };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const encoding = detectTextEncoding(bytes);
  if (!encoding)
    return { ok: false, message: `${file.name} is not a text file, so it cannot be a BPMN 2.0 diagram.` };
  return readDiagramXml(decodeText(bytes, encoding));
}
