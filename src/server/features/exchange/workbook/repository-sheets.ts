import { asc, count, eq, gt, inArray } from 'drizzle-orm';
import { exportLabel } from '../../../../core/rules/export-labels';
import type { Db } from '../../../db/client';
import { toJobRole } from '../../../db/presenters/job-role';
import { artifacts, divisions, jobRoles, processes } from '../../../db/schema';
import { BATCH, byProcess, keyset, type ProcessKey, pages, type Sheet } from './sheet-paging';

/** Division role titles in one cell; a semicolon, since a title typed by a user may hold a comma. */
const TITLE_SEPARATOR = '; ';

/** The sheets of roles and processes and their artifacts, in process order (`order`). */
export function repositorySheets(db: Db, order: () => Promise<ProcessKey[]>): Sheet[] {
  return [
    {
      name: 'Job Roles',
      columns: [
        { header: 'Name', width: 30, wrap: true },
        { header: 'Description', width: 50, wrap: true },
        { header: 'Division Role Titles', width: 40, wrap: true },
        { header: 'Processes', width: 11, kind: 'number' },
        { header: 'Created', width: 17, kind: 'date' },
        { header: 'ID', width: 38 },
      ],
      rows: async function* () {
        // Counted as GET /api/job-roles counts (a join, grouped by role). A correlated subquery
        // here compared processes.job_role_id with processes.id: Drizzle leaves columns
        // unqualified in a query on one table, so every role showed 0.
        const pages = keyset((after: { role: typeof jobRoles.$inferSelect } | null) =>
          db
            .select({ role: jobRoles, processCount: count(processes.id) })
            .from(jobRoles)
            .leftJoin(processes, eq(processes.jobRoleId, jobRoles.id))
            .where(after ? gt(jobRoles.name, after.role.name) : undefined)
            .groupBy(jobRoles.id)
            .orderBy(asc(jobRoles.name))
            .limit(BATCH),
        );
        for await (const page of pages) {
          for (const { role, processCount } of page) {
            // A role never edited covers the §6 preset for its name, as the app shows it.
            const titles = toJobRole(role).divisionRoles.join(TITLE_SEPARATOR);
            yield [role.name, role.description, titles, Number(processCount), role.createdAt, role.id];
          }
        }
      },
    },
    {
      name: 'Processes',
      // The first five columns are the ones the spreadsheet import reads back.
      columns: [
        { header: 'Job Role', width: 26, wrap: true },
        { header: 'Process Name', width: 32, wrap: true },
        { header: 'Description', width: 55, wrap: true },
        { header: 'Status', width: 11 },
        { header: 'Version', width: 9 },
        { header: 'Created', width: 17, kind: 'date' },
        { header: 'Updated', width: 17, kind: 'date' },
        { header: 'ID', width: 38 },
      ],
      rows: async function* () {
        // Grouped by job role (by name); processes without a role last.
        const roles = await db
          .select({ id: jobRoles.id, name: jobRoles.name })
          .from(jobRoles)
          .orderBy(asc(jobRoles.name));
        const byRole = new Map<string | null, string[]>();
        for (const p of await order()) {
          const ids = byRole.get(p.jobRoleId) ?? [];
          ids.push(p.id);
          byRole.set(p.jobRoleId, ids);
        }
        for (const role of [...roles, { id: null, name: null }]) {
          for (const page of pages(byRole.get(role.id) ?? [])) {
            const rows = await db
              .select()
              .from(processes)
              .where(inArray(processes.id, page))
              .orderBy(asc(processes.name), asc(processes.id));
            for (const p of rows) {
              // The status's label: the sheet import reads "In Review" back as in_review.
              const status = exportLabel.processStatus(p.status);
              yield [role.name, p.name, p.description, status, p.version, p.createdAt, p.updatedAt, p.id];
            }
          }
        }
      },
    },
    {
      name: 'Artifacts',
      columns: [
        { header: 'Process', width: 30, wrap: true },
        { header: 'Name', width: 30, wrap: true },
        { header: 'Type', width: 18 },
        { header: 'State', width: 8 },
        { header: 'Description', width: 45, wrap: true },
        { header: 'File URL', width: 40, wrap: true },
        { header: 'Revision', width: 9, kind: 'number' },
        { header: 'Updated', width: 17, kind: 'date' },
        { header: 'ID', width: 38 },
      ],
      rows: () =>
        byProcess(
          order,
          (ids) =>
            db
              // Everything but the content.
              .select({
                id: artifacts.id,
                processName: processes.name,
                name: artifacts.name,
                type: artifacts.type,
                state: artifacts.state,
                description: artifacts.description,
                fileUrl: artifacts.fileUrl,
                revision: artifacts.revision,
                updatedAt: artifacts.updatedAt,
              })
              .from(artifacts)
              .innerJoin(processes, eq(processes.id, artifacts.processId))
              .where(inArray(artifacts.processId, ids))
              .orderBy(asc(processes.name), asc(processes.id), asc(artifacts.createdAt), asc(artifacts.id)),
          (a) => [
            a.processName,
            a.name,
            exportLabel.artifactType(a.type),
            exportLabel.artifactState(a.state),
            a.description,
            a.fileUrl,
            a.revision,
            a.updatedAt,
            a.id,
          ],
        ),
    },
  ];
}

/** The divisions headcount sheet, one row per division and role. */
export function divisionsSheet(db: Db): Sheet {
  return {
    name: 'Divisions',
    // The divisions headcount CSV import reads these columns back (saved as CSV).
    columns: [
      { header: 'Division', width: 10 },
      { header: 'Name', width: 30, wrap: true },
      { header: 'Location', width: 18 },
      { header: 'Employees', width: 11, kind: 'number' },
      { header: 'Specialization', width: 40, wrap: true },
      { header: 'Role', width: 30, wrap: true },
      { header: 'Count', width: 8, kind: 'number' },
    ],
    rows: async function* () {
      const pages = keyset((after: typeof divisions.$inferSelect | null) =>
        db
          .select()
          .from(divisions)
          .where(after ? gt(divisions.code, after.code) : undefined)
          .orderBy(asc(divisions.code))
          .limit(BATCH),
      );
      for await (const page of pages) {
        for (const d of page) {
          const roles = Object.entries(d.roles).sort(([ta, a], [tb, b]) => b - a || ta.localeCompare(tb));
          for (const [role, headcount] of roles) {
            yield [d.code, d.name, d.location, d.employees, d.specialization, role, headcount];
          }
        }
      }
    },
  };
}
