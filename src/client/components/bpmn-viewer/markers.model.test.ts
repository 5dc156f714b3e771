import type { MapChange, MapDiff } from '@core/schemas/map-diff';
import { describe, expect, it } from 'vitest';
import { markCounts, markKindOf, marksFor, sidesOf } from './markers.model';

const change = (kind: MapChange['kind'], elementId: string): MapChange => ({
  kind,
  elementId,
  elementType: 'Task',
  name: elementId,
  text: `Task '${elementId}' ${kind}`,
});

const diff: MapDiff = {
  available: true,
  asIsArtifactId: 'a',
  toBeArtifactId: 'b',
  changes: [
    change('removed', 'print'),
    change('added', 'portal'),
    change('renamed', 'lane'),
    change('moved', 'call'),
  ],
  ids: {
    added: ['portal', 'flow_new'],
    removed: ['print'],
    changed: ['lane', 'call'],
    layoutChanged: ['end'],
  },
};

describe('marksFor', () => {
  it('marks removed elements on the As-Is canvas and changed ones on both', () => {
    expect(marksFor(diff, 'as_is')).toEqual([
      { id: 'print', kind: 'removed' },
      { id: 'lane', kind: 'changed' },
      { id: 'call', kind: 'changed' },
    ]);
  });

  it('marks added elements on the To-Be canvas and changed ones on both', () => {
    expect(marksFor(diff, 'to_be')).toEqual([
      { id: 'portal', kind: 'added' },
      { id: 'flow_new', kind: 'added' },
      { id: 'lane', kind: 'changed' },
      { id: 'call', kind: 'changed' },
    ]);
  });

  it('leaves moves on the canvas only (layoutChanged) unmarked', () => {
    const ids = [...marksFor(diff, 'as_is'), ...marksFor(diff, 'to_be')].map((m) => m.id);
    expect(ids).not.toContain('end');
  });

  it('marks nothing when the difference is not available or not loaded', () => {
    expect(marksFor({ ...diff, available: false }, 'to_be')).toEqual([]);
    expect(marksFor(null, 'as_is')).toEqual([]);
  });

  it('marks an element once when the differ lists it both as added and changed', () => {
    const both = { ...diff, ids: { ...diff.ids, changed: ['portal'] } };
    expect(marksFor(both, 'to_be')).toEqual([
      { id: 'portal', kind: 'added' },
      { id: 'flow_new', kind: 'added' },
    ]);
  });
});

describe('a change in the list', () => {
  it('is found on the canvas that has its element', () => {
    expect(sidesOf(change('removed', 'x'))).toEqual(['as_is']);
    expect(sidesOf(change('added', 'x'))).toEqual(['to_be']);
    expect(sidesOf(change('renamed', 'x'))).toEqual(['as_is', 'to_be']);
    expect(sidesOf(change('changed', 'x'))).toEqual(['as_is', 'to_be']);
  });

  it('reads renamed, moved and changed as "changed" on the canvas', () => {
    expect(
      ['added', 'removed', 'renamed', 'moved', 'changed'].map((k) =>
        markKindOf(change(k as MapChange['kind'], 'x')),
      ),
    ).toEqual(['added', 'removed', 'changed', 'changed', 'changed']);
    expect(markCounts(diff.changes)).toEqual({ added: 1, removed: 1, changed: 2 });
  });
});
