import { describe, expect, it } from 'vitest';
import { formatCount, plural } from './format';

describe('formatCount', () => {
  it('writes thousands separators the US way', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});

describe('plural', () => {
  it('uses the singular for one and the formatted count', () => {
    expect(plural(1, 'process', 'processes')).toBe('1 process');
    expect(plural(2500, 'role')).toBe('2,500 roles');
  });
});
