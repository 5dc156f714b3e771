import { describe, expect, it } from 'vitest';
import { moreFunctionsLabel, systemsView } from './systems.model';

const content = {
  systems: [
    { name: 'KPI spreadsheet', purpose: 'Monthly figures', keyFunctions: ['a', 'b', 'c', 'd', 'e'] },
    { name: 'Paper binder', keyFunctions: ['notes'] },
    'Outlook',
    { purpose: 'No name given' },
    42,
  ],
};

describe('systemsView', () => {
  it('shows 3 key functions plus the rest counted for As-Is', () => {
    const view = systemsView(content, 'as_is');
    expect(view[0]).toEqual({
      name: 'KPI spreadsheet',
      purpose: 'Monthly figures',
      functions: ['a', 'b', 'c'],
      moreFunctions: 2,
    });
    expect(view[1]).toEqual({ name: 'Paper binder', purpose: null, functions: ['notes'], moreFunctions: 0 });
    expect(view[2]).toEqual({ name: 'Outlook', purpose: null, functions: [], moreFunctions: 0 });
    expect(view[3]!.name).toBe('Unnamed system');
    expect(view).toHaveLength(4);
  });

  it('shows every key function for To-Be', () => {
    expect(systemsView(content, 'to_be')[0]).toMatchObject({
      functions: ['a', 'b', 'c', 'd', 'e'],
      moreFunctions: 0,
    });
  });

  it('is empty for odd content', () => {
    expect(systemsView(null, 'as_is')).toEqual([]);
    expect(systemsView({ systems: 'SAP' }, 'to_be')).toEqual([]);
  });

  it('words the remainder', () => {
    expect(moreFunctionsLabel(1)).toBe('+1 more function');
    expect(moreFunctionsLabel(4)).toBe('+4 more functions');
  });
});
