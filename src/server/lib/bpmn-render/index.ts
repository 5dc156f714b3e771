import { parseBpmn } from '../../../core/bpmn/parse';
import { renderPng } from './png';
import { renderBpmnSvg } from './svg';

export { MAX_PNG_PIXELS, MAX_PNG_SIDE, pngSize, renderPng } from './png';
export { DIAGRAM_MARGIN, type RenderedSvg, renderBpmnSvg } from './svg';

/** SVG and PNG of BPMN XML; { ok: false } with the parser's reason when it is not BPMN 2.0. */
export async function renderBpmnXml(xml: string, options: { title?: string; scale?: number } = {}) {
  const parsed = await parseBpmn(xml);
  if (!parsed.ok) return parsed;
  const rendered = renderBpmnSvg(parsed.definitions, options);
  const png = await renderPng(rendered.svg, options);
  return { ok: true as const, ...rendered, png, warnings: parsed.warnings };
}
