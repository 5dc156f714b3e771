// What building a report needs, loaded on the first click of a report button: the renderers are
// a tenth of the process page's JavaScript and no one needs them to read the comparison.
export { renderReportHtml, renderReportJson, renderReportText } from '@core/rules/report';
export { loadReportModel } from './load-report';
