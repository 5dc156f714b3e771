// What other features use of job roles: the spreadsheet import creates and updates them.
export { createJobRole, updateJobRole } from './job-roles.service';
