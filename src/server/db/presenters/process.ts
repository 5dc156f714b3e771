import { getTableColumns } from 'drizzle-orm';
import type { Process } from '../../../core/schemas/process';
import { processes } from '../schema';

export type ProcessRow = Omit<typeof processes.$inferSelect, 'searchText'>;

/** The columns a process is answered from (not its search text, a copy for searching). */
const { searchText: _searchText, ...columns } = getTableColumns(processes);
export const processColumns = columns;

export function toProcess(row: ProcessRow): Process {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    jobRoleId: row.jobRoleId,
    version: row.version,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
