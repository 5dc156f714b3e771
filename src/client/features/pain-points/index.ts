// Pain points: the tracker of to-be pain points with their statuses and links.
export { PainPointTracker } from './pain-point-tracker';
