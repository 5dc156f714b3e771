import { parseBpmn } from './parse';
import type { StoredBpmnSummary } from './schema';
import { summarizeBpmn } from './summary';
import { textAlternative } from './text-alternative';

export type DerivedDiagram =
  | { ok: true; bpmnWarnings: string[]; bpmnSummary: StoredBpmnSummary }
  | { ok: false; reason: string };

/** What the app stores beside a diagram's XML: its import warnings and its summary with the text alternative. */
export async function deriveDiagram(xml: string): Promise<DerivedDiagram> {
  const parsed = await parseBpmn(xml);
  if (!parsed.ok) return parsed;
  const summary = summarizeBpmn(parsed.definitions);
  return {
    ok: true,
    bpmnWarnings: parsed.warnings,
    bpmnSummary: { ...summary, textAlternative: textAlternative(summary) },
  };
}
