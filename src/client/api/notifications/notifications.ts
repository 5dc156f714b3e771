import type { NotificationList } from '@core/schemas/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '../../lib/api-client';
import { sessionQueryOptions } from '../auth/get-session';

export const notificationsQueryKey = ['/api/notifications'] as const;

/** GET /api/notifications: the signed-in person's inbox, newest first, with the unread count. */
export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => getJson<NotificationList>('/api/notifications', signal),
    // The sidebar's count: new mentions show up without a reload.
    refetchInterval: 30_000,
  });
}

/** Whether the session has a person: comments and the inbox are personal (409 without one). */
export function useIsNamed(): boolean {
  return useQuery({ ...sessionQueryOptions(), select: (s) => s.person !== null }).data ?? false;
}

export function useNotifications() {
  return useQuery({ ...notificationsQueryOptions(), enabled: useIsNamed() });
}

function useInvalidateNotifications() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
}

/** PATCH /api/notifications/{id}: one entry read or unread. */
export function useMarkNotification() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: async ({ id, read }: { id: string; read: boolean }) => {
      await apiRequest('PATCH', `/api/notifications/${encodeURIComponent(id)}`, { read });
    },
    onSuccess: invalidate,
  });
}

/** POST /api/notifications/read-all. */
export function useMarkAllNotificationsRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: async (): Promise<{ marked: number }> =>
      (await apiRequest('POST', '/api/notifications/read-all')).json(),
    onSuccess: invalidate,
  });
}
