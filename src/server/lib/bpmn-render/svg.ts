import type { ModdleElement } from '../../../core/bpmn/model';
import { readLayout } from './di';
import { EDGE_MARKERS, edgeSvg } from './edges';
import { shapeLayer, shapeSvg } from './shapes';
import { escapeXml, round } from './text';

/** White space around the drawing, in pixels. */
export const DIAGRAM_MARGIN = 20;

export interface RenderedSvg {
  svg: string;
  width: number;
  height: number;
  shapeCount: number;
  edgeCount: number;
}

/**
 * A standalone SVG of the diagram's first plane, drawn from its DI alone (bounds, waypoints, label
 * bounds), sized to the drawing plus a margin; every DI shape and edge is one <g data-element-id>.
 */
export function renderBpmnSvg(definitions: ModdleElement, options: { title?: string } = {}): RenderedSvg {
  const layout = readLayout(definitions);
  const { extent } = layout;
  const width = Math.ceil(extent.width + 2 * DIAGRAM_MARGIN);
  const height = Math.ceil(extent.height + 2 * DIAGRAM_MARGIN);
  const ordered = layout.shapes
    .map((shape, i) => ({ shape, i }))
    .sort((a, b) => shapeLayer(a.shape) - shapeLayer(b.shape) || a.i - b.i);
  const under = ordered.filter(({ shape }) => shapeLayer(shape) < 2).map(({ shape }) => shapeSvg(shape));
  const over = ordered.filter(({ shape }) => shapeLayer(shape) >= 2).map(({ shape }) => shapeSvg(shape));
  const edges = layout.edges.map(edgeSvg);
  const title = options.title ? `<title>${escapeXml(options.title)}</title>` : '';
  const viewBox = `${round(extent.x - DIAGRAM_MARGIN)} ${round(extent.y - DIAGRAM_MARGIN)} ${width} ${height}`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" role="img">${title}` +
    `${EDGE_MARKERS}<rect x="${round(extent.x - DIAGRAM_MARGIN)}" y="${round(extent.y - DIAGRAM_MARGIN)}" width="${width}" height="${height}" fill="#fff"/>` +
    `${under.join('')}${edges.join('')}${over.join('')}</svg>`;
  return { svg, width, height, shapeCount: layout.shapes.length, edgeCount: layout.edges.length };
}
