import { describe, expect, it } from 'vitest';
import { autoMarkingHint, isAutoSignificant, SIGNIFICANCE_KEYWORDS } from './significance';

describe('Significant Change marking (spec §4)', () => {
  it('marks a line holding any of the spec’s keywords, ignoring case', () => {
    expect(SIGNIFICANCE_KEYWORDS).toEqual([
      'automated',
      'real-time',
      'mobile',
      'integration',
      'streamlined',
      'digital',
      'enhanced',
      'optimized',
      'analytics',
      'data integrity',
      'cross-platform',
    ]);
    for (const keyword of SIGNIFICANCE_KEYWORDS)
      expect(isAutoSignificant(`Review ${keyword.toUpperCase()} reports`), keyword).toBe(true);
    expect(isAutoSignificant('Call the customer')).toBe(false);
    // "automation" is not the keyword: the spec names "automated".
    expect(isAutoSignificant('Plan the automation')).toBe(false);
    expect(isAutoSignificant('Close jobs in Acme Field', 'Acme Field')).toBe(true);
  });

  it('hints with exactly the words the rule marks, the product name last', () => {
    expect(autoMarkingHint('FieldPro Mobile')).toBe(
      'Marked automatically: lines containing automated, real-time, mobile, integration, streamlined, digital, enhanced, optimized, analytics, data integrity, cross-platform or FieldPro Mobile (ignoring case).',
    );
    expect(autoMarkingHint('  ')).toBe(
      'Marked automatically: lines containing automated, real-time, mobile, integration, streamlined, digital, enhanced, optimized, analytics, data integrity or cross-platform (ignoring case).',
    );
  });
});
