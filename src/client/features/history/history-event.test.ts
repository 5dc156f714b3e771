import { describe, expect, it } from 'vitest';
import { describeEvent } from './history-event';

const role = { id: 'r1', name: 'Service Coordinator', description: 'Schedules calls', createdAt: 'x' };

describe('what a history row expands to', () => {
  it('shows the changed fields of an edit', () => {
    const detail = describeEvent({ action: 'update', before: role, after: { ...role, name: 'Dispatcher' } });
    expect(detail?.show).toBe('diff');
    expect(detail?.fields.map((f) => [f.label, f.before, f.after])).toEqual([
      ['Name', 'Service Coordinator', 'Dispatcher'],
    ]);
  });

  it('has nothing to show for an edit that changed only bookkeeping', () => {
    expect(describeEvent({ action: 'update', before: role, after: { ...role, createdAt: 'y' } })).toBeNull();
  });

  it('shows the record as created, or as it was deleted, without empty or bookkeeping fields', () => {
    const created = describeEvent({ action: 'create', before: null, after: { ...role, description: null } });
    expect(created).toMatchObject({ show: 'after' });
    expect(created?.fields.map((f) => f.key)).toEqual(['name']);
    const deleted = describeEvent({ action: 'delete', before: role, after: null });
    expect(deleted?.show).toBe('before');
    expect(deleted?.fields.map((f) => f.key)).toEqual(['name', 'description']);
  });

  it('reads an import over an existing record as an edit, and a fresh import as a creation', () => {
    expect(
      describeEvent({ action: 'import', before: role, after: { ...role, description: 'New' } })?.show,
    ).toBe('diff');
    expect(describeEvent({ action: 'import', before: null, after: role })?.show).toBe('after');
  });

  it('has nothing to show without snapshots', () => {
    expect(describeEvent({ action: 'import', before: null, after: null })).toBeNull();
    expect(describeEvent({ action: 'create', before: null, after: 'text' })).toBeNull();
  });
});
