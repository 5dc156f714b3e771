import { describe, expect, it } from 'vitest';
import { hasValue, selectContentKind, sipocColumn } from './content-kind';

describe('selectContentKind', () => {
  it('reads each known type by its own fields', () => {
    expect(selectContentKind('job_description', { ongoingActivities: ['Answer calls'] })).toBe(
      'job_description',
    );
    expect(selectContentKind('job_description', { processSteps: '1. Receive\n2. Dispatch' })).toBe(
      'job_description',
    );
    expect(selectContentKind('workflow_map', { imageUrl: '/objects/x/map.svg' })).toBe('workflow_map');
    expect(selectContentKind('workflow_map', { steps: 12, averageTime: '2 days' })).toBe('workflow_map');
    expect(selectContentKind('sipoc', { suppliers: ['Customer'] })).toBe('sipoc');
    expect(selectContentKind('systems', { systems: [{ name: 'Cloud ERP' }] })).toBe('systems');
    expect(selectContentKind('pain_points', { painPoints: [{ title: 'Paper' }] })).toBe('pain_points');
    expect(selectContentKind('cross_functional', { sections: [{ title: 'Finance' }] })).toBe(
      'cross_functional',
    );
  });

  it('shows the five SIPOC columns for sipoc, its workflow_sipoc alias and role_sipoc', () => {
    for (const type of ['sipoc', 'workflow_sipoc', 'role_sipoc']) {
      expect(selectContentKind(type, { outputsFullNames: ['Signed contract'] })).toBe('sipoc');
    }
    expect(selectContentKind('process_workflow_map', { description: 'Map' })).toBe('workflow_map');
    expect(
      selectContentKind('cross_functional_coordination', { coordinationActivities: [{ activity: 'x' }] }),
    ).toBe('cross_functional');
  });

  it('does not recognise a known type whose content lacks its fields, or empty content', () => {
    expect(selectContentKind('job_description', { unrelated: 'x' })).toBe('unrecognized');
    expect(selectContentKind('systems', { systems: [] })).toBe('unrecognized');
    expect(selectContentKind('sipoc', { suppliers: ['  '] })).toBe('unrecognized');
    expect(selectContentKind('job_description', null)).toBe('unrecognized');
    expect(selectContentKind('job_description', {})).toBe('unrecognized');
    expect(selectContentKind('pdf', undefined)).toBe('unrecognized');
    expect(selectContentKind('pdf', { notes: '' })).toBe('unrecognized');
  });

  it('falls back to a readable view for other types that hold something', () => {
    expect(selectContentKind('pdf', { notes: 'Scanned form', pages: 3 })).toBe('generic');
    expect(selectContentKind('custom', ['a', 'b'])).toBe('generic');
    expect(selectContentKind('custom', 'Plain text content')).toBe('generic');
  });
});

describe('content helpers', () => {
  it('prefers SIPOC full names over the short ones', () => {
    const content = { outputs: ['PO'], outputsFullNames: ['Purchase order'], inputs: ['Request', 3, ''] };
    expect(sipocColumn(content, 'outputs')).toEqual(['Purchase order']);
    expect(sipocColumn(content, 'inputs')).toEqual(['Request']);
    expect(sipocColumn(content, 'customers')).toEqual([]);
  });

  it('treats blank text, empty lists and empty objects as nothing to show', () => {
    expect(hasValue('  ')).toBe(false);
    expect(hasValue([])).toBe(false);
    expect(hasValue({ a: [], b: null })).toBe(false);
    expect(hasValue(0)).toBe(true);
    expect(hasValue(false)).toBe(true);
    expect(hasValue({ a: ['x'] })).toBe(true);
  });
});
