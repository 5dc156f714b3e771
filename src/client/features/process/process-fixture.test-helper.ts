import type { Process } from '@core/schemas/process';

/** A stored draft process, as the edit form and the Change Log tests start from. */
export const SAMPLE_PROCESS: Process = {
  id: 'p1',
  name: 'Service Call Dispatch',
  description: 'Dispatching service calls',
  jobRoleId: 'r1',
  version: '1.0',
  status: 'draft',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
