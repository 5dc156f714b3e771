import type { Readiness } from '@core/schemas/readiness';

/**
 * The readiness figures of each fixture process; each job role owns exactly one process, so its
 * role row carries the same figures.
 */
const SERVICE_CALL_FIGURES = {
  coverage: { total: 5, resolved: 2, partiallyResolved: 1, parkingLot: 1, notAddressed: 0, notSet: 1 },
  outputs: { total: 6, assessed: 4, high: 2, med: 1, low: 1 },
  highestImpact: 'HIGH',
  tierDocuments: { tier_1: 1, tier_2: 2, tier_3: 0 },
  trainingArtifacts: 3,
  tiersNeeded: { tier_1: true, tier_2: true, tier_3: true },
  peopleAffected: 42,
  divisionsAffected: 3,
} as const;

const QUOTE_FIGURES = {
  coverage: { total: 3, resolved: 1, partiallyResolved: 1, parkingLot: 0, notAddressed: 1, notSet: 0 },
  outputs: { total: 3, assessed: 1, high: 0, med: 0, low: 1 },
  highestImpact: 'LOW',
  tierDocuments: { tier_1: 1, tier_2: 0, tier_3: 0 },
  trainingArtifacts: 0,
  tiersNeeded: { tier_1: true, tier_2: false, tier_3: false },
  peopleAffected: 15,
  divisionsAffected: 2,
} as const;

/** A small, consistent answer of GET /api/readiness for the unit tests. */
export const READINESS_FIXTURE: Readiness = {
  totals: {
    processes: 2,
    jobRoles: 2,
    peopleAffected: 57,
    divisionsAffected: 3,
    coverage: { total: 8, resolved: 3, partiallyResolved: 2, parkingLot: 1, notAddressed: 1, notSet: 1 },
    outputs: { total: 9, assessed: 5, high: 2, med: 1, low: 2 },
    processesWithTier: { tier_1: 2, tier_2: 1, tier_3: 0 },
  },
  processes: {
    total: 2,
    offset: 0,
    limit: 25,
    sort: 'people',
    items: [
      {
        processId: 'p1',
        processName: 'Service Call Dispatch and Scheduling',
        status: 'published',
        jobRoleId: 'r1',
        jobRoleName: 'Service Coordinator',
        ...SERVICE_CALL_FIGURES,
      },
      {
        processId: 'p2',
        processName: 'Quote Preparation',
        status: 'draft',
        jobRoleId: 'r2',
        jobRoleName: 'Sales Rep',
        ...QUOTE_FIGURES,
      },
    ],
  },
  jobRoles: [
    {
      jobRoleId: 'r1',
      jobRoleName: 'Service Coordinator',
      divisionRoles: ['Service Coordinator Level 2', 'Service Coordinator Level 3'],
      processes: 1,
      ...SERVICE_CALL_FIGURES,
    },
    {
      jobRoleId: 'r2',
      jobRoleName: 'Sales Rep',
      divisionRoles: ['Service Sales Rep'],
      processes: 1,
      ...QUOTE_FIGURES,
    },
  ],
  heatMap: {
    divisions: [
      { code: 'ATL', name: 'ATL - Atlanta', location: 'Georgia', employees: 102 },
      { code: 'ORL', name: 'ORL - Orlando', location: 'Florida', employees: 191 },
      { code: 'SAC', name: 'SAC - Sacramento', location: 'California', employees: 144 },
    ],
    rows: [
      { jobRoleId: 'r1', jobRoleName: 'Service Coordinator', impact: 'HIGH', cells: [12, 20, 10], total: 42 },
      { jobRoleId: 'r2', jobRoleName: 'Sales Rep', impact: 'LOW', cells: [5, 0, 10], total: 15 },
    ],
    maxCell: 20,
  },
  trainingDemand: {
    rows: [
      {
        code: 'ATL',
        name: 'ATL - Atlanta',
        location: 'Georgia',
        employees: 102,
        seats: { tier_1: 17, tier_2: 12, tier_3: 12 },
      },
      {
        code: 'ORL',
        name: 'ORL - Orlando',
        location: 'Florida',
        employees: 191,
        seats: { tier_1: 20, tier_2: 20, tier_3: 20 },
      },
      {
        code: 'SAC',
        name: 'SAC - Sacramento',
        location: 'California',
        employees: 144,
        seats: { tier_1: 20, tier_2: 10, tier_3: 10 },
      },
    ],
    totals: { tier_1: 57, tier_2: 42, tier_3: 42 },
  },
  unmappedJobRoles: [{ id: 'r3', name: 'Procurement Lead' }],
};
