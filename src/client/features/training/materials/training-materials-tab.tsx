import type { TierDocument } from '@core/schemas/training';
import {
  ArrowRightIcon,
  ClipboardListIcon,
  ExternalLinkIcon,
  type LucideIcon,
  MonitorPlayIcon,
  PresentationIcon,
} from 'lucide-react';
import { useMemo, useState } from 'react';
import { useDeleteTierDocument, useTierDocuments } from '../../../api/training/tier-documents';
import { useTrainingArtifacts } from '../../../api/training/training-artifacts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryErrorState } from '../../../components/error-state';
import { FilePreviewDialog } from '../../../components/file-preview-dialog';
import { isPasswordProtected } from '../../../components/file-preview-kind';
import { FrameworkImage } from '../../../components/image-viewer/framework-viewer';
import { SkeletonList } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { runMutation } from '../../../lib/run-mutation';
import { TIERS } from '../../../lib/training/tiers';
import { cn } from '../../../lib/utils';
import { useRevealFragmentTarget } from '../../traceability';
import frameworkUrl from './curriculum-framework.svg';
import { type DeliveryFormat, type DeliveryItem, summariseDelivery } from './delivery-counts';
import { openDocument, TIER_TONES, TierSection } from './tier-section';

const FRAMEWORK_TITLE = 'Integrated Training Curriculum Framework';
const FRAMEWORK_ALT =
  'The three-tier curriculum as a pyramid: Tier 1 Leader & Foundational (Level 1-2 enterprise processes), Tier 2 Process-Based Learning (Level 3 business processes, workflows and SIPOCs), Tier 3 Transactional Training (Level 4+ work instructions), delivered as ILT/VILT sessions, job aids and simulations.';

/** Spec §2: the alignment panel's levels, each with the tier it feeds. */
const ALIGNMENT = [
  { level: 'Level 4+', title: 'Work instructions', tier: 3 },
  { level: 'Level 3', title: 'Business processes (workflows and SIPOCs)', tier: 2 },
  { level: 'Level 1-2', title: 'Enterprise processes', tier: 1 },
] as const;

const DELIVERY: {
  key: DeliveryFormat;
  title: string;
  icon: LucideIcon;
  description: string;
  empty: string;
}[] = [
  {
    key: 'jobAids',
    title: 'Job Aids',
    icon: ClipboardListIcon,
    description: 'Guides, checklists and manuals for the work, and documents attached to process outputs.',
    empty: 'Upload a guide, checklist or manual to Tier 3, or a document to a process output.',
  },
  {
    key: 'simulations',
    title: 'Simulations',
    icon: MonitorPlayIcon,
    description: 'Screenshots and walkthrough links of the process outputs in the new system.',
    empty: 'Add screenshots or links to the outputs in the Change Impact Assessment Matrix.',
  },
  {
    key: 'ilt',
    title: 'ILT/VILT Sessions',
    icon: PresentationIcon,
    description: 'Instructor-led and virtual sessions: presentations and the leader & foundational tier.',
    empty: 'Upload a presentation, or a Tier 1 document.',
  },
];

function AlignmentPanel() {
  return (
    <section
      aria-labelledby="alignment-heading"
      className="flex flex-col gap-4 rounded-lg border border-brand-200 bg-brand-50/50 p-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id="alignment-heading" className="font-semibold text-base text-slate-900">
          Process-Driven Alignment
        </h2>
        <p className="text-slate-600 text-sm">Every tier is built from a level of the process map.</p>
      </div>
      <ol className="flex flex-col gap-2">
        {ALIGNMENT.map((row) => (
          <li
            key={row.level}
            className="flex items-center gap-3 rounded-md border border-slate-200 bg-white px-3 py-2.5"
          >
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="font-semibold text-brand-800 text-xs uppercase tracking-wide">
                {row.level}
              </span>
              <span className="text-slate-900 text-sm">{row.title}</span>
            </div>
            <ArrowRightIcon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span
              className={cn(
                'shrink-0 rounded-md px-2 py-1 font-semibold text-xs tabular-nums',
                TIER_TONES[row.tier],
              )}
            >
              Tier {row.tier}
            </span>
          </li>
        ))}
      </ol>
      <p className="border-brand-200 border-t pt-3 font-medium text-brand-900 text-sm">
        Train the process, not just the system: when a process changes, its training changes with it.
      </p>
    </section>
  );
}

function DeliveryCard({
  title,
  icon: Icon,
  description,
  empty,
  items,
}: {
  title: string;
  icon: LucideIcon;
  description: string;
  empty: string;
  items: DeliveryItem[];
}) {
  const headingId = `delivery-${title.replace(/\W+/g, '-').toLowerCase()}`;
  const shown = items.slice(0, 3);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-2.5">
          <span className="flex size-9 items-center justify-center rounded-md bg-brand-50 text-brand-700">
            <Icon className="size-4.5" aria-hidden="true" />
          </span>
          <h3 id={headingId} className="font-semibold text-slate-900 text-sm">
            {title}
          </h3>
        </div>
        <p className="font-semibold text-2xl text-slate-900 tabular-nums leading-none">
          {items.length}
          <span className="sr-only"> {items.length === 1 ? 'item' : 'items'}</span>
        </p>
      </div>
      <p className="text-slate-600 text-sm">{description}</p>
      {items.length === 0 ? (
        <p className="rounded-md bg-slate-50 px-3 py-2 text-slate-600 text-xs">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2 border-slate-100 border-t pt-3">
          {shown.map((item) => (
            <li key={item.id} className="flex min-w-0 flex-col text-sm">
              {item.url && (item.url.startsWith('/objects/') || /^https?:\/\//i.test(item.url)) ? (
                <button
                  type="button"
                  onClick={() => openDocument(item.url!)}
                  className="inline-flex min-w-0 max-w-full items-center gap-1.5 self-start rounded-sm text-left text-brand-700 underline-offset-2 hover:underline"
                  title={item.name}
                >
                  <span className="truncate">{item.name}</span>
                  <ExternalLinkIcon className="size-3 shrink-0" aria-hidden="true" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </button>
              ) : (
                <span className="truncate text-slate-900">{item.name}</span>
              )}
              <span className="truncate text-slate-600 text-xs">{item.source}</span>
            </li>
          ))}
          {items.length > shown.length ? (
            <li className="text-slate-600 text-xs">+{items.length - shown.length} more</li>
          ) : null}
        </ul>
      )}
    </section>
  );
}

function TiersSkeleton() {
  return (
    <SkeletonList
      label="Loading training documents…"
      count={TIERS.length}
      className="flex flex-col gap-4"
      itemClassName="h-36 rounded-lg"
    />
  );
}

/**
 * The Training Materials tab (spec §2): the curriculum framework image, the three tiers with
 * their documents, the process-driven alignment panel, and what this process has for each
 * delivery format.
 */
export function TrainingMaterialsTab({ processId }: { processId: string }) {
  const documents = useTierDocuments(processId);
  const artifacts = useTrainingArtifacts(processId);
  const remove = useDeleteTierDocument(processId);
  const [previewing, setPreviewing] = useState<TierDocument | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [deleting, setDeleting] = useState<TierDocument | null>(null);
  // A tier document's traceability link (…?tab=materials#tier-document-…) opened on its own.
  useRevealFragmentTarget();

  const byTier = useMemo(() => {
    const map = new Map<string, TierDocument[]>();
    for (const doc of documents.data ?? []) map.set(doc.tier, [...(map.get(doc.tier) ?? []), doc]);
    return map;
  }, [documents.data]);
  const delivery = useMemo(
    () => summariseDelivery(documents.data ?? [], artifacts.data ?? []),
    [documents.data, artifacts.data],
  );

  const confirmDelete = () => {
    if (!deleting) return;
    void runMutation(remove, deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: 'Success', description: 'Document deleted successfully' });
      },
      onError: (err) => {
        setDeleting(null);
        toast({
          title: 'Error',
          description: `Failed to delete document: ${errorMessage(err)}`,
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="framework-heading"
        className="rounded-lg border border-slate-200 bg-white p-5"
      >
        <div className="mb-4 flex flex-col gap-1">
          <h2 id="framework-heading" className="font-semibold text-base text-slate-900">
            Curriculum Framework
          </h2>
          <p className="text-slate-600 text-sm">
            How the three training tiers map onto the process levels. Click the image to enlarge it.
          </p>
        </div>
        <FrameworkImage src={frameworkUrl} alt={FRAMEWORK_ALT} title={FRAMEWORK_TITLE} />
      </section>

      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_340px]">
        <section aria-labelledby="curriculum-heading" className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h2 id="curriculum-heading" className="font-semibold text-base text-slate-900">
              Integrated Training Curriculum
            </h2>
            <p className="text-slate-600 text-sm">
              Upload the documents of each tier: files (PDF, Word, PowerPoint, Excel, text) or links.
            </p>
          </div>
          {documents.isPending ? (
            <TiersSkeleton />
          ) : documents.isError ? (
            <QueryErrorState title="The training documents could not be loaded" query={documents} />
          ) : (
            TIERS.map((tier) => (
              <TierSection
                key={tier.key}
                processId={processId}
                tier={tier}
                documents={byTier.get(tier.key) ?? []}
                onPreview={(doc) => {
                  setPreviewing(doc);
                  setPreviewOpen(true);
                }}
                onDelete={setDeleting}
              />
            ))
          )}
        </section>
        <AlignmentPanel />
      </div>

      <section aria-labelledby="delivery-heading" className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="delivery-heading" className="font-semibold text-base text-slate-900">
            Delivery
          </h2>
          <p className="text-slate-600 text-sm">
            What this process has for each way of delivering training, from its tier documents and the
            training artifacts of its outputs.
          </p>
        </div>
        {artifacts.isError ? (
          <QueryErrorState title="The training artifacts could not be loaded" query={artifacts} />
        ) : documents.isPending || artifacts.isPending ? (
          <SkeletonList
            label="Loading delivery formats…"
            count={DELIVERY.length}
            className="grid grid-cols-1 gap-4 md:grid-cols-3"
            itemClassName="h-40 rounded-lg"
          />
        ) : (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
            {DELIVERY.map((d) => (
              <DeliveryCard
                key={d.key}
                title={d.title}
                icon={d.icon}
                description={d.description}
                empty={d.empty}
                items={delivery[d.key]}
              />
            ))}
          </div>
        )}
      </section>

      <FilePreviewDialog
        open={previewOpen}
        onOpenChange={setPreviewOpen}
        url={previewing?.fileUrl ?? null}
        title={previewing?.name}
        description={previewing?.description ?? undefined}
        passwordProtected={isPasswordProtected(previewing)}
      />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this document?"
        description={
          <>
            <span className="font-medium text-slate-900">{deleting?.name}</span> is removed from its tier
            {deleting && !/^https?:/i.test(deleting.fileUrl)
              ? ', and its file with it unless something else uses it'
              : ''}
            . The Change Log keeps a record.
          </>
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
