import type { PainPointStatus, PainPointStatusCreate } from '@core/schemas/pain-point-status';
import { apiRequest } from '../../lib/api-client';

/** POST /api/pain-point-statuses: 201 with the new entry, or 200 with the one already there. */
export async function createPainPointStatus(input: PainPointStatusCreate): Promise<PainPointStatus> {
  const res = await apiRequest('POST', '/api/pain-point-statuses', input);
  return (await res.json()) as PainPointStatus;
}
