import type { BuildBpmnInput, BuildFlow, BuildStepKind, PlacedNode } from './types';

export const POOL_X = 40;
export const POOL_Y = 40;
export const POOL_BAND = 30;
export const LANE_HEIGHT = 140;
const FIRST_X = POOL_X + POOL_BAND + 30 + 20;
const COLUMN = 150;
const SIZES: Record<'event' | 'gateway' | 'task', [number, number]> = {
  event: [36, 36],
  gateway: [50, 50],
  task: [110, 80],
};

const family = (kind: BuildStepKind) =>
  kind === 'start' || kind === 'end'
    ? 'event'
    : kind === 'decision' || kind === 'parallel'
      ? 'gateway'
      : 'task';

/**
 * Columns by longest path along the flow (back edges, found depth-first from the starts, do not
 * count), each node in its lane's row; a node whose cell is taken moves right. Deterministic.
 */
export function placeNodes(input: BuildBpmnInput): { nodes: PlacedNode[]; backEdges: Set<BuildFlow> } {
  const lanesOf = new Map<string, number>();
  const steps = input.lanes.flatMap((lane, laneIndex) =>
    lane.steps.map((step) => {
      lanesOf.set(step.id, laneIndex);
      return step;
    }),
  );
  const outgoing = new Map<string, BuildFlow[]>();
  for (const flow of input.flow) outgoing.set(flow.from, [...(outgoing.get(flow.from) ?? []), flow]);
  const hasIncoming = new Set(input.flow.map((flow) => flow.to));
  const starts = steps.filter((s) => s.kind === 'start' || !hasIncoming.has(s.id));

  const backEdges = new Set<BuildFlow>();
  const state = new Map<string, 'open' | 'done'>();
  const dfs = (id: string) => {
    state.set(id, 'open');
    for (const flow of outgoing.get(id) ?? []) {
      const seen = state.get(flow.to);
      if (seen === 'open') backEdges.add(flow);
      else if (!seen) dfs(flow.to);
    }
    state.set(id, 'done');
  };
  for (const start of [...starts, ...steps]) if (!state.has(start.id)) dfs(start.id);

  const forward = input.flow.filter((flow) => !backEdges.has(flow));
  const indegree = new Map(steps.map((s) => [s.id, 0]));
  for (const flow of forward) indegree.set(flow.to, (indegree.get(flow.to) ?? 0) + 1);
  const column = new Map(steps.map((s) => [s.id, 0]));
  const taken = new Set<string>();
  const queue = steps.filter((s) => indegree.get(s.id) === 0).map((s) => s.id);
  const placedOrder: string[] = [];
  while (queue.length) {
    const id = queue.shift()!;
    let col = column.get(id) ?? 0;
    while (taken.has(`${lanesOf.get(id)}:${col}`)) col += 1;
    taken.add(`${lanesOf.get(id)}:${col}`);
    column.set(id, col);
    placedOrder.push(id);
    for (const flow of forward.filter((f) => f.from === id)) {
      column.set(flow.to, Math.max(column.get(flow.to) ?? 0, col + 1));
      indegree.set(flow.to, (indegree.get(flow.to) ?? 1) - 1);
      if (indegree.get(flow.to) === 0) queue.push(flow.to);
    }
  }
  const byId = new Map(steps.map((s) => [s.id, s]));
  const nodes = placedOrder.map((id) => {
    const step = byId.get(id)!;
    const kind = step.kind ?? 'task';
    const [width, height] = SIZES[family(kind)];
    const laneIndex = lanesOf.get(id)!;
    const col = column.get(id)!;
    return {
      step,
      kind,
      laneIndex,
      column: col,
      x: FIRST_X + col * COLUMN + (SIZES.task[0] - width) / 2,
      y: POOL_Y + laneIndex * LANE_HEIGHT + (LANE_HEIGHT - height) / 2,
      width,
      height,
    };
  });
  return { nodes, backEdges };
}

/** Width of the pool that holds the placed nodes. */
export function poolWidth(nodes: PlacedNode[]): number {
  const right = Math.max(...nodes.map((n) => n.x + n.width), FIRST_X + SIZES.task[0]);
  return right + 50 - POOL_X;
}

type Point = { x: number; y: number };

/**
 * Orthogonal waypoints from one node to another: straight within a row; a decision leaves from its
 * top or bottom toward another lane (one branch per side, the next from its right); other cross-lane
 * flows turn in the gap before the target; a flow along a row with a step in the way passes over it;
 * back edges run under the lower of the two lanes.
 */
export function route(
  source: PlacedNode,
  target: PlacedNode,
  options: { back: boolean; usedSides: Set<string>; rowBlocked: boolean },
): Point[] {
  const { back, usedSides } = options;
  const sc = { x: source.x + source.width / 2, y: source.y + source.height / 2 };
  const tc = { x: target.x + target.width / 2, y: target.y + target.height / 2 };
  if (back) {
    if (family(source.kind) === 'gateway') usedSides.add('bottom');
    const lane = Math.max(source.laneIndex, target.laneIndex);
    const below = POOL_Y + (lane + 1) * LANE_HEIGHT - 12;
    return [
      { x: sc.x, y: source.y + source.height },
      { x: sc.x, y: below },
      { x: tc.x, y: below },
      { x: tc.x, y: target.y + target.height },
    ];
  }
  if (Math.abs(sc.y - tc.y) < 1 && options.rowBlocked) {
    // Another step stands between them in the row: pass over it, near the top of the lane.
    const over = POOL_Y + source.laneIndex * LANE_HEIGHT + 12;
    return [
      { x: sc.x, y: source.y },
      { x: sc.x, y: over },
      { x: tc.x, y: over },
      { x: tc.x, y: target.y },
    ];
  }
  if (Math.abs(sc.y - tc.y) < 1)
    return [
      { x: source.x + source.width, y: sc.y },
      { x: target.x, y: tc.y },
    ];
  const down = tc.y > sc.y;
  const side = down ? 'bottom' : 'top';
  // A second branch toward the same side leaves from the right instead, so branches never overlap.
  if (family(source.kind) === 'gateway' && !usedSides.has(side)) {
    usedSides.add(side);
    return [
      { x: sc.x, y: down ? source.y + source.height : source.y },
      { x: sc.x, y: tc.y },
      { x: target.x, y: tc.y },
    ];
  }
  const turn = target.x - 20;
  return [
    { x: source.x + source.width, y: sc.y },
    { x: turn, y: sc.y },
    { x: turn, y: tc.y },
    { x: target.x, y: tc.y },
  ];
}
