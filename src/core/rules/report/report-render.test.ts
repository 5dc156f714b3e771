import { describe, expect, it } from 'vitest';
import {
  buildReportModel,
  REPORT_JSON_VERSION,
  renderReportHtml,
  renderReportJson,
  renderReportText,
} from '.';
import { HOSTILE, source, XSS } from './report.test-helper';

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

  it('prints each workflow map full width on a landscape page of its own, and lets the sections flow', () => {
    const html = renderReportHtml(buildReportModel(source()));
    const mapRow = html.slice(html.indexOf('<div class="row-block map-row">'));
    expect(mapRow.startsWith('<div class="row-block map-row"><h3>Workflow Map</h3><div class="maps">')).toBe(
      true,
    );
    // The other five rows keep their two columns.
    expect(html.match(/<div class="pair">/g)).toHaveLength(5);
    expect(html).toContain('@page map{size:A4 landscape;');
    expect(html).toContain('.map-row{page:map;break-before:page;');
    expect(html).toContain('.map-row .card+.card{break-before:page;');
    // A short section no longer leaves the rest of its page empty: no forced break before any.
    expect(html).not.toMatch(/section[^{]*\{[^}]*break-before:page/);
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
      '<strong>Customer invoice</strong> <span class="badge">NEW</span><span class="badge i-HIGH">HIGH impact</span>',
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
    expect(text).toContain('- Customer invoice: HIGH impact; NEW; Rule/Policy Change');
    expect(text).toContain('Not Started: 1 | In Progress: 1 | Resolved: 1');
    expect(text).toContain('TRACEABILITY');
    expect(text).toContain(
      '    Outputs:  Customer invoice (NEW, HIGH impact); Work order (MODIFIED, LOW impact)',
    );
    expect(text).toContain(
      '    Training: WO screenshot (Output: Work order); Dispatch walkthrough (Tier 2 - Process-Based Learning)',
    );
    expect(text).toContain(
      '- Paper timesheets [Not Set]\n    Outputs:  none linked\n    Training: none linked',
    );
  });
});
