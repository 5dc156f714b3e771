import { ZoomInIcon, ZoomOutIcon } from 'lucide-react';
import type * as React from 'react';
import { Button } from '../ui/button';
import { formatZoom } from './pan-zoom.model';

/**
 * The zoom buttons of an image viewer: out, the level read out politely, in; `children` follow
 * (the viewer's own way back to its start: Fit to Screen, Reset 1:1).
 */
export function ZoomToolbar({
  label,
  zoom,
  min,
  max,
  onZoomOut,
  onZoomIn,
  children,
}: {
  label: string;
  zoom: number;
  min: number;
  max: number;
  onZoomOut: () => void;
  onZoomIn: () => void;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-center gap-1" role="toolbar" aria-label={label}>
      <Button
        variant="outline"
        size="icon"
        className="size-8"
        onClick={onZoomOut}
        disabled={zoom <= min}
        aria-label="Zoom out"
      >
        <ZoomOutIcon aria-hidden="true" />
      </Button>
      <output
        aria-live="polite"
        aria-label="Zoom level"
        className="min-w-14 text-center font-medium text-slate-800 text-sm tabular-nums"
      >
        {formatZoom(zoom)}
      </output>
      <Button
        variant="outline"
        size="icon"
        className="size-8"
        onClick={onZoomIn}
        disabled={zoom >= max}
        aria-label="Zoom in"
      >
        <ZoomInIcon aria-hidden="true" />
      </Button>
      {children}
    </div>
  );
}
