import { EMPTY_COVERAGE } from '@core/rules/readiness/coverage';
import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '../../lib/content-disposition';
import { coverageSegments, coverageText, outputsText, tierMarks } from './readiness-figures';

const coverage = { total: 8, resolved: 3, partiallyResolved: 2, parkingLot: 1, notAddressed: 1, notSet: 1 };

describe('coverage', () => {
  it('draws the non-empty classes in display order, filling the bar', () => {
    const segments = coverageSegments({ ...coverage, parkingLot: 0, total: 7 });
    expect(segments.map((s) => s.key)).toEqual(['resolved', 'partiallyResolved', 'notAddressed', 'notSet']);
    expect(segments.reduce((sum, s) => sum + s.share, 0)).toBeCloseTo(100);
    expect(coverageSegments(EMPTY_COVERAGE)).toEqual([]);
  });

  it('names the resolved share and all five counts', () => {
    expect(coverageText(coverage)).toBe(
      '3 of 8 pain points resolved (38%): Resolved 3, Partially Resolved 2, Added to Parking Lot 1, Not Addressed 1, Not Set 1',
    );
    expect(coverageText(EMPTY_COVERAGE)).toBe('No To-Be pain points');
  });
});

describe('outputsText', () => {
  it('says how many outputs carry an impact, and which', () => {
    expect(outputsText({ total: 8, assessed: 5, high: 2, med: 1, low: 2 })).toBe(
      '5 of 8 outputs assessed: 2 high, 1 medium, 2 low',
    );
    expect(outputsText({ total: 0, assessed: 0, high: 0, med: 0, low: 0 })).toBe('No process outputs');
  });
});

describe('tierMarks', () => {
  it('ticks present tiers and tells a missing needed tier from one not needed', () => {
    const marks = tierMarks(
      { tier_1: 2, tier_2: 0, tier_3: 0 },
      { tier_1: true, tier_2: true, tier_3: false },
    );
    expect(marks.map((m) => [m.short, m.state, m.text])).toEqual([
      ['T1', 'present', 'Tier 1: 2 documents'],
      ['T2', 'missing', 'Tier 2: no documents, needed'],
      ['T3', 'not-needed', 'Tier 3: no documents, not needed'],
    ]);
    expect(
      tierMarks({ tier_1: 1, tier_2: 0, tier_3: 0 }, { tier_1: false, tier_2: false, tier_3: false })[0]
        ?.text,
    ).toBe('Tier 1: 1 document');
  });
});

describe('fileNameFromDisposition', () => {
  it('prefers filename*, then the quoted or bare filename', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="readiness.csv"; filename*=UTF-8''readiness%20heat-map.csv`,
      ),
    ).toBe('readiness heat-map.csv');
    expect(fileNameFromDisposition('attachment; filename="readiness-processes-2026-05-01.xlsx"')).toBe(
      'readiness-processes-2026-05-01.xlsx',
    );
    expect(fileNameFromDisposition('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
