import { describe, expect, it } from 'vitest';
import { awaitsDecisionOf, reviewStatusText } from './review-status';

const approver = (personId: string, decision: 'approve' | 'request_changes' | null = null) => ({
  personId,
  name: personId,
  decision,
  comment: null,
  decidedAt: null,
});

describe('review status', () => {
  it('counts the approvers still to decide while open', () => {
    expect(reviewStatusText({ status: 'open', approvers: [approver('a', 'approve'), approver('b')] })).toBe(
      'Waiting for 1 of 2 approvers',
    );
    expect(reviewStatusText({ status: 'open', approvers: [approver('a')] })).toBe(
      'Waiting for 1 of 1 approver',
    );
    expect(reviewStatusText({ status: 'changes_requested', approvers: [] })).toBe('Changes requested');
  });

  it('awaits the decision of an asked approver who has not decided, in an open review only', () => {
    const review = { status: 'open' as const, approvers: [approver('a', 'approve'), approver('b')] };
    expect(awaitsDecisionOf(review, 'b')).toBe(true);
    expect(awaitsDecisionOf(review, 'a')).toBe(false);
    expect(awaitsDecisionOf(review, 'c')).toBe(false);
    expect(awaitsDecisionOf({ ...review, status: 'approved' }, 'b')).toBe(false);
  });
});
