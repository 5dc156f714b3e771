import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  HEAT_STEPS,
  type HeatHue,
  heatColors,
  heatHue,
  heatStep,
  heatStepRanges,
} from './heat-colors';

describe('heatStep', () => {
  it('is 0 for an empty cell and 1 to 5 by the square root of the share of the largest cell', () => {
    expect(heatStep(0, 60)).toBe(0);
    expect(heatStep(5, 0)).toBe(0);
    expect(heatStep(1, 60)).toBe(1);
    expect(heatStep(60, 60)).toBe(5);
    expect(heatStep(15, 60)).toBe(3); // sqrt(0.25) = 0.5
    expect(heatStep(999, 60)).toBe(5);
    for (let n = 1; n < 60; n += 1) expect(heatStep(n, 60)).toBeLessThanOrEqual(heatStep(n + 1, 60));
  });

  it('gives the legend the headcounts each step covers', () => {
    expect(heatStepRanges(60)).toEqual([
      [1, 2],
      [3, 9],
      [10, 21],
      [22, 38],
      [39, 60],
    ]);
    expect(heatStepRanges(1)).toEqual([null, null, null, null, [1, 1]]);
    expect(heatStepRanges(0)).toEqual([null, null, null, null, null]);
  });
});

describe('heatColors', () => {
  const hues: HeatHue[] = ['HIGH', 'MED', 'LOW', 'NONE'];

  it('keeps every number readable (WCAG AA, 4.5:1) on every shade of every hue', () => {
    for (const hue of hues) {
      for (let step = 1; step <= HEAT_STEPS; step += 1) {
        const { background, text } = heatColors(hue, step);
        expect(contrastRatio(background, text), `${hue} step ${step}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('darkens with each step and tells the hues apart', () => {
    for (const hue of hues) {
      const sums = [1, 2, 3, 4, 5].map((s) => heatColors(hue, s).background.reduce((a, b) => a + b, 0));
      expect([...sums].sort((a, b) => b - a)).toEqual(sums);
    }
    const strongest = hues.map((h) => heatColors(h, 5).background.join(','));
    expect(new Set(strongest).size).toBe(hues.length);
    expect(heatColors('HIGH', 5).inverted).toBe(true);
    expect(heatColors('NONE', 5).inverted).toBe(false);
  });

  it('colours a row without an impact in slate', () => {
    expect(heatHue(null)).toBe('NONE');
    expect(heatHue('MED')).toBe('MED');
  });
});
