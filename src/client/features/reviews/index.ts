// Review and sign-off (issue 24): the process page's review panel and Request Review button; the
// pages load lazily from the route table.
export { ProcessReviewPanel } from './components/process-review-panel';
export { RequestReviewButton } from './components/request-review-button';
