import { describe, expect, it } from 'vitest';
import {
  buildReportModel,
  escapeHtml,
  REPORT_JSON_VERSION,
  type ReportSource,
  renderReportHtml,
  renderReportJson,
  renderReportText,
  reportFileBase,
} from '.';

const XSS = `<img src=x onerror=alert(1)>`;
const HOSTILE = `${XSS} "quoted" 'single' & more`;

function source(overrides: Partial<ReportSource> = {}): ReportSource {
  return {
    process: {
      id: 'p-1',
      name: 'Service Call Dispatch and Scheduling',
      description: 'Taking a service call to a scheduled technician.',
      version: '1.0',
      status: 'published',
      updatedAt: '2026-03-02T10:00:00.000Z',
    },
    jobRoleName: 'Service Coordinator',
    artifacts: [
      {
        id: 'a1',
        type: 'workflow_sipoc',
        state: 'as_is',
        name: 'Dispatch SIPOC',
        description: null,
        fileUrl: null,
        content: {
          outputs: ['WO', 'Schedule', 'Invoice'],
          outputsFullNames: ['Work order', 'Technician schedule', 'Customer invoice'],
        },
      },
      {
        id: 'a2',
        type: 'workflow_map',
        state: 'as_is',
        name: 'As-Is map',
        description: null,
        fileUrl: '/objects/00000000-0000-0000-0000-000000000001/as-is.svg',
        content: { averageTime: '4 hours', automationLevel: 'Low', steps: 12 },
      },
      {
        id: 'a3',
        type: 'workflow_map',
        state: 'to_be',
        name: 'To-Be map',
        description: null,
        fileUrl: '/objects/00000000-0000-0000-0000-000000000002/to-be.svg',
        content: { averageTime: '1 hour', automationLevel: 'High', steps: 7 },
      },
      {
        id: 'a4',
        type: 'pain_points',
        state: 'to_be',
        name: 'To-Be Pain Points',
        description: null,
        fileUrl: null,
        content: {
          painPoints: [
            { title: 'Double entry', description: 'Calls keyed twice', impact: 'High' },
            { title: 'No visibility' },
            { title: 'Paper timesheets' },
          ],
        },
      },
      {
        id: 'a5',
        type: 'job_description',
        state: 'to_be',
        name: 'To-Be JD',
        description: null,
        fileUrl: null,
        content: { responsibilities: ['Dispatch with real-time tracking', 'Answer the phone'] },
      },
    ],
    painPointStatuses: [
      { painPointTitle: 'double entry', status: 'resolved' },
      { painPointTitle: 'No visibility', status: 'in_progress' },
    ],
    changeImpacts: [
      {
        processOutput: 'Work order',
        changeType: 'MODIFIED',
        changeDescription: ['SYSTEMS'],
        impactAssessment: 'LOW',
      },
      {
        processOutput: 'Customer invoice',
        changeType: 'NEW',
        changeDescription: ['RULE_POLICY_CHANGE'],
        impactAssessment: 'HIGH',
      },
      { processOutput: 'Warranty note', changeType: null, changeDescription: [], impactAssessment: 'MED' },
    ],
    trainingArtifacts: [
      {
        id: 'ta-1',
        processOutput: 'Work order',
        name: 'WO screenshot',
        description: null,
        fileType: 'screenshot',
        fileUrl: '/objects/00000000-0000-0000-0000-000000000003/wo.png',
      },
    ],
    tierDocuments: [
      {
        id: 'td-1',
        tier: 'tier_2',
        name: 'Dispatch walkthrough',
        description: 'End to end',
        fileType: 'guide',
        fileUrl: 'https://example.com/guide',
      },
    ],
    painPointLinks: [
      { painPointTitle: 'Double entry', kind: 'output', target: 'work order' },
      { painPointTitle: 'Double entry', kind: 'output', target: 'Customer invoice' },
      { painPointTitle: 'double entry', kind: 'training_artifact', target: 'ta-1' },
      { painPointTitle: 'Double entry', kind: 'tier_document', target: 'td-1' },
      { painPointTitle: 'No visibility', kind: 'output', target: 'Warranty note' },
      // Gone: a removed pain point, a removed output, a deleted document.
      { painPointTitle: 'Removed pain point', kind: 'output', target: 'Work order' },
      { painPointTitle: 'No visibility', kind: 'output', target: 'Removed output' },
      { painPointTitle: 'No visibility', kind: 'tier_document', target: 'td-gone' },
    ],
    generatedAt: '2026-03-05T12:00:00.000Z',
    appOrigin: 'https://pmr.example.com',
    ...overrides,
  };
}

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
      { output: 'Customer invoice', changeTypeLabel: 'New', impact: 'HIGH', impactLabel: 'High' },
      { output: 'Work order', changeTypeLabel: 'Modified', impact: 'LOW', impactLabel: 'Low' },
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

describe('renderReportHtml', () => {
  const hostile = () =>
    source({
      process: { ...source().process, name: HOSTILE, description: `desc ${XSS}` },
      jobRoleName: `<script>alert('role')</script>`,
      artifacts: [
        ...source().artifacts.filter((a) => a.type !== 'pain_points'),
        {
          id: 'a9',
          type: 'pain_points',
          state: 'to_be',
          name: `"><svg onload=alert(2)>`,
          description: XSS,
          fileUrl: 'javascript:alert(3)',
          content: { painPoints: [{ title: XSS, description: `a & b "c"`, impact: `'x'` }] },
        },
      ],
      painPointStatuses: [{ painPointTitle: XSS, status: `resolved"><b>` }],
      changeImpacts: [
        { processOutput: XSS, changeType: '<i>', changeDescription: ['<u>'], impactAssessment: '"HIGH' },
      ],
      trainingArtifacts: [
        {
          id: 'ta-x',
          processOutput: `"><svg onload=alert(4)>`,
          name: `<script>alert('artifact')</script>`,
          description: null,
          fileType: '<b>',
          fileUrl: 'javascript:alert(5)',
        },
      ],
      painPointLinks: [
        { painPointTitle: XSS, kind: 'output', target: XSS },
        { painPointTitle: XSS, kind: 'training_artifact', target: 'ta-x' },
      ],
    });

  it('escapes every repository value, in text and attributes, and has no script or handler', () => {
    const model = buildReportModel(hostile());
    // The hostile chain is there, so the escaping below covers the Traceability section too.
    expect(model.traceability[0]!.outputs.map((o) => o.output)).toEqual([XSS]);
    expect(model.traceability[0]!.training.map((t) => t.where)).toEqual([`Output: "><svg onload=alert(4)>`]);
    const html = renderReportHtml(model);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<svg');
    expect(html).not.toMatch(/<[^>]*\son(error|load)=/i);
    expect(html).not.toContain('javascript:');
    expect(html).toContain(
      '&lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot; &#39;single&#39; &amp; more',
    );
    expect(html).toContain('a &amp; b &quot;c&quot;');
    expect(html).toContain('&lt;script&gt;alert(&#39;role&#39;)&lt;/script&gt;');
    expect(html).toContain(`<title>&lt;img src=x onerror=alert(1)&gt;`);
    // Unknown status values become a class name stripped to letters and underscores.
    expect(html).toContain('class="badge s-resolvedb"');
    expect(html).toContain('class="i-&quot;HIGH"');
    // The impact badge's class keeps capitals only.
    expect(html).toContain('class="badge i-HIGH"');
    expect(html).toContain('&lt;script&gt;alert(&#39;artifact&#39;)&lt;/script&gt;');
    expect(html).toContain('Output: &quot;&gt;&lt;svg onload=alert(4)&gt;');
  });

  it('is a complete self-contained document with print rules and no external resources', () => {
    const html = renderReportHtml(buildReportModel(source()));
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('</html>');
    expect(html).toContain('@media print');
    expect(html).toContain('break-before:page');
    expect(html).toContain('display:table-header-group');
    expect(html).toContain("default-src 'none'");
    expect(html).not.toMatch(/<(script|link|iframe|object|embed)\b/i);
    expect(html).not.toMatch(/\bsrc="https?:/i);
    for (const text of [
      'Service Call Dispatch and Scheduling',
      'Service Coordinator',
      'Customer invoice',
      'Not Started',
      'In Progress',
      'Not Set',
      'Significant change',
      'Tier 2 - Process-Based Learning',
      'Traceability',
      '2 of 3 pain points linked.',
    ]) {
      expect(html).toContain(text);
    }
    const trace = html.slice(html.indexOf('id="s-trace"'));
    expect(trace).toContain(
      '<strong>Customer invoice</strong> <span class="badge">New</span><span class="badge i-HIGH">High impact</span>',
    );
    expect(trace).toContain('<span class="where">Tier 2 - Process-Based Learning</span>');
    expect(trace.indexOf('Customer invoice')).toBeLessThan(trace.indexOf('Work order'));
    expect(html.indexOf('Customer invoice</strong>')).toBeLessThan(html.indexOf('Work order</strong>'));
  });
});

describe('renderReportJson and renderReportText', () => {
  it('writes version 1.0 JSON with the export time and all the data', () => {
    const data = JSON.parse(renderReportJson(buildReportModel(source())));
    expect(REPORT_JSON_VERSION).toBe('1.0');
    expect(data.version).toBe('1.0');
    expect(data.exportedAt).toBe('2026-03-05T12:00:00.000Z');
    expect(data.process.name).toBe('Service Call Dispatch and Scheduling');
    expect(data.comparison).toHaveLength(6);
    expect(data.comparison[0].asIs).toBeNull();
    expect(data.painPoints[2].effectiveStatus).toBe('not_started');
    expect(data.changeImpacts[0].output).toBe('Customer invoice');
    expect(data.training.tiers).toHaveLength(3);
    expect(data.traceability[0].outputs[0].output).toBe('Customer invoice');
    expect(data.traceability[0].training[1].where).toBe('Tier 2 - Process-Based Learning');
  });

  it('keeps hostile text as data in JSON', () => {
    const json = renderReportJson(
      buildReportModel(source({ process: { ...source().process, name: HOSTILE } })),
    );
    expect(JSON.parse(json).process.name).toBe(HOSTILE);
  });

  it('summarises the process in plain text', () => {
    const text = renderReportText(buildReportModel(source()));
    expect(text).toContain('Process:       Service Call Dispatch and Scheduling');
    expect(text).toContain('Time reduction:    75%');
    expect(text).toContain('- Paper timesheets [Not Set]');
    expect(text).toContain('- Customer invoice: High impact; New; Rule/Policy Change');
    expect(text).toContain('Not Started: 1 | In Progress: 1 | Resolved: 1');
    expect(text).toContain('TRACEABILITY');
    expect(text).toContain(
      '    Outputs:  Customer invoice (New, High impact); Work order (Modified, Low impact)',
    );
    expect(text).toContain(
      '    Training: WO screenshot (Output: Work order); Dispatch walkthrough (Tier 2 - Process-Based Learning)',
    );
    expect(text).toContain(
      '- Paper timesheets [Not Set]\n    Outputs:  none linked\n    Training: none linked',
    );
  });
});
