import { apiRequest } from '../../lib/api-client';

/** DELETE /api/pain-point-statuses/{id}: 204. */
export async function deletePainPointStatus(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/pain-point-statuses/${encodeURIComponent(id)}`);
}
