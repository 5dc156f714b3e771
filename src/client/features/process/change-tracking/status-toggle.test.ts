import type { PainPointStatus } from '@core/schemas/pain-point-status';
import { describe, expect, it } from 'vitest';
import {
  applyStatusToggle,
  confirmStatusAdd,
  decideStatusToggle,
  revertStatusToggle,
  statusesOf,
} from './status-toggle';

const row = (id: string, painPointTitle: string, status: string): PainPointStatus => ({
  id,
  processId: 'p1',
  painPointTitle,
  status,
});

const rows = [
  row('1', 'Manual scheduling', 'resolved'),
  row('2', 'Manual scheduling', 'parking_lot'),
  row('3', 'Paper forms', 'not_addressed'),
];

describe('status toggle (spec §4)', () => {
  it('adds a status the pain point does not hold', () => {
    expect(decideStatusToggle(rows, 'Manual scheduling', 'partially_resolved')).toEqual({
      kind: 'add',
      painPointTitle: 'Manual scheduling',
      status: 'partially_resolved',
    });
    expect(decideStatusToggle(rows, 'Paper forms', 'resolved').kind).toBe('add');
  });

  it('removes a status the pain point holds, and only that one', () => {
    expect(decideStatusToggle(rows, 'Manual scheduling', 'resolved')).toEqual({
      kind: 'remove',
      painPointTitle: 'Manual scheduling',
      status: 'resolved',
      ids: ['1'],
    });
  });

  it('matches titles trimmed and ignoring case, and removes every matching entry', () => {
    const mixed = [...rows, row('4', ' manual SCHEDULING ', 'resolved')];
    expect(decideStatusToggle(mixed, 'Manual scheduling', 'resolved')).toMatchObject({
      kind: 'remove',
      ids: ['1', '4'],
    });
  });

  it('lets one pain point hold several statuses; none means Not Set', () => {
    expect([...statusesOf(rows, 'manual scheduling')].sort()).toEqual(['parking_lot', 'resolved']);
    expect(statusesOf(rows, 'Unknown').size).toBe(0);
  });

  it('applies an add with a placeholder, then swaps in the saved row', () => {
    const toggle = decideStatusToggle(rows, 'Paper forms', 'resolved');
    const optimistic = applyStatusToggle(rows, toggle, 'p1', 'pending-1');
    expect(statusesOf(optimistic, 'Paper forms')).toEqual(new Set(['not_addressed', 'resolved']));
    const confirmed = confirmStatusAdd(optimistic, 'pending-1', row('9', 'Paper forms', 'resolved'));
    expect(confirmed.map((r) => r.id)).toEqual(['1', '2', '3', '9']);
  });

  it('undoes a failed add or remove without touching other changes made since', () => {
    const add = decideStatusToggle(rows, 'Paper forms', 'resolved');
    const afterAdd = [...applyStatusToggle(rows, add, 'p1', 'pending-1'), row('5', 'Other', 'resolved')];
    expect(revertStatusToggle(afterAdd, add, [], 'pending-1').map((r) => r.id)).toEqual(['1', '2', '3', '5']);

    const remove = decideStatusToggle(rows, 'Manual scheduling', 'resolved');
    const afterRemove = applyStatusToggle(rows, remove, 'p1', 'unused');
    expect(afterRemove.map((r) => r.id)).toEqual(['2', '3']);
    const restored = revertStatusToggle(afterRemove, remove, [rows[0]!], 'unused');
    expect(statusesOf(restored, 'Manual scheduling')).toEqual(new Set(['resolved', 'parking_lot']));
  });
});
