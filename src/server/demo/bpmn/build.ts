import { LANE_HEIGHT, POOL_BAND, POOL_X, POOL_Y, placeNodes, poolWidth, route } from './layout';
import type { BuildBpmnInput, BuildStepKind, PlacedNode } from './types';

const TAGS: Record<BuildStepKind, string> = {
  start: 'startEvent',
  end: 'endEvent',
  task: 'task',
  user: 'userTask',
  manual: 'manualTask',
  service: 'serviceTask',
  send: 'sendTask',
  receive: 'receiveTask',
  decision: 'exclusiveGateway',
  parallel: 'parallelGateway',
};

const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** An XML id (NCName) from any text: letters, digits, '_' and '-' only, not starting with a digit. */
export const xmlId = (prefix: string, text: string) => `${prefix}_${text.replace(/[^A-Za-z0-9_-]+/g, '_')}`;
const bounds = (x: number, y: number, w: number, h: number) =>
  `<dc:Bounds x="${Math.round(x)}" y="${Math.round(y)}" width="${Math.round(w)}" height="${Math.round(h)}" />`;

/**
 * BPMN 2.0 XML with diagram interchange for one pool: lanes as horizontal bands in the given order,
 * steps left to right along the flow, decisions as exclusive gateways with labelled branches.
 * Element ids derive from step ids (Node_<id>) and lane ids, so two builds of the same step match.
 */
export function buildBpmn(input: BuildBpmnInput): string {
  const known = new Set(input.lanes.flatMap((lane) => lane.steps.map((step) => step.id)));
  for (const flow of input.flow) {
    if (!known.has(flow.from) || !known.has(flow.to))
      throw new Error(`Flow ${flow.from} → ${flow.to} names an unknown step`);
  }
  const { nodes, backEdges } = placeNodes(input);
  const byId = new Map(nodes.map((node) => [node.step.id, node]));
  const processId = xmlId('Process', input.processId ?? input.processName);
  const width = poolWidth(nodes);
  const laneIds = input.lanes.map((lane) => xmlId('Lane', lane.id ?? lane.name));
  // Flow ids from their ends, so the same arrow in an As-Is and a To-Be is the same element.
  const flowIds = input.flow.map((flow, i) => {
    const base = xmlId('Flow', `${flow.from}_to_${flow.to}`);
    const twin = input.flow.slice(0, i).filter((f) => f.from === flow.from && f.to === flow.to).length;
    return twin ? `${base}_${twin + 1}` : base;
  });
  const flowId = (i: number) => flowIds[i]!;
  const incoming = (id: string) => input.flow.map((f, i) => (f.to === id ? flowId(i) : '')).filter(Boolean);
  const outgoing = (id: string) => input.flow.map((f, i) => (f.from === id ? flowId(i) : '')).filter(Boolean);

  const lanesXml = input.lanes
    .map(
      (lane, i) =>
        `      <bpmn:lane id="${laneIds[i]}" name="${esc(lane.name)}">\n${lane.steps
          .map((step) => `        <bpmn:flowNodeRef>${xmlId('Node', step.id)}</bpmn:flowNodeRef>\n`)
          .join('')}      </bpmn:lane>`,
    )
    .join('\n');
  const nodesXml = nodes
    .map((node) => {
      const tag = TAGS[node.kind];
      const id = node.step.id;
      const refs = [
        ...incoming(id).map((f) => `      <bpmn:incoming>${f}</bpmn:incoming>`),
        ...outgoing(id).map((f) => `      <bpmn:outgoing>${f}</bpmn:outgoing>`),
      ];
      return `    <bpmn:${tag} id="${xmlId('Node', id)}" name="${esc(node.step.name)}">\n${refs.join('\n')}\n    </bpmn:${tag}>`;
    })
    .join('\n');
  const flowsXml = input.flow
    .map(
      (flow, i) =>
        `    <bpmn:sequenceFlow id="${flowId(i)}"${flow.label ? ` name="${esc(flow.label)}"` : ''} sourceRef="${xmlId('Node', flow.from)}" targetRef="${xmlId('Node', flow.to)}" />`,
    )
    .join('\n');

  const poolHeight = input.lanes.length * LANE_HEIGHT;
  const shapes = [
    `      <bpmndi:BPMNShape id="Pool_di" bpmnElement="Pool" isHorizontal="true">${bounds(POOL_X, POOL_Y, width, poolHeight)}</bpmndi:BPMNShape>`,
    ...laneIds.map(
      (id, i) =>
        `      <bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}" isHorizontal="true">${bounds(POOL_X + POOL_BAND, POOL_Y + i * LANE_HEIGHT, width - POOL_BAND, LANE_HEIGHT)}</bpmndi:BPMNShape>`,
    ),
    ...nodes.map((node) => shapeXml(node)),
  ];
  const sidesUsed = new Map<string, Set<string>>();
  const edges = input.flow.map((flow, i) => {
    if (!sidesUsed.has(flow.from)) sidesUsed.set(flow.from, new Set());
    const source = byId.get(flow.from)!;
    const target = byId.get(flow.to)!;
    const rowBlocked = nodes.some(
      (n) => n.laneIndex === source.laneIndex && n.x > source.x && n.x < target.x,
    );
    const points = route(source, target, {
      back: backEdges.has(flow),
      usedSides: sidesUsed.get(flow.from)!,
      rowBlocked,
    });
    const label = flow.label
      ? `<bpmndi:BPMNLabel>${bounds(points[0]!.x + 6, (points[0]!.y + points[1]!.y) / 2 - 16, 60, 14)}</bpmndi:BPMNLabel>`
      : '';
    const waypoints = points
      .map((p) => `<di:waypoint x="${Math.round(p.x)}" y="${Math.round(p.y)}" />`)
      .join('');
    return `      <bpmndi:BPMNEdge id="${flowId(i)}_di" bpmnElement="${flowId(i)}">${waypoints}${label}</bpmndi:BPMNEdge>`;
  });

  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="Definitions_1" targetNamespace="http://process-map-repository.local/bpmn" exporter="Process Map Repository" exporterVersion="1">
  <bpmn:collaboration id="Collaboration_1">
    <bpmn:participant id="Pool" name="${esc(input.poolName ?? input.processName)}" processRef="${processId}" />
  </bpmn:collaboration>
  <bpmn:process id="${processId}" name="${esc(input.processName)}" isExecutable="false">
    <bpmn:laneSet id="LaneSet_1">
${lanesXml}
    </bpmn:laneSet>
${nodesXml}
${flowsXml}
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_1">
    <bpmndi:BPMNPlane id="Plane_1" bpmnElement="Collaboration_1">
${shapes.join('\n')}
${edges.join('\n')}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}

function shapeXml(node: PlacedNode): string {
  const id = xmlId('Node', node.step.id);
  const gateway = node.kind === 'decision' || node.kind === 'parallel';
  // Event names go under the circle; a gateway's name sits above its left corner, where no branch
  // leaves (branches leave from the right, top and bottom), in a box narrow enough to stay clear
  // of the step before it (renderers centre the text in the box).
  const label =
    node.kind === 'start' || node.kind === 'end'
      ? `<bpmndi:BPMNLabel>${bounds(node.x + node.width / 2 - 45, node.y + node.height + 4, 90, 14)}</bpmndi:BPMNLabel>`
      : gateway
        ? `<bpmndi:BPMNLabel>${bounds(node.x - 62, node.y - 10, 60, 14)}</bpmndi:BPMNLabel>`
        : '';
  const marker = node.kind === 'decision' ? ' isMarkerVisible="true"' : '';
  return `      <bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"${marker}>${bounds(node.x, node.y, node.width, node.height)}${label}</bpmndi:BPMNShape>`;
}
