import { describe, expect, it } from 'vitest';
import { inkedSpan, mapSpans } from './map-spans';

/** A profile of `length` lines with ink only inside the given boxes (start, end exclusive). */
function profile(length: number, boxes: [number, number][]): number[] {
  const out = new Array<number>(length).fill(0);
  for (const [from, to] of boxes) for (let i = from; i < to; i++) out[i] = 50;
  return out;
}

describe('cutting a wide map into slide parts', () => {
  // Ten 80-pixel boxes, 40 pixels apart, from 20 to 1220, in a 1240-pixel picture.
  const boxes = Array.from({ length: 10 }, (_, i) => [20 + 120 * i, 100 + 120 * i] as [number, number]);
  const ink = profile(1240, boxes);

  it('finds the inked stretch', () => {
    expect(inkedSpan(ink)).toEqual({ start: 20, end: 1180 });
    expect(inkedSpan([0, 0, 0])).toBeNull();
  });

  it('keeps a map that fits in one part', () => {
    expect(mapSpans(ink, { start: 20, end: 1180 }, 1200)).toEqual([{ start: 20, end: 1180 }]);
  });

  it('cuts only between boxes, overlaps neighbours, keeps every part short enough and every box whole on one', () => {
    for (const max of [300, 500, 700]) {
      const spans = mapSpans(ink, { start: 20, end: 1180 }, max);
      expect(spans[0]!.start).toBe(20);
      expect(spans.at(-1)!.end).toBe(1180);
      for (const [i, span] of spans.entries()) {
        expect(span.end - span.start, `${max}: part ${i}`).toBeLessThanOrEqual(max);
        for (const edge of [span.start, span.end]) {
          expect(
            boxes.some(([a, b]) => edge > a && edge < b),
            `${max}: cut at ${edge}`,
          ).toBe(false);
        }
        const next = spans[i + 1];
        if (next) expect(next.start, `${max}: overlap after part ${i}`).toBeLessThan(span.end);
      }
      for (const [a, b] of boxes) {
        expect(
          spans.some((s) => s.start <= a && s.end >= b),
          `${max}: box ${a}`,
        ).toBe(true);
      }
    }
  });
});
