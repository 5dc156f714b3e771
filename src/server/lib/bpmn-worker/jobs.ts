import { type DerivedDiagram, deriveDiagram } from '../../../core/bpmn/derive';
import { parseBpmn } from '../../../core/bpmn/parse';
import { renderPng } from '../bpmn-render/png';
import { renderBpmnSvg } from '../bpmn-render/svg';

/** Work on a diagram's XML that may take long: reading it for a write, or drawing it. */
export type BpmnJob =
  | { kind: 'derive'; xml: string }
  | { kind: 'svg'; xml: string; title?: string }
  | { kind: 'png'; xml: string; title?: string; scale?: number };

export type RenderedDiagram =
  | { ok: true; svg: string; width: number; height: number; png?: Uint8Array }
  | { ok: false; reason: string };

export type BpmnJobResult<J extends BpmnJob> = J extends { kind: 'derive' }
  ? DerivedDiagram
  : RenderedDiagram;

/** Runs a job where it is called: in a worker thread (bpmn-worker.ts) or, for small diagrams, inline. */
export async function runBpmnJob<J extends BpmnJob>(job: J): Promise<BpmnJobResult<J>> {
  if (job.kind === 'derive') return (await deriveDiagram(job.xml)) as BpmnJobResult<J>;
  const parsed = await parseBpmn(job.xml);
  if (!parsed.ok) return parsed as BpmnJobResult<J>;
  const { svg, width, height } = renderBpmnSvg(parsed.definitions, { title: job.title });
  const png = job.kind === 'png' ? await renderPng(svg, { scale: job.scale }) : undefined;
  return { ok: true, svg, width, height, ...(png ? { png } : {}) } as BpmnJobResult<J>;
}
