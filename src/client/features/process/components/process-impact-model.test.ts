import type { Coverage } from '@core/schemas/readiness';
import { describe, expect, it } from 'vitest';
import {
  audienceGap,
  coverageDetail,
  coverageHeadline,
  coverageSegments,
  outputCount,
  outputsHeadline,
} from './process-impact-model';

const coverage = (c: Partial<Coverage>): Coverage => {
  const counts = { resolved: 0, partiallyResolved: 0, parkingLot: 0, notAddressed: 0, notSet: 0, ...c };
  return { ...counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
};

describe('audienceGap', () => {
  it('says why nobody is counted: no job role, or a role with no audience mapped', () => {
    expect(audienceGap({ jobRoleName: null, divisionRoles: [] })).toBe('no-job-role');
    expect(audienceGap({ jobRoleName: 'Dispatcher', divisionRoles: [] })).toBe('no-mapping');
    expect(audienceGap({ jobRoleName: 'Dispatcher', divisionRoles: ['Dispatcher'] })).toBeNull();
  });
});

describe('pain point coverage', () => {
  it('gives the classes holding pain points in display order, with their share', () => {
    expect(coverageSegments(coverage({ notSet: 1, resolved: 2, partiallyResolved: 1 }))).toEqual([
      { key: 'resolved', label: 'Resolved', count: 2, percent: 50 },
      { key: 'partiallyResolved', label: 'Partially Resolved', count: 1, percent: 25 },
      { key: 'notSet', label: 'Not Set', count: 1, percent: 25 },
    ]);
    expect(coverageSegments(coverage({}))).toEqual([]);
  });

  it('reads as a sentence: resolved of all, then the rest by class', () => {
    const c = coverage({ resolved: 3, parkingLot: 1, notSet: 1 });
    expect(coverageHeadline(c)).toBe('3 of 5 resolved');
    expect(coverageDetail(c)).toBe('1 Added to Parking Lot · 1 Not Set');
    expect(coverageDetail(coverage({ resolved: 2 }))).toBe('');
    expect(coverageHeadline(coverage({}))).toBe('No To-Be pain points');
  });
});

describe('outputs', () => {
  it('counts the assessed outputs of all, singular for one', () => {
    expect(outputsHeadline({ total: 6, assessed: 4, high: 1, med: 2, low: 1 })).toBe(
      '4 of 6 outputs assessed',
    );
    expect(outputsHeadline({ total: 1, assessed: 0, high: 0, med: 0, low: 0 })).toBe(
      '0 of 1 output assessed',
    );
    expect(outputsHeadline({ total: 0, assessed: 0, high: 0, med: 0, low: 0 })).toBe(
      'No process outputs yet',
    );
    expect(outputCount(1)).toBe('1 output');
    expect(outputCount(3)).toBe('3 outputs');
  });
});
