import { describe, expect, it } from 'vitest';
import { countOf, keyed, recordList, textList, textOf } from './content-utils';

describe('content readers', () => {
  it('read text, lists and counts defensively', () => {
    expect(textOf('  a ')).toBe('a');
    expect(textOf(' ')).toBeNull();
    expect(textOf(4)).toBe('4');
    expect(textOf({})).toBeNull();
    expect(textList(['a', ' ', null, 2])).toEqual(['a', '2']);
    expect(textList('one')).toEqual(['one']);
    expect(textList({})).toEqual([]);
    expect(countOf(3)).toBe(3);
    expect(countOf('12')).toBe(12);
    expect(countOf(-1)).toBeNull();
    expect(countOf('many')).toBeNull();
    expect(recordList([{ a: 1 }, 'x', null, []])).toEqual([{ a: 1 }]);
  });

  it('gives repeated items distinct keys', () => {
    expect(keyed(['a', 'b', 'a']).map((k) => k.key)).toEqual(['a', 'b', 'a#1']);
    expect(keyed([{ n: 'x' }, { n: 'x' }], (o) => o.n).map((k) => k.key)).toEqual(['x', 'x#1']);
  });
});
