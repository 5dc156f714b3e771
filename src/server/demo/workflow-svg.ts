/*
 * Draws the demo workflow maps as self-contained SVG: no scripts, no external fonts or images,
 * so the file is safe to serve from /objects and renders the same in every browser.
 * Layout is a grid: lanes are rows, node order gives columns; arrows are orthogonal.
 */

export type WorkflowNodeKind = 'start' | 'end' | 'task' | 'decision' | 'document';

export interface WorkflowNode {
  id: string;
  /** Index into `lanes`. */
  lane: number;
  label: string;
  kind?: WorkflowNodeKind;
  /** Column; defaults to the previous node's column + 1, so lists read left to right. */
  col?: number;
  /** Drawn in the accent colour: a manual/paper step As-Is, an automated step To-Be. */
  highlight?: boolean;
}

export interface WorkflowEdge {
  from: string;
  to: string;
  label?: string;
  /**
   * How the arrow runs. Forward to another lane: 'side' turns in the gap before the target,
   * 'vertical' leaves from the top or bottom (the default for decisions, so two branches do not
   * share a point). Backward: 'below' (default) or 'above' the lanes involved.
   */
  route?: 'side' | 'vertical' | 'below' | 'above';
}

export interface WorkflowDiagram {
  title: string;
  subtitle?: string;
  /** 'flowchart' hides lane bands and labels; lane 1 then serves as the exception row. */
  layout: 'swimlane' | 'flowchart';
  lanes: string[];
  nodes: WorkflowNode[];
  edges: WorkflowEdge[];
  /** Explains the accent colour, e.g. "Manual or paper step". */
  legend: string;
  tone: 'as_is' | 'to_be';
  /** One line under the map, e.g. "Average cycle time 4.5 hours · Automation Low". */
  footer?: string;
}

const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif';
const GREY = {
  text: '#0f172a',
  muted: '#475569',
  line: '#64748b',
  border: '#cbd5e1',
  band: '#f8fafc',
  bandAlt: '#ffffff',
  label: '#f1f5f9',
  node: '#ffffff',
};
const ACCENT = {
  as_is: { stroke: '#b45309', fill: '#fef3c7' },
  to_be: { stroke: '#1d4ed8', fill: '#dbeafe' },
};

const MARGIN = 24;
const HEADER = 72;
const LANE_H = 112;
const LABEL_W = 130;
const TASK_H = 60;
const CHAR_W = 6.2;
const LINE_H = 14;

interface Placed {
  node: WorkflowNode;
  kind: WorkflowNodeKind;
  cx: number;
  cy: number;
  hw: number;
  hh: number;
}

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Greedy word wrap; a word longer than a line is left whole rather than split mid-word. */
export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!line) line = word;
    else if (line.length + 1 + word.length <= maxChars) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function textBlock(
  lines: string[],
  cx: number,
  cy: number,
  size: number,
  color: string,
  weight = 400,
): string {
  const top = cy - ((lines.length - 1) * LINE_H) / 2;
  return lines
    .map(
      (l, i) =>
        `<text x="${cx}" y="${(top + i * LINE_H).toFixed(1)}" font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="middle" dominant-baseline="middle">${esc(l)}</text>`,
    )
    .join('');
}

function placeNodes(d: WorkflowDiagram, colW: number, left: number): Placed[] {
  let col = -1;
  return d.nodes.map((node) => {
    col = node.col ?? col + 1;
    const kind = node.kind ?? 'task';
    const cx = left + col * colW + colW / 2;
    const cy = HEADER + node.lane * LANE_H + LANE_H / 2;
    const hw = kind === 'decision' ? Math.min(colW - 16, 112) / 2 : (colW - 24) / 2;
    const hh = kind === 'decision' ? 38 : kind === 'start' || kind === 'end' ? 20 : TASK_H / 2;
    return { node, kind, cx, cy, hw, hh };
  });
}

function drawNode(p: Placed, tone: WorkflowDiagram['tone']): string {
  const accent = ACCENT[tone];
  const stroke = p.node.highlight ? accent.stroke : GREY.border;
  const fill = p.node.highlight ? accent.fill : GREY.node;
  const { cx, cy, hw, hh } = p;
  let shape: string;
  let maxChars = Math.floor((hw * 2 - 12) / CHAR_W);
  switch (p.kind) {
    case 'start':
    case 'end':
      // Bold text runs wider.
      maxChars = Math.floor((hw * 2 - 20) / 7.2);
      shape = `<rect x="${cx - hw}" y="${cy - hh}" width="${hw * 2}" height="${hh * 2}" rx="${hh}" fill="${GREY.label}" stroke="${GREY.line}" stroke-width="1.25"/>`;
      break;
    case 'decision':
      shape = `<path d="M${cx} ${cy - hh} L${cx + hw} ${cy} L${cx} ${cy + hh} L${cx - hw} ${cy} Z" fill="${fill}" stroke="${stroke}" stroke-width="1.25"/>`;
      maxChars = Math.floor((hw * 1.1) / CHAR_W);
      break;
    case 'document': {
      const b = cy + hh - 6;
      shape = `<path d="M${cx - hw} ${cy - hh} H${cx + hw} V${b} Q${cx + hw / 2} ${b - 10} ${cx} ${b} T${cx - hw} ${b} Z" fill="${fill}" stroke="${stroke}" stroke-width="1.25"/>`;
      break;
    }
    default:
      shape = `<rect x="${cx - hw}" y="${cy - hh}" width="${hw * 2}" height="${hh * 2}" rx="6" fill="${fill}" stroke="${stroke}" stroke-width="1.25"/>`;
  }
  const pill = p.kind === 'start' || p.kind === 'end';
  const lines = wrapText(p.node.label, Math.max(maxChars, 8));
  // Overflowing text would be drawn outside its shape; a shorter label is the fix.
  if (lines.length > (pill ? 2 : 4))
    throw new Error(`Workflow label too long for its shape: "${p.node.label}"`);
  const textY = p.kind === 'document' ? cy - 3 : cy;
  return shape + textBlock(lines, cx, textY, 12, GREY.text, pill ? 600 : 400);
}

function drawEdge(a: Placed, b: Placed, edge: WorkflowEdge): string {
  const { label, route } = edge;
  let points: [number, number][];
  let labelAt: [number, number];
  // Labels on sideways exits start at the exit so a short arrow does not hide them.
  let anchor: 'start' | 'middle' = 'middle';
  if (a.cx < b.cx && a.cy === b.cy) {
    points = [
      [a.cx + a.hw, a.cy],
      [b.cx - b.hw, b.cy],
    ];
    labelAt = [a.cx + a.hw + 4, a.cy - 10];
    anchor = 'start';
  } else if (a.cx < b.cx && (route === 'vertical' || (a.kind === 'decision' && route !== 'side'))) {
    // A decision's second branch leaves from its lower or upper point so it never shares the
    // right-hand point with the first branch.
    const down = b.cy > a.cy;
    points = [
      [a.cx, down ? a.cy + a.hh : a.cy - a.hh],
      [a.cx, b.cy],
      [b.cx - b.hw, b.cy],
    ];
    labelAt = [a.cx + 16, down ? a.cy + a.hh + 12 : a.cy - a.hh - 12];
  } else if (a.cx < b.cx) {
    // Leave sideways, turn in the gap between columns, enter the target from the left.
    const midX = b.cx - b.hw - 12;
    points = [
      [a.cx + a.hw, a.cy],
      [midX, a.cy],
      [midX, b.cy],
      [b.cx - b.hw, b.cy],
    ];
    labelAt = [a.cx + a.hw + 4, a.cy - 10];
    anchor = 'start';
  } else if (a.cx === b.cx) {
    const down = b.cy > a.cy;
    points = [
      [a.cx, down ? a.cy + a.hh : a.cy - a.hh],
      [b.cx, down ? b.cy - b.hh : b.cy + b.hh],
    ];
    labelAt = [a.cx + 16, down ? a.cy + a.hh + 12 : a.cy - a.hh - 12];
  } else if (route === 'above') {
    // A loop back runs along the top of the upper lane, over the nodes it passes.
    const loopY = Math.min(a.cy, b.cy) - LANE_H / 2 + 8;
    points = [
      [a.cx, a.cy - a.hh],
      [a.cx, loopY],
      [b.cx, loopY],
      [b.cx, b.cy - b.hh],
    ];
    labelAt = [a.cx + 16, a.cy - a.hh - 12];
  } else {
    const loopY = Math.max(a.cy, b.cy) + LANE_H / 2 - 8;
    points = [
      [a.cx, a.cy + a.hh],
      [a.cx, loopY],
      [b.cx, loopY],
      [b.cx, b.cy + b.hh],
    ];
    labelAt = [a.cx + 16, a.cy + a.hh + 12];
  }
  const d = points.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ');
  let out = `<path d="${d}" fill="none" stroke="${GREY.line}" stroke-width="1.25" marker-end="url(#arrow)"/>`;
  if (label) {
    const w = label.length * 6 + 8;
    const x = anchor === 'start' ? labelAt[0] - 4 : labelAt[0] - w / 2;
    out += `<rect x="${x}" y="${labelAt[1] - 7}" width="${w}" height="14" rx="3" fill="#ffffff" opacity="0.85"/>`;
    out += `<text x="${labelAt[0]}" y="${labelAt[1]}" font-size="11" fill="${GREY.muted}" text-anchor="${anchor}" dominant-baseline="middle">${esc(label)}</text>`;
  }
  return out;
}

/** Renders the diagram; throws when an edge names a node that does not exist (a data bug). */
export function renderWorkflowSvg(d: WorkflowDiagram): string {
  const columns =
    d.nodes.reduce(
      (acc, n) => {
        const col = n.col ?? acc.last + 1;
        return { last: col, max: Math.max(acc.max, col) };
      },
      { last: -1, max: 0 },
    ).max + 1;
  const swim = d.layout === 'swimlane';
  const labelW = swim ? LABEL_W : 0;
  const colW = Math.max(120, Math.min(150, Math.floor((1240 - labelW) / columns)));
  const left = MARGIN + labelW;
  const width = Math.max(1000, left + columns * colW + MARGIN);
  const lanesBottom = HEADER + d.lanes.length * LANE_H;
  const height = lanesBottom + 64;
  const accent = ACCENT[d.tone];

  const placed = placeNodes(d, colW, left);
  const byId = new Map(placed.map((p) => [p.node.id, p]));

  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(d.title)}" font-family="${FONT}">`,
    `<title>${esc(d.title)}</title>`,
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 Z" fill="${GREY.line}"/></marker></defs>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<rect x="0" y="0" width="6" height="${height}" fill="${accent.stroke}"/>`,
    `<text x="${MARGIN}" y="32" font-size="18" font-weight="600" fill="${GREY.text}">${esc(d.title)}</text>`,
  );
  if (d.subtitle) {
    parts.push(`<text x="${MARGIN}" y="54" font-size="13" fill="${GREY.muted}">${esc(d.subtitle)}</text>`);
  }

  const areaW = width - MARGIN * 2;
  if (swim) {
    d.lanes.forEach((lane, i) => {
      const y = HEADER + i * LANE_H;
      parts.push(
        `<rect x="${MARGIN}" y="${y}" width="${areaW}" height="${LANE_H}" fill="${i % 2 ? GREY.bandAlt : GREY.band}" stroke="${GREY.border}"/>`,
        `<rect x="${MARGIN}" y="${y}" width="${LABEL_W}" height="${LANE_H}" fill="${GREY.label}" stroke="${GREY.border}"/>`,
        textBlock(wrapText(lane, 14), MARGIN + LABEL_W / 2, y + LANE_H / 2, 13, GREY.text, 600),
      );
    });
  } else {
    parts.push(
      `<rect x="${MARGIN}" y="${HEADER}" width="${areaW}" height="${d.lanes.length * LANE_H}" rx="8" fill="${GREY.band}" stroke="${GREY.border}"/>`,
    );
  }

  for (const e of d.edges) {
    const a = byId.get(e.from);
    const b = byId.get(e.to);
    if (!a || !b) throw new Error(`Workflow "${d.title}": edge ${e.from} -> ${e.to} names a missing node`);
    parts.push(drawEdge(a, b, e));
  }
  for (const p of placed) parts.push(drawNode(p, d.tone));

  const legendY = lanesBottom + 30;
  parts.push(
    `<rect x="${MARGIN}" y="${legendY - 9}" width="18" height="18" rx="4" fill="${accent.fill}" stroke="${accent.stroke}"/>`,
    `<text x="${MARGIN + 26}" y="${legendY}" font-size="12" fill="${GREY.muted}" dominant-baseline="middle">${esc(d.legend)}</text>`,
  );
  if (d.footer) {
    parts.push(
      `<text x="${width - MARGIN}" y="${legendY}" font-size="12" fill="${GREY.muted}" text-anchor="end" dominant-baseline="middle">${esc(d.footer)}</text>`,
    );
  }
  parts.push('</svg>');
  return parts.join('\n');
}
