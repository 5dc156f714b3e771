import type { ReviewDecisionKind, ReviewRequest } from '@core/schemas/reviews';
import { CheckIcon, LoaderCircleIcon, MessageSquareWarningIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useDecideReview } from '../../../api/reviews/review-requests';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { runMutation } from '../../../lib/run-mutation';

/**
 * The approver's decision: a comment (required to request changes) and Approve or Request
 * changes. A refusal (your own change, someone closed the review meanwhile) shows here and the
 * comment stays.
 */
export function DecisionForm({ review }: { review: ReviewRequest }) {
  const id = useId();
  const decide = useDecideReview(review.id);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState<ReviewDecisionKind | null>(null);

  const send = (decision: ReviewDecisionKind) => {
    if (decision === 'request_changes' && !comment.trim()) {
      setProblem('Say what should change: a comment is required when requesting changes.');
      return;
    }
    setProblem(null);
    setSending(decision);
    // runMutation: the saved decision ends "mine" and unmounts this form before mutate's own
    // callbacks would run, and the toast must still say what happened.
    void runMutation(
      decide,
      { decision, comment },
      {
        onSuccess: (saved) => {
          setComment('');
          toast({
            title: decision === 'approve' ? 'Approved' : 'Changes Requested',
            description:
              saved.status === 'approved' && saved.publishedVersion
                ? `Everyone approved: "${saved.processName}" is Published as version ${saved.publishedVersion.version}.`
                : decision === 'approve'
                  ? `Your approval of "${saved.processName}" is recorded.`
                  : `"${saved.processName}" is back to Draft with your comment.`,
          });
        },
        onError: (err) =>
          setProblem(errorMessage(err, 'Your decision could not be saved. Please try again.')),
        onSettled: () => setSending(null),
      },
    );
  };

  const busy = decide.isPending;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50/60 p-4"
    >
      <h2 id={`${id}-title`} className="font-semibold text-brand-950">
        Your decision
      </h2>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-comment`}>Comment</Label>
        <Textarea
          id={`${id}-comment`}
          rows={3}
          value={comment}
          maxLength={5000}
          disabled={busy}
          placeholder="Required when you request changes: say what should change."
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => setComment(e.target.value)}
          className="bg-white"
        />
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-red-800 text-sm">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => send('approve')} disabled={busy}>
          {sending === 'approve' ? (
            <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
          ) : (
            <CheckIcon aria-hidden="true" />
          )}
          Approve
        </Button>
        <Button variant="outline" onClick={() => send('request_changes')} disabled={busy}>
          {sending === 'request_changes' ? (
            <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
          ) : (
            <MessageSquareWarningIcon aria-hidden="true" />
          )}
          Request Changes
        </Button>
      </div>
    </section>
  );
}
