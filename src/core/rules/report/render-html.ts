import { escapeHtml as e } from './escape-html';
import { commentsAppendix } from './report-comments';
import type {
  ContentBlock,
  ReportArtifact,
  ReportModel,
  ReportTrace,
  ReportTrainingItem,
} from './report-model';
import { REPORT_STYLE } from './report-style';

/*
 * The report as one self-contained HTML document: inline styles only, no scripts, no external
 * resources (images are inlined as data: URIs or left out with their name; a workflow map's BPMN
 * diagram is inlined as the server drew it, with its text alternative, only when it is nothing but
 * a drawing: inlineDiagramSvg). A Content-Security-Policy meta tag forbids scripts as a second line
 * of defence behind the escaping. Every repository value passes through escapeHtml, in text and in
 * (double-quoted) attributes.
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
    case 'diagram':
      return `${
        b.svg
          ? `<figure class="diagram"><div class="diagram-drawing">${b.svg}</div><figcaption>${e(b.name)} — BPMN diagram; its elements in order follow</figcaption></figure>`
          : '<p class="file-ref">The BPMN diagram could not be drawn here; its elements in order:</p>'
      }<h4>The diagram in words</h4><ul class="diagram-words">${b.lines.map((line) => `<li>${e(line)}</li>`).join('')}</ul>`;
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
  // A workflow map gets the full width, one above the other, and in print a landscape page of its
  // own (the named page "map"): side by side, a map's labels printed at a quarter of their size.
  const rows = m.comparison
    .map((r) => {
      const map = r.key === 'workflow_map';
      return `<div class="row-block${map ? ' map-row' : ''}"><h3>${e(r.label)}</h3><div class="${map ? 'maps' : 'pair'}">${card(
        r.asIs,
        'as-is',
        r.emptyText,
      )}${card(r.toBe, 'to-be', r.emptyText)}</div></div>`;
    })
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
<style>${REPORT_STYLE}</style>
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
${m.comments ? commentsAppendix(m.comments, formatReportDateTime) : ''}
<footer>Generated by Process Map Repository on ${e(formatReportDateTime(m.generatedAt))}.${
    p.link ? ` The living process: ${link(p.link, p.link)} (sign-in required).` : ''
  }</footer>
</main>
</body>
</html>
`;
}
