import { describe, expect, it } from 'vitest';
import { workflowSummary, workflowTypeLabel } from './workflow-map.model';

describe('workflowSummary', () => {
  it('reads the summary fields', () => {
    const view = workflowSummary({
      workflowType: 'swimlane',
      description: 'Map of today',
      steps: 12,
      decisionPoints: '3',
      averageTime: '4.5 hours',
      automationLevel: 'Low',
    });
    expect(view).toMatchObject({
      workflowType: 'swimlane',
      isSupervisory: false,
      description: 'Map of today',
      steps: 12,
      decisionPoints: 3,
      averageTime: '4.5 hours',
      automationLevel: 'Low',
      subordinates: [],
      hasContent: true,
    });
  });

  it('lists subordinate roles of a supervisory map with 2 responsibilities and the rest counted', () => {
    const view = workflowSummary({
      workflowType: 'supervisory_links',
      subordinateProcesses: [
        {
          processId: 'p1',
          roleName: 'Service Coordinator',
          description: 'Dispatches',
          keyResponsibilities: ['A', 'B', 'C', 'D'],
          imageUrl: '/objects/f1/map.svg',
        },
        { roleName: 'Technician', keyResponsibilities: ['A'], imageUrl: 'javascript:alert(1)' },
        'not a role',
      ],
    });
    expect(view.isSupervisory).toBe(true);
    expect(view.subordinates).toHaveLength(2);
    expect(view.subordinates[0]).toMatchObject({
      processId: 'p1',
      roleName: 'Service Coordinator',
      responsibilities: ['A', 'B'],
      moreResponsibilities: 2,
      imageUrl: '/objects/f1/map.svg',
    });
    expect(view.subordinates[1]).toMatchObject({ processId: null, moreResponsibilities: 0, imageUrl: null });
  });

  it('has nothing to show for odd content, without throwing', () => {
    for (const content of [null, 'x', [], {}, { steps: 'many', subordinateProcesses: 'none' }]) {
      const view = workflowSummary(content);
      expect(view.hasContent).toBe(false);
      expect(view.steps).toBeNull();
    }
  });

  it('labels the workflow type', () => {
    expect(workflowTypeLabel('supervisory_links')).toBe('Supervisory links');
    expect(workflowTypeLabel(null)).toBeNull();
  });
});
