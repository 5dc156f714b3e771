import { diff } from 'bpmn-js-differ';
import { indexElements } from './element-index';
import { describe, kindWord, type ModdleElement, nameOf, one } from './model';
import type { BpmnDiff, BpmnDifference } from './schema';
import { summarizeBpmn } from './summary';

// Changes the differ reports on a container because something inside it was added or removed:
// the added or removed element is reported itself, so these would only repeat it.
const STRUCTURAL =
  /(^|\.)(flowElements|laneSets|lanes|childLaneSet|flowNodeRef|artifacts|participants|messageFlows|rootElements|incoming|outgoing|dataOutputAssociations|dataInputAssociations|properties)(\[|$)/;
const FLOWS = new Set(['bpmn:SequenceFlow', 'bpmn:MessageFlow']);
const ARTIFACTS = /^bpmn:(Association|TextAnnotation|Group)$/;
const QUIET = /^bpmn:(DataInputAssociation|DataOutputAssociation|Association|Process)$/;

/**
 * The differences between an As-Is and a To-Be diagram, in words ("Task 'Print work ticket'
 * removed", "Lane 'Dispatch' renamed to 'Dispatcher'", "Task 'X' moved from lane 'A' to lane 'B'"),
 * removed first, then added, renamed, moved and changed, each in document order; plus the element
 * ids per kind of change for marking a canvas. Flows are named only when both ends exist in both
 * diagrams (otherwise the added or removed step says it); associations are marked, not named.
 */
export function diffBpmn(oldDefinitions: ModdleElement, newDefinitions: ModdleElement): BpmnDiff {
  const handler = diff(oldDefinitions, newDefinitions);
  const oldIndex = indexElements(oldDefinitions);
  const newIndex = indexElements(newDefinitions);
  const inBoth = (element: ModdleElement | undefined) =>
    !!element?.id && oldIndex.has(element.id) && newIndex.has(element.id);
  const mentionable = (element: ModdleElement) => {
    if (QUIET.test(element.$type)) return false;
    if (!FLOWS.has(element.$type)) return true;
    return inBoth(one(element, 'sourceRef')) && inBoth(one(element, 'targetRef'));
  };
  const byDocumentOrder = (index: Map<string, ModdleElement>, ids: string[]) => {
    const position = new Map([...index.keys()].map((id, i) => [id, i]));
    return [...ids].sort((a, b) => (position.get(a) ?? 1e9) - (position.get(b) ?? 1e9));
  };

  // The differ tracks flow elements, pools, lanes and flows; annotations, groups and their
  // associations (artifacts) are compared here by id.
  const artifacts = (from: Map<string, ModdleElement>, to: Map<string, ModdleElement>) =>
    [...from.entries()].filter(([id, el]) => ARTIFACTS.test(el.$type) && !to.has(id)).map(([id]) => id);
  const removed = byDocumentOrder(oldIndex, [
    ...Object.keys(handler._removed),
    ...artifacts(oldIndex, newIndex),
  ]);
  const added = byDocumentOrder(newIndex, [...Object.keys(handler._added), ...artifacts(newIndex, oldIndex)]);
  const differences: BpmnDifference[] = [];
  for (const id of removed) {
    const element = oldIndex.get(id) ?? (handler._removed[id] as ModdleElement);
    if (mentionable(element)) differences.push(entry('removed', element, `${phrase(element)} removed`));
  }
  for (const id of added) {
    const element = newIndex.get(id) ?? (handler._added[id] as ModdleElement);
    if (mentionable(element)) differences.push(entry('added', element, `${phrase(element)} added`));
  }

  const renamed: BpmnDifference[] = [];
  const changed: BpmnDifference[] = [];
  for (const id of byDocumentOrder(newIndex, Object.keys(handler._changed))) {
    const element = newIndex.get(id);
    const attrs = handler._changed[id]!.attrs;
    if (!element || QUIET.test(element.$type)) continue;
    // Read the old name from the old diagram: the differ's own value order is not documented, and
    // it files a pool's process's name change under the pool's 'name'.
    const from = nameOf(oldIndex.get(id));
    const to = nameOf(element);
    const keys = Object.keys(attrs).filter((key) => !STRUCTURAL.test(key) && (key !== 'name' || from !== to));
    if (keys.includes('name')) {
      const kind = kindWord(element);
      const text =
        from && to
          ? `${kind} '${from}' renamed to '${to}'`
          : from
            ? `${kind} '${from}' now unnamed`
            : `Unnamed ${kind.toLowerCase()} named '${to}'`;
      renamed.push({ ...entry('renamed', element, text), from, to });
    }
    const others = keys.filter((key) => key !== 'name').map((key) => key.replace(/\[\d+\]$/, ''));
    const nested = Object.keys(attrs).length === 0;
    if (others.length || nested) {
      const attributes = [...new Set(others)];
      changed.push({
        ...entry('changed', element, `${phrase(element)} changed`),
        ...(attributes.length ? { attributes } : {}),
      });
    }
  }
  const moved = laneMoves(oldDefinitions, newDefinitions, newIndex);
  differences.push(...renamed, ...moved, ...changed);

  const changedIds = [...new Set([...renamed, ...moved, ...changed].map((d) => d.elementId))];
  const marked = new Set([...added, ...removed, ...changedIds]);
  return {
    differences,
    ids: {
      added,
      removed,
      changed: changedIds,
      layoutChanged: Object.keys(handler._layoutChanged).filter((id) => !marked.has(id)),
    },
  };
}

function entry(change: BpmnDifference['change'], element: ModdleElement, text: string): BpmnDifference {
  return { change, elementId: element.id ?? '', kind: kindWord(element), name: nameOf(element), text };
}

/** "Task 'X'", or for a flow "Sequence flow 'Yes' from 'Covered?' to 'Repair visit'". */
function phrase(element: ModdleElement): string {
  if (!FLOWS.has(element.$type)) return describe(element);
  const end = (ref: ModdleElement | undefined) =>
    ref ? nameOf(ref) || describe(ref).toLowerCase() : 'nothing';
  const name = nameOf(element);
  return `${kindWord(element)}${name ? ` '${name}'` : ''} from '${end(one(element, 'sourceRef'))}' to '${end(one(element, 'targetRef'))}'`;
}

function laneMoves(
  oldDefinitions: ModdleElement,
  newDefinitions: ModdleElement,
  newIndex: Map<string, ModdleElement>,
) {
  const before = summarizeBpmn(oldDefinitions);
  const after = summarizeBpmn(newDefinitions);
  const oldNodes = new Map([...before.tasks, ...before.gateways, ...before.events].map((n) => [n.id, n]));
  const moves: BpmnDifference[] = [];
  for (const node of [...after.tasks, ...after.gateways, ...after.events]) {
    const old = oldNodes.get(node.id);
    const element = newIndex.get(node.id);
    if (!old || !element || !old.lane || !node.lane) continue;
    // Same lane id means the lane itself was renamed, which is reported as a rename.
    if (old.laneId === node.laneId || old.lane === node.lane) continue;
    moves.push({
      ...entry('moved', element, `${describe(element)} moved from lane '${old.lane}' to lane '${node.lane}'`),
      from: old.lane,
      to: node.lane,
    });
  }
  return moves;
}
