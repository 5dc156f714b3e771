import type { PainPointStatus, PainPointStatusValue } from '@core/schemas/pain-point-status';
import { sameTitle } from '../../../../core/rules/pain-points';

/**
 * Spec §4: a click on a status button adds the status to the pain point when it is absent and
 * removes it when present. Statuses are stored by pain point title, compared like titles are.
 */
export type StatusToggle =
  | { kind: 'add'; painPointTitle: string; status: PainPointStatusValue }
  | { kind: 'remove'; painPointTitle: string; status: PainPointStatusValue; ids: string[] };

export function statusesOf(rows: readonly PainPointStatus[], title: string): Set<string> {
  return new Set(rows.filter((row) => sameTitle(row.painPointTitle, title)).map((row) => row.status));
}

export function decideStatusToggle(
  rows: readonly PainPointStatus[],
  painPointTitle: string,
  status: PainPointStatusValue,
): StatusToggle {
  // Every matching entry goes: older data may hold the same status under a differently cased title.
  const ids = rows
    .filter((row) => row.status === status && sameTitle(row.painPointTitle, painPointTitle))
    .map((row) => row.id);
  return ids.length > 0
    ? { kind: 'remove', painPointTitle, status, ids }
    : { kind: 'add', painPointTitle, status };
}

/** The list as it reads once the toggle is done; `tempId` names an added entry until the server answers. */
export function applyStatusToggle(
  rows: readonly PainPointStatus[],
  toggle: StatusToggle,
  processId: string,
  tempId: string,
): PainPointStatus[] {
  if (toggle.kind === 'remove') return rows.filter((row) => !toggle.ids.includes(row.id));
  return [...rows, { id: tempId, processId, painPointTitle: toggle.painPointTitle, status: toggle.status }];
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
