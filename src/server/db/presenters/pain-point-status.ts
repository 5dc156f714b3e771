import type { PainPointStatus } from '../../../core/schemas/pain-point-status';
import type { painPointStatuses } from '../schema';

type Row = typeof painPointStatuses.$inferSelect;

/** A stored status in the API's shape. */
export function toStatus(row: Row): PainPointStatus {
  return {
    id: row.id,
    processId: row.processId,
    painPointId: row.painPointId,
    painPointTitle: row.painPointTitle,
    status: row.status,
  };
}
