import { describe, expect, it } from 'vitest';
import { count, records, text, texts } from './read';
import { shownCount } from './workflow-map';

// Moved from the client's content-utils.test.ts: the client now reads through these.
describe('content readers', () => {
  it('read text, lists and counts defensively', () => {
    expect(text('  a ')).toBe('a');
    expect(text(' ')).toBeNull();
    expect(text(4)).toBe('4');
    expect(text({})).toBeNull();
    expect(texts(['a', ' ', null, 2])).toEqual(['a', '2']);
    expect(texts('one')).toEqual(['one']);
    expect(texts({})).toEqual([]);
    // The client's countOf was a count worth showing: `shownCount(count(…))`.
    expect(shownCount(count(3))).toBe(3);
    expect(shownCount(count('12'))).toBe(12);
    expect(shownCount(count(-1))).toBeNull();
    expect(shownCount(count('many'))).toBeNull();
    expect(records([{ a: 1 }, 'x', null, []])).toEqual([{ a: 1 }]);
  });
});
