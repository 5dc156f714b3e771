// The process report: build and deliver it.
export { ReportActions, type ReportSubject } from './report-actions';
