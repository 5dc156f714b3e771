import { type DerivedDiagram, deriveDiagram } from '../bpmn/derive';
import { isRecord } from './read';

/*
 * Kept out of the artifact-types index: it loads bpmn-moddle, which the browser's first load must
 * not carry (issue 21, budget); the server and Bulk Import import it by path.
 */

export type DiagramFieldsResult = { ok: true; content: unknown } | { ok: false; message: string };

/** True when the workflow map content carries a diagram (a `bpmn` text that is not blank). */
export function hasDiagramText(content: unknown): content is { bpmn: string } {
  return isRecord(content) && typeof content.bpmn === 'string' && content.bpmn.trim() !== '';
}

/**
 * A workflow map's content as stored: what a diagram gives (`bpmnWarnings`, `bpmnSummary`) is
 * derived from its `bpmn` here on every write, whatever the content already says, so no client or
 * archive can store numbers its diagram does not give; without a diagram both are removed. A
 * `bpmn` that is not BPMN 2.0 is refused with the parser's reason. `derive` reads the diagram: the
 * server passes one that runs in a worker thread.
 */
export async function withDiagramFields(
  content: unknown,
  derive: (xml: string) => Promise<DerivedDiagram> = deriveDiagram,
): Promise<DiagramFieldsResult> {
  if (!isRecord(content)) return { ok: true, content };
  const { bpmnWarnings: _warnings, bpmnSummary: _summary, ...rest } = content;
  if (!hasDiagramText(rest)) return { ok: true, content: rest };
  const derived = await derive(rest.bpmn);
  if (!derived.ok) {
    return { ok: false, message: `The workflow map's BPMN diagram could not be read: ${derived.reason}` };
  }
  return {
    ok: true,
    content: { ...rest, bpmnWarnings: derived.bpmnWarnings, bpmnSummary: derived.bpmnSummary },
  };
}
