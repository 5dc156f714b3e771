import { describe, expect, it } from 'vitest';
import { itemMatches } from './listbox-search';

describe('an option matched by the search text', () => {
  const georgia = { value: 'GA', label: 'Georgia', hint: '12 processes' };

  it('matches its label or hint, and its value only where asked', () => {
    expect(itemMatches(georgia, 'geor')).toBe(true);
    expect(itemMatches(georgia, '12 proc')).toBe(true);
    expect(itemMatches(georgia, 'ga')).toBe(false);
    expect(itemMatches(georgia, 'ga', true)).toBe(true);
    expect(itemMatches({ value: 'x', label: 'Texas' }, 'ohio', true)).toBe(false);
  });
});
