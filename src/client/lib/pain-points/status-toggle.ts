import { belongsTo, type PainPointRef } from '@core/rules/pain-points';
import type { PainPointStatus, PainPointStatusValue } from '@core/schemas/pain-point-status';

/*
 * Spec §4: a click on a status button adds the status to the pain point when it is absent and
 * removes it when present. Statuses belong to a pain point by its id (issue 19), so a renamed pain
 * point keeps them and a new one of a removed one's title starts from Not Set.
 */
export type StatusToggle =
  | { kind: 'add'; painPoint: PainPointRef; status: PainPointStatusValue }
  | { kind: 'remove'; painPoint: PainPointRef; status: PainPointStatusValue; ids: string[] };

export function statusesOf(rows: readonly PainPointStatus[], painPoint: PainPointRef): Set<string> {
  return new Set(rows.filter((row) => belongsTo(row, painPoint)).map((row) => row.status));
}

export function decideStatusToggle(
  rows: readonly PainPointStatus[],
  painPoint: PainPointRef,
  status: PainPointStatusValue,
): StatusToggle {
  // Every matching entry goes, should the list ever hold the same status twice.
  const ids = rows.filter((row) => row.status === status && belongsTo(row, painPoint)).map((row) => row.id);
  return ids.length > 0 ? { kind: 'remove', painPoint, status, ids } : { kind: 'add', painPoint, status };
}

/** The POST /api/pain-point-statuses body of an add: the pain point by id (by title only without one). */
export function statusCreateBody(processId: string, painPoint: PainPointRef, status: PainPointStatusValue) {
  return {
    processId,
    ...(painPoint.id ? { painPointId: painPoint.id } : { painPointTitle: painPoint.title }),
    status,
  };
}

/** The list as it reads once the toggle is done; `tempId` names an added entry until the server answers. */
export function applyStatusToggle(
  rows: readonly PainPointStatus[],
  toggle: StatusToggle,
  processId: string,
  tempId: string,
): PainPointStatus[] {
  if (toggle.kind === 'remove') return rows.filter((row) => !toggle.ids.includes(row.id));
  return [
    ...rows,
    {
      id: tempId,
      processId,
      painPointId: toggle.painPoint.id ?? null,
      painPointTitle: toggle.painPoint.title,
      status: toggle.status,
    },
  ];
}

/** Undoes one toggle in a list that other toggles may have changed since. */
export function revertStatusToggle(
  rows: readonly PainPointStatus[],
  toggle: StatusToggle,
  removed: readonly PainPointStatus[],
  tempId: string,
): PainPointStatus[] {
  if (toggle.kind === 'add') return rows.filter((row) => row.id !== tempId);
  const present = new Set(rows.map((row) => row.id));
  return [...rows, ...removed.filter((row) => !present.has(row.id))];
}

/** Swaps the placeholder of an added entry for the row the server saved. */
export function confirmStatusAdd(
  rows: readonly PainPointStatus[],
  tempId: string,
  saved: PainPointStatus,
): PainPointStatus[] {
  const withoutSaved = rows.filter((row) => row.id !== saved.id);
  return withoutSaved.some((row) => row.id === tempId)
    ? withoutSaved.map((row) => (row.id === tempId ? saved : row))
    : [...withoutSaved, saved];
}
