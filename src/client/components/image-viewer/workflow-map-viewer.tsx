import { ImageOffIcon, Maximize2Icon, Minimize2Icon, RotateCcwIcon } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useState } from 'react';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { zoomIn, zoomOut } from './map-viewer.model';
import { canPan, clampPan, formatZoom } from './pan-zoom.model';
import { useFullscreen } from './use-fullscreen';
import { usePanZoom } from './use-pan-zoom';
import { ZoomToolbar } from './zoom-toolbar';

export interface WorkflowMapViewerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The image address, already resolved (see resolveImageUrl); null shows a "no image" note. */
  src: string | null;
  title: string;
  description?: string | null;
  /** Extra content under the map, e.g. a link to the process the map belongs to. */
  footer?: React.ReactNode;
}

/**
 * The enhanced map viewer (spec §2): zoom 50%–300% by buttons (±25%), the wheel (±10%) or the
 * keyboard (+, −, 0), Reset to 1:1, drag or arrow keys to pan when zoomed in, and a fullscreen
 * toggle (the Fullscreen API on the dialog, else a maximised dialog).
 */
export function WorkflowMapViewer({
  open,
  onOpenChange,
  src,
  title,
  description,
  footer,
}: WorkflowMapViewerProps) {
  const { zoom, pan, setPan, dragging, frameSize, reset, frameProps, toolbar } = usePanZoom({
    zoomIn,
    zoomOut,
  });
  const [broken, setBroken] = useState(false);
  const screen = useFullscreen<HTMLDivElement>(() => setPan((p) => clampPan(p, zoom, frameSize())));
  const { setMaximised } = screen;

  // Each opening starts at 1:1; a new image gets a fresh chance to load.
  useEffect(() => {
    if (open) {
      reset();
      setBroken(false);
    } else {
      setMaximised(false);
    }
  }, [open, reset, setMaximised]);

  function handleOpenChange(next: boolean) {
    if (!next && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    onOpenChange(next);
  }

  const large = screen.large;
  const zoomText = formatZoom(zoom);

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        ref={screen.ref}
        className={cn(
          // Fullscreen resets `transform` only; Tailwind centres with `translate`, so undo that too.
          'flex flex-col gap-4 overflow-hidden [&:fullscreen]:translate-none',
          large
            ? 'h-screen max-h-none w-screen max-w-none rounded-none border-0 p-5'
            : 'h-[min(88vh,900px)] w-[min(1200px,calc(100vw-2rem))] max-w-none',
        )}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? (
            <DialogDescription className="line-clamp-2">{description}</DialogDescription>
          ) : (
            <DialogDescription className="sr-only">Workflow map viewer with zoom and pan.</DialogDescription>
          )}
        </DialogHeader>

        <div className="flex flex-wrap items-center justify-between gap-2">
          <ZoomToolbar label="Map zoom" {...toolbar}>
            <Button
              variant="outline"
              size="sm"
              onClick={reset}
              className="ml-1"
              title="Back to 100%, the map at its own size"
            >
              <RotateCcwIcon aria-hidden="true" />
              Reset 1:1
            </Button>
          </ZoomToolbar>
          <div className="flex items-center gap-3">
            <p className="hidden text-slate-500 text-xs sm:block" aria-hidden="true">
              {canPan(zoom) ? 'Drag to pan • Scroll to zoom' : 'Scroll to zoom • Zoom in to pan'}
            </p>
            <Button variant="outline" size="sm" onClick={() => void screen.toggle()} aria-pressed={large}>
              {large ? <Minimize2Icon aria-hidden="true" /> : <Maximize2Icon aria-hidden="true" />}
              {large ? 'Exit full screen' : 'Full screen'}
            </Button>
          </div>
        </div>

        <div
          role="group"
          aria-label={`${title}, ${zoomText}. Plus and minus zoom, 0 resets, arrow keys pan when zoomed in.`}
          {...frameProps}
          className={cn(
            'relative min-h-0 flex-1 touch-none select-none overflow-hidden rounded-md border border-slate-200 bg-slate-50',
            canPan(zoom) ? (dragging ? 'cursor-grabbing' : 'cursor-grab') : 'cursor-default',
          )}
        >
          {src && !broken ? (
            <img
              src={src}
              alt={`${title} (workflow map)`}
              draggable={false}
              onError={() => setBroken(true)}
              className={cn(
                'pointer-events-none absolute inset-0 size-full object-contain p-4',
                !dragging && 'transition-transform duration-150 ease-out motion-reduce:transition-none',
              )}
              style={{ transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})` }}
            />
          ) : (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-slate-500 text-sm">
              <ImageOffIcon className="size-6" aria-hidden="true" />
              {src ? 'The map image could not be loaded.' : 'No map image is attached.'}
            </div>
          )}
        </div>

        {footer ? <div className="flex flex-wrap items-center justify-end gap-2">{footer}</div> : null}
      </DialogContent>
    </Dialog>
  );
}
