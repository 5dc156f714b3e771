import { LIMITS } from '../../../core/schemas/common';
import type { Division } from '../../../core/schemas/division';
import { DIVISION_CSV_COLUMNS, DIVISION_CSV_REQUIRED, type ImportRow } from '../../../core/schemas/import';
import type { Executor, Tx } from '../../db/client';
import { divisions } from '../../db/schema';
import { writeAudit } from '../../plugins/audit';
import { sameJson } from './import-report';
import { cellText, mapColumns, type Table } from './read-table';

/*
 * The divisions headcount CSV: one row per division and role, as the Training Audiences page
 * exports it. Each division in the file gets exactly the file's roles; its employee count is their
 * sum. "Division" is a code ("ATL") or the exported label ("ATL - Atlanta"): the code is what comes
 * before " - ".
 */

interface DivisionPlan {
  division: Division;
  before: Division | null;
  action: 'create' | 'update' | 'unchanged';
}

export interface DivisionsPlan {
  rows: ImportRow[];
  divisions: DivisionPlan[];
}

const SHEET = 'divisions';
const MAX_HEADCOUNT = 1_000_000;

interface Group {
  code: string;
  firstRow: number;
  label: string;
  name: string;
  location: string;
  specialization: string;
  roles: Record<string, number>;
  roleRows: Map<string, number>;
}

/** What applying the file would do, one report row per division plus one per rejected line; reads only. */
export async function planDivisionsCsv(ex: Executor, table: Table): Promise<DivisionsPlan> {
  const col = mapColumns(table.header, DIVISION_CSV_COLUMNS, DIVISION_CSV_REQUIRED);
  const rejects: ImportRow[] = [];
  const groups = new Map<string, Group>();
  const existing = await ex.select().from(divisions);
  const existingByCode = new Map(existing.map((d) => [d.code.toLowerCase(), d]));

  for (const { row, cells } of table.rows) {
    const divisionCell = cellText(cells, col.division);
    const separator = divisionCell.indexOf(' - ');
    const code = (separator >= 0 ? divisionCell.slice(0, separator) : divisionCell).trim();
    const role = cellText(cells, col.role);
    const countText = cellText(cells, col.count);
    const name = cellText(cells, col.name);
    const location = cellText(cells, col.location);
    const specialization = cellText(cells, col.specialization);
    const reject = (reason: string) =>
      rejects.push({
        sheet: SHEET,
        row,
        key: [code || divisionCell, role].filter(Boolean).join(' / ') || `(row ${row})`,
        action: 'reject',
        reason,
      });
    const problem =
      (!code && 'Division is required') ||
      (code.length > 40 && 'Division code must be at most 40 characters') ||
      (!role && 'Role is required') ||
      (role.length > LIMITS.name && `Role must be at most ${LIMITS.name} characters`) ||
      (!/^\d+$/.test(countText) && `Count must be a whole number of 0 or more (got "${countText}")`) ||
      (Number(countText) > MAX_HEADCOUNT && `Count must be at most ${MAX_HEADCOUNT}`) ||
      (name.length > LIMITS.name && `Name must be at most ${LIMITS.name} characters`) ||
      (location.length > LIMITS.name && `Location must be at most ${LIMITS.name} characters`) ||
      (specialization.length > LIMITS.shortText &&
        `Specialization must be at most ${LIMITS.shortText} characters`) ||
      null;
    if (problem) {
      reject(problem);
      continue;
    }
    const key = (existingByCode.get(code.toLowerCase())?.code ?? code).toLowerCase();
    let group = groups.get(key);
    if (!group) {
      group = {
        code: existingByCode.get(key)?.code ?? code,
        firstRow: row,
        label: separator >= 0 ? divisionCell : '',
        name: '',
        location: '',
        specialization: '',
        roles: {},
        roleRows: new Map(),
      };
      groups.set(key, group);
    }
    const firstRoleRow = group.roleRows.get(role.toLowerCase());
    if (firstRoleRow !== undefined) {
      reject(`Duplicate of row ${firstRoleRow} (same division and role)`);
      continue;
    }
    group.roleRows.set(role.toLowerCase(), row);
    group.roles[role] = Number(countText);
    group.name ||= name;
    group.location ||= location;
    group.specialization ||= specialization;
  }

  const rows: ImportRow[] = [];
  const planned: DivisionPlan[] = [];
  for (const [key, g] of groups) {
    const before = existingByCode.get(key) ?? null;
    const employees = Object.values(g.roles).reduce((a, b) => a + b, 0);
    const division: Division = {
      code: g.code,
      name: g.name || g.label || before?.name || g.code,
      location: g.location || before?.location || '',
      employees,
      specialization: g.specialization || before?.specialization || '',
      roles: g.roles,
    };
    const label = division.name.startsWith(division.code)
      ? division.name
      : `${division.code} - ${division.name}`;
    const facts = `${Object.keys(g.roles).length} roles, ${employees} employees`;
    if (!before && (!division.location || !division.specialization)) {
      rows.push({
        sheet: SHEET,
        row: g.firstRow,
        key: label,
        action: 'reject',
        reason: 'A new division needs a Location and a Specialization',
      });
      continue;
    }
    const action = !before ? 'create' : sameJson(division, before) ? 'unchanged' : 'update';
    rows.push({ sheet: SHEET, row: g.firstRow, key: label, action, reason: facts });
    planned.push({ division, before, action });
  }
  return { rows: [...rows, ...rejects].sort((a, b) => a.row - b.row), divisions: planned };
}

/** Replaces each listed division's facts and roles in `tx`, with one audit event per changed division. */
export async function applyDivisionsCsv(tx: Tx, plan: DivisionsPlan): Promise<void> {
  for (const { division, before, action } of plan.divisions) {
    if (action === 'unchanged') continue;
    const { code, ...values } = division;
    await tx.insert(divisions).values(division).onConflictDoUpdate({ target: divisions.code, set: values });
    await writeAudit(tx, {
      action: before ? 'update' : 'create',
      entityType: 'division',
      entityId: code,
      summary: `${before ? 'Updated' : 'Added'} division "${division.name}" (${division.employees} employees)`,
      before,
      after: division,
    });
  }
}
