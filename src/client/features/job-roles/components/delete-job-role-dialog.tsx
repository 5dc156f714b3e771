import { CircleAlertIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useDeleteJobRole } from '../../../api/job-roles/delete-job-role';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage, errorStatus } from '../../../lib/api-client';
import { plural } from '../../../lib/format';
import { runMutation } from '../../../lib/run-mutation';

type DeleteJobRoleDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  role: { id: string; name: string } | null;
  /** The role's number of processes when known: said up front, since the server refuses then. */
  processCount?: number;
  onDeleted?: () => void;
};

/**
 * Confirms deleting a role. The server refuses (409) while the role has processes; its message is
 * shown here, in the dialog, and the dialog stays open to read it.
 */
export function DeleteJobRoleDialog({
  open,
  onOpenChange,
  role,
  processCount,
  onDeleted,
}: DeleteJobRoleDialogProps) {
  const remove = useDeleteJobRole();
  const [refusal, setRefusal] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new opening forgets the last refusal
  useEffect(() => {
    if (open) setRefusal(null);
  }, [open, role?.id]);

  if (!role) return null;

  // runMutation, not mutate's own callbacks: the navigation and toast must survive this dialog
  // unmounting first (the page leaving, or refreshing the role it showed) before the answer.
  const onConfirm = () =>
    runMutation(remove, role.id, {
      onSuccess: () => {
        toast({ title: 'Job Role Deleted', description: `"${role.name}" has been deleted.` });
        onOpenChange(false);
        onDeleted?.();
      },
      onError: (err) => {
        const message = errorMessage(err, 'Failed to delete the job role. Please try again.');
        if (errorStatus(err) === 409) {
          setRefusal(message);
          return;
        }
        toast({ title: 'Delete Error', description: message, variant: 'destructive' });
      },
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this job role?"
      description={
        <>
          <span className="font-medium text-slate-900">{role.name}</span> will be removed from the repository
          {processCount ? ` (it has ${plural(processCount, 'process', 'processes')})` : ''}. The change is
          kept in Version History.
        </>
      }
      confirmLabel="Delete Job Role"
      busyLabel="Deleting..."
      busy={remove.isPending}
      confirmDisabled={refusal !== null}
      onConfirm={onConfirm}
    >
      {refusal ? (
        <div role="alert" className="flex items-start gap-2.5 rounded-md border border-red-200 bg-red-50 p-3">
          <CircleAlertIcon className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden="true" />
          <p className="text-red-900 text-sm">{refusal}</p>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
