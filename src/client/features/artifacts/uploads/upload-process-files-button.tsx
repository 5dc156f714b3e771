import { UploadIcon } from 'lucide-react';
import { useState } from 'react';
import { useCanEdit } from '../../../api/auth/capabilities';
import { Button } from '../../../components/ui/button';
import { lazyDialog } from '../../../lib/lazy-dialog';

const UploadProcessFilesDialog = lazyDialog(() =>
  import('./upload-process-files-dialog').then((m) => m.UploadProcessFilesDialog),
);

/** The toolbar button that opens the Upload Process Files dialog (its code loads on first open). */
export function UploadProcessFilesButton({ processId }: { processId: string }) {
  const canEdit = useCanEdit();
  const [open, setOpen] = useState(false);
  if (!canEdit) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <UploadIcon aria-hidden="true" />
        Upload Process Files
      </Button>
      <UploadProcessFilesDialog processId={processId} open={open} onOpenChange={setOpen} />
    </>
  );
}
