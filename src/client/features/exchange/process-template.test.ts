import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildProcessTemplateCsv, PROCESS_SHEET_COLUMNS, PROCESS_TEMPLATE_ROWS } from './process-template';

describe('processes sheet template', () => {
  const csv = buildProcessTemplateCsv((data, config) => Papa.unparse(data, config));

  it('starts with the six expected columns, every cell quoted', () => {
    expect(csv.split('\r\n')[0]).toBe(
      '"Job Role","Job Role Description","Process Name","Description","Status","Version"',
    );
  });

  it('reads back as the columns and the example rows', () => {
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data[0]).toEqual([...PROCESS_SHEET_COLUMNS]);
    expect(parsed.data.slice(1)).toEqual(PROCESS_TEMPLATE_ROWS);
    for (const row of parsed.data) expect(row).toHaveLength(6);
  });

  it('shows a required value in every required column and a known status', () => {
    for (const row of PROCESS_TEMPLATE_ROWS) {
      expect(row[0]).not.toBe('');
      expect(row[2]).not.toBe('');
      expect(row[3]).not.toBe('');
      expect(['draft', 'in_review', 'published']).toContain(row[4]);
    }
  });
});
