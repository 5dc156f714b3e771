import { describe, expect, it } from 'vitest';
import { renderWorkflowSvg, type WorkflowDiagram, wrapText } from './workflow-svg';

const diagram: WorkflowDiagram = {
  title: 'Billing <draft> & review',
  layout: 'swimlane',
  tone: 'to_be',
  legend: 'Automated',
  lanes: ['Office', 'Cloud ERP'],
  nodes: [
    { id: 'a', lane: 0, kind: 'start', label: 'Start' },
    { id: 'b', lane: 1, label: 'Invoice generated', highlight: true },
    { id: 'c', lane: 1, kind: 'decision', label: 'OK?' },
    { id: 'd', lane: 0, kind: 'end', label: 'Done' },
  ],
  edges: [
    { from: 'a', to: 'b' },
    { from: 'b', to: 'c' },
    { from: 'c', to: 'd', label: 'Yes' },
    { from: 'c', to: 'b', label: 'No' },
  ],
};

describe('renderWorkflowSvg', () => {
  it('draws a self-contained SVG with escaped text and lane labels', () => {
    const svg = renderWorkflowSvg(diagram);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('Billing &lt;draft&gt; &amp; review');
    expect(svg).toContain('>Cloud ERP<');
    expect(svg).not.toMatch(/<script|href=|<image|@import/i);
    const width = Number(/width="(\d+)"/.exec(svg)?.[1]);
    expect(width).toBeGreaterThanOrEqual(1000);
    expect(width).toBeLessThanOrEqual(1500);
  });

  it('rejects an edge to a missing node and a label that cannot fit', () => {
    expect(() => renderWorkflowSvg({ ...diagram, edges: [{ from: 'a', to: 'zz' }] })).toThrow(/missing node/);
    const long = { id: 'x', lane: 0, label: 'word '.repeat(40) };
    expect(() => renderWorkflowSvg({ ...diagram, nodes: [...diagram.nodes, long] })).toThrow(/too long/);
  });
});

describe('wrapText', () => {
  it('wraps on word boundaries without splitting words', () => {
    expect(wrapText('Key contract into legacy ERP', 12)).toEqual(['Key contract', 'into legacy', 'ERP']);
    expect(wrapText('Supercalifragilistic', 5)).toEqual(['Supercalifragilistic']);
  });
});
