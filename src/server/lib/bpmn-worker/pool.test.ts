import { describe, expect, it } from 'vitest';
import { deriveDiagram } from '../../../core/bpmn/derive';
import { validFixtures } from '../../../core/bpmn/fixtures';
import { parseBpmn } from '../../../core/bpmn/parse';
import { buildBpmn } from '../../demo/bpmn/build';
import { largeProcess } from '../../demo/bpmn/large';
import { pngSize } from '../bpmn-render';
import { INLINE_XML_CHARS, POOL_SIZE, runBpmnJobOffThread } from '.';

describe('the BPMN worker pool', () => {
  const large = buildBpmn(largeProcess(300));

  it('reads a large diagram in a worker to the same result as on the request thread', async () => {
    expect(large.length).toBeGreaterThan(INLINE_XML_CHARS);
    const inWorker = await runBpmnJobOffThread({ kind: 'derive', xml: large });
    expect(inWorker).toEqual(await deriveDiagram(large));
    expect(inWorker.ok && inWorker.bpmnSummary.order).toHaveLength(300);
  });

  it('refuses what is not BPMN 2.0 with the reason the parser gives on the request thread', async () => {
    const notBpmn = `<?xml version="1.0"?><html>${'<p>text</p>'.repeat(INLINE_XML_CHARS / 8)}</html>`;
    const truncated = large.slice(0, large.length - 500);
    for (const xml of [notBpmn, truncated]) {
      const inline = await parseBpmn(xml);
      expect(inline.ok).toBe(false);
      expect(await runBpmnJobOffThread({ kind: 'derive', xml })).toEqual({
        ok: false,
        reason: (inline as { reason: string }).reason,
      });
    }
  });

  it('queues more jobs than workers and answers each', async () => {
    const jobs = Array.from({ length: POOL_SIZE * 2 + 1 }, (_, i) =>
      runBpmnJobOffThread(
        i % 2 ? { kind: 'derive', xml: large } : { kind: 'svg', xml: large, title: `Map ${i}` },
      ),
    );
    const results = await Promise.all(jobs);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.filter((r) => r.ok && 'svg' in r && r.svg.includes('<title>Map 2</title>'))).toHaveLength(
      1,
    );
  });

  it('draws a PNG in a worker and inline alike', async () => {
    const xml = validFixtures.collaboration!;
    const inline = await runBpmnJobOffThread({ kind: 'png', xml });
    const worker = await runBpmnJobOffThread({ kind: 'png', xml }, { inlineBelow: 0 });
    if (!inline.ok || !worker.ok) throw new Error('not drawn');
    expect(pngSize(worker.png!)).toEqual(pngSize(inline.png!));
    expect(Buffer.from(worker.png!).equals(Buffer.from(inline.png!))).toBe(true);
    expect(worker.svg).toBe(inline.svg);
  });
});
