import type { Artifact } from '@core/schemas/artifact';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useEditPainPoints } from '../../api/pain-points/edit-pain-points';
import { errorAria, FormField } from '../../components/ui/dialog';
import { FormDialog } from '../../components/ui/form-dialog';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import {
  DUPLICATE_PAIN_POINT_ERROR,
  isDuplicatePainPoint,
  type NewPainPoint,
  type NewPainPointForm,
  NewPainPointSchema,
  type PainPointItem,
  toBePainPointsArtifact,
  toPainPoint,
} from '../../lib/pain-points/pain-point-list';
import { runMutation } from '../../lib/run-mutation';
import { useDialogForm, useOnDialogOpen } from '../../lib/use-dialog-form';
import { ColleaguePainPoints, useColleaguePainPoints } from './colleague-pain-points';

type AddPainPointDialogProps = {
  processId: string;
  artifacts: Artifact[];
  /** The pain points already listed: a second one with the same title is refused. */
  existing: readonly PainPointItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const BLANK: NewPainPointForm = { title: '', description: '', impact: '' };

/** Add New Pain Point (spec §2, §5): Title *, Description, Impact; "Adding..." while it saves. */
export function AddPainPointDialog({
  processId,
  artifacts,
  existing,
  open,
  onOpenChange,
}: AddPainPointDialogProps) {
  const ids = useId();
  const edit = useEditPainPoints(processId, artifacts);
  const form = useDialogForm<NewPainPointForm, NewPainPoint>(zodResolver(NewPainPointSchema), BLANK);
  const { errors } = form.formState;
  const busy = edit.isPending;

  // A colleague's save of the To-Be pain points meanwhile: told, and theirs shown on request.
  const target = toBePainPointsArtifact(artifacts);
  const colleague = useColleaguePainPoints(open ? (target?.id ?? null) : null, form.formState.isDirty);
  const typedTitle = useWatch({ control: form.control, name: 'title' }) ?? '';

  // Each opening starts from a clean form.
  useOnDialogOpen(open, () => {
    form.reset(BLANK);
    edit.reset();
    colleague.forget();
  });

  const onValid = (values: NewPainPoint) => {
    if (isDuplicatePainPoint(values.title, existing)) {
      form.setError('title', { message: DUPLICATE_PAIN_POINT_ERROR }, { shouldFocus: true });
      return;
    }
    void runMutation(
      edit,
      { kind: 'add', painPoint: toPainPoint(values) },
      {
        onSuccess: () => {
          toast({ title: 'Pain point added', description: `"${values.title}" is now tracked in the To-Be.` });
          onOpenChange(false);
        },
        onError: (err) => {
          toast({
            variant: 'destructive',
            title: 'The pain point could not be added',
            description: errorMessage(err),
          });
        },
      },
    );
  };

  const titleId = `${ids}-title`;
  const descriptionId = `${ids}-description`;
  const impactId = `${ids}-impact`;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title="Add New Pain Point"
      description="Record a problem the To-Be process should address, then track how it is resolved."
      onSubmit={form.handleSubmit(onValid)}
      submitLabel="Add Pain Point"
      busyLabel="Adding..."
      footerClassName="pt-1"
    >
      <ColleaguePainPoints edit={colleague} title={typedTitle} />
      <FormField id={titleId} label="Title *" error={errors.title?.message}>
        <Input
          id={titleId}
          autoComplete="off"
          placeholder="e.g. Technicians re-key job notes at the office"
          aria-required="true"
          {...errorAria(titleId, errors.title)}
          {...form.register('title')}
        />
      </FormField>
      <FormField id={descriptionId} label="Description" error={errors.description?.message}>
        <Textarea
          id={descriptionId}
          rows={3}
          placeholder="What happens today and why it hurts"
          {...errorAria(descriptionId, errors.description)}
          {...form.register('description')}
        />
      </FormField>
      <FormField id={impactId} label="Impact" error={errors.impact?.message}>
        <Input
          id={impactId}
          autoComplete="off"
          placeholder="e.g. 2 hours lost per technician each week"
          {...errorAria(impactId, errors.impact)}
          {...form.register('impact')}
        />
      </FormField>
    </FormDialog>
  );
}
