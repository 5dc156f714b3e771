import { FileTextIcon, ImageIcon, LinkIcon, PlayIcon } from 'lucide-react';
import type { TrainingArtifactKind } from '../lib/training/training-artifact-model';
import { cn } from '../lib/utils';

const ICONS = { video: PlayIcon, link: LinkIcon, screenshot: ImageIcon, document: FileTextIcon } as const;
const TONES: Record<TrainingArtifactKind, string> = {
  video: 'bg-red-50 text-red-700',
  link: 'bg-sky-50 text-sky-700',
  screenshot: 'bg-violet-50 text-violet-700',
  document: 'bg-slate-100 text-slate-700',
};

/** A training artifact's kind at a glance (document, screenshot, link, video). */
export function TrainingArtifactIcon({
  kind,
  size = 'md',
  className,
}: {
  kind: TrainingArtifactKind;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const Icon = ICONS[kind];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded',
        size === 'sm' ? 'size-5' : 'size-8 rounded-md',
        TONES[kind],
        className,
      )}
    >
      <Icon className={size === 'sm' ? 'size-3' : 'size-4'} />
    </span>
  );
}
