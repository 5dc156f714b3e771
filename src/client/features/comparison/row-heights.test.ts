import { describe, expect, it } from 'vitest';
import { rowMinHeight } from './row-heights';

describe('rowMinHeight', () => {
  it('gives the taller height when the cells sit side by side', () => {
    expect(
      rowMinHeight([
        { height: 180.2, left: 0 },
        { height: 240.4, left: 600 },
      ]),
    ).toBe(241);
  });

  it('leaves stacked or missing cells alone', () => {
    expect(
      rowMinHeight([
        { height: 180, left: 24 },
        { height: 240, left: 24 },
      ]),
    ).toBeNull();
    expect(rowMinHeight([{ height: 180, left: 0 }, null])).toBeNull();
  });
});
