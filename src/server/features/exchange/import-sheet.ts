import { inArray } from 'drizzle-orm';
import { LIMITS } from '../../../core/schemas/common';
import { type ImportRow, PROCESS_SHEET_COLUMNS, PROCESS_SHEET_REQUIRED } from '../../../core/schemas/import';
import {
  DEFAULT_PROCESS_STATUS,
  DEFAULT_PROCESS_VERSION,
  PROCESS_STATUSES,
  type ProcessStatus,
  type ProcessUpdate,
} from '../../../core/schemas/process';
import type { Executor, Tx } from '../../db/client';
import { jobRoles, processes } from '../../db/schema';
import { badRequest } from '../../plugins/errors';
import { createJobRole, updateJobRole } from '../job-roles';
import { createProcesses, updateProcesses } from '../processes';
import { cellText, mapColumns, missingColumns, requireRows, type Table } from './read-table';

/*
 * The job roles and processes spreadsheet: one process per row under its job role. Roles are
 * created when missing (matched by name); a process is matched by (job role, name) and updated
 * when a value differs, else created.
 */

interface RolePlan {
  name: string;
  /** The description the sheet gives (undefined: the column is absent or every cell is blank). */
  description: string | undefined;
  existingId: string | null;
  action: 'create' | 'update' | 'unchanged';
}

interface ProcessPlan {
  roleKey: string;
  name: string;
  description: string;
  status: ProcessStatus | undefined;
  version: string | undefined;
  existingId: string | null;
  changes: ProcessUpdate;
  action: 'create' | 'update' | 'unchanged';
}

export interface SheetPlan {
  rows: ImportRow[];
  roles: Map<string, RolePlan>;
  processes: ProcessPlan[];
}

const VERSION_RE = /^[0-9A-Za-z][0-9A-Za-z.-]*$/;
const lower = (s: string) => s.toLowerCase();

/** "In Review", "in-review" and "in_review" are the same status; undefined when blank. */
function parseStatus(text: string): ProcessStatus | undefined | null {
  if (!text) return undefined;
  const value = text.toLowerCase().replace(/[\s-]+/g, '_');
  return (PROCESS_STATUSES as readonly string[]).includes(value) ? (value as ProcessStatus) : null;
}

function tooLong(label: string, text: string, max: number): string | null {
  return text.length > max ? `${label} must be at most ${max} characters` : null;
}

const missingProcessColumns = (header: string[]) =>
  missingColumns(header, PROCESS_SHEET_COLUMNS, PROCESS_SHEET_REQUIRED);

/**
 * The process columns of the sheet. 400 when one is missing: naming the workbook's other sheet
 * that has them all, when there is one (the processes are read from the sheet named Processes,
 * else from the first), otherwise naming the missing columns and the expected ones.
 */
function processColumns(table: Table) {
  const missing = missingProcessColumns(table.header);
  if (missing.length && table.workbook) {
    const { pickedBy, otherSheets } = table.workbook;
    const fits = otherSheets.find((s) => s.header.length && missingProcessColumns(s.header).length === 0);
    if (fits && pickedBy === 'first') {
      throw badRequest(
        `The processes are read from the first sheet; ‘${fits.sheet}’ has the expected columns: move it first.`,
      );
    }
    if (fits) {
      throw badRequest(
        `The processes are read from the sheet named ‘${table.sheet}’; ‘${fits.sheet}’ has the expected columns: give that name to ‘${fits.sheet}’ instead.`,
      );
    }
    requireRows(table);
  }
  return mapColumns(table.header, PROCESS_SHEET_COLUMNS, PROCESS_SHEET_REQUIRED);
}

/** What applying the sheet would do, row by row; reads only. */
export async function planProcessSheet(ex: Executor, table: Table): Promise<SheetPlan> {
  const col = processColumns(table);
  const rows: ImportRow[] = [];
  const roleRows: ImportRow[] = [];
  const roles = new Map<string, RolePlan & { firstRow: number }>();
  const planned: (ProcessPlan & { row: number; index: number })[] = [];
  const seen = new Map<string, number>();

  const existingRoles = await ex.select().from(jobRoles);
  const findRole = (name: string) =>
    existingRoles.find((r) => r.name === name) ?? existingRoles.find((r) => lower(r.name) === lower(name));

  for (const { row, cells } of table.rows) {
    const roleName = cellText(cells, col.jobRole);
    const roleDescription = cellText(cells, col.jobRoleDescription);
    const name = cellText(cells, col.processName);
    const description = cellText(cells, col.description);
    const statusText = cellText(cells, col.status);
    const version = cellText(cells, col.version) || undefined;
    const status = parseStatus(statusText);
    const reject = (reason: string) =>
      rows.push({ sheet: table.sheet, row, key: name || `(row ${row})`, action: 'reject', reason });

    const problem =
      (!roleName && 'Job Role is required') ||
      tooLong('Job Role', roleName, LIMITS.name) ||
      tooLong('Job Role Description', roleDescription, LIMITS.description) ||
      (!name && 'Process Name is required') ||
      tooLong('Process Name', name, LIMITS.name) ||
      (!description && 'Description is required') ||
      tooLong('Description', description, LIMITS.description) ||
      (status === null && `Unknown status "${statusText}": use Draft, In Review or Published`) ||
      (version !== undefined && tooLong('Version', version, LIMITS.version)) ||
      (version !== undefined && !VERSION_RE.test(version) && 'Version must look like 1.0') ||
      null;
    if (problem) {
      reject(problem);
      continue;
    }
    const duplicateKey = `${lower(roleName)}\u0000${lower(name)}`;
    const first = seen.get(duplicateKey);
    if (first !== undefined) {
      reject(`Duplicate of row ${first} (same job role and process name)`);
      continue;
    }
    seen.set(duplicateKey, row);

    const roleKey = lower(roleName);
    let role = roles.get(roleKey);
    if (!role) {
      const existing = findRole(roleName);
      role = {
        name: existing?.name ?? roleName,
        description: undefined,
        existingId: existing?.id ?? null,
        action: existing ? 'unchanged' : 'create',
        firstRow: row,
      };
      roles.set(roleKey, role);
    }
    if (role.description === undefined && roleDescription) role.description = roleDescription;
    planned.push({
      row,
      index: rows.length,
      roleKey,
      name,
      description,
      status: status ?? undefined,
      version,
      existingId: null,
      changes: {},
      action: 'create',
    });
    rows.push({ sheet: table.sheet, row, key: name, action: 'create' });
  }

  for (const role of roles.values()) {
    const existing = role.existingId ? existingRoles.find((r) => r.id === role.existingId) : undefined;
    if (existing && role.description !== undefined && role.description !== existing.description) {
      role.action = 'update';
    }
    roleRows.push({
      sheet: 'job-roles',
      row: role.firstRow,
      key: role.name,
      action: role.action,
      ...(role.action === 'update' ? { reason: 'The description changes' } : {}),
    });
  }

  const roleIds = [...roles.values()].flatMap((r) => (r.existingId ? [r.existingId] : []));
  const existingProcesses = roleIds.length
    ? await ex.select().from(processes).where(inArray(processes.jobRoleId, roleIds))
    : [];
  // (role id, lower-case name) -> the role's processes of that name.
  const byRoleAndName = new Map<string, (typeof existingProcesses)[number][]>();
  for (const e of existingProcesses) {
    const key = `${e.jobRoleId}\u0000${lower(e.name)}`;
    byRoleAndName.set(key, [...(byRoleAndName.get(key) ?? []), e]);
  }
  for (const p of planned) {
    const role = roles.get(p.roleKey)!;
    if (!role.existingId) continue;
    const sameName = byRoleAndName.get(`${role.existingId}\u0000${lower(p.name)}`) ?? [];
    const exact = sameName.filter((e) => e.name === p.name);
    const matches = exact.length ? exact : sameName;
    const reportRow = rows[p.index]!;
    if (matches.length > 1) {
      Object.assign(reportRow, {
        action: 'reject',
        reason: `${matches.length} processes named "${p.name}" exist under this job role; rename one first`,
      });
      continue;
    }
    const existing = matches[0];
    if (!existing) continue;
    const changes: ProcessUpdate = {};
    if (existing.name !== p.name) changes.name = p.name;
    if (existing.description !== p.description) changes.description = p.description;
    if (p.status !== undefined && existing.status !== p.status) changes.status = p.status;
    if (p.version !== undefined && existing.version !== p.version) changes.version = p.version;
    p.existingId = existing.id;
    p.changes = changes;
    p.action = Object.keys(changes).length ? 'update' : 'unchanged';
    reportRow.action = p.action;
    if (p.action === 'update') reportRow.reason = `Changes: ${Object.keys(changes).join(', ')}`;
  }

  return {
    rows: [...roleRows, ...rows],
    roles,
    processes: planned.filter((p) => rows[p.index]!.action !== 'reject'),
  };
}

/** Writes the plan in `tx` through the job role and process services (one audit event per role and process). */
export async function applyProcessSheet(tx: Tx, plan: SheetPlan): Promise<void> {
  const roleIds = new Map<string, string>();
  for (const [key, role] of plan.roles) {
    if (role.action === 'create') {
      const created = await createJobRole(tx, { name: role.name, description: role.description ?? null });
      roleIds.set(key, created.id);
    } else {
      if (role.action === 'update') {
        await updateJobRole(tx, role.existingId!, { description: role.description ?? null });
      }
      roleIds.set(key, role.existingId!);
    }
  }
  await createProcesses(
    tx,
    plan.processes
      .filter((p) => p.action === 'create')
      .map((p) => ({
        name: p.name,
        description: p.description,
        jobRoleId: roleIds.get(p.roleKey)!,
        version: p.version ?? DEFAULT_PROCESS_VERSION,
        status: p.status ?? DEFAULT_PROCESS_STATUS,
      })),
  );
  await updateProcesses(
    tx,
    plan.processes
      .filter((p) => p.action === 'update')
      .map((p) => ({ id: p.existingId!, changes: p.changes })),
  );
}
