import { describe, expect, it } from 'vitest';
import { keyed } from './content-utils';

describe('keyed', () => {
  it('gives repeated items distinct keys', () => {
    expect(keyed(['a', 'b', 'a']).map((k) => k.key)).toEqual(['a', 'b', 'a#1']);
    expect(keyed([{ n: 'x' }, { n: 'x' }], (o) => o.n).map((k) => k.key)).toEqual(['x', 'x#1']);
  });
});
