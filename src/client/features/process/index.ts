// The process page: header, impact strip, tabs, edit dialog and change log.
export { ProcessPage } from './process-page';
