import { SparklesIcon } from 'lucide-react';
import { useState } from 'react';
import { useCanEdit } from '../../../api/auth/capabilities';
import { Button } from '../../../components/ui/button';
import { lazyDialog } from '../../../lib/lazy-dialog';

const TrainingGenerationDialog = lazyDialog(() =>
  import('./training-generation-dialog').then((m) => m.TrainingGenerationDialog),
);

/** The comparison toolbar's button that opens the generation dialog (its code loads on first open). */
export function GenerateTrainingMaterialsButton({ processId }: { processId: string }) {
  const canEdit = useCanEdit();
  const [open, setOpen] = useState(false);
  if (!canEdit) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <SparklesIcon aria-hidden="true" />
        Generate Training Materials
      </Button>
      <TrainingGenerationDialog processId={processId} open={open} onOpenChange={setOpen} />
    </>
  );
}
