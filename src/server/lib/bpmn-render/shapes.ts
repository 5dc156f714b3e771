import { localType, type ModdleElement, nameOf } from '../../../core/bpmn/model';
import type { Bounds, DiShape } from './di';
import { eventMarker, gatewayMarker, taskIcon } from './symbols';
import { escapeXml, labelSvg, round, textSvg } from './text';

const STROKE = '#1f2328';
const BAND = 30;

/** The drawing order layer of a shape: pools and lanes, then containers, then the rest on top. */
export function shapeLayer(shape: DiShape): number {
  const type = localType(shape.element);
  if (type === 'Participant' || type === 'Lane') return 0;
  if (/SubProcess|Transaction/.test(type) && shape.isExpanded) return 1;
  if (type === 'Group') return 3;
  return 2;
}

/** One <g> per DI shape, carrying the element id and kind, with its label; text is escaped. */
export function shapeSvg(shape: DiShape): string {
  const { element, bounds } = shape;
  const type = localType(element);
  const body = drawBody(shape, type);
  const label = drawLabel(shape, type);
  const kind = /Gateway$/.test(type)
    ? 'gateway'
    : /Event$/.test(type)
      ? 'event'
      : type.charAt(0).toLowerCase() + type.slice(1);
  return `<g data-element-id="${escapeXml(shape.id)}" data-kind="${kind}" data-x="${round(bounds.x)}">${body}${label}</g>`;
}

function rect(b: Bounds, extra = '', rx = 0) {
  return `<rect x="${round(b.x)}" y="${round(b.y)}" width="${round(b.width)}" height="${round(b.height)}"${rx ? ` rx="${rx}"` : ''} ${extra}/>`;
}

function drawBody(shape: DiShape, type: string): string {
  const b = shape.bounds;
  const cx = b.x + b.width / 2;
  const cy = b.y + b.height / 2;
  if (type === 'Participant' || type === 'Lane') {
    const fill = type === 'Participant' ? '#ffffff' : 'none';
    const band = shape.isHorizontal
      ? `<line x1="${round(b.x + BAND)}" y1="${round(b.y)}" x2="${round(b.x + BAND)}" y2="${round(b.y + b.height)}" stroke="${STROKE}" stroke-width="1.5"/>`
      : `<line x1="${round(b.x)}" y1="${round(b.y + BAND)}" x2="${round(b.x + b.width)}" y2="${round(b.y + BAND)}" stroke="${STROKE}" stroke-width="1.5"/>`;
    // A lane's band is the pool's band next to it; only pools draw the separating line.
    return (
      rect(b, `fill="${fill}" stroke="${STROKE}" stroke-width="1.5"`) + (type === 'Participant' ? band : '')
    );
  }
  if (/Gateway$/.test(type)) {
    const points = `${round(cx)},${round(b.y)} ${round(b.x + b.width)},${round(cy)} ${round(cx)},${round(b.y + b.height)} ${round(b.x)},${round(cy)}`;
    return `<polygon points="${points}" fill="#fff" stroke="${STROKE}" stroke-width="2"/>${gatewayMarker(shape.element, cx, cy, b.width, shape.isMarkerVisible !== false)}`;
  }
  if (/Event$/.test(type)) return drawEvent(shape.element, type, cx, cy, Math.min(b.width, b.height) / 2);
  if (
    type === 'DataObjectReference' ||
    type === 'DataObject' ||
    type === 'DataInput' ||
    type === 'DataOutput'
  ) {
    const fold = Math.min(12, b.width / 3);
    const d = `M${round(b.x)} ${round(b.y)} L${round(b.x + b.width - fold)} ${round(b.y)} L${round(b.x + b.width)} ${round(b.y + fold)} L${round(b.x + b.width)} ${round(b.y + b.height)} L${round(b.x)} ${round(b.y + b.height)} Z M${round(b.x + b.width - fold)} ${round(b.y)} L${round(b.x + b.width - fold)} ${round(b.y + fold)} L${round(b.x + b.width)} ${round(b.y + fold)}`;
    return `<path d="${d}" fill="#fff" stroke="${STROKE}" stroke-width="1.5" stroke-linejoin="round"/>`;
  }
  if (type === 'DataStoreReference') {
    const ry = Math.min(8, b.height / 5);
    const d = `M${round(b.x)} ${round(b.y + ry)} A${round(b.width / 2)} ${round(ry)} 0 0 1 ${round(b.x + b.width)} ${round(b.y + ry)} L${round(b.x + b.width)} ${round(b.y + b.height - ry)} A${round(b.width / 2)} ${round(ry)} 0 0 1 ${round(b.x)} ${round(b.y + b.height - ry)} Z`;
    const rims = [1, 2]
      .map(
        (i) =>
          `<path d="M${round(b.x)} ${round(b.y + ry * i)} A${round(b.width / 2)} ${round(ry)} 0 0 0 ${round(b.x + b.width)} ${round(b.y + ry * i)}" fill="none" stroke="${STROKE}" stroke-width="1.5"/>`,
      )
      .join('');
    return `<path d="${d}" fill="#fff" stroke="${STROKE}" stroke-width="1.5"/>${rims}`;
  }
  if (type === 'TextAnnotation') {
    return `<path d="M${round(b.x + 10)} ${round(b.y)} L${round(b.x)} ${round(b.y)} L${round(b.x)} ${round(b.y + b.height)} L${round(b.x + 10)} ${round(b.y + b.height)}" fill="none" stroke="${STROKE}" stroke-width="1.5"/>`;
  }
  if (type === 'Group') {
    return rect(b, `fill="none" stroke="${STROKE}" stroke-width="1.5" stroke-dasharray="10 4 2 4"`, 10);
  }
  return drawActivity(shape, type);
}

function drawActivity(shape: DiShape, type: string): string {
  const b = shape.bounds;
  const isCall = type === 'CallActivity';
  const isSub = /SubProcess|Transaction/.test(type);
  let svg = rect(b, `fill="#fff" stroke="${STROKE}" stroke-width="${isCall ? 4 : 2}"`, 10);
  if (type === 'Transaction')
    svg += rect(
      { x: b.x + 3, y: b.y + 3, width: b.width - 6, height: b.height - 6 },
      `fill="none" stroke="${STROKE}"`,
      8,
    );
  if (isSub && !shape.isExpanded) {
    const x = b.x + b.width / 2 - 7;
    const y = b.y + b.height - 16;
    svg += `<rect x="${round(x)}" y="${round(y)}" width="14" height="14" fill="#fff" stroke="${STROKE}"/><path d="M${round(x + 3)} ${round(y + 7)} L${round(x + 11)} ${round(y + 7)} M${round(x + 7)} ${round(y + 3)} L${round(x + 7)} ${round(y + 11)}" stroke="${STROKE}" stroke-width="1.5"/>`;
  }
  if (type === 'AdHocSubProcess') {
    svg += `<text x="${round(b.x + b.width / 2)}" y="${round(b.y + b.height - 4)}" font-family="DejaVu Sans" font-size="14" text-anchor="middle">~</text>`;
  }
  return svg + taskIcon(shape.element, b.x + 6, b.y + 6);
}

function drawEvent(element: ModdleElement, type: string, cx: number, cy: number, r: number): string {
  const circle = (radius: number, width: number, dash = '') =>
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(radius)}" fill="#fff" stroke="${STROKE}" stroke-width="${width}"${dash}/>`;
  const nonInterrupting = element.cancelActivity === false || element.isInterrupting === false;
  const dash = nonInterrupting ? ' stroke-dasharray="5 3"' : '';
  let svg: string;
  if (type === 'StartEvent') svg = circle(r, 2, dash);
  else if (type === 'EndEvent') svg = circle(r - 1.5, 4);
  else svg = circle(r, 1.5, dash) + circle(r - 3, 1.5, dash);
  return svg + eventMarker(element, cx, cy, r);
}

function drawLabel(shape: DiShape, type: string): string {
  const b = shape.bounds;
  const name = nameOf(shape.element);
  if (!name) return '';
  if (type === 'Participant' || type === 'Lane') {
    return shape.isHorizontal
      ? textSvg({
          text: name,
          x: b.x + BAND / 2,
          y: b.y + b.height / 2,
          width: BAND - 2,
          height: b.height - 10,
          vertical: true,
          fontSize: 11,
        })
      : textSvg({
          text: name,
          x: b.x + b.width / 2,
          y: b.y + BAND / 2,
          width: b.width - 10,
          height: BAND - 6,
        });
  }
  if (type === 'TextAnnotation') {
    return textSvg({
      text: name,
      x: b.x + b.width / 2 + 3,
      y: b.y + b.height / 2,
      width: b.width - 10,
      height: b.height,
      anchor: 'start',
    });
  }
  if (type === 'Group') {
    const l = shape.label ?? { x: b.x, y: b.y + 4, width: b.width, height: 16 };
    return labelSvg(name, l, 60, { minHeight: 16 });
  }
  if (shape.label) {
    // Tools write label bounds for one line; longer names wrap downwards, away from the symbol above.
    return labelSvg(name, shape.label, 90, { valign: 'top' });
  }
  if (/SubProcess|Transaction/.test(type) && shape.isExpanded) {
    return textSvg({ text: name, x: b.x + b.width / 2, y: b.y + 14, width: b.width - 20, height: 20 });
  }
  // Leave room for the kind icon (top left) and the collapsed marker (bottom).
  const icon = taskIcon(shape.element, 0, 0) !== '';
  return textSvg({
    text: name,
    x: b.x + b.width / 2,
    y: b.y + b.height / 2 + (icon ? 6 : 2),
    width: b.width - 12,
    height: b.height - (icon ? 28 : 22),
  });
}
