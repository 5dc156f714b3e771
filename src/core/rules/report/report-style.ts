/** The HTML report's one style sheet, inlined (the report loads nothing from outside). */
export const REPORT_STYLE = `
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
.diagram{margin:8px 0}
.diagram-drawing{overflow-x:auto;border:1px solid var(--line);border-radius:6px;background:#fff}
.diagram-drawing svg{display:block;max-width:100%;height:auto}
.diagram figcaption{font-size:12px;color:var(--muted);margin-top:4px}
.diagram-words{margin:4px 0 0;padding-left:18px;font-size:12px;color:var(--ink-2)}
.pair{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.maps{display:grid;grid-template-columns:minmax(0,1fr);gap:12px}
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
@page map{size:A4 landscape;margin:12mm 12mm 14mm}
@media print{
  body{background:#fff;font-size:10pt}
  .page{max-width:none;margin:0;border:0;border-radius:0;padding:0}
  section.major{margin-top:28px}
  h2,h3,h4{break-after:avoid;page-break-after:avoid}
  .map-row{page:map;break-before:page;page-break-before:always}
  .map-row h3{margin-top:0}
  .map-row .card+.card{break-before:page;page-break-before:always}
  .map-row .diagram-drawing{overflow:visible;border:0}
  .map-row .diagram-drawing svg,.map-row figure img{width:auto;max-width:100%;max-height:135mm;margin:0 auto}
  .map-row .diagram-words{columns:2;column-gap:24px}
  .map-row .diagram-words li{break-inside:avoid}
  .card{break-inside:auto;page-break-inside:auto}
  .card .name,.card .desc,.card h4{break-after:avoid;page-break-after:avoid}
  .card li,figure,.facts{break-inside:avoid;page-break-inside:avoid}
  .kpis{grid-template-columns:repeat(4,minmax(0,1fr))}
  figure img{max-height:300px}
  a{color:inherit}
}
`;
