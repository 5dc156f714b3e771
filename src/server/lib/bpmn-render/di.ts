import { isElement, type ModdleElement, many, one } from '../../../core/bpmn/model';

export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DiShape {
  id: string;
  element: ModdleElement;
  bounds: Bounds;
  label?: Bounds;
  isHorizontal: boolean;
  isExpanded?: boolean;
  isMarkerVisible?: boolean;
}

export interface DiEdge {
  id: string;
  element: ModdleElement;
  waypoints: Array<{ x: number; y: number }>;
  label?: Bounds;
}

export interface DiagramLayout {
  shapes: DiShape[];
  edges: DiEdge[];
  /** Box around every shape, waypoint and label. */
  extent: Bounds;
}

const toBounds = (value: unknown): Bounds | undefined => {
  if (!isElement(value)) return undefined;
  const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((key) => Number(value[key]));
  return [x, y, width, height].every(Number.isFinite)
    ? { x: x!, y: y!, width: width!, height: height! }
    : undefined;
};

/**
 * The shapes and edges of the first diagram's plane (the picture a tool opens with), each with its
 * semantic element; DI entries without an element or coordinates are skipped.
 */
export function readLayout(definitions: ModdleElement): DiagramLayout {
  const plane = one(many(definitions, 'diagrams')[0], 'plane');
  const shapes: DiShape[] = [];
  const edges: DiEdge[] = [];
  for (const item of many(plane, 'planeElement')) {
    const element = one(item, 'bpmnElement');
    if (!element) continue;
    let label = toBounds(one(one(item, 'label'), 'bounds'));
    if (item.$type === 'bpmndi:BPMNShape') {
      const bounds = toBounds(one(item, 'bounds'));
      if (!bounds) continue;
      label ??= defaultLabel(element, bounds);
      shapes.push({
        id: element.id ?? item.id ?? '',
        element,
        bounds,
        ...(label ? { label } : {}),
        isHorizontal: item.isHorizontal !== false,
        ...(typeof item.isExpanded === 'boolean' ? { isExpanded: item.isExpanded } : {}),
        ...(typeof item.isMarkerVisible === 'boolean' ? { isMarkerVisible: item.isMarkerVisible } : {}),
      });
    } else if (item.$type === 'bpmndi:BPMNEdge') {
      const waypoints = many(item, 'waypoint')
        .map((point) => ({ x: Number(point.x), y: Number(point.y) }))
        .filter((point) => Number.isFinite(point.x) && Number.isFinite(point.y));
      if (waypoints.length < 2) continue;
      edges.push({ id: element.id ?? item.id ?? '', element, waypoints, ...(label ? { label } : {}) });
    }
  }
  return { shapes, edges, extent: extentOf(shapes, edges) };
}

const OUTSIDE_LABEL =
  /^bpmn:(\w+Event|\w+Gateway|DataObjectReference|DataStoreReference|DataInput|DataOutput)$/;

// Events, gateways and data carry their name below the symbol; tools that write no label bounds
// leave the place to the viewer (bpmn-js puts a 90 px wide label under the shape).
function defaultLabel(element: ModdleElement, bounds: Bounds): Bounds | undefined {
  if (!OUTSIDE_LABEL.test(element.$type) || !element.name) return undefined;
  return { x: bounds.x + bounds.width / 2 - 45, y: bounds.y + bounds.height + 5, width: 90, height: 28 };
}

function extentOf(shapes: DiShape[], edges: DiEdge[]): Bounds {
  const xs: number[] = [];
  const ys: number[] = [];
  const add = (b: Bounds | undefined) => {
    if (!b) return;
    xs.push(b.x, b.x + b.width);
    ys.push(b.y, b.y + b.height);
  };
  for (const shape of shapes) {
    add(shape.bounds);
    add(shape.label);
  }
  for (const edge of edges) {
    for (const point of edge.waypoints) add({ ...point, width: 0, height: 0 });
    add(edge.label);
  }
  if (!xs.length) return { x: 0, y: 0, width: 0, height: 0 };
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}
