import { describe, expect, it } from 'vitest';
import { downloadSequentially, PACKAGE_FILE_GAP_MS, packageFiles, processShareLink } from './deliver';

describe('Export Package', () => {
  it('names the three files from one base: report, data and summary', () => {
    const files = packageFiles('Service_Call_Dispatch', '<html>', '{}', 'text');
    expect(files.map((f) => [f.name, f.type])).toEqual([
      ['Service_Call_Dispatch.html', 'text/html;charset=utf-8'],
      ['Service_Call_Dispatch.json', 'application/json;charset=utf-8'],
      ['Service_Call_Dispatch.txt', 'text/plain;charset=utf-8'],
    ]);
  });

  it('downloads them in order, 500 ms apart (spec §9)', async () => {
    const events: string[] = [];
    await downloadSequentially(
      packageFiles('P', 'h', 'j', 't'),
      (f) => events.push(`download ${f.name}`),
      async (ms) => {
        events.push(`wait ${ms}`);
      },
    );
    expect(PACKAGE_FILE_GAP_MS).toBe(500);
    expect(events).toEqual(['download P.html', 'wait 500', 'download P.json', 'wait 500', 'download P.txt']);
  });

  it('stops at the first failed download so the caller can report it', async () => {
    const seen: string[] = [];
    await expect(
      downloadSequentially(
        packageFiles('P', 'h', 'j', 't'),
        (f) => {
          seen.push(f.name);
          if (f.name.endsWith('.json')) throw new Error('blocked');
        },
        async () => {},
      ),
    ).rejects.toThrow('blocked');
    expect(seen).toEqual(['P.html', 'P.json']);
  });
});

describe('processShareLink', () => {
  it('links the process on its tab', () => {
    expect(processShareLink('https://pmr.example.com', 'a b/1', 'comparison')).toBe(
      'https://pmr.example.com/processes/a%20b%2F1?tab=comparison',
    );
  });
});
