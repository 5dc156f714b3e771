import { ROLE_LABELS } from '@core/schemas/people';
import { MAX_APPROVERS } from '@core/schemas/reviews';
import { useId, useState } from 'react';
import { useSession } from '../../../api/auth/get-session';
import { useApprovers } from '../../../api/people/people';
import { useRequestReview } from '../../../api/reviews/review-requests';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Label } from '../../../components/ui/label';
import { SkeletonList } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { runMutation } from '../../../lib/run-mutation';
import { useOnDialogOpen } from '../../../lib/use-dialog-form';

/**
 * Request review: the approvers to ask (people with the approver role or higher) and a message.
 * The process goes In Review; a refused request (someone already reviewing, your own approval)
 * says why inside the dialog and keeps what was picked and typed.
 */
export function RequestReviewDialog({
  processId,
  processName,
  open,
  onOpenChange,
}: {
  processId: string;
  processName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const ids = useId();
  const approvers = useApprovers(open);
  const me = useSession().data?.person?.id ?? null;
  const request = useRequestReview(processId);
  const [picked, setPicked] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  useOnDialogOpen(open, () => {
    setPicked([]);
    setMessage('');
    setProblem(null);
    request.reset();
  });

  const toggle = (id: string, on: boolean) =>
    setPicked((current) => (on ? [...current, id] : current.filter((p) => p !== id)));

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (picked.length === 0) {
      setProblem('Pick at least one approver.');
      return;
    }
    setProblem(null);
    // runMutation: once the review is open the Request Review button (and this dialog with it)
    // leaves the header, before mutate's own callbacks would run.
    void runMutation(
      request,
      { approverIds: picked, message },
      {
        onSuccess: (review) => {
          toast({
            title: 'Review Requested',
            description: `"${processName}" is In Review: ${review.approvers.map((a) => a.name).join(', ')} will decide.`,
          });
          onOpenChange(false);
        },
        onError: (err) =>
          setProblem(errorMessage(err, 'The review could not be requested. Please try again.')),
      },
    );
  };

  const listId = `${ids}-approvers`;
  const messageId = `${ids}-message`;
  const problemId = `${ids}-problem`;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={request.isPending}
      title="Request Review"
      description={`Ask approvers to sign off "${processName}". It is In Review until every approver approved (then Published) or one requests changes (back to Draft).`}
      className="max-w-lg"
      onSubmit={onSubmit}
      submitLabel="Request Review"
      busyLabel="Requesting..."
    >
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={problem ? problemId : undefined}
        aria-invalid={problem ? true : undefined}
      >
        <legend className="mb-2 font-medium text-slate-900 text-sm">Approvers *</legend>
        {approvers.isPending ? (
          <SkeletonList
            label="Loading approvers…"
            count={2}
            className="flex flex-col gap-2"
            itemClassName="h-10"
          />
        ) : approvers.isError ? (
          <p className="text-red-700 text-sm">
            The approvers could not be loaded: {errorMessage(approvers.error)}
          </p>
        ) : approvers.data.length === 0 ? (
          <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-slate-700 text-sm">
            Nobody has the Approver role yet. An admin gives it on the People &amp; Roles screen.
          </p>
        ) : (
          <ul
            id={listId}
            className="flex max-h-64 flex-col divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200"
          >
            {approvers.data.map((person) => {
              const boxId = `${ids}-${person.id}`;
              const checked = picked.includes(person.id);
              return (
                <li key={person.id}>
                  <label
                    htmlFor={boxId}
                    className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-slate-50"
                  >
                    <input
                      id={boxId}
                      type="checkbox"
                      className="size-4 accent-brand-600"
                      checked={checked}
                      disabled={!checked && picked.length >= MAX_APPROVERS}
                      onChange={(e) => toggle(person.id, e.target.checked)}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-slate-900 text-sm">
                        {person.name}
                        {person.id === me ? <span className="font-normal text-slate-500"> (you)</span> : null}
                      </span>
                      {person.email ? (
                        <span className="block truncate text-slate-500 text-xs">{person.email}</span>
                      ) : null}
                    </span>
                    <span className="shrink-0 rounded bg-slate-100 px-1.5 py-0.5 text-[11px] text-slate-700">
                      {ROLE_LABELS[person.role]}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>
      <div className="flex flex-col gap-2">
        <Label htmlFor={messageId}>Message</Label>
        <Textarea
          id={messageId}
          rows={4}
          value={message}
          maxLength={5000}
          placeholder="What changed, and what should the approvers look at?"
          onChange={(e) => setMessage(e.target.value)}
        />
      </div>
      {problem ? (
        <p
          id={problemId}
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800 text-sm"
        >
          {problem}
        </p>
      ) : null}
    </FormDialog>
  );
}
