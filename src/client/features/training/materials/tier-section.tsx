import { parseSafeLink } from '@core/rules/safe-link';
import { tierDocumentElementId } from '@core/rules/traceability';
import { type TierDocument, TRAINING_TIERS } from '@core/schemas/training';
import {
  BookMarkedIcon,
  BookOpenIcon,
  ExternalLinkIcon,
  EyeIcon,
  FileTextIcon,
  LayoutTemplateIcon,
  ListChecksIcon,
  type LucideIcon,
  PresentationIcon,
  Trash2Icon,
  UploadIcon,
} from 'lucide-react';
import { useState } from 'react';
import { useCanEdit } from '../../../api/auth/capabilities';
import { canPreview, isPasswordProtected, storedFileName } from '../../../components/file-preview-kind';
import { PasswordProtectedBadge } from '../../../components/password-protected-badge';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { IconTile } from '../../../components/ui/icon-tile';
import { formatDate } from '../../../lib/format';
import { documentTypeLabel, type TierDefinition } from '../../../lib/training/tiers';
import { cn } from '../../../lib/utils';
import { CommentsButton } from '../../comments';
import type { TracePainPoint } from '../../traceability';
import { AddressesChips, useTraceability } from '../../traceability';
import { TierUploadDialog } from './tier-upload-dialog';

const TYPE_ICONS: Record<string, LucideIcon> = {
  document: FileTextIcon,
  guide: BookOpenIcon,
  template: LayoutTemplateIcon,
  checklist: ListChecksIcon,
  manual: BookMarkedIcon,
  presentation: PresentationIcon,
};

/** The tier's colour, as in the framework image: Tier 1 deepest. */
export const TIER_TONES: Record<number, string> = {
  1: 'bg-indigo-900 text-white',
  2: 'bg-indigo-700 text-white',
  3: 'bg-indigo-500 text-white',
};

/** The tier's "T1" square in its colour; `className` sizes it. Decorative: the heading names the tier. */
export function TierMark({ tier, className }: { tier: number; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('flex items-center justify-center tabular-nums', className, TIER_TONES[tier])}
    >
      T{tier}
    </span>
  );
}

/**
 * Spec §7: a tier document opens in a new tab without opener access, at the address the stored-link
 * rule resolved; a link the rule refuses (a row stored before it) is not opened.
 */
export function openDocument(url: string) {
  const link = parseSafeLink(url);
  if (link) window.open(link.href, '_blank', 'noopener,noreferrer');
}

function sourceLabel(url: string): string {
  const stored = storedFileName(url);
  if (stored) return stored;
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** One of a document row's icon buttons: named for the document, titled for sighted users. */
function RowAction({
  icon: Icon,
  label,
  title,
  onClick,
  className,
}: {
  icon: LucideIcon;
  label: string;
  title: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('size-8 text-slate-600', className)}
      aria-label={label}
      title={title}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}

function DocumentRow({
  doc,
  addresses,
  onPreview,
  onDelete,
}: {
  doc: TierDocument;
  /** The pain points this document addresses (traceability, issue 9). */
  addresses: readonly TracePainPoint[];
  onPreview: () => void;
  onDelete: () => void;
}) {
  const canEdit = useCanEdit();
  const Icon = TYPE_ICONS[doc.fileType] ?? FileTextIcon;
  const isLink = parseSafeLink(doc.fileUrl)?.kind === 'web';
  return (
    <li
      id={tierDocumentElementId(doc.id)}
      tabIndex={-1}
      className="flex scroll-m-4 items-start gap-3 px-4 py-3 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:-outline-offset-2"
    >
      <IconTile icon={Icon} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <button
            type="button"
            onClick={() => openDocument(doc.fileUrl)}
            className="relative min-w-0 break-words rounded-sm sm:truncate text-left font-medium text-slate-900 text-sm underline-offset-2 hover:text-brand-800 hover:underline"
            title={`${doc.name} (opens in a new tab)`}
          >
            {doc.name}
            <span className="sr-only"> (opens in a new tab)</span>
          </button>
          <Badge variant="outline">{documentTypeLabel(doc.fileType)}</Badge>
          {isPasswordProtected(doc) ? <PasswordProtectedBadge /> : null}
          {doc.generatedAt ? (
            <Badge variant="brand" title="A draft written by Generate Training Materials">
              Generated {formatDate(doc.generatedAt)}
            </Badge>
          ) : null}
        </div>
        {doc.description ? <p className="line-clamp-2 text-slate-600 text-sm">{doc.description}</p> : null}
        <p className="flex min-w-0 flex-wrap items-center gap-x-1.5 text-slate-600 text-xs">
          {isLink ? (
            <ExternalLinkIcon className="size-3 shrink-0" aria-hidden="true" />
          ) : (
            <FileTextIcon className="size-3 shrink-0" aria-hidden="true" />
          )}
          <span className="truncate">
            {isLink ? 'Link' : 'File'} · {sourceLabel(doc.fileUrl)}
          </span>
          <span aria-hidden="true">·</span>
          <span className="shrink-0 tabular-nums">Added {formatDate(doc.createdAt)}</span>
        </p>
        <AddressesChips painPoints={addresses} targetLabel={doc.name} className="mt-1" />
      </div>
      <div className="flex shrink-0 items-center gap-0.5">
        {isTrainingTier(doc.tier) ? (
          <CommentsButton
            anchor={{
              kind: 'tier_document',
              tierDocumentId: doc.id,
              tier: doc.tier,
              label: doc.name.slice(0, 200),
            }}
          />
        ) : null}
        {canPreview(doc.fileUrl, isPasswordProtected(doc)) ? (
          <RowAction icon={EyeIcon} label={`Preview ${doc.name}`} title="Preview" onClick={onPreview} />
        ) : null}
        <RowAction
          icon={ExternalLinkIcon}
          label={`Open ${doc.name} in a new tab`}
          title="Open in a new tab"
          onClick={() => openDocument(doc.fileUrl)}
        />
        {canEdit ? (
          <RowAction
            icon={Trash2Icon}
            label={`Delete ${doc.name}`}
            title="Delete"
            onClick={onDelete}
            className="hover:bg-red-50 hover:text-red-700"
          />
        ) : null}
      </div>
    </li>
  );
}

/** One tier of the integrated curriculum: what it covers, its Upload button and its documents. */
export function TierSection({
  processId,
  tier,
  documents,
  onPreview,
  onDelete,
}: {
  processId: string;
  tier: TierDefinition;
  documents: TierDocument[];
  onPreview: (doc: TierDocument) => void;
  onDelete: (doc: TierDocument) => void;
}) {
  const canEdit = useCanEdit();
  const [uploading, setUploading] = useState(false);
  const trace = useTraceability(processId);
  const headingId = `tier-heading-${tier.key}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white">
      <div className="flex flex-col gap-2.5 p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            <TierMark tier={tier.number} className="size-9 shrink-0 rounded-md font-semibold text-sm" />
            <div className="flex min-w-0 flex-col">
              <h3 id={headingId} className="font-semibold text-base text-slate-900 leading-snug">
                {tier.title}
              </h3>
              <p className="text-slate-600 text-xs tabular-nums">
                {documents.length === 1 ? '1 document' : `${documents.length} documents`}
              </p>
            </div>
          </div>
          {canEdit ? (
            <Button variant="outline" size="sm" onClick={() => setUploading(true)}>
              <UploadIcon aria-hidden="true" />
              Upload
              <span className="sr-only"> to {tier.title}</span>
            </Button>
          ) : null}
        </div>
        <ul className="flex flex-wrap gap-1.5 pl-12" aria-label={`${tier.title}: what it covers`}>
          {tier.points.map((point) => (
            <li
              key={point}
              className="rounded-full border border-slate-200 bg-slate-50 px-2 py-0.5 text-slate-700 text-xs"
            >
              {point}
            </li>
          ))}
        </ul>
      </div>

      <div className="border-slate-200 border-t">
        {documents.length === 0 ? (
          <p className="px-4 py-4 text-slate-600 text-sm">No documents uploaded yet.</p>
        ) : (
          <ul aria-label={`${tier.title} documents`} className="divide-y divide-slate-100">
            {documents.map((doc) => (
              <DocumentRow
                key={doc.id}
                doc={doc}
                addresses={trace.addressing('tier_document', doc.id)}
                onPreview={() => onPreview(doc)}
                onDelete={() => onDelete(doc)}
              />
            ))}
          </ul>
        )}
      </div>

      <TierUploadDialog processId={processId} tier={tier} open={uploading} onOpenChange={setUploading} />
    </section>
  );
}

function isTrainingTier(tier: string): tier is (typeof TRAINING_TIERS)[number] {
  return (TRAINING_TIERS as readonly string[]).includes(tier);
}
