import type { DemoProcess } from '../types';
import { afterHoursEmergency } from './after-hours-emergency';
import { contractRenewal } from './contract-renewal';
import { deficiencyQuoting } from './deficiency-quoting';
import { inspectionScheduling } from './inspection-scheduling';
import { purchaseOrderProcurement } from './purchase-order-procurement';
import { quoteToContract } from './quote-to-contract';
import { salesPipelineForecast } from './sales-pipeline-forecast';
import { serviceCallDispatch } from './service-call-dispatch';
import { serviceTeamPerformance } from './service-team-performance';
import { technicianTimeEntry } from './technician-time-entry';
import { workOrderCompletion } from './work-order-completion';

/** Every job role of the preset table has at least one process; coordinators and technicians have two. */
export const DEMO_PROCESSES: DemoProcess[] = [
  quoteToContract,
  serviceCallDispatch,
  deficiencyQuoting,
  workOrderCompletion,
  technicianTimeEntry,
  inspectionScheduling,
  purchaseOrderProcurement,
  contractRenewal,
  salesPipelineForecast,
  serviceTeamPerformance,
  afterHoursEmergency,
];
