import type { ReportSource } from '.';

export const XSS = `<img src=x onerror=alert(1)>`;
export const HOSTILE = `${XSS} "quoted" 'single' & more`;

/** A process with every kind of artifact, shared by the report model and rendering tests. */
export function source(overrides: Partial<ReportSource> = {}): ReportSource {
  return {
    process: {
      id: 'p-1',
      name: 'Service Call Dispatch and Scheduling',
      description: 'Taking a service call to a scheduled technician.',
      version: '1.0',
      status: 'published',
      updatedAt: '2026-03-02T10:00:00.000Z',
    },
    jobRoleName: 'Service Coordinator',
    artifacts: [
      {
        id: 'a1',
        type: 'workflow_sipoc',
        state: 'as_is',
        name: 'Dispatch SIPOC',
        description: null,
        fileUrl: null,
        content: {
          outputs: ['WO', 'Schedule', 'Invoice'],
          outputsFullNames: ['Work order', 'Technician schedule', 'Customer invoice'],
        },
      },
      {
        id: 'a2',
        type: 'workflow_map',
        state: 'as_is',
        name: 'As-Is map',
        description: null,
        fileUrl: '/objects/00000000-0000-0000-0000-000000000001/as-is.svg',
        content: { averageTime: '4 hours', automationLevel: 'Low', steps: 12 },
      },
      {
        id: 'a3',
        type: 'workflow_map',
        state: 'to_be',
        name: 'To-Be map',
        description: null,
        fileUrl: '/objects/00000000-0000-0000-0000-000000000002/to-be.svg',
        content: { averageTime: '1 hour', automationLevel: 'High', steps: 7 },
      },
      {
        id: 'a4',
        type: 'pain_points',
        state: 'to_be',
        name: 'To-Be Pain Points',
        description: null,
        fileUrl: null,
        content: {
          painPoints: [
            { title: 'Double entry', description: 'Calls keyed twice', impact: 'High' },
            { title: 'No visibility' },
            { title: 'Paper timesheets' },
          ],
        },
      },
      {
        id: 'a5',
        type: 'job_description',
        state: 'to_be',
        name: 'To-Be JD',
        description: null,
        fileUrl: null,
        content: { responsibilities: ['Dispatch with real-time tracking', 'Answer the phone'] },
      },
    ],
    painPointStatuses: [
      { painPointTitle: 'double entry', status: 'resolved' },
      { painPointTitle: 'No visibility', status: 'in_progress' },
    ],
    changeImpacts: [
      {
        processOutput: 'Work order',
        changeType: 'MODIFIED',
        changeDescription: ['SYSTEMS'],
        impactAssessment: 'LOW',
      },
      {
        processOutput: 'Customer invoice',
        changeType: 'NEW',
        changeDescription: ['RULE_POLICY_CHANGE'],
        impactAssessment: 'HIGH',
      },
      { processOutput: 'Warranty note', changeType: null, changeDescription: [], impactAssessment: 'MED' },
    ],
    trainingArtifacts: [
      {
        id: 'ta-1',
        processOutput: 'Work order',
        name: 'WO screenshot',
        description: null,
        fileType: 'screenshot',
        fileUrl: '/objects/00000000-0000-0000-0000-000000000003/wo.png',
      },
    ],
    tierDocuments: [
      {
        id: 'td-1',
        tier: 'tier_2',
        name: 'Dispatch walkthrough',
        description: 'End to end',
        fileType: 'guide',
        fileUrl: 'https://example.com/guide',
      },
    ],
    painPointLinks: [
      { painPointTitle: 'Double entry', kind: 'output', target: 'work order' },
      { painPointTitle: 'Double entry', kind: 'output', target: 'Customer invoice' },
      { painPointTitle: 'double entry', kind: 'training_artifact', target: 'ta-1' },
      { painPointTitle: 'Double entry', kind: 'tier_document', target: 'td-1' },
      { painPointTitle: 'No visibility', kind: 'output', target: 'Warranty note' },
      // Gone: a removed pain point, a removed output, a deleted document.
      { painPointTitle: 'Removed pain point', kind: 'output', target: 'Work order' },
      { painPointTitle: 'No visibility', kind: 'output', target: 'Removed output' },
      { painPointTitle: 'No visibility', kind: 'tier_document', target: 'td-gone' },
    ],
    generatedAt: '2026-03-05T12:00:00.000Z',
    appOrigin: 'https://pmr.example.com',
    ...overrides,
  };
}
