import type { Coverage, Readiness, ReadinessTable, TierCounts } from '../../schemas/readiness';
import { exportLabel } from '../export-labels';
import { percent } from './labels';

export interface ExportTable {
  title: string;
  headers: string[];
  rows: (string | number)[][];
}

const coverageCells = (c: Coverage) => [
  c.total,
  c.resolved,
  c.partiallyResolved,
  c.parkingLot,
  c.notAddressed,
  c.notSet,
  percent(c.resolved, c.total),
];
const COVERAGE_HEADERS = [
  'Pain Points',
  'Resolved',
  'Partially Resolved',
  'Parking Lot',
  'Not Addressed',
  'Not Set',
  'Resolved %',
];
const tierCells = (t: TierCounts) => [t.tier_1, t.tier_2, t.tier_3];
const yes = (b: boolean) => (b ? 'Yes' : 'No');

/**
 * One dashboard table as plain rows for the xlsx and CSV exports (the processes table whole, not
 * one page of it). Numbers stay numbers so a spreadsheet can sum them; codes are shown as the
 * dashboard shows them (In Review, High).
 */
/** The training demand table's columns (the CSV and sheet export's header row). */
export const TRAINING_DEMAND_HEADERS = [
  'Division',
  'Name',
  'Location',
  'Employees',
  'Tier 1 Seats',
  'Tier 2 Seats',
  'Tier 3 Seats',
] as const;

export function readinessTable(readiness: Readiness, table: ReadinessTable): ExportTable {
  switch (table) {
    case 'processes':
      return {
        title: 'Processes',
        headers: [
          'Process',
          'Job Role',
          'Status',
          ...COVERAGE_HEADERS,
          'Outputs',
          'Outputs Assessed',
          'HIGH',
          'MED',
          'LOW',
          'Highest Impact',
          'Tier 1 Documents',
          'Tier 2 Documents',
          'Tier 3 Documents',
          'Training Artifacts',
          'People Affected',
          'Divisions Affected',
        ],
        rows: readiness.processes.items.map((p) => [
          p.processName,
          p.jobRoleName ?? 'Unknown Role',
          exportLabel.processStatus(p.status),
          ...coverageCells(p.coverage),
          p.outputs.total,
          p.outputs.assessed,
          p.outputs.high,
          p.outputs.med,
          p.outputs.low,
          exportLabel.impact(p.highestImpact),
          ...tierCells(p.tierDocuments),
          p.trainingArtifacts,
          p.peopleAffected,
          p.divisionsAffected,
        ]),
      };
    case 'job-roles':
      return {
        title: 'Job Roles',
        headers: [
          'Job Role',
          'Division Role Titles',
          'Processes',
          ...COVERAGE_HEADERS,
          'Outputs',
          'Outputs Assessed',
          'Highest Impact',
          'Tier 1 Needed',
          'Tier 2 Needed',
          'Tier 3 Needed',
          'Tier 1 Documents',
          'Tier 2 Documents',
          'Tier 3 Documents',
          'People Affected',
          'Divisions Affected',
        ],
        rows: readiness.jobRoles.map((r) => [
          r.jobRoleName,
          r.divisionRoles.join('; '),
          r.processes,
          ...coverageCells(r.coverage),
          r.outputs.total,
          r.outputs.assessed,
          exportLabel.impact(r.highestImpact),
          yes(r.tiersNeeded.tier_1),
          yes(r.tiersNeeded.tier_2),
          yes(r.tiersNeeded.tier_3),
          ...tierCells(r.tierDocuments),
          r.peopleAffected,
          r.divisionsAffected,
        ]),
      };
    case 'heat-map':
      return {
        title: 'Heat Map',
        headers: ['Job Role', 'Highest Impact', ...readiness.heatMap.divisions.map((d) => d.code), 'Total'],
        rows: readiness.heatMap.rows.map((r) => [
          r.jobRoleName,
          exportLabel.impact(r.impact),
          ...r.cells,
          r.total,
        ]),
      };
    case 'training-demand':
      return {
        title: 'Training Demand',
        headers: [...TRAINING_DEMAND_HEADERS],
        rows: [
          ...readiness.trainingDemand.rows.map((r) => [
            r.code,
            r.name,
            r.location,
            r.employees,
            ...tierCells(r.seats),
          ]),
          ['Total', '', '', '', ...tierCells(readiness.trainingDemand.totals)],
        ],
      };
  }
}
