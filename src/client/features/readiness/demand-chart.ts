import { TIER_SHORT_LABELS } from '@core/rules/readiness/labels';
import type { TrainingDemand } from '@core/schemas/readiness';
import { formatCount } from '../../lib/format';
import { TIERS } from './readiness-figures';

/*
 * The training-demand chart's geometry and its spoken summary: grouped bars, one group per
 * division, one bar per tier, on a value axis with round ticks. Pure numbers; the component draws.
 */

/** Round axis ticks from 0 covering `max` (1, 2 or 5 times a power of ten apart), about `target` of them. */
export function niceTicks(max: number, target = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / Math.max(1, target);
  const power = 10 ** Math.floor(Math.log10(raw));
  // 2.5 only from 25 up: seats are whole numbers.
  const factors = power >= 10 ? [1, 2, 2.5, 5, 10] : [1, 2, 5, 10];
  const step = factors.map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const ticks: number[] = [];
  for (let value = 0; value < max + step; value += step) {
    ticks.push(Math.round(value * 1e6) / 1e6);
    if (value >= max) break;
  }
  return ticks;
}

export type DemandBar = { tier: (typeof TIERS)[number]; value: number; x: number; y: number; height: number };
export type DemandGroup = { code: string; name: string; x: number; center: number; bars: DemandBar[] };

export type DemandChartLayout = {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  ticks: { value: number; y: number }[];
  groups: DemandGroup[];
  barWidth: number;
  /** Division codes slant when a group is too narrow to hold its code upright. */
  slantLabels: boolean;
};

/** Below this many pixels per division the codes would touch: they slant instead. */
const UPRIGHT_SLOT = 30;

/** Where every bar, tick and label goes in an SVG of the given size (its viewBox). */
export function demandChartLayout(
  demand: TrainingDemand,
  size: { width: number; height: number } = { width: 960, height: 260 },
): DemandChartLayout {
  const left = 48;
  const right = size.width - 8;
  const slot = (right - left) / Math.max(1, demand.rows.length);
  const slantLabels = slot < UPRIGHT_SLOT;
  const plot = { left, top: 12, right, bottom: size.height - (slantLabels ? 40 : 28) };
  const max = Math.max(0, ...demand.rows.flatMap((r) => TIERS.map((t) => r.seats[t])));
  const ticks = niceTicks(max);
  const top = ticks[ticks.length - 1] ?? 1;
  const scale = (v: number) => plot.bottom - (v / top) * (plot.bottom - plot.top);
  const barWidth = Math.max(2, Math.min(14, (slot * 0.78) / TIERS.length));
  const groupWidth = barWidth * TIERS.length;

  const groups = demand.rows.map((row, i) => {
    const x = plot.left + i * slot + (slot - groupWidth) / 2;
    return {
      code: row.code,
      name: row.name,
      x,
      center: plot.left + i * slot + slot / 2,
      bars: TIERS.map((tier, j) => {
        const value = row.seats[tier];
        const y = scale(value);
        return { tier, value, x: x + j * barWidth, y, height: plot.bottom - y };
      }),
    };
  });
  return {
    width: size.width,
    height: size.height,
    plot,
    ticks: ticks.map((value) => ({ value, y: scale(value) })),
    groups,
    barWidth,
    slantLabels,
  };
}

const fmt = formatCount;

/** The chart's accessible name: the totals per tier and the division needing the most seats. */
export function demandChartSummary(demand: TrainingDemand): string {
  const totals = TIERS.map((t) => `${TIER_SHORT_LABELS[t]} ${fmt(demand.totals[t])}`).join(', ');
  const lead = [...demand.rows].sort(
    (a, b) => b.seats.tier_1 - a.seats.tier_1 || a.code.localeCompare(b.code, 'en-US'),
  )[0];
  const divisions = demand.rows.length === 1 ? '1 division' : `${fmt(demand.rows.length)} divisions`;
  const most =
    lead && lead.seats.tier_1 > 0
      ? ` Most in ${lead.code} (${TIERS.map((t) => `${TIER_SHORT_LABELS[t]} ${fmt(lead.seats[t])}`).join(', ')}).`
      : '';
  return `Training seats per tier in ${divisions}: ${totals}.${most} The table below lists every figure.`;
}
