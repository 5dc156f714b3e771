import { SendIcon } from 'lucide-react';
import { useState } from 'react';
import { useCanEdit } from '../../../api/auth/capabilities';
import { useProcessReviews } from '../../../api/reviews/review-requests';
import { Button } from '../../../components/ui/button';
import { lazyDialog } from '../../../lib/lazy-dialog';

const RequestReviewDialog = lazyDialog(() =>
  import('./request-review-dialog').then((m) => m.RequestReviewDialog),
);

/** "Request review" in the process header: for editors, while no review of the process is open. */
export function RequestReviewButton({ processId, processName }: { processId: string; processName: string }) {
  const canEdit = useCanEdit();
  const reviews = useProcessReviews(processId);
  const [open, setOpen] = useState(false);
  const inReview = reviews.data?.[0]?.status === 'open';
  const offered = canEdit && reviews.isSuccess && !inReview;
  // The dialog stays while open: its own request opens the review, which hides the button first.
  if (!offered && !open) return null;
  return (
    <>
      {offered ? (
        <Button variant="outline" onClick={() => setOpen(true)}>
          <SendIcon aria-hidden="true" />
          Request Review
        </Button>
      ) : null}
      <RequestReviewDialog
        processId={processId}
        processName={processName}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}
