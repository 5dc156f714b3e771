import { describe, expect, it } from 'vitest';
import { diffSinceVersion } from './version-diff';

const systems = (state: string, names: string[]) => ({
  type: 'systems',
  state,
  content: { systems: names.map((name) => ({ name, purpose: 'p' })) },
});

describe('what changed since a published version', () => {
  it('compares each row and state with itself as published, item by item', () => {
    const rows = diffSinceVersion(
      [systems('to_be', ['ERP', 'Phone']), systems('as_is', ['Phone'])],
      [systems('to_be', ['ERP', 'Field app']), systems('as_is', ['Phone'])],
    );
    expect(rows.map((r) => [r.key, r.label, r.changed, r.counts])).toEqual([
      ['systems:to_be', 'To-Be Systems', true, { added: 1, removed: 1, changed: 0, unchanged: 1 }],
      ['systems:as_is', 'As-Is Systems', false, { added: 0, removed: 0, changed: 0, unchanged: 1 }],
    ]);
  });

  it('counts an artifact that is new since as all added, and one gone as all removed', () => {
    const [added] = diffSinceVersion([], [systems('to_be', ['ERP'])]);
    expect(added).toMatchObject({ existedBefore: false, existsNow: true, changed: true });
    expect(added!.counts.added).toBe(1);
    const [gone] = diffSinceVersion([systems('as_is', ['ERP'])], []);
    expect(gone).toMatchObject({ existedBefore: true, existsNow: false, changed: true });
    expect(gone!.counts.removed).toBe(1);
  });

  it('leaves out rows that exist in neither', () => {
    expect(diffSinceVersion([], [])).toEqual([]);
  });
});
