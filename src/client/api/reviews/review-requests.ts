import type {
  ReviewDecisionCreateInput,
  ReviewRequest,
  ReviewRequestCreateInput,
} from '@core/schemas/reviews';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '../../lib/api-client';
import { processQueryOptions } from '../processes/get-process';

const REVIEWS = '/api/review-requests';

/** GET /api/review-requests?mine=1: the open reviews waiting for my decision (My reviews, the sidebar count). */
export function myReviewsQueryOptions() {
  return queryOptions({
    queryKey: [REVIEWS, 'mine'] as const,
    queryFn: ({ signal }) => getJson<ReviewRequest[]>(`${REVIEWS}?mine=1`, signal),
  });
}

export function useMyReviews(enabled = true) {
  return useQuery({ ...myReviewsQueryOptions(), enabled });
}

/** The reviews of one process, newest first: the process page shows the latest. */
export function processReviewsQueryOptions(processId: string) {
  return queryOptions({
    queryKey: [REVIEWS, 'process', processId] as const,
    queryFn: ({ signal }) =>
      getJson<ReviewRequest[]>(`${REVIEWS}?processId=${encodeURIComponent(processId)}`, signal),
  });
}

export function useProcessReviews(processId: string) {
  return useQuery(processReviewsQueryOptions(processId));
}

export function reviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: [REVIEWS, 'one', id] as const,
    queryFn: ({ signal }) => getJson<ReviewRequest>(`${REVIEWS}/${encodeURIComponent(id)}`, signal),
  });
}

export function useReview(id: string) {
  return useQuery(reviewQueryOptions(id));
}

/**
 * The status the review's answer implies, shown at once: the review panel and the header's status
 * come from two queries, and neither may show the other's old state while both are read again.
 */
function showStatus(queryClient: QueryClient, review: ReviewRequest) {
  const status =
    review.status === 'open' ? 'in_review' : review.status === 'approved' ? 'published' : 'draft';
  queryClient.setQueryData(processQueryOptions(review.processId).queryKey, (process) =>
    process ? { ...process, status } : process,
  );
}

/** A review changes the process's status, its published versions and its history: all read again. */
function invalidateAfterReview(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [REVIEWS] }),
    // The process, its published versions and every list that shows its status.
    queryClient.invalidateQueries({ queryKey: ['/api/processes'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/dashboard/summary'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/history'] }),
  ]);
}

/** POST /api/processes/{id}/review-requests: "Request review". */
export function useRequestReview(processId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReviewRequestCreateInput): Promise<ReviewRequest> =>
      (
        await apiRequest('POST', `/api/processes/${encodeURIComponent(processId)}/review-requests`, input)
      ).json(),
    onSuccess: (review) => {
      showStatus(queryClient, review);
      return invalidateAfterReview(queryClient);
    },
  });
}

/** POST /api/review-requests/{id}/decisions: approve or request changes. */
export function useDecideReview(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReviewDecisionCreateInput): Promise<ReviewRequest> =>
      (await apiRequest('POST', `${REVIEWS}/${encodeURIComponent(reviewId)}/decisions`, input)).json(),
    onSuccess: (saved) => {
      queryClient.setQueryData(reviewQueryOptions(saved.id).queryKey, saved);
      showStatus(queryClient, saved);
      return invalidateAfterReview(queryClient);
    },
  });
}
