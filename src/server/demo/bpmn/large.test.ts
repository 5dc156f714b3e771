import { describe, expect, it } from 'vitest';
import { parseBpmn } from '../../../core/bpmn/parse';
import { summarizeBpmn } from '../../../core/bpmn/summary';
import { textAlternative } from '../../../core/bpmn/text-alternative';
import { MAX_PNG_SIDE, pngSize, renderBpmnSvg, renderPng } from '../../lib/bpmn-render';
import { buildBpmn } from './build';
import { largeProcess } from './large';

describe('a 300-element diagram', () => {
  it('builds, parses, summarizes and renders within generous budgets', async () => {
    const input = largeProcess(300);
    const xml = buildBpmn(input);
    const started = performance.now();
    const parsed = await parseBpmn(xml);
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(parsed.warnings).toEqual([]);
    const summary = summarizeBpmn(parsed.definitions);
    const parseMs = performance.now() - started;
    expect(summary.order).toHaveLength(300);
    expect(textAlternative(summary).length).toBeGreaterThan(250);
    const steps = input.lanes
      .flatMap((l) => l.steps)
      .filter((s) => !['start', 'end', 'decision'].includes(s.kind ?? 'task'));
    expect(summary.counts.steps).toBe(steps.length);

    const renderStarted = performance.now();
    const svg = renderBpmnSvg(parsed.definitions);
    const png = await renderPng(svg.svg);
    const renderMs = performance.now() - renderStarted;
    // 300 steps in a row is far wider than a picture may be: the PNG is scaled down to the limit.
    const size = pngSize(png)!;
    expect(size.width).toBeLessThanOrEqual(MAX_PNG_SIDE);
    expect(size.width / size.height).toBeCloseTo(svg.width / svg.height, 0);
    // Budgets well above what a 2-core machine takes, so only a regression of kind trips them.
    expect(parseMs).toBeLessThan(3000);
    expect(renderMs).toBeLessThan(10000);
  });
});
