import { DEFAULT_FIELD_SERVICE_PRODUCT } from '@core/rules/significance';
import type { Settings } from '@core/schemas/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';

/** GET /api/settings: the field-service product whose name marks a line in Auto significance (spec §4). */
export function getSettings(signal?: AbortSignal): Promise<Settings> {
  return getJson<Settings>('/api/settings', signal);
}

export function settingsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/settings'] as const,
    queryFn: ({ signal }) => getSettings(signal),
  });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}

/** The product name Auto marking matches; the default until (or unless) the settings answer. */
export function useFieldServiceProduct(): string {
  const settings = useSettings();
  const name = settings.data?.fieldServiceProduct;
  return typeof name === 'string' && name.trim() ? name : DEFAULT_FIELD_SERVICE_PRODUCT;
}
