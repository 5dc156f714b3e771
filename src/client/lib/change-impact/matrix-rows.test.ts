import type { ChangeImpact } from '@core/schemas/change-impact';
import { describe, expect, it } from 'vitest';
import {
  BLANK_OUTPUT_ERROR,
  buildMatrixRows,
  cleanOutputName,
  DUPLICATE_OUTPUT_ERROR,
  outputKey,
  validateCustomOutput,
} from './matrix-rows';

function saved(processOutput: string, extra: Partial<ChangeImpact> = {}): ChangeImpact {
  return {
    id: `id-${processOutput}`,
    processId: 'p1',
    processOutput,
    changeType: null,
    changeDescription: [],
    impactAssessment: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

describe('change impact matrix rows', () => {
  it('lists the SIPOC outputs first, in SIPOC order, then custom outputs in the order they were added', () => {
    const rows = buildMatrixRows(
      ['Signed quote', 'Work order'],
      [
        saved('Site survey photos'),
        saved('Work order', { impactAssessment: 'HIGH' }),
        saved('Lessons learned'),
      ],
    );
    expect(rows.map((r) => [r.output, r.custom])).toEqual([
      ['Signed quote', false],
      ['Work order', false],
      ['Site survey photos', true],
      ['Lessons learned', true],
    ]);
    expect(rows[0]!.saved).toBeNull();
    expect(rows[1]!.saved?.impactAssessment).toBe('HIGH');
  });

  it('matches a saved row to its SIPOC output ignoring case and whitespace, keeping the stored spelling', () => {
    const rows = buildMatrixRows(['Signed  Quote '], [saved('signed quote', { changeType: 'NEW' })]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ output: 'signed quote', custom: false });
    expect(rows[0]!.saved?.changeType).toBe('NEW');
  });

  it('shows each output once and leaves blank names out', () => {
    const rows = buildMatrixRows(
      ['Invoice', ' invoice', '  '],
      [saved('INVOICE'), saved('Extra'), saved('extra ')],
    );
    expect(rows.map((r) => r.output)).toEqual(['INVOICE', 'Extra']);
    expect(rows.map((r) => r.custom)).toEqual([false, true]);
  });

  it('is empty with no SIPOC outputs and no saved rows', () => {
    expect(buildMatrixRows([], [])).toEqual([]);
  });
});

describe('custom output validation (spec §5)', () => {
  const rows = buildMatrixRows(['Signed quote'], [saved('Site survey photos')]);

  it('refuses a blank name', () => {
    expect(validateCustomOutput('', rows)).toBe(BLANK_OUTPUT_ERROR);
    expect(validateCustomOutput('   \t ', rows)).toBe(BLANK_OUTPUT_ERROR);
    expect(BLANK_OUTPUT_ERROR).toBe('Enter an output name.');
  });

  it('refuses a duplicate of a SIPOC or custom output, ignoring case and whitespace', () => {
    expect(validateCustomOutput('signed QUOTE', rows)).toBe(DUPLICATE_OUTPUT_ERROR);
    expect(validateCustomOutput('  Site   survey photos ', rows)).toBe(DUPLICATE_OUTPUT_ERROR);
    expect(DUPLICATE_OUTPUT_ERROR).toBe('That output is already in the matrix.');
  });

  it('accepts a new name and cleans it for saving', () => {
    expect(validateCustomOutput('Customer sign-off', rows)).toBeNull();
    expect(cleanOutputName('  Customer   sign-off ')).toBe('Customer sign-off');
    expect(outputKey(' A  B ')).toBe('a b');
  });
});
