import { describe, expect, it } from 'vitest';
import { neutraliseFormula, stripFormulaGuard } from './formula';

describe('spreadsheet formula guard', () => {
  it('quotes text a spreadsheet would run, and nothing else', () => {
    for (const risky of ['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\rx']) {
      expect(neutraliseFormula(risky)).toBe(`'${risky}`);
    }
    for (const safe of ['Plain', '', '1-2', "'quoted", ' =spaced']) {
      expect(neutraliseFormula(safe)).toBe(safe);
    }
  });

  it('takes the guard off again so imported text is what was exported', () => {
    for (const text of ['=HYPERLINK("x")', '-5 days', 'Plain', "'already quoted", '']) {
      expect(stripFormulaGuard(neutraliseFormula(text))).toBe(text);
    }
  });
});
