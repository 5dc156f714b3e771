import { describe, expect, it } from 'vitest';
import { withDiagramFields } from '../../artifact-types/workflow-map-diagram';
import { validFixtures } from '../../bpmn/fixtures';
import { buildReportModel, escapeHtml, type ReportSource, renderReportHtml } from '.';

const DRAWING =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80" role="img"><title>To-Be map</title><g data-element-id="T1"><rect x="10" y="10" width="100" height="60" rx="10" fill="#fff" stroke="#1f2328"/><text font-family="DejaVu Sans" font-size="12"><tspan x="60" y="44">Log call &amp; check</tspan></text></g></svg>';

async function source(diagrams: Record<string, string>): Promise<ReportSource> {
  const derived = await withDiagramFields({ automationLevel: 'High', bpmn: validFixtures.collaboration });
  if (!derived.ok) throw new Error(derived.message);
  return {
    process: {
      id: 'p-1',
      name: 'Dispatch',
      description: '',
      version: '1.0',
      status: 'draft',
      updatedAt: '2026-03-02T10:00:00.000Z',
    },
    jobRoleName: null,
    artifacts: [
      {
        id: 'map-1',
        type: 'workflow_map',
        state: 'to_be',
        name: 'To-Be map',
        description: null,
        fileUrl: null,
        content: derived.content,
      },
    ],
    painPointStatuses: [],
    changeImpacts: [],
    trainingArtifacts: [],
    tierDocuments: [],
    generatedAt: '2026-03-02T10:00:00.000Z',
    diagrams,
  };
}

describe('a workflow map diagram in the HTML report', () => {
  it('inlines the drawing with the diagram in words beside it', async () => {
    const input = await source({ 'map-1': DRAWING });
    const html = renderReportHtml(buildReportModel(input));
    expect(html).toContain(`<div class="diagram-drawing">${DRAWING}</div>`);
    const summary = (input.artifacts[0]!.content as { bpmnSummary: { textAlternative: string[] } })
      .bpmnSummary;
    expect(summary.textAlternative.length).toBeGreaterThan(3);
    expect(html).toContain('<h4>The diagram in words</h4>');
    for (const line of summary.textAlternative) expect(html).toContain(`<li>${escapeHtml(line)}</li>`);
  });

  it('leaves out a drawing that is more than a drawing, and still gives the words', async () => {
    const hostile = DRAWING.replace('<g ', '<script>alert(1)</script><g onclick="x()" ');
    const html = renderReportHtml(buildReportModel(await source({ 'map-1': hostile })));
    expect(html).not.toContain('alert(1)');
    expect(html).not.toContain('<svg');
    expect(html).toContain('The BPMN diagram could not be drawn here; its elements in order:');
    expect(html).toContain('<h4>The diagram in words</h4>');
    // Not drawn at all (the server could not be asked): the same.
    const none = renderReportHtml(buildReportModel(await source({})));
    expect(none).toContain('The BPMN diagram could not be drawn here');
  });
});
