import type { PainPointStatus } from '@core/schemas/pain-point-status';
import { describe, expect, it } from 'vitest';
import {
  applyStatusToggle,
  confirmStatusAdd,
  decideStatusToggle,
  revertStatusToggle,
  statusCreateBody,
  statusesOf,
} from './status-toggle';

const MANUAL = { id: 'aaaaaaaa-0000-4000-8000-000000000001', title: 'Manual scheduling' };
const PAPER = { id: 'aaaaaaaa-0000-4000-8000-000000000002', title: 'Paper forms' };

const row = (
  id: string,
  painPoint: { id: string | null; title: string },
  status: string,
): PainPointStatus => ({
  id,
  processId: 'p1',
  painPointId: painPoint.id,
  painPointTitle: painPoint.title,
  status,
});

const rows = [
  row('1', MANUAL, 'resolved'),
  row('2', MANUAL, 'parking_lot'),
  row('3', PAPER, 'not_addressed'),
];

describe('status toggle (spec §4)', () => {
  it('adds a status the pain point does not hold', () => {
    expect(decideStatusToggle(rows, MANUAL, 'partially_resolved')).toEqual({
      kind: 'add',
      painPoint: MANUAL,
      status: 'partially_resolved',
    });
    expect(decideStatusToggle(rows, PAPER, 'resolved').kind).toBe('add');
  });

  it('removes a status the pain point holds, and only that one', () => {
    expect(decideStatusToggle(rows, MANUAL, 'resolved')).toEqual({
      kind: 'remove',
      painPoint: MANUAL,
      status: 'resolved',
      ids: ['1'],
    });
  });

  it('follows the pain point id: a rename keeps the statuses, a new pain point of the same title has none', () => {
    const renamed = { ...MANUAL, title: 'Scheduling by hand' };
    expect([...statusesOf(rows, renamed)].sort()).toEqual(['parking_lot', 'resolved']);
    expect(decideStatusToggle(rows, renamed, 'resolved')).toMatchObject({ kind: 'remove', ids: ['1'] });
    const readded = { id: 'bbbbbbbb-0000-4000-8000-000000000009', title: 'Manual scheduling' };
    expect(statusesOf(rows, readded).size).toBe(0);
    expect(decideStatusToggle(rows, readded, 'resolved').kind).toBe('add');
  });

  it('lets one pain point hold several statuses; none means Not Set', () => {
    expect([...statusesOf(rows, MANUAL)].sort()).toEqual(['parking_lot', 'resolved']);
    expect(statusesOf(rows, { id: 'cccccccc-0000-4000-8000-000000000003', title: 'Unknown' }).size).toBe(0);
  });

  it('names the pain point by id when it has one, by title otherwise', () => {
    expect(statusCreateBody('p1', MANUAL, 'resolved')).toEqual({
      processId: 'p1',
      painPointId: MANUAL.id,
      status: 'resolved',
    });
    expect(statusCreateBody('p1', { id: null, title: 'Old' }, 'resolved')).toEqual({
      processId: 'p1',
      painPointTitle: 'Old',
      status: 'resolved',
    });
  });

  it('applies an add with a placeholder, then swaps in the saved row', () => {
    const toggle = decideStatusToggle(rows, PAPER, 'resolved');
    const optimistic = applyStatusToggle(rows, toggle, 'p1', 'pending-1');
    expect(optimistic.at(-1)).toMatchObject({ id: 'pending-1', painPointId: PAPER.id });
    expect(statusesOf(optimistic, PAPER)).toEqual(new Set(['not_addressed', 'resolved']));
    const confirmed = confirmStatusAdd(optimistic, 'pending-1', row('9', PAPER, 'resolved'));
    expect(confirmed.map((r) => r.id)).toEqual(['1', '2', '3', '9']);
  });

  it('undoes a failed add or remove without touching other changes made since', () => {
    const add = decideStatusToggle(rows, PAPER, 'resolved');
    const other = { id: 'dddddddd-0000-4000-8000-000000000004', title: 'Other' };
    const afterAdd = [...applyStatusToggle(rows, add, 'p1', 'pending-1'), row('5', other, 'resolved')];
    expect(revertStatusToggle(afterAdd, add, [], 'pending-1').map((r) => r.id)).toEqual(['1', '2', '3', '5']);

    const remove = decideStatusToggle(rows, MANUAL, 'resolved');
    const afterRemove = applyStatusToggle(rows, remove, 'p1', 'unused');
    expect(afterRemove.map((r) => r.id)).toEqual(['2', '3']);
    const restored = revertStatusToggle(afterRemove, remove, [rows[0]!], 'unused');
    expect(statusesOf(restored, MANUAL)).toEqual(new Set(['resolved', 'parking_lot']));
  });
});
