import type { ReviewRequest } from '@core/schemas/reviews';

/** The review's state in a few words: "Waiting for 2 of 3 approvers", "Approved", "Changes requested". */
export function reviewStatusText(review: Pick<ReviewRequest, 'status' | 'approvers'>): string {
  if (review.status === 'approved') return 'Approved';
  if (review.status === 'changes_requested') return 'Changes requested';
  const waiting = review.approvers.filter((a) => !a.decision).length;
  return `Waiting for ${waiting} of ${review.approvers.length} approver${review.approvers.length === 1 ? '' : 's'}`;
}

/** Whether `personId` is asked in this open review and has not decided yet. */
export function awaitsDecisionOf(
  review: Pick<ReviewRequest, 'status' | 'approvers'>,
  personId: string | null,
): boolean {
  return (
    review.status === 'open' &&
    !!personId &&
    review.approvers.some((a) => a.personId === personId && !a.decision)
  );
}
