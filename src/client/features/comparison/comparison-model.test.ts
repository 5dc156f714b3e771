import { describe, expect, it } from 'vitest';
import {
  comparisonMetrics,
  EMPTY_TEXT,
  formatTimeChange,
  formatTransition,
  recogniseShape,
  rowKeyOfType,
  UNRECOGNISED_TEXT,
} from './comparison-model';

describe('recogniseShape', () => {
  const good: Record<string, unknown> = {
    job_description: { positionSummary: 'Leads' },
    workflow_map: { steps: 4 },
    sipoc: { outputs: ['Invoice'] },
    role_sipoc: { suppliers: ['Customers'] },
    workflow_sipoc: { inputs: ['Call'] },
    cross_functional: { coordinationActivities: [{ activity: 'Billing' }] },
    cross_functional_coordination: { sections: [{ title: 'Hand-offs', items: ['x'] }] },
    systems: { systems: [{ name: 'Cloud ERP' }] },
    pain_points: { painPoints: [{ title: 'Slow' }] },
  };

  it('recognises every §3 shape, aliases included', () => {
    for (const [type, content] of Object.entries(good))
      expect(recogniseShape(type, content), type).toBe('ok');
  });

  it('calls missing or blank content empty', () => {
    for (const type of Object.keys(good)) {
      expect(recogniseShape(type, null), type).toBe('empty');
      expect(recogniseShape(type, {}), type).toBe('empty');
    }
    expect(recogniseShape('pain_points', { painPoints: [] })).toBe('empty');
    expect(recogniseShape('job_description', { responsibilities: [], positionSummary: ' ' })).toBe('empty');
  });

  it('calls other shapes unrecognised', () => {
    expect(recogniseShape('systems', { tools: ['SAP'] })).toBe('unrecognised');
    expect(recogniseShape('systems', ['SAP'])).toBe('unrecognised');
    expect(recogniseShape('pain_points', 'slow calls')).toBe('unrecognised');
    expect(recogniseShape('pain_points', { painPoints: 'slow calls, lost tickets' })).toBe('unrecognised');
    expect(recogniseShape('sipoc', { suppliers: { a: 1 } })).toBe('unrecognised');
    expect(recogniseShape('pdf', { a: 1 })).toBe('unrecognised');
  });

  it('always shows a workflow map that has an image', () => {
    expect(recogniseShape('workflow_map', null, { hasImage: true })).toBe('ok');
    expect(recogniseShape('process_workflow_map', { odd: true }, { hasImage: true })).toBe('ok');
    expect(recogniseShape('workflow_map', { odd: true })).toBe('unrecognised');
  });

  it('maps types to rows and has the spec texts', () => {
    expect(rowKeyOfType('workflow_sipoc')).toBe('sipoc');
    expect(rowKeyOfType('role_sipoc')).toBe('sipoc');
    expect(rowKeyOfType('process_workflow_map')).toBe('workflow_map');
    expect(rowKeyOfType('docx')).toBeNull();
    expect(EMPTY_TEXT.sipoc).toBe('No SIPOC content available');
    expect(UNRECOGNISED_TEXT).toBe('Content structure not recognized.');
  });
});

describe('comparisonMetrics', () => {
  it('computes the time reduction and carries the To-Be automation and counts', () => {
    const m = comparisonMetrics(
      { averageTime: '4.5 hours', steps: 12, decisionPoints: 4, automationLevel: 'Low' },
      { averageTime: '45 minutes', steps: 7, decisionPoints: 2, automationLevel: ' High ' },
    );
    expect(m).toEqual({
      timeReduction: 83,
      asIsTime: '4.5 hours',
      toBeTime: '45 minutes',
      asIsAutomation: 'Low',
      toBeAutomation: 'High',
      asIsSteps: 12,
      toBeSteps: 7,
      asIsDecisions: 4,
      toBeDecisions: 2,
    });
  });

  it('is unknown where a map or a time is missing', () => {
    const m = comparisonMetrics(null, { averageTime: 'soon' });
    expect(m.timeReduction).toBeNull();
    expect(m.toBeAutomation).toBeNull();
    expect(m.asIsSteps).toBeNull();
  });

  it('formats the change and the transitions', () => {
    expect(formatTimeChange(83)).toEqual({ text: '\u221283% time', tone: 'positive' });
    expect(formatTimeChange(-20)).toEqual({ text: '+20% time', tone: 'negative' });
    expect(formatTimeChange(0).text).toBe('0% time');
    expect(formatTimeChange(null)).toEqual({ text: '—', tone: 'neutral' });
    expect(formatTransition(12, 7)).toBe('12 \u2192 7');
    expect(formatTransition(null, 7)).toBe('— \u2192 7');
    expect(formatTransition(null, null)).toBe('—');
  });
});
