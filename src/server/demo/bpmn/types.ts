/** What a step is in BPMN terms; tasks default to 'task', and 'decision' is an exclusive gateway. */
export type BuildStepKind =
  | 'start'
  | 'end'
  | 'task'
  | 'user'
  | 'manual'
  | 'service'
  | 'send'
  | 'receive'
  | 'decision'
  | 'parallel';

export interface BuildStep {
  /** Unique in the diagram; becomes part of the BPMN element id, so keep it equal across As-Is and To-Be for "the same step". */
  id: string;
  name: string;
  kind?: BuildStepKind;
}

export interface BuildLane {
  /** Defaults to one made from the name; give the same id to keep a renamed lane "the same lane". */
  id?: string;
  name: string;
  steps: BuildStep[];
}

export interface BuildFlow {
  from: string;
  to: string;
  /** Branch label, e.g. 'Yes' / 'No'. */
  label?: string;
}

export interface BuildBpmnInput {
  processName: string;
  /** Process element id (made an XML name); defaults to one from the process name. Keep it equal for an As-Is and its To-Be. */
  processId?: string;
  /** Pool name; defaults to the process name. */
  poolName?: string;
  lanes: BuildLane[];
  flow: BuildFlow[];
}

export interface PlacedNode {
  step: BuildStep;
  kind: BuildStepKind;
  laneIndex: number;
  column: number;
  x: number;
  y: number;
  width: number;
  height: number;
}
