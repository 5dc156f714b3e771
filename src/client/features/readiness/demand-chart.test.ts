import { describe, expect, it } from 'vitest';
import { demandChartLayout, demandChartSummary, niceTicks } from './demand-chart';
import { READINESS_FIXTURE } from './readiness-fixture.test-helper';

describe('niceTicks', () => {
  it('covers the largest value with round steps from 0', () => {
    expect(niceTicks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(niceTicks(191)).toEqual([0, 50, 100, 150, 200]);
    expect(niceTicks(81)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});

describe('demandChartLayout', () => {
  const layout = demandChartLayout(READINESS_FIXTURE.trainingDemand, { width: 600, height: 200 });

  it('places one group per division with a bar per tier, inside the plot', () => {
    expect(layout.groups.map((g) => g.code)).toEqual(['ATL', 'ORL', 'SAC']);
    for (const group of layout.groups) {
      expect(group.bars.map((b) => b.tier)).toEqual(['tier_1', 'tier_2', 'tier_3']);
      for (const bar of group.bars) {
        expect(bar.x).toBeGreaterThanOrEqual(layout.plot.left);
        expect(bar.x + layout.barWidth).toBeLessThanOrEqual(layout.plot.right);
        expect(bar.y + bar.height).toBeCloseTo(layout.plot.bottom);
      }
    }
  });

  it('slants the division codes when the chart is too narrow for them', () => {
    expect(layout.slantLabels).toBe(false);
    const rows = Array.from({ length: 27 }, (_, i) => ({
      ...READINESS_FIXTURE.trainingDemand.rows[0]!,
      code: `D${i}`,
    }));
    const narrow = demandChartLayout(
      { rows, totals: READINESS_FIXTURE.trainingDemand.totals },
      { width: 640, height: 240 },
    );
    expect(narrow.slantLabels).toBe(true);
    expect(narrow.plot.bottom).toBeLessThan(240 - 28);
  });

  it('scales bars to the axis: the top tick reaches the top of the plot', () => {
    const orl = layout.groups[1]!;
    expect(layout.ticks.at(-1)).toEqual({ value: 20, y: layout.plot.top });
    expect(orl.bars[0]!.y).toBeCloseTo(layout.plot.top);
    const atl = layout.groups[0]!;
    expect(atl.bars[1]!.height / orl.bars[1]!.height).toBeCloseTo(12 / 20);
  });
});

describe('demandChartSummary', () => {
  it('speaks the totals per tier and the division needing the most seats', () => {
    expect(demandChartSummary(READINESS_FIXTURE.trainingDemand)).toBe(
      'Training seats per tier in 3 divisions: Tier 1 57, Tier 2 42, Tier 3 42. Most in ORL (Tier 1 20, Tier 2 20, Tier 3 20). The table below lists every figure.',
    );
  });
});
