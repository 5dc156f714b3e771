import { escapeHtml as e } from './escape-html';
import type {
  ContentBlock,
  ReportArtifact,
  ReportModel,
  ReportTrace,
  ReportTrainingItem,
} from './report-model';

/*
 * The report as one self-contained HTML document: inline styles only, no scripts, no external
 * resources (images are inlined as data: URIs or left out with their name). A Content-Security-Policy
 * meta tag forbids scripts as a second line of defence behind the escaping. Every repository value
 * passes through escapeHtml, in text and in (double-quoted) attributes.
 */

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

export function formatReportDate(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : dateFormat.format(d);
}

export function formatReportDateTime(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : `${dateTimeFormat.format(d)} UTC`;
}

const STYLE = `
:root{--ink:#0f172a;--ink-2:#334155;--muted:#64748b;--line:#e2e8f0;--soft:#f8fafc;--brand:#1d4ed8;--brand-soft:#eff6ff;--brand-line:#bfdbfe}
*{box-sizing:border-box}
html{-webkit-print-color-adjust:exact;print-color-adjust:exact}
body{margin:0;background:#f1f5f9;color:var(--ink);font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-variant-numeric:tabular-nums}
.page{max-width:1040px;margin:32px auto;background:#fff;border:1px solid var(--line);border-radius:8px;padding:40px 48px}
header.cover{border-bottom:2px solid var(--ink);padding-bottom:20px;margin-bottom:24px}
.eyebrow{font-size:11px;font-weight:600;letter-spacing:.08em;text-transform:uppercase;color:var(--brand);margin:0 0 6px}
h1{font-size:26px;line-height:1.25;margin:0 0 8px;overflow-wrap:anywhere}
.lede{margin:0 0 16px;color:var(--ink-2);max-width:75ch;overflow-wrap:anywhere}
.meta{display:grid;grid-template-columns:1.5fr .7fr .8fr 1fr 1.5fr;gap:0;border:1px solid var(--line);border-radius:8px;margin:0}
.meta div{padding:8px 12px;border-left:1px solid var(--line)}
.meta div:first-child{border-left:0}
.meta dt{font-size:11px;color:var(--muted);text-transform:uppercase;letter-spacing:.05em}
.meta dd{margin:2px 0 0;font-weight:600;overflow-wrap:anywhere}
section{margin-top:32px}
h2{font-size:18px;margin:0 0 4px;padding-bottom:6px;border-bottom:1px solid var(--line);display:flex;gap:10px;align-items:baseline}
h2 .num{color:var(--muted);font-weight:500;font-size:14px}
.section-note{color:var(--muted);font-size:12px;margin:6px 0 14px}
h3{font-size:15px;margin:20px 0 8px}
h4{font-size:12px;margin:10px 0 4px;color:var(--ink-2);text-transform:uppercase;letter-spacing:.04em}
.kpis{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:12px;margin-top:12px}
.kpi{border:1px solid var(--line);border-radius:8px;padding:12px 14px;break-inside:avoid}
.kpi .label{font-size:12px;color:var(--muted)}
.kpi .value{font-size:22px;font-weight:700;margin-top:2px}
.kpi .sub{font-size:12px;color:var(--ink-2)}
.good{color:#15803d}.bad{color:#b91c1c}
.row-title{display:flex;align-items:center;gap:8px}
.pair{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.side{font-size:11px;font-weight:700;text-transform:uppercase;letter-spacing:.06em;margin:0 0 6px}
.card{border:1px solid var(--line);border-radius:8px;padding:12px 14px;break-inside:avoid;page-break-inside:avoid;min-width:0}
.card.as-is{background:var(--soft)}
.card.as-is .side{color:var(--muted)}
.card.to-be{border-color:var(--brand-line);background:var(--brand-soft)}
.card.to-be .side{color:var(--brand)}
.card .name{font-weight:600;margin:0 0 2px;overflow-wrap:anywhere}
.card .desc{color:var(--ink-2);font-size:13px;margin:0 0 6px;overflow-wrap:anywhere}
.card p{margin:0 0 6px;overflow-wrap:anywhere}
.card ul,.card ol{margin:0 0 6px;padding-left:20px}
.card li{margin:1px 0;overflow-wrap:anywhere}
.empty{color:var(--muted);font-style:italic;margin:0}
.facts{display:flex;flex-wrap:wrap;gap:6px 16px;margin:4px 0 8px;padding:0}
.facts div{font-size:12px}.facts dt{display:inline;color:var(--muted)}.facts dt::after{content:": "}.facts dd{display:inline;margin:0;font-weight:600}
.sig{background:#fef3c7;border-radius:3px;padding:0 3px}
.sig-tag{font-size:10px;font-weight:700;color:#92400e;margin-left:4px;white-space:nowrap}
figure{margin:4px 0 8px}
figure img{display:block;max-width:100%;max-height:420px;border:1px solid var(--line);border-radius:6px;background:#fff}
figcaption,.file-ref{font-size:12px;color:var(--muted)}
table{width:100%;border-collapse:collapse;font-size:13px;margin:4px 0 8px}
th,td{text-align:left;vertical-align:top;padding:6px 8px;border-bottom:1px solid var(--line);overflow-wrap:break-word;word-break:normal;hyphens:auto}
th{font-size:11px;text-transform:uppercase;letter-spacing:.04em;color:var(--muted);background:var(--soft);font-weight:600}
.card table{font-size:12px;background:#fff}
.card th,.card td{padding:4px 6px}
thead{display:table-header-group}
tr{break-inside:avoid;page-break-inside:avoid}
.badge{display:inline-block;border:1px solid var(--line);border-radius:999px;padding:0 8px;font-size:11px;font-weight:600;line-height:18px;margin:1px 2px 1px 0;white-space:nowrap;background:#fff;color:var(--ink-2)}
.s-resolved{background:#dcfce7;border-color:#86efac;color:#166534}
.s-partially_resolved{background:#fef9c3;border-color:#fde047;color:#854d0e}
.s-parking_lot{background:#ede9fe;border-color:#c4b5fd;color:#5b21b6}
.s-not_addressed{background:#fee2e2;border-color:#fca5a5;color:#991b1b}
.s-in_progress{background:#dbeafe;border-color:#93c5fd;color:#1e40af}
.s-not_started,.s-none{background:#f1f5f9;border-color:#cbd5e1;color:#475569}
.legend{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 12px;padding:0;list-style:none}
.legend li{display:flex;align-items:center;gap:6px;border:1px solid var(--line);border-radius:6px;padding:4px 8px;font-size:12px}
.legend b{font-size:14px}
tr.i-HIGH td{background:#fef2f2}
tr.i-MED td{background:#eff6ff}
tr.i-LOW td{background:#f8fafc}
.imp{font-weight:700}
.i-HIGH .imp{color:#b91c1c}.i-MED .imp{color:#1d4ed8}.i-LOW .imp{color:#475569}
.hl{background:#fee2e2;border-color:#fca5a5;color:#991b1b}
.muted{color:var(--muted)}
.chain{list-style:none;padding:0;margin:0}
.chain li{padding:3px 0;overflow-wrap:anywhere}
.chain li+li{border-top:1px dashed var(--line)}
.chain .where{display:block;font-size:12px;color:var(--muted)}
.badge.i-HIGH{background:#fee2e2;border-color:#fca5a5;color:#991b1b}
.badge.i-MED{background:#dbeafe;border-color:#93c5fd;color:#1e40af}
.badge.i-LOW{background:#f1f5f9;border-color:#cbd5e1;color:#475569}
.tiers{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:12px}
.tiers ul,.plain{list-style:none;padding:0;margin:0}
.tiers li,.plain li{padding:6px 0;border-top:1px solid var(--line);font-size:13px;overflow-wrap:anywhere}
.tiers li:first-child,.plain li:first-child{border-top:0}
a{color:var(--brand);text-decoration:none;overflow-wrap:anywhere}
footer{margin-top:36px;padding-top:12px;border-top:1px solid var(--line);font-size:11px;color:var(--muted)}
@page{margin:16mm 14mm 18mm}
@media print{
  body{background:#fff;font-size:10pt}
  .page{max-width:none;margin:0;border:0;border-radius:0;padding:0}
  section.major{break-before:page;page-break-before:always;margin-top:0}
  h2,h3,h4{break-after:avoid;page-break-after:avoid}
  .card{break-inside:auto;page-break-inside:auto}
  .card .name,.card .desc,.card h4{break-after:avoid;page-break-after:avoid}
  .card li,figure,.facts{break-inside:avoid;page-break-inside:avoid}
  .kpis{grid-template-columns:repeat(4,minmax(0,1fr))}
  figure img{max-height:300px}
  a{color:inherit}
}
`;

function capitalise(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

function link(href: string | null, label: string): string {
  return href ? `<a class="ext" href="${e(href)}">${e(label)}</a>` : e(label);
}

function listItem(item: { text: string; significant?: boolean }): string {
  return item.significant
    ? `<li><span class="sig">${e(item.text)}</span><span class="sig-tag">Significant change</span></li>`
    : `<li>${e(item.text)}</li>`;
}

function block(b: ContentBlock): string {
  switch (b.kind) {
    case 'text':
      return `${b.label ? `<h4>${e(b.label)}</h4>` : ''}<p>${e(b.text)}</p>`;
    case 'facts':
      return `<dl class="facts">${b.items.map((f) => `<div><dt>${e(f.label)}</dt><dd>${e(f.value)}</dd></div>`).join('')}</dl>`;
    case 'list': {
      const tag = b.ordered ? 'ol' : 'ul';
      return `<h4>${e(b.label)}</h4><${tag}>${b.items.map(listItem).join('')}</${tag}>`;
    }
    case 'table':
      return `${b.label ? `<h4>${e(b.label)}</h4>` : ''}<table><thead><tr>${b.columns
        .map((c) => `<th scope="col">${e(c)}</th>`)
        .join('')}</tr></thead><tbody>${b.rows
        .map(
          (r) => `<tr>${r.map((c) => `<td>${c ? e(c) : '<span class="muted">—</span>'}</td>`).join('')}</tr>`,
        )
        .join('')}</tbody></table>`;
    case 'image':
      if (b.src) {
        return `<figure><img src="${e(b.src)}" alt="${e(`Workflow map: ${b.name}`)}"><figcaption>${e(b.name)}</figcaption></figure>`;
      }
      return `<p class="file-ref">Workflow map image: ${link(b.href, b.name)}${
        b.href ? ' — opens in the Process Map Repository (sign-in required)' : ''
      }</p>`;
  }
}

function card(a: ReportArtifact | null, side: 'as-is' | 'to-be', emptyText: string): string {
  const heading = `<p class="side">${side === 'as-is' ? 'As-Is (Current State)' : 'To-Be (Future State)'}</p>`;
  if (!a) return `<div class="card ${side}">${heading}<p class="empty">${e(emptyText)}</p></div>`;
  return `<div class="card ${side}">${heading}<p class="name">${e(a.name)}</p>${
    a.description ? `<p class="desc">${e(a.description)}</p>` : ''
  }${a.blocks.map(block).join('')}${a.note ? `<p class="empty">${e(a.note)}</p>` : ''}</div>`;
}

function statusBadge(value: string, label: string): string {
  return `<span class="badge s-${e(value.replace(/[^a-z_]/gi, ''))}">${e(label)}</span>`;
}

function trainingItem(t: ReportTrainingItem): string {
  return `<li><strong>${link(t.link, t.name)}</strong> <span class="badge">${e(t.kind)}</span>${
    t.description ? `<div class="muted">${e(t.description)}</div>` : ''
  }</li>`;
}

function metricsSection(m: ReportModel): string {
  const { metrics } = m;
  const time = metrics.timeReductionPercent;
  const timeText = time === null ? '—' : time > 0 ? `−${time}%` : time < 0 ? `+${-time}%` : '0%';
  const timeClass = time === null || time === 0 ? '' : time > 0 ? ' good' : ' bad';
  const resolved = m.statusSummary.find((s) => s.value === 'resolved')?.count ?? 0;
  const high = m.changeImpacts.filter((r) => r.impact === 'HIGH').length;
  const trainingCount =
    m.training.byOutput.reduce((n, g) => n + g.items.length, 0) +
    m.training.tiers.reduce((n, t) => n + t.documents.length, 0);
  const kpi = (label: string, value: string, sub: string, cls = '') =>
    `<div class="kpi"><div class="label">${e(label)}</div><div class="value${cls}">${e(value)}</div><div class="sub">${e(sub)}</div></div>`;
  return `<section aria-labelledby="s-summary"><h2 id="s-summary"><span class="num">1</span>Summary</h2>
<div class="kpis">
${kpi('Time Reduction', timeText, `${metrics.asIsAverageTime ?? '—'} → ${metrics.toBeAverageTime ?? '—'} average`, timeClass)}
${kpi('To-Be Automation', metrics.toBeAutomationLevel ?? '—', `As-Is: ${metrics.asIsAutomationLevel ?? '—'}`)}
${kpi('Pain Points Resolved', `${resolved} of ${m.painPoints.length}`, 'tracked To-Be pain points')}
${kpi('High-Impact Outputs', `${high} of ${m.changeImpacts.length}`, `${trainingCount} training item${trainingCount === 1 ? '' : 's'} attached`)}
</div></section>`;
}

function comparisonSection(m: ReportModel): string {
  const rows = m.comparison
    .map(
      (r) =>
        `<div class="row-block"><h3>${e(r.label)}</h3><div class="pair">${card(r.asIs, 'as-is', r.emptyText)}${card(
          r.toBe,
          'to-be',
          r.emptyText,
        )}</div></div>`,
    )
    .join('\n');
  const imageNote = m.comparison.some((r) =>
    [r.asIs, r.toBe].some((a) => a?.blocks.some((b) => b.kind === 'image' && !b.src)),
  )
    ? ' Workflow map images that could not be embedded are linked; those links open in the Process Map Repository and need its sign-in.'
    : '';
  return `<section aria-labelledby="s-comparison"><h2 id="s-comparison"><span class="num">2</span>Process Comparison</h2>
<p class="section-note">Current state (As-Is) beside the future state (To-Be) for each of the six artifacts.${e(imageNote)}</p>
${rows}
${
  m.otherFiles.length
    ? `<h3>Other Process Files</h3><table><thead><tr><th scope="col">File</th><th scope="col">Type</th><th scope="col">State</th><th scope="col">Description</th></tr></thead><tbody>${m.otherFiles
        .map(
          (f) =>
            `<tr><td>${link(f.link, f.name)}</td><td>${e(f.type)}</td><td>${e(f.state)}</td><td>${f.description ? e(f.description) : '<span class="muted">—</span>'}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : ''
}
</section>`;
}

function painPointSection(m: ReportModel): string {
  const legend = `<ul class="legend" aria-label="Pain points by status">${m.statusSummary
    .map((s) => `<li>${statusBadge(s.value, s.label)}<b>${s.count}</b></li>`)
    .join('')}</ul>`;
  const body = m.painPoints.length
    ? `<table><thead><tr><th scope="col" style="width:22%">Pain Point</th><th scope="col">Description</th><th scope="col" style="width:24%">Impact</th><th scope="col" style="width:20%">Status</th></tr></thead><tbody>${m.painPoints
        .map(
          (p) =>
            `<tr><td><strong>${e(p.title)}</strong></td><td>${p.description ? e(p.description) : '<span class="muted">—</span>'}</td><td>${
              p.impact ? e(p.impact) : '<span class="muted">—</span>'
            }</td><td>${
              p.statuses.length
                ? p.statuses.map((s) => statusBadge(s.value, s.label)).join(' ')
                : `${statusBadge('none', 'Not Set')}<span class="muted"> (not started)</span>`
            }</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p class="empty">No To-Be pain points are tracked for this process.</p>';
  return `<section class="major" aria-labelledby="s-pain"><h2 id="s-pain"><span class="num">3</span>Pain Point Resolution</h2>
<p class="section-note">The To-Be pain points and the resolution statuses the team recorded. A pain point may hold several statuses; one without any counts as Not Started.</p>
${legend}${body}</section>`;
}

function changeImpactSection(m: ReportModel): string {
  const body = m.changeImpacts.length
    ? `<table><thead><tr><th scope="col" style="width:30%">Process Output</th><th scope="col" style="width:13%">Change Type</th><th scope="col">Change Description</th><th scope="col" style="width:11%">Impact</th></tr></thead><tbody>${m.changeImpacts
        .map(
          (r) =>
            `<tr class="i-${e(r.impact ?? 'NONE')}"><td><strong>${e(r.output)}</strong>${
              r.custom ? ' <span class="badge">Custom</span>' : ''
            }</td><td>${r.changeTypeLabel ? e(r.changeTypeLabel) : '<span class="muted">—</span>'}</td><td>${
              r.changeDescriptions.length
                ? r.changeDescriptions
                    .map((d) => `<span class="badge${d.highlighted ? ' hl' : ''}">${e(d.label)}</span>`)
                    .join(' ')
                : '<span class="muted">—</span>'
            }</td><td class="imp">${r.impactLabel ? e(r.impactLabel) : '<span class="muted">Not assessed</span>'}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p class="empty">No process outputs yet: add a SIPOC with outputs or a custom output in the app.</p>';
  return `<section class="major" aria-labelledby="s-impact"><h2 id="s-impact"><span class="num">4</span>Change Impact Assessment</h2>
<p class="section-note">Each process output from the SIPOC, plus custom outputs, with the change assessed for it; high impact first. Rule/Policy Change is highlighted.</p>
${body}</section>`;
}

function trainingSection(m: ReportModel): string {
  const byOutput = m.training.byOutput.length
    ? `<table><thead><tr><th scope="col" style="width:30%">Process Output</th><th scope="col">Training Artifacts</th></tr></thead><tbody>${m.training.byOutput
        .map(
          (g) =>
            `<tr><td><strong>${e(g.output)}</strong></td><td><ul class="plain">${g.items.map(trainingItem).join('')}</ul></td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p class="empty">No training artifacts</p>';
  const tiers = `<div class="tiers">${m.training.tiers
    .map(
      (t) =>
        `<div class="card"><p class="name">${e(t.title)}</p>${
          t.documents.length
            ? `<ul>${t.documents.map(trainingItem).join('')}</ul>`
            : '<p class="empty">No documents uploaded</p>'
        }</div>`,
    )
    .join('')}</div>`;
  return `<section class="major" aria-labelledby="s-training"><h2 id="s-training"><span class="num">5</span>Training</h2>
<p class="section-note">Training artifacts attached to the process outputs, and the documents of the integrated training curriculum.</p>
<h3>By Process Output</h3>${byOutput}<h3>Training Curriculum</h3>${tiers}</section>`;
}

function traceOutputs(t: ReportTrace): string {
  if (!t.outputs.length) return '<span class="muted">—</span>';
  return `<ul class="chain">${t.outputs
    .map(
      (o) =>
        `<li><strong>${e(o.output)}</strong> ${o.changeTypeLabel ? `<span class="badge">${e(o.changeTypeLabel)}</span>` : ''}${
          o.impactLabel
            ? `<span class="badge i-${e((o.impact ?? '').replace(/[^A-Z]/g, ''))}">${e(o.impactLabel)} impact</span>`
            : '<span class="badge">Not assessed</span>'
        }</li>`,
    )
    .join('')}</ul>`;
}

function traceTraining(t: ReportTrace): string {
  if (!t.training.length) return '<span class="muted">—</span>';
  return `<ul class="chain">${t.training
    .map(
      (item) =>
        `<li><strong>${link(item.link, item.name)}</strong> <span class="badge">${e(item.kind)}</span><span class="where">${e(item.where)}</span></li>`,
    )
    .join('')}</ul>`;
}

function traceabilitySection(m: ReportModel): string {
  const linked = m.traceability.filter((t) => t.outputs.length || t.training.length).length;
  const body = m.traceability.length
    ? `<table><thead><tr><th scope="col" style="width:22%">Pain Point</th><th scope="col" style="width:16%">Status</th><th scope="col" style="width:31%">Addressed by Outputs</th><th scope="col">Training</th></tr></thead><tbody>${m.traceability
        .map(
          (t) =>
            `<tr><td><strong>${e(t.title)}</strong></td><td>${
              t.statuses.length
                ? t.statuses.map((s) => statusBadge(s.value, s.label)).join(' ')
                : statusBadge('none', 'Not Set')
            }</td><td>${traceOutputs(t)}</td><td>${traceTraining(t)}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p class="empty">No To-Be pain points are tracked for this process.</p>';
  return `<section class="major" aria-labelledby="s-trace"><h2 id="s-trace"><span class="num">6</span>Traceability</h2>
<p class="section-note">Each To-Be pain point with its statuses, the process outputs linked as addressing it (with their change type and impact, high first) and the training items linked to it. ${e(
    `${linked} of ${m.traceability.length} pain point${m.traceability.length === 1 ? '' : 's'} linked.`,
  )}</p>
${body}</section>`;
}

/** A complete, self-contained, printable HTML document of the whole comparison. */
export function renderReportHtml(m: ReportModel): string {
  const p = m.process;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Process Map Repository">
<title>${e(m.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main class="page">
<header class="cover">
<p class="eyebrow">Process Map Repository · Process Comparison Report</p>
<h1>${e(p.name)}</h1>
${p.description ? `<p class="lede">${e(p.description)}</p>` : ''}
<dl class="meta">
<div><dt>Job Role</dt><dd>${e(m.jobRoleName)}</dd></div>
<div><dt>Version</dt><dd>${e(p.version)}</dd></div>
<div><dt>Status</dt><dd>${e(capitalise(p.status.replaceAll('_', ' ')))}</dd></div>
<div><dt>Last Updated</dt><dd>${e(formatReportDate(p.updatedAt))}</dd></div>
<div><dt>Generated</dt><dd>${e(formatReportDateTime(m.generatedAt))}</dd></div>
</dl>
</header>
${metricsSection(m)}
${comparisonSection(m)}
${painPointSection(m)}
${changeImpactSection(m)}
${trainingSection(m)}
${traceabilitySection(m)}
<footer>Generated by Process Map Repository on ${e(formatReportDateTime(m.generatedAt))}.${
    p.link ? ` The living process: ${link(p.link, p.link)} (sign-in required).` : ''
  }</footer>
</main>
</body>
</html>
`;
}
