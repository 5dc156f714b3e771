export { escapeHtml } from './escape-html';
export { reportFileBase } from './file-name';
export { renderReportHtml } from './render-html';
export { REPORT_JSON_VERSION, renderReportJson } from './render-json';
export { renderReportText } from './render-text';
export { buildReportModel, type ReportModel, type ReportSource } from './report-model';
