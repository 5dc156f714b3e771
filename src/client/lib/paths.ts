/** Route patterns (wouter) and the links that fill them in. One place for every URL of the app. */

export const routes = {
  dashboard: '/',
  dashboardAlias: '/dashboard',
  jobRoles: '/job-roles',
  jobRole: '/job-roles/:id',
  jobRoleProcess: '/job-roles/:jobRoleId/processes/:id',
  process: '/processes/:id',
  training: '/training',
  readiness: '/readiness',
  history: '/history',
  bulkImport: '/bulk-import',
  exportAll: '/export-all',
  adminPeople: '/admin/people',
  inbox: '/inbox',
  myReviews: '/reviews',
  review: '/reviews/:id',
  publishedVersion: '/versions/:id',
} as const;

const seg = (value: string) => encodeURIComponent(value);

export const paths = {
  dashboard: () => '/',
  dashboardAlias: () => routes.dashboardAlias,
  dashboardSearch: (q: string) => (q ? `/?q=${encodeURIComponent(q)}` : '/'),
  jobRoles: () => routes.jobRoles,
  jobRole: (id: string) => `/job-roles/${seg(id)}`,
  process: (id: string) => `/processes/${seg(id)}`,
  jobRoleProcess: (jobRoleId: string, id: string) => `/job-roles/${seg(jobRoleId)}/processes/${seg(id)}`,
  training: () => routes.training,
  readiness: () => routes.readiness,
  history: () => routes.history,
  bulkImport: () => routes.bulkImport,
  exportAll: () => routes.exportAll,
  adminPeople: () => routes.adminPeople,
  inbox: () => routes.inbox,
  myReviews: () => routes.myReviews,
  review: (id: string) => `/reviews/${seg(id)}`,
  publishedVersion: (id: string) => `/versions/${seg(id)}`,
} as const;
