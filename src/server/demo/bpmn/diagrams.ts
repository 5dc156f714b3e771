import { deficiencyQuoting } from '../processes/deficiency-quoting';
import { inspectionScheduling } from '../processes/inspection-scheduling';
import { serviceCallDispatch } from '../processes/service-call-dispatch';
import { workOrderCompletion } from '../processes/work-order-completion';
import type { DemoProcess } from '../types';
import { buildBpmn } from './build';
import { fromWorkflowDiagram } from './from-workflow';

/** The demo processes that carry BPMN diagrams (their workflow maps are swimlanes with decisions). */
export const BPMN_DEMO_PROCESSES: DemoProcess[] = [
  serviceCallDispatch,
  workOrderCompletion,
  inspectionScheduling,
  deficiencyQuoting,
];

export interface DemoDiagramPair {
  asIs: string;
  toBe: string;
}

/**
 * As-Is and To-Be BPMN XML per demo process key, built from the process's own workflow maps, so
 * lanes and steps match what its other artifacts say. Steps kept in the To-Be keep their ids, so
 * the comparison sees them as the same element.
 */
export const demoDiagrams: Record<string, DemoDiagramPair> = Object.fromEntries(
  BPMN_DEMO_PROCESSES.map((process) => {
    const names = (state: string) => ({
      processId: process.key,
      processName: `${process.shortName} – ${state}`,
      poolName: process.shortName,
    });
    return [
      process.key,
      {
        asIs: buildBpmn(fromWorkflowDiagram(process.asIs.workflow.diagram, names('As-Is'))),
        toBe: buildBpmn(fromWorkflowDiagram(process.toBe.workflow.diagram, names('To-Be'))),
      },
    ];
  }),
);
