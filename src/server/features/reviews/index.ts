// Review requests, sign-off and published versions (issue 24).
export { reviewRoutes } from './reviews.routes';
