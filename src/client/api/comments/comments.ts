import type { Comment, CommentAnchor, UnreadComments } from '@core/schemas/comments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '../../lib/api-client';
import { notificationsQueryKey, useIsNamed } from '../notifications/notifications';

/** How often open pages look for colleagues' comments while nothing else refreshes them. */
const UNREAD_REFRESH_MS = 30_000;

/** GET /api/processes/{id}/comments: every comment of a process, oldest first. */
export function commentsQueryOptions(processId: string) {
  const url = `/api/processes/${encodeURIComponent(processId)}/comments`;
  return queryOptions({
    queryKey: [url] as const,
    queryFn: ({ signal }) => getJson<Comment[]>(url, signal),
    refetchInterval: UNREAD_REFRESH_MS,
  });
}

export function useComments(processId: string) {
  return useQuery({ ...commentsQueryOptions(processId), enabled: useIsNamed() });
}

/** GET /api/comments/unread: the signed-in person's unread comments per process and tab. */
export function unreadCommentsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/comments/unread'] as const,
    queryFn: ({ signal }) => getJson<UnreadComments>('/api/comments/unread', signal),
    refetchInterval: UNREAD_REFRESH_MS,
  });
}

export function useUnreadComments() {
  return useQuery({ ...unreadCommentsQueryOptions(), enabled: useIsNamed() });
}

function useInvalidateComments(processId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: commentsQueryOptions(processId).queryKey });
    void queryClient.invalidateQueries({ queryKey: unreadCommentsQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
  };
}

/** POST /api/processes/{id}/comments: a new thread, or a reply with `parentId`. */
export function useAddComment(processId: string) {
  const invalidate = useInvalidateComments(processId);
  return useMutation({
    mutationFn: async (input: {
      body: string;
      anchor?: CommentAnchor | null;
      parentId?: string;
    }): Promise<Comment> =>
      (await apiRequest('POST', `/api/processes/${encodeURIComponent(processId)}/comments`, input)).json(),
    onSuccess: invalidate,
  });
}

/** PATCH /api/comments/{id}: edit your own text; resolve or reopen a thread. */
export function useUpdateComment(processId: string) {
  const invalidate = useInvalidateComments(processId);
  return useMutation({
    mutationFn: async ({
      id,
      ...change
    }: {
      id: string;
      body?: string;
      resolved?: boolean;
    }): Promise<Comment> =>
      (await apiRequest('PATCH', `/api/comments/${encodeURIComponent(id)}`, change)).json(),
    onSuccess: invalidate,
  });
}

/** POST /api/processes/{id}/comments/read: the comments shown have been seen. */
export function useMarkCommentsRead(processId: string) {
  const invalidate = useInvalidateComments(processId);
  return useMutation({
    mutationFn: async (commentIds: string[]) => {
      await apiRequest('POST', `/api/processes/${encodeURIComponent(processId)}/comments/read`, {
        commentIds,
      });
    },
    onSuccess: invalidate,
  });
}
