import { localType, type ModdleElement, many } from '../../../core/bpmn/model';
import { round } from './text';

const STROKE = '#1f2328';

/** The marker inside a gateway diamond centred at (cx, cy): X, +, O, pentagon in rings, or *. */
export function gatewayMarker(
  element: ModdleElement,
  cx: number,
  cy: number,
  size: number,
  showExclusive: boolean,
) {
  const s = size / 50;
  const line = (x1: number, y1: number, x2: number, y2: number, width = 4) =>
    `<line x1="${round(cx + x1 * s)}" y1="${round(cy + y1 * s)}" x2="${round(cx + x2 * s)}" y2="${round(cy + y2 * s)}" stroke="${STROKE}" stroke-width="${round(width * s)}" stroke-linecap="round"/>`;
  switch (localType(element)) {
    case 'ExclusiveGateway':
      return showExclusive ? line(-8, -8, 8, 8) + line(8, -8, -8, 8) : '';
    case 'ParallelGateway':
      return line(0, -11, 0, 11) + line(-11, 0, 11, 0);
    case 'InclusiveGateway':
      return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(10 * s)}" fill="none" stroke="${STROKE}" stroke-width="${round(3 * s)}"/>`;
    case 'ComplexGateway':
      return (
        line(0, -11, 0, 11, 3.5) +
        line(-11, 0, 11, 0, 3.5) +
        line(-8, -8, 8, 8, 3.5) +
        line(8, -8, -8, 8, 3.5)
      );
    case 'EventBasedGateway':
      return (
        `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(12 * s)}" fill="none" stroke="${STROKE}" stroke-width="${round(1.2 * s)}"/>` +
        `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(9.5 * s)}" fill="none" stroke="${STROKE}" stroke-width="${round(1.2 * s)}"/>` +
        `<polygon points="${pentagon(cx, cy, 6 * s)}" fill="none" stroke="${STROKE}" stroke-width="${round(1.5 * s)}"/>`
      );
    default:
      return '';
  }
}

function pentagon(cx: number, cy: number, r: number): string {
  return Array.from({ length: 5 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    return `${round(cx + r * Math.cos(angle))},${round(cy + r * Math.sin(angle))}`;
  }).join(' ');
}

/** The trigger symbol inside an event circle (filled for throwing events); '' for none events. */
export function eventMarker(element: ModdleElement, cx: number, cy: number, r: number): string {
  const definition = many(element, 'eventDefinitions')[0];
  if (!definition) return '';
  const throwing = /EndEvent|IntermediateThrowEvent/.test(element.$type);
  const fill = throwing ? STROKE : 'none';
  const s = r / 18;
  switch (localType(definition)) {
    case 'MessageEventDefinition':
      return envelope(cx, cy, 16 * s, 11 * s, throwing);
    case 'TimerEventDefinition':
      return (
        `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(11 * s)}" fill="#fff" stroke="${STROKE}" stroke-width="1.5"/>` +
        `<path d="M${round(cx)} ${round(cy - 8 * s)} L${round(cx)} ${round(cy)} L${round(cx + 6 * s)} ${round(cy + 3 * s)}" fill="none" stroke="${STROKE}" stroke-width="1.5"/>`
      );
    case 'TerminateEventDefinition':
      return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(10 * s)}" fill="${STROKE}"/>`;
    case 'SignalEventDefinition':
      return `<polygon points="${round(cx)},${round(cy - 10 * s)} ${round(cx + 9 * s)},${round(cy + 6 * s)} ${round(cx - 9 * s)},${round(cy + 6 * s)}" fill="${fill}" stroke="${STROKE}" stroke-width="1.5"/>`;
    case 'ErrorEventDefinition':
      return `<polygon points="${[
        [-8, 9],
        [-3, -8],
        [2, 2],
        [8, -9],
        [3, 8],
        [-2, -2],
      ]
        .map(([x, y]) => `${round(cx + x! * s)},${round(cy + y! * s)}`)
        .join(' ')}" fill="${fill}" stroke="${STROKE}" stroke-width="1.5"/>`;
    case 'EscalationEventDefinition':
      return `<polygon points="${round(cx)},${round(cy - 10 * s)} ${round(cx + 7 * s)},${round(cy + 9 * s)} ${round(cx)},${round(cy + 2 * s)} ${round(cx - 7 * s)},${round(cy + 9 * s)}" fill="${fill}" stroke="${STROKE}" stroke-width="1.5"/>`;
    case 'ConditionalEventDefinition':
      return (
        `<rect x="${round(cx - 7 * s)}" y="${round(cy - 9 * s)}" width="${round(14 * s)}" height="${round(18 * s)}" fill="#fff" stroke="${STROKE}" stroke-width="1.5"/>` +
        [-5, -1, 3, 7]
          .map(
            (dy) =>
              `<line x1="${round(cx - 4 * s)}" y1="${round(cy + dy * s)}" x2="${round(cx + 4 * s)}" y2="${round(cy + dy * s)}" stroke="${STROKE}"/>`,
          )
          .join('')
      );
    case 'LinkEventDefinition':
      return `<polygon points="${[
        [-8, -4],
        [2, -4],
        [2, -9],
        [9, 0],
        [2, 9],
        [2, 4],
        [-8, 4],
      ]
        .map(([x, y]) => `${round(cx + x! * s)},${round(cy + y! * s)}`)
        .join(' ')}" fill="${fill}" stroke="${STROKE}" stroke-width="1.5"/>`;
    default:
      return '';
  }
}

/** A letter envelope centred at (cx, cy); filled for sending. */
export function envelope(cx: number, cy: number, width: number, height: number, filled: boolean): string {
  const x = round(cx - width / 2);
  const y = round(cy - height / 2);
  const flap = filled ? '#fff' : STROKE;
  return (
    `<rect x="${x}" y="${y}" width="${round(width)}" height="${round(height)}" fill="${filled ? STROKE : '#fff'}" stroke="${STROKE}" stroke-width="1.2"/>` +
    `<path d="M${x} ${y} L${round(cx)} ${round(cy + height * 0.1)} L${round(x + width)} ${y}" fill="none" stroke="${flap}" stroke-width="1.2"/>`
  );
}

/** The small icon in a task's top-left corner that says its kind (user, service, manual, …). */
export function taskIcon(element: ModdleElement, x: number, y: number): string {
  const at = (dx: number, dy: number) => `${round(x + dx)} ${round(y + dy)}`;
  switch (localType(element)) {
    case 'UserTask':
      return (
        `<circle cx="${round(x + 9)}" cy="${round(y + 6)}" r="4" fill="#fff" stroke="${STROKE}"/>` +
        `<path d="M${at(2, 18)} Q${at(2, 10)} ${at(9, 10)} Q${at(16, 10)} ${at(16, 18)} Z" fill="#fff" stroke="${STROKE}"/>`
      );
    case 'ServiceTask':
      return (
        `<circle cx="${round(x + 9)}" cy="${round(y + 9)}" r="7" fill="#fff" stroke="${STROKE}" stroke-width="2.5" stroke-dasharray="2.5 2"/>` +
        `<circle cx="${round(x + 9)}" cy="${round(y + 9)}" r="3" fill="#fff" stroke="${STROKE}"/>`
      );
    case 'ManualTask':
      return `<path d="M${at(1, 9)} L${at(7, 3)} L${at(17, 3)} M${at(7, 7)} L${at(17, 7)} M${at(7, 11)} L${at(16, 11)} M${at(7, 15)} L${at(14, 15)} M${at(1, 9)} L${at(1, 15)} L${at(14, 15)}" fill="none" stroke="${STROKE}"/>`;
    case 'ScriptTask':
      return `<path d="M${at(4, 1)} L${at(15, 1)} Q${at(11, 5)} ${at(14, 9)} Q${at(17, 13)} ${at(13, 17)} L${at(2, 17)} Q${at(6, 13)} ${at(3, 9)} Q${at(0, 5)} ${at(4, 1)} Z M${at(5, 6)} L${at(12, 6)} M${at(6, 10)} L${at(13, 10)} M${at(5, 14)} L${at(12, 14)}" fill="#fff" stroke="${STROKE}"/>`;
    case 'SendTask':
      return envelope(x + 10, y + 8, 17, 12, true);
    case 'ReceiveTask':
      return envelope(x + 10, y + 8, 17, 12, false);
    case 'BusinessRuleTask':
      return (
        `<rect x="${round(x + 1)}" y="${round(y + 2)}" width="17" height="13" fill="#fff" stroke="${STROKE}"/>` +
        `<rect x="${round(x + 1)}" y="${round(y + 2)}" width="17" height="4" fill="${STROKE}"/>` +
        `<path d="M${at(1, 10.5)} L${at(18, 10.5)} M${at(6, 6)} L${at(6, 15)}" stroke="${STROKE}"/>`
      );
    default:
      return '';
  }
}
