// The shape of a bpmn-moddle element as this folder reads it: a typed object whose properties are
// looked up by name. Helpers below keep the `unknown` casts in one place.
export interface ModdleElement {
  $type: string;
  id?: string;
  name?: string;
  $attrs?: Record<string, string>;
  $parent?: ModdleElement;
  [key: string]: unknown;
}

/** What moddle knows of an element's type: its properties, and whether it is a vendor (generic) element. */
export interface ModdleDescriptor {
  isGeneric?: boolean;
  properties?: Array<{ name: string; isReference?: boolean; isMany?: boolean }>;
}

/** The element's type descriptor (on its prototype), if moddle created it. */
export function descriptorOf(element: ModdleElement): ModdleDescriptor | undefined {
  return (element as { $descriptor?: ModdleDescriptor }).$descriptor;
}

/** True when the value is a moddle element (an object with a `$type`). */
export function isElement(value: unknown): value is ModdleElement {
  return (
    typeof value === 'object' && value !== null && typeof (value as { $type?: unknown }).$type === 'string'
  );
}

/** The elements of a many-valued property, in document order; [] when unset. */
export function many(element: ModdleElement | undefined, property: string): ModdleElement[] {
  const value = element?.[property];
  return Array.isArray(value) ? value.filter(isElement) : [];
}

/** The element a single-valued property holds or references, if any. */
export function one(element: ModdleElement | undefined, property: string): ModdleElement | undefined {
  const value = element?.[property];
  return isElement(value) ? value : undefined;
}

/** The `bpmn:` local type name, e.g. 'UserTask' for 'bpmn:UserTask'. */
export function localType(element: ModdleElement): string {
  return element.$type.replace(/^bpmn:/, '');
}

export const TASK_TYPES = [
  'Task',
  'UserTask',
  'ServiceTask',
  'ManualTask',
  'ScriptTask',
  'SendTask',
  'ReceiveTask',
  'BusinessRuleTask',
  'CallActivity',
  'SubProcess',
  'AdHocSubProcess',
  'Transaction',
] as const;

export const GATEWAY_TYPES = [
  'ExclusiveGateway',
  'InclusiveGateway',
  'ParallelGateway',
  'EventBasedGateway',
  'ComplexGateway',
] as const;

export const EVENT_TYPES = [
  'StartEvent',
  'EndEvent',
  'IntermediateCatchEvent',
  'IntermediateThrowEvent',
  'BoundaryEvent',
] as const;

const taskTypes = new Set<string>(TASK_TYPES);
const gatewayTypes = new Set<string>(GATEWAY_TYPES);
const eventTypes = new Set<string>(EVENT_TYPES);

/** True for every activity kind: tasks of each kind, call activities and sub-processes. */
export const isActivity = (element: ModdleElement) => taskTypes.has(localType(element));
/** True for the five gateway kinds. */
export const isGateway = (element: ModdleElement) => gatewayTypes.has(localType(element));
/** True for start, end, intermediate and boundary events. */
export const isEvent = (element: ModdleElement) => eventTypes.has(localType(element));
/** True for sub-process kinds, whose flow elements nest inside them. */
export const isSubProcess = (element: ModdleElement) =>
  ['SubProcess', 'AdHocSubProcess', 'Transaction'].includes(localType(element));

const KIND_WORDS: Record<string, string> = {
  Task: 'Task',
  UserTask: 'Task',
  ServiceTask: 'Task',
  ManualTask: 'Task',
  ScriptTask: 'Task',
  SendTask: 'Task',
  ReceiveTask: 'Task',
  BusinessRuleTask: 'Task',
  CallActivity: 'Call activity',
  SubProcess: 'Sub-process',
  AdHocSubProcess: 'Sub-process',
  Transaction: 'Transaction',
  ExclusiveGateway: 'Gateway',
  InclusiveGateway: 'Gateway',
  ParallelGateway: 'Gateway',
  EventBasedGateway: 'Gateway',
  ComplexGateway: 'Gateway',
  StartEvent: 'Start event',
  EndEvent: 'End event',
  IntermediateCatchEvent: 'Intermediate event',
  IntermediateThrowEvent: 'Intermediate event',
  BoundaryEvent: 'Boundary event',
  Lane: 'Lane',
  Participant: 'Pool',
  Collaboration: 'Collaboration',
  Process: 'Process',
  SequenceFlow: 'Sequence flow',
  MessageFlow: 'Message flow',
  DataObjectReference: 'Data object',
  DataObject: 'Data object',
  DataStoreReference: 'Data store',
  DataInputAssociation: 'Data association',
  DataOutputAssociation: 'Data association',
  Association: 'Association',
  TextAnnotation: 'Annotation',
  Group: 'Group',
};

/** A word for the element's kind a reader understands ("Task", "Gateway", "Lane", …). */
export function kindWord(element: ModdleElement): string {
  const type = localType(element);
  return KIND_WORDS[type] ?? type.replace(/([a-z])([A-Z])/g, '$1 $2');
}

/** The element's name trimmed, or '' (line breaks inside names become spaces). */
export function nameOf(element: ModdleElement | undefined): string {
  // Annotations carry text and groups a category value instead of a name.
  const name =
    element?.$type === 'bpmn:TextAnnotation'
      ? element.text
      : element?.$type === 'bpmn:Group'
        ? one(element, 'categoryValueRef')?.value
        : element?.name;
  return typeof name === 'string' ? name.replace(/\s+/g, ' ').trim() : '';
}

/** "Task 'Print work ticket'", or "Unnamed task" when it has no name. */
export function describe(element: ModdleElement): string {
  const name = nameOf(element);
  const kind = kindWord(element);
  return name ? `${kind} '${name}'` : `Unnamed ${kind.toLowerCase()}`;
}
