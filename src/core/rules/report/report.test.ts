import { describe, expect, it } from 'vitest';
import { buildReportModel, escapeHtml, reportFileBase } from '.';
import { source, XSS } from './report.test-helper';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(3)).toBe('3');
  });
});

describe('reportFileBase', () => {
  it('turns spaces into underscores and drops unsafe characters', () => {
    expect(reportFileBase('Service Call Dispatch and Scheduling')).toBe(
      'Service_Call_Dispatch_and_Scheduling',
    );
    expect(reportFileBase('  Quote / Contract: "Review"?  ')).toBe('Quote_Contract_Review');
    expect(reportFileBase(XSS)).toBe('img_src=x_onerror=alert(1)');
    expect(reportFileBase('../..')).toBe('process_report');
    expect(reportFileBase('   ')).toBe('process_report');
  });
});

describe('buildReportModel', () => {
  it('gives every tracked pain point its statuses, Not Set ones counting as not started', () => {
    const m = buildReportModel(source());
    expect(m.painPoints.map((p) => [p.title, p.statuses.map((s) => s.label), p.effectiveStatus])).toEqual([
      ['Double entry', ['Resolved'], 'resolved'],
      ['No visibility', ['In Progress'], 'in_progress'],
      ['Paper timesheets', [], 'not_started'],
    ]);
    expect(m.statusSummary.map((s) => [s.value, s.label, s.count])).toEqual([
      ['not_started', 'Not Started', 1],
      ['in_progress', 'In Progress', 1],
      ['resolved', 'Resolved', 1],
      ['partially_resolved', 'Partially Resolved', 0],
      ['parking_lot', 'Added to Parking Lot', 0],
      ['not_addressed', 'Not Addressed', 0],
    ]);
  });

  it('lists the change impact rows (SIPOC outputs and custom ones) high impact first', () => {
    const m = buildReportModel(source());
    expect(m.changeImpacts.map((r) => [r.output, r.impact, r.custom])).toEqual([
      ['Customer invoice', 'HIGH', false],
      ['Warranty note', 'MED', true],
      ['Work order', 'LOW', false],
      ['Technician schedule', null, false],
    ]);
    expect(m.changeImpacts[0]!.changeDescriptions).toEqual([
      { value: 'RULE_POLICY_CHANGE', label: 'Rule/Policy Change', highlighted: true },
    ]);
  });

  it('computes the metrics, marks significant To-Be lines and links stored files absolutely', () => {
    const m = buildReportModel(source());
    expect(m.metrics.timeReductionPercent).toBe(75);
    expect(m.metrics.toBeAutomationLevel).toBe('High');
    const jd = m.comparison.find((r) => r.key === 'job_description')!.toBe!;
    expect(jd.blocks[0]).toMatchObject({
      kind: 'list',
      items: [{ text: 'Dispatch with real-time tracking', significant: true }, { text: 'Answer the phone' }],
    });
    expect(m.training.byOutput).toEqual([
      {
        output: 'Work order',
        items: [
          {
            name: 'WO screenshot',
            description: null,
            kind: 'Screenshot',
            link: 'https://pmr.example.com/objects/00000000-0000-0000-0000-000000000003/wo.png',
          },
        ],
      },
    ]);
    expect(m.training.tiers.map((t) => [t.tier, t.documents.length])).toEqual([
      ['tier_3', 0],
      ['tier_2', 1],
      ['tier_1', 0],
    ]);
  });

  it('chains each pain point to its statuses, the outputs (high first) and the training items linked to it', () => {
    const m = buildReportModel(source());
    expect(m.traceability.map((t) => t.title)).toEqual(['Double entry', 'No visibility', 'Paper timesheets']);
    const [double, visibility, paper] = m.traceability;
    expect(double!.statuses.map((s) => s.label)).toEqual(['Resolved']);
    expect(double!.outputs).toEqual([
      { output: 'Customer invoice', changeTypeLabel: 'NEW', impact: 'HIGH', impactLabel: 'HIGH' },
      { output: 'Work order', changeTypeLabel: 'MODIFIED', impact: 'LOW', impactLabel: 'LOW' },
    ]);
    expect(double!.training.map((t) => [t.name, t.source, t.where, t.link])).toEqual([
      [
        'WO screenshot',
        'output',
        'Output: Work order',
        'https://pmr.example.com/objects/00000000-0000-0000-0000-000000000003/wo.png',
      ],
      ['Dispatch walkthrough', 'tier', 'Tier 2 - Process-Based Learning', 'https://example.com/guide'],
    ]);
    expect(visibility!.outputs.map((o) => o.output)).toEqual(['Warranty note']);
    expect(visibility!.training).toEqual([]);
    expect(paper).toMatchObject({ statuses: [], outputs: [], training: [] });
  });

  it('follows pain point ids: a rename keeps statuses and links, a new pain point of an old title has none', () => {
    const A = 'aaaaaaaa-0000-4000-8000-000000000001';
    const B = 'aaaaaaaa-0000-4000-8000-000000000002';
    const withIds = (painPoints: { id: string; title: string }[]) =>
      source().artifacts.map((a) => (a.id === 'a4' ? { ...a, content: { painPoints } } : a));
    const rows = {
      painPointStatuses: [
        { painPointId: A, painPointTitle: 'Double entry', status: 'resolved' },
        // Kept from before ids, matching nothing: never shown.
        { painPointId: null, painPointTitle: 'Keyed twice', status: 'parking_lot' },
      ],
      painPointLinks: [
        { painPointId: A, painPointTitle: 'Double entry', kind: 'output' as const, target: 'Work order' },
      ],
    };
    const renamed = buildReportModel(
      source({ ...rows, artifacts: withIds([{ id: A, title: 'Keyed twice' }]) }),
    );
    expect(renamed.painPoints.map((p) => [p.id, p.title, p.effectiveStatus])).toEqual([
      [A, 'Keyed twice', 'resolved'],
    ]);
    expect(renamed.traceability[0]!.outputs.map((o) => o.output)).toEqual(['Work order']);
    const readded = buildReportModel(
      source({ ...rows, artifacts: withIds([{ id: B, title: 'Double entry' }]) }),
    );
    expect(readded.painPoints.map((p) => [p.title, p.statuses])).toEqual([['Double entry', []]]);
    expect(readded.traceability[0]).toMatchObject({ outputs: [], training: [] });
  });

  it('has an empty chain when no links are given, or the training items carry no ids', () => {
    expect(buildReportModel(source({ painPointLinks: undefined })).traceability[0]).toMatchObject({
      outputs: [],
      training: [],
    });
    const noIds = buildReportModel(
      source({
        trainingArtifacts: source().trainingArtifacts.map(({ id: _id, ...t }) => t),
        tierDocuments: source().tierDocuments.map(({ id: _id, ...d }) => d),
      }),
    );
    expect(noIds.traceability[0]!.outputs).toHaveLength(2);
    expect(noIds.traceability[0]!.training).toEqual([]);
  });

  it('embeds only data: image URIs it recognises and otherwise links the map', () => {
    const good = 'data:image/svg+xml;base64,PHN2Zy8+';
    const m = buildReportModel(
      source({
        images: {
          '/objects/00000000-0000-0000-0000-000000000001/as-is.svg': good,
          '/objects/00000000-0000-0000-0000-000000000002/to-be.svg': 'javascript:alert(1)',
        },
      }),
    );
    const row = m.comparison.find((r) => r.key === 'workflow_map')!;
    expect(row.asIs!.blocks[0]).toMatchObject({ kind: 'image', src: good });
    expect(row.toBe!.blocks[0]).toMatchObject({
      kind: 'image',
      src: null,
      href: 'https://pmr.example.com/objects/00000000-0000-0000-0000-000000000002/to-be.svg',
    });
  });
});
