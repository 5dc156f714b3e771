import { describe, expect, it } from 'vitest';
import { SAMPLE_PROCESS } from '../process-fixture.test-helper';
import { buildChangeDiff, diffObjects, fieldLabel, jsonEqual } from './change-diff';

const process = SAMPLE_PROCESS;

describe('buildChangeDiff', () => {
  it('lists the process fields an edit changed, in form order, without the timestamps', () => {
    const after = { ...process, version: '1.1', status: 'published', updatedAt: '2026-02-01T00:00:00.000Z' };
    const fields = buildChangeDiff({ action: 'update', before: process, after });
    expect(fields).toEqual([
      { key: 'status', label: 'Status', before: 'draft', after: 'published', inline: true },
      { key: 'version', label: 'Version', before: '1.0', after: '1.1', inline: true },
    ]);
  });

  it('shows a job role and name change with readable labels', () => {
    const after = { ...process, name: 'Dispatch', jobRoleId: 'r2' };
    const fields = buildChangeDiff({ action: 'update', before: process, after });
    expect(fields.map((f) => [f.label, f.before, f.after])).toEqual([
      ['Name', 'Service Call Dispatch', 'Dispatch'],
      ['Job role', 'r1', 'r2'],
    ]);
  });

  it('has nothing to compare for creates, deletes, imports or an edit that changed nothing', () => {
    expect(buildChangeDiff({ action: 'create', before: null, after: process })).toEqual([]);
    expect(buildChangeDiff({ action: 'delete', before: process, after: null })).toEqual([]);
    expect(
      buildChangeDiff({ action: 'import', before: process, after: { ...process, version: '2' } }),
    ).toEqual([]);
    expect(
      buildChangeDiff({ action: 'update', before: process, after: { ...process, updatedAt: 'later' } }),
    ).toEqual([]);
  });

  it('names the top-level content keys that changed when the snapshots are artifact content', () => {
    const before = { painPoints: [{ title: 'Paper forms' }], summary: 'x' };
    const after = { painPoints: [{ title: 'Paper forms' }, { title: 'Double entry' }], summary: 'x' };
    const fields = buildChangeDiff({ action: 'update', before, after });
    expect(fields).toHaveLength(1);
    expect(fields[0]).toMatchObject({ key: 'painPoints', label: 'Pain points', inline: false });
    expect(fields[0]?.after).toEqual(after.painPoints);
  });

  it('compares a whole artifact snapshot by its own fields and its content keys', () => {
    const artifact = {
      id: 'a1',
      type: 'sipoc',
      state: 'to_be',
      name: 'To-Be SIPOC',
      revision: 3,
      content: { outputs: ['Quote'], inputs: ['Request'] },
    };
    const after = {
      ...artifact,
      name: 'SIPOC',
      revision: 4,
      content: { outputs: ['Quote', 'PO'], inputs: ['Request'] },
    };
    const fields = buildChangeDiff({ action: 'update', before: artifact, after });
    expect(fields.map((f) => f.key)).toEqual(['name', 'outputs']);
    expect(fields[0]?.inline).toBe(true);
    expect(fields[1]?.inline).toBe(false);
  });

  it('reports added and removed keys, treating a missing field like null', () => {
    const fields = diffObjects({ a: 1, gone: 'x', same: null }, { a: 1, added: true });
    expect(fields.map((f) => [f.key, f.before, f.after])).toEqual([
      ['added', null, true],
      ['gone', 'x', null],
    ]);
  });

  it('keeps long text out of the inline view', () => {
    const long = 'x'.repeat(500);
    const [field] = buildChangeDiff({
      action: 'update',
      before: { ...process, description: 'short' },
      after: { ...process, description: long },
    });
    expect(field).toMatchObject({ key: 'description', inline: false });
  });

  it('compares non-object snapshots as a whole', () => {
    expect(buildChangeDiff({ action: 'update', before: ['a'], after: ['a', 'b'] })).toMatchObject([
      { key: 'content', inline: false },
    ]);
    expect(buildChangeDiff({ action: 'update', before: ['a'], after: ['a'] })).toEqual([]);
  });
});

describe('helpers', () => {
  it('labels camelCase and snake_case keys as words', () => {
    expect(fieldLabel('outputsFullNames')).toBe('Outputs full names');
    expect(fieldLabel('key_functions')).toBe('Key functions');
    expect(fieldLabel('jobRoleId')).toBe('Job role');
  });

  it('compares JSON values structurally, ignoring key order', () => {
    expect(jsonEqual({ a: [1, { b: 2 }], c: 'x' }, { c: 'x', a: [1, { b: 2 }] })).toBe(true);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual({ a: [] }, { a: {} })).toBe(false);
    expect(jsonEqual(undefined, null)).toBe(true);
  });
});
