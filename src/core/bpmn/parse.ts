import { BpmnModdle, type ModdleImportWarning } from 'bpmn-moddle';
import { MAX_BPMN_BYTES } from './limits';
import type { ModdleElement } from './model';
import { readRootElement } from './root-element';

export { MAX_BPMN_BYTES };
export const BPMN_NAMESPACE = 'http://www.omg.org/spec/BPMN/20100524/MODEL';

export type ParseBpmnResult =
  | { ok: true; definitions: ModdleElement; warnings: string[] }
  | { ok: false; reason: string };

/** Parses BPMN 2.0 XML; never throws: anything else comes back as { ok: false } with a reason a user can act on. */
export async function parseBpmn(xml: string): Promise<ParseBpmnResult> {
  const refused = precheck(xml);
  if (refused) return { ok: false, reason: refused };
  try {
    const { rootElement, warnings } = await new BpmnModdle().fromXML(xml);
    const definitions = rootElement as ModdleElement | undefined;
    if (definitions?.$type !== 'bpmn:Definitions') {
      return { ok: false, reason: 'The file has no BPMN 2.0 <definitions> element.' };
    }
    const readable = warnings.map(describeWarning);
    const roots = Array.isArray(definitions.rootElements) ? definitions.rootElements : [];
    if (!roots.some((root: ModdleElement) => /Process|Collaboration/.test(root.$type))) {
      readable.push('The file holds no process or collaboration, so there is nothing to draw.');
    }
    return { ok: true, definitions, warnings: readable };
  } catch (error) {
    return { ok: false, reason: describeFailure(error) };
  }
}

/** BPMN 2.0 XML for parsed definitions, indented; keeps extension elements, vendor attributes and DI as read. */
export async function serializeBpmn(definitions: ModdleElement): Promise<string> {
  const { xml } = await new BpmnModdle().toXML(definitions, { format: true, preamble: true });
  return xml;
}

function precheck(xml: string): string | undefined {
  if (typeof xml !== 'string' || xml.trim() === '') return 'The file is empty.';
  if (xml.length > MAX_BPMN_BYTES || utf8Length(xml) > MAX_BPMN_BYTES) {
    const mib = (utf8Length(xml) / 1024 / 1024).toFixed(1);
    return `The file is ${mib} MiB; a BPMN diagram can be at most ${MAX_BPMN_BYTES / 1024 / 1024} MiB. Remove embedded images or split the model.`;
  }
  const root = readRootElement(xml);
  if (!root) {
    return 'The file is not XML. Export the diagram from your modelling tool as BPMN 2.0 XML (.bpmn).';
  }
  if (root.localName !== 'definitions' || root.namespace !== BPMN_NAMESPACE) {
    const ns = root.namespace ? ` in the namespace ${root.namespace}` : ' without a namespace';
    return (
      `The file is XML but not BPMN 2.0: it starts with <${root.qualifiedName}>${ns}. ` +
      `A BPMN 2.0 file starts with <definitions> in the namespace ${BPMN_NAMESPACE}; ` +
      'export the diagram as BPMN 2.0 XML (not XPDL, BPMN 1.x or a tool-specific format).'
    );
  }
  return undefined;
}

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

// moddle-xml reports e.g. "unparsable content <task> detected\n\tline: 0\n\tcolumn: 81\n\tnested
// error: unclosed tag []" with 0-based positions; users count from 1.
function parseMessage(message: string) {
  const line = /line: (\d+)/.exec(message);
  const column = /column: (\d+)/.exec(message);
  const nested = /nested error: (.*)/.exec(message);
  const where = line && column ? ` at line ${Number(line[1]) + 1}, column ${Number(column[1]) + 1}` : '';
  return {
    where,
    nested: nested?.[1]?.replace(/\s*\[\]$/, '').trim(),
    head: message.split('\n')[0] ?? message,
  };
}

function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const inner = (error as { warnings?: ModdleImportWarning[] })?.warnings?.[0]?.message;
  const { where, nested } = parseMessage(inner ?? message);
  if (/unparsable content|unclosed|missing start tag|unexpected end/i.test(inner ?? message)) {
    return `The file is not well-formed XML${where}: ${nested ?? 'it could not be read'}. It may be truncated or damaged; export it again.`;
  }
  return `The BPMN file could not be read${where}: ${nested ?? message}.`;
}

function describeWarning(warning: ModdleImportWarning): string {
  const { where, nested, head } = parseMessage(warning.message);
  const skipped = /^unparsable content (.*) detected$/.exec(head);
  if (skipped) return `Skipped ${skipped[1]}${where}: ${nested ?? 'not understood'}.`;
  const unresolved = /^unresolved reference <(.*)>$/.exec(head);
  if (unresolved)
    return `A reference to '${unresolved[1]}' points to no element in the file; it was dropped.`;
  return `${head}${where}${nested ? `: ${nested}` : ''}`;
}
