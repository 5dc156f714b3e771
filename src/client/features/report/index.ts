// The process report: build and deliver it.
export { ReportActions } from './report-actions';
