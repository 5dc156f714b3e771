import { localType, nameOf } from '../../../core/bpmn/model';
import type { DiEdge } from './di';
import { escapeXml, labelSvg, round, textSvg } from './text';

const STROKE = '#1f2328';

/** Arrowheads and the message-flow circle, referenced by edges as url(#…). */
export const EDGE_MARKERS = `<defs>
<marker id="bpmn-arrow" viewBox="0 0 20 20" refX="11" refY="10" markerWidth="10" markerHeight="10" orient="auto"><path d="M1 5 L11 10 L1 15 Z" fill="${STROKE}" stroke="${STROKE}" stroke-width="1"/></marker>
<marker id="bpmn-open-arrow" viewBox="0 0 20 20" refX="11" refY="10" markerWidth="10" markerHeight="10" orient="auto"><path d="M1 5 L11 10 L1 15 Z" fill="#fff" stroke="${STROKE}" stroke-width="1.2"/></marker>
<marker id="bpmn-line-arrow" viewBox="0 0 20 20" refX="11" refY="10" markerWidth="10" markerHeight="10" orient="auto"><path d="M1 4 L11 10 L1 16" fill="none" stroke="${STROKE}" stroke-width="1.5"/></marker>
<marker id="bpmn-circle" viewBox="0 0 20 20" refX="6" refY="6" markerWidth="12" markerHeight="12" orient="auto"><circle cx="6" cy="6" r="3.5" fill="#fff" stroke="${STROKE}" stroke-width="1"/></marker>
</defs>`;

/** One <g> per DI edge: sequence flows solid with a filled arrow, message flows dashed with an open circle and arrow, associations dotted. */
export function edgeSvg(edge: DiEdge): string {
  const type = localType(edge.element);
  const points = edge.waypoints.map((p) => `${round(p.x)},${round(p.y)}`).join(' ');
  let style: string;
  if (type === 'SequenceFlow') style = 'stroke-width="1.5" marker-end="url(#bpmn-arrow)"';
  else if (type === 'MessageFlow') {
    style =
      'stroke-width="1.5" stroke-dasharray="8 5" marker-start="url(#bpmn-circle)" marker-end="url(#bpmn-open-arrow)"';
  } else if (type === 'DataInputAssociation' || type === 'DataOutputAssociation') {
    style =
      'stroke-width="1.5" stroke-dasharray="2 4" stroke-linecap="round" marker-end="url(#bpmn-line-arrow)"';
  } else {
    const arrow = edge.element.associationDirection === 'One' ? ' marker-end="url(#bpmn-line-arrow)"' : '';
    style = `stroke-width="1.5" stroke-dasharray="2 4" stroke-linecap="round"${arrow}`;
  }
  const line = `<polyline points="${points}" fill="none" stroke="${STROKE}" stroke-linejoin="round" ${style}/>`;
  return `<g data-element-id="${escapeXml(edge.id)}" data-kind="${type.charAt(0).toLowerCase()}${type.slice(1)}">${line}${edgeLabel(edge)}</g>`;
}

function edgeLabel(edge: DiEdge): string {
  const name = nameOf(edge.element);
  if (!name) return '';
  if (edge.label) return labelSvg(name, edge.label, 60, { minHeight: 14 });
  // Without label bounds, put the name beside the middle of the middle segment.
  const i = Math.max(0, Math.floor((edge.waypoints.length - 1) / 2));
  const a = edge.waypoints[i]!;
  const b = edge.waypoints[i + 1] ?? a;
  return textSvg({
    text: name,
    x: (a.x + b.x) / 2 + 4,
    y: (a.y + b.y) / 2 - 9,
    width: 80,
    height: 14,
    fontSize: 11,
  });
}
