import type { PlannedDocumentDto } from '@core/schemas/training-generation';
import {
  CircleAlertIcon,
  FileTextIcon,
  LoaderCircleIcon,
  PresentationIcon,
  SparklesIcon,
} from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import {
  useGenerateTrainingMaterials,
  useTrainingGenerationPlan,
} from '../../../api/training-generation/training-generation';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DialogFooter, TitledDialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { dismissToast, toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { runMutation } from '../../../lib/run-mutation';
import { TIERS } from '../../../lib/training/tiers';
import { useProcessTab } from '../../../lib/use-process-tab';
import { TierMark } from '../materials/tier-section';

const FORMAT_LABEL = { docx: 'Word', pptx: 'PowerPoint' } as const;

function PlannedRow({
  doc,
  checked,
  disabled,
  onCheckedChange,
}: {
  doc: PlannedDocumentDto;
  checked: boolean;
  disabled: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  const Icon = doc.format === 'pptx' ? PresentationIcon : FileTextIcon;
  return (
    <li className="flex items-start gap-3 px-3 py-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onCheckedChange(e.currentTarget.checked)}
        aria-describedby={`${id}-from${doc.missing.length ? ` ${id}-missing` : ''}`}
        className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-600"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className="flex cursor-pointer items-center gap-2">
          <Icon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span className="font-medium text-slate-900 text-sm">{doc.label}</span>
          <Badge variant="outline">{FORMAT_LABEL[doc.format]}</Badge>
        </label>
        <p id={`${id}-from`} className="text-slate-600 text-xs leading-relaxed">
          <span className="font-medium text-slate-700">Built from: </span>
          {doc.builtFrom.length ? doc.builtFrom.join(' · ') : 'nothing in the repository yet'}
        </p>
        {doc.missing.length ? (
          <div
            id={`${id}-missing`}
            className="rounded-md border border-amber-200 bg-amber-50 px-2.5 py-2 text-amber-900 text-xs leading-relaxed"
          >
            <p className="flex items-center gap-1.5 font-medium">
              <CircleAlertIcon className="size-3.5 shrink-0" aria-hidden="true" />
              Missing, so this draft will be thin:
            </p>
            <ul className="mt-1 list-disc pl-5">
              {doc.missing.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </li>
  );
}

/**
 * Generate Training Materials (issue 12): the drafts this process can have, per tier, with what
 * each is built from and what is missing; the chosen ones are written and filed under their tiers.
 */
export function TrainingGenerationDialog({
  processId,
  open,
  onOpenChange,
}: {
  processId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const plan = useTrainingGenerationPlan(processId, open);
  const generate = useGenerateTrainingMaterials(processId);
  const { setTab } = useProcessTab();
  const [unchecked, setUnchecked] = useState<Set<string>>(new Set());
  const busy = generate.isPending;

  useEffect(() => {
    if (open) setUnchecked(new Set());
  }, [open]);

  const documents = plan.data?.documents ?? [];
  const chosen = documents.filter((d) => !unchecked.has(d.key)).map((d) => d.key);

  const close = (next: boolean) => {
    if (!next && busy) return;
    onOpenChange(next);
  };

  const submit = () => {
    if (chosen.length === 0) return;
    void runMutation(
      generate,
      { documents: chosen },
      {
        onSuccess: ({ documents: created }) => {
          onOpenChange(false);
          const { id } = toast({
            title: 'Training materials generated',
            description: (
              <span className="flex flex-col items-start gap-2">
                <span>
                  {created.length === 1 ? '1 document' : `${created.length} documents`} added under their
                  tiers.
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    setTab('materials');
                    dismissToast(id);
                  }}
                >
                  Open Training Materials
                </Button>
              </span>
            ),
          });
        },
        onError: (err) => {
          toast({
            title: 'Could not generate training materials',
            description: errorMessage(err),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <TitledDialog
      open={open}
      onOpenChange={close}
      className="max-w-2xl"
      onInteractOutside={(e) => busy && e.preventDefault()}
      title="Generate Training Materials"
      description="First drafts in Word and PowerPoint, built from what this process already documents. Each is added under its tier as a new document to edit; nothing already there is changed."
    >
      {plan.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-label="Loading the drafts">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-24" />
        </div>
      ) : plan.isError ? (
        <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800 text-sm" role="alert">
          {errorMessage(plan.error)}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          {TIERS.map((tier) => {
            const inTier = documents.filter((d) => d.tier === tier.key);
            if (inTier.length === 0) return null;
            return (
              <section key={tier.key} aria-labelledby={`gen-${tier.key}`} className="flex flex-col gap-1.5">
                <h3
                  id={`gen-${tier.key}`}
                  className="flex items-center gap-2 font-semibold text-slate-900 text-sm"
                >
                  <TierMark tier={tier.number} className="size-6 rounded text-[11px]" />
                  {tier.title}
                </h3>
                <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
                  {inTier.map((doc) => (
                    <PlannedRow
                      key={doc.key}
                      doc={doc}
                      checked={!unchecked.has(doc.key)}
                      disabled={busy}
                      onCheckedChange={(checked) =>
                        setUnchecked((current) => {
                          const next = new Set(current);
                          if (checked) next.delete(doc.key);
                          else next.add(doc.key);
                          return next;
                        })
                      }
                    />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}

      <DialogFooter className="sm:items-center">
        <p className="mr-auto text-slate-600 text-xs" aria-live="polite">
          {plan.isSuccess
            ? chosen.length === 0
              ? 'Choose at least one document.'
              : `${chosen.length} of ${documents.length} selected`
            : null}
        </p>
        <Button variant="outline" onClick={() => close(false)} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={busy || !plan.isSuccess || chosen.length === 0}>
          {busy ? (
            <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
          ) : (
            <SparklesIcon aria-hidden="true" />
          )}
          {busy ? 'Generating...' : 'Generate'}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
