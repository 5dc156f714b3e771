import { describe, expect, it } from 'vitest';
import { sipocColumns, sipocHasContent } from './sipoc.model';

describe('sipocColumns', () => {
  it('gives the five columns in order, preferring full names, cut at 35 characters', () => {
    const columns = sipocColumns({
      suppliers: ['Customers'],
      inputs: ['Call'],
      process: ['Take', 'Dispatch'],
      outputs: ['KPI report', 'Invoice'],
      outputsFullNames: ['Monthly service KPI report (response time, first-time fix)', ''],
      customers: [],
    });
    expect(columns.map((c) => c.label)).toEqual(['Suppliers', 'Inputs', 'Process', 'Outputs', 'Customers']);
    const outputs = columns[3]!.cells;
    expect(outputs[0]).toEqual({
      text: 'Monthly service KPI report (respons…',
      full: 'Monthly service KPI report (response time, first-time fix)',
      truncated: true,
    });
    expect(outputs[1]).toEqual({ text: 'Invoice', full: 'Invoice', truncated: false });
    expect(columns[4]!.cells).toEqual([]);
    expect(sipocHasContent(columns)).toBe(true);
  });

  it('keeps a text of exactly 35 characters whole', () => {
    const text = 'x'.repeat(35);
    expect(sipocColumns({ inputs: [text] })[1]!.cells[0]).toEqual({ text, full: text, truncated: false });
  });

  it('tolerates odd fields', () => {
    const columns = sipocColumns({ suppliers: 'One supplier', inputs: [null, 3, ' '], process: { a: 1 } });
    expect(columns[0]!.cells.map((c) => c.text)).toEqual(['One supplier']);
    expect(columns[1]!.cells.map((c) => c.text)).toEqual(['3']);
    expect(columns[2]!.cells).toEqual([]);
    expect(sipocHasContent(sipocColumns(null))).toBe(false);
  });
});
