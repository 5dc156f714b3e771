import { Maximize2Icon, ScanIcon } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { FRAMEWORK_CLICK_ZOOM, isClick, zoomAt, zoomIn, zoomOut } from './framework-viewer.model';
import { canPan, formatZoom, type Pan } from './pan-zoom.model';
import { usePanZoom } from './use-pan-zoom';
import { ZoomToolbar } from './zoom-toolbar';

interface ViewerProps {
  src: string;
  alt: string;
  title: string;
}

/**
 * The framework image viewer (spec §2, §9) inside a dialog: zoom buttons (±20%), the wheel (±10%),
 * a click zooms to 150% towards what was clicked, drag to pan above 100%, Fit to Screen goes back
 * to 100%. Keyboard: + and − zoom, 0 fits, arrow keys pan.
 */
function FrameworkViewer({ src, alt, title }: ViewerProps) {
  const {
    zoom,
    setZoom,
    pan,
    setPan,
    dragging,
    frameSize,
    reset: fitToScreen,
    frameProps,
    toolbar,
  } = usePanZoom({ zoomIn, zoomOut, onPointerRelease: zoomOnClick });

  // A click (not a drag) sets 150%, zooming towards the clicked point.
  function zoomOnClick(event: React.PointerEvent<HTMLDivElement>, start: Pan) {
    if (!isClick(start, { x: event.clientX, y: event.clientY })) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const point = {
      x: event.clientX - rect.left - rect.width / 2,
      y: event.clientY - rect.top - rect.height / 2,
    };
    const next = zoomAt({ zoom, pan }, FRAMEWORK_CLICK_ZOOM, point, frameSize());
    setZoom(next.zoom);
    setPan(next.pan);
  }

  const zoomText = formatZoom(zoom);

  return (
    <div className="flex min-h-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ZoomToolbar label="Framework zoom" {...toolbar}>
          <Button variant="outline" size="sm" onClick={fitToScreen} className="ml-1">
            <ScanIcon aria-hidden="true" />
            Fit to Screen
          </Button>
        </ZoomToolbar>
        <p className="text-slate-600 text-xs">Drag to pan • Scroll to zoom</p>
      </div>
      <div
        role="group"
        aria-label={`${title}, ${zoomText}. Plus and minus zoom, 0 fits to screen, arrow keys pan when zoomed in.`}
        {...frameProps}
        className={cn(
          'relative h-[min(600px,calc(90vh-12rem))] touch-none select-none overflow-hidden rounded-md border border-slate-200 bg-white',
          canPan(zoom) ? (dragging ? 'cursor-grabbing' : 'cursor-grab') : 'cursor-zoom-in',
        )}
      >
        <img
          src={src}
          alt={alt}
          draggable={false}
          className={cn(
            'pointer-events-none absolute inset-0 size-full object-contain p-2',
            !dragging && 'transition-transform duration-150 ease-out motion-reduce:transition-none',
          )}
          style={{ transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})` }}
        />
      </div>
    </div>
  );
}

/**
 * The curriculum framework image on the tab (at most 600 px high); a click enlarges it in a dialog
 * with the viewer.
 */
export function FrameworkImage({ src, alt, title }: ViewerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="group relative block w-full cursor-zoom-in overflow-hidden rounded-md border border-slate-200 bg-white"
        aria-label={`Enlarge ${title}`}
      >
        <img src={src} alt={alt} className="mx-auto max-h-[600px] w-full object-contain" />
        <span className="absolute top-3 right-3 inline-flex items-center gap-1.5 rounded-md border border-slate-200 bg-white/95 px-2.5 py-1 font-medium text-slate-700 text-xs shadow-xs transition-colors group-hover:border-slate-300 group-hover:text-slate-900">
          <Maximize2Icon className="size-3.5" aria-hidden="true" />
          Click to enlarge
        </span>
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="w-[min(1280px,calc(100vw-2rem))] max-w-none">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>
              Zoom with the buttons or the mouse wheel; click the image to zoom to 150%.
            </DialogDescription>
          </DialogHeader>
          {open ? <FrameworkViewer src={src} alt={alt} title={title} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
