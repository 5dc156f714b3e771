import { IMPACT_LABELS } from '@core/rules/change-impact-labels';
import type { ImpactLevel } from '@core/schemas/change-impact';

/*
 * The heat map's colours. The hue says the row's highest impact (the matrix's tints: HIGH red, MED
 * blue, LOW grey; no impact slate), the shade says the cell's headcount relative to the largest
 * cell. Shades come in five steps so that the legend can name each range, and every step keeps
 * its number readable (WCAG AA 4.5:1: dark text on the light steps, white on the darkest).
 */

export type HeatHue = ImpactLevel | 'NONE';

type Rgb = readonly [number, number, number];

/** Tailwind red-700, blue-700, gray-600 and slate-400. */
const HUES: Record<HeatHue, Rgb> = {
  HIGH: [185, 28, 28],
  MED: [29, 78, 216],
  LOW: [75, 85, 99],
  NONE: [148, 163, 184],
};

/** Opacity of each of the five steps; 0.62 and 0.92 sit either side of the band where neither text colour reads. */
const STEP_ALPHA = [0.12, 0.28, 0.45, 0.62, 0.92] as const;
export const HEAT_STEPS = STEP_ALPHA.length;

const SLATE_900: Rgb = [15, 23, 42];
const WHITE: Rgb = [255, 255, 255];

export const HEAT_HUE_LABELS: Record<HeatHue, string> = {
  HIGH: `${IMPACT_LABELS.HIGH} impact`,
  MED: `${IMPACT_LABELS.MED} impact`,
  LOW: `${IMPACT_LABELS.LOW} impact`,
  NONE: 'No impact assessed',
};

export function heatHue(impact: ImpactLevel | null): HeatHue {
  return impact ?? 'NONE';
}

/**
 * The step (1–5) of a headcount against the largest cell, 0 for none. The square root spreads the
 * many small cells over the lower steps instead of leaving them all in the palest one.
 */
export function heatStep(count: number, maxCell: number): number {
  if (count <= 0 || maxCell <= 0) return 0;
  const ratio = Math.min(1, count / maxCell);
  return Math.max(1, Math.min(HEAT_STEPS, Math.ceil(Math.sqrt(ratio) * HEAT_STEPS - 1e-9)));
}

/** The headcounts each step covers for the legend: [from, to], or null when no whole number falls in it. */
export function heatStepRanges(maxCell: number): ([number, number] | null)[] {
  const ranges: ([number, number] | null)[] = [];
  for (let step = 1; step <= HEAT_STEPS; step += 1) {
    let from = 0;
    let to = 0;
    for (let n = 1; n <= maxCell; n += 1) {
      if (heatStep(n, maxCell) !== step) continue;
      if (from === 0) from = n;
      to = n;
    }
    ranges.push(from > 0 ? [from, to] : null);
  }
  return ranges;
}

function blendOnWhite(rgb: Rgb, alpha: number): Rgb {
  return rgb.map((c) => Math.round(255 * (1 - alpha) + c * alpha)) as unknown as Rgb;
}

function luminance(rgb: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(rgb[0]) + 0.7152 * lin(rgb[1]) + 0.0722 * lin(rgb[2]);
}

/** WCAG contrast ratio of two opaque colours. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export type HeatCellColors = {
  /** The opaque background (the step's tint laid on white). */
  background: Rgb;
  text: Rgb;
  /** True when the text is white. */
  inverted: boolean;
};

/** Background and text colour of a step (1–5) of a hue; the text is whichever reads better. */
export function heatColors(hue: HeatHue, step: number): HeatCellColors {
  const alpha = STEP_ALPHA[Math.max(1, Math.min(HEAT_STEPS, step)) - 1] ?? STEP_ALPHA[0];
  const background = blendOnWhite(HUES[hue], alpha);
  const inverted = contrastRatio(background, WHITE) > contrastRatio(background, SLATE_900);
  return { background, text: inverted ? WHITE : SLATE_900, inverted };
}

export function cssRgb(rgb: Rgb): string {
  return `rgb(${rgb[0]} ${rgb[1]} ${rgb[2]})`;
}
