export { commentRoutes } from './comments.routes';
