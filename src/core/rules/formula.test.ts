import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvRow, csvText } from './csv-rows';
import { neutraliseFormula, stripFormulaGuard } from './formula';

/** Text that a spreadsheet would run as a formula, one for each character that starts one. */
const HOSTILE_TEXTS = ['=1+2', '=HYPERLINK("http://x","y")', '+1', '-1', '@SUM(1)', '\tx', '\rx'];

describe('spreadsheet formula guard', () => {
  it.each(HOSTILE_TEXTS)('quotes %j', (risky) => {
    expect(neutraliseFormula(risky)).toBe(`'${risky}`);
  });

  it.each(['Plain', '', '1-2', "'quoted", ' =spaced', 'Fire & Life Safety', '102'])('keeps %j', (safe) => {
    expect(neutraliseFormula(safe)).toBe(safe);
  });

  it('adds a quote to text that already starts with quotes before a formula character', () => {
    expect(neutraliseFormula("'=1+2")).toBe("''=1+2");
    expect(neutraliseFormula("''-1")).toBe("'''-1");
  });

  it('takes the guard off again so imported text is what was exported', () => {
    for (const text of [...HOSTILE_TEXTS, '-5 days', 'Plain', "'already quoted", '', "'=1+2", "''@x"]) {
      expect(stripFormulaGuard(neutraliseFormula(text))).toBe(text);
    }
  });
});

describe('CSV rows', () => {
  it('neutralises every text cell, writes numbers as numbers and null as empty', () => {
    expect(csvRow([...HOSTILE_TEXTS, -1, 0, 2.5, null, undefined, 'ok'])).toEqual([
      ...HOSTILE_TEXTS.map((t) => `'${t}`),
      '-1',
      '0',
      '2.5',
      '',
      '',
      'ok',
    ]);
  });

  it('writes every cell quoted, with CRLF line ends, and reads back as written', () => {
    const text = csvText(
      (data, config) => Papa.unparse(data, config),
      [
        ['Name', 'Count'],
        ['=1+2', 3],
        ['Say "hi"', null],
      ],
    );
    expect(text).toBe('"Name","Count"\r\n"\'=1+2","3"\r\n"Say ""hi""",""');
    expect(Papa.parse<string[]>(text).data.map((r) => r.map(stripFormulaGuard))).toEqual([
      ['Name', 'Count'],
      ['=1+2', '3'],
      ['Say "hi"', ''],
    ]);
  });
});
