import { ImageOffIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { storedFileId, useVisioPreview } from '../api/files/get-visio-preview';
import { errorMessage } from '../lib/api-client';

/**
 * An uploaded Visio drawing (.vsd, .vsdx) as the server draws it (issue 21): its pages as one
 * sanitized SVG, shown through an object URL in an <img> (an image runs nothing, and loads nothing
 * else); when it cannot be drawn, the server's reason.
 */
export function VisioPreview({ url, heading }: { url: string; heading: string }) {
  const preview = useVisioPreview(storedFileId(url), true);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const svg = preview.data?.svg;
  useEffect(() => {
    if (!svg) return;
    const made = URL.createObjectURL(svg);
    setObjectUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setObjectUrl(null);
    };
  }, [svg]);

  if (preview.isError) {
    return (
      <div
        role="alert"
        className="flex min-h-0 flex-1 flex-col items-center justify-center gap-2 rounded-md border border-slate-300 border-dashed px-6 py-10 text-center"
      >
        <ImageOffIcon className="size-6 text-slate-500" aria-hidden="true" />
        <p className="font-medium text-slate-900 text-sm">This drawing cannot be previewed.</p>
        <p className="max-w-md text-slate-600 text-sm">
          {errorMessage(
            preview.error,
            'The preview could not be loaded. Download the file to open it in Visio.',
          )}
        </p>
      </div>
    );
  }
  const pages = preview.data?.pages ?? 0;
  return (
    <div
      role="region"
      aria-label={`${heading} (drawing preview)`}
      aria-busy={!objectUrl}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling drawing must be reachable by keyboard
      tabIndex={0}
      className="flex min-h-0 flex-1 flex-col items-center gap-2 overflow-auto rounded-md border border-slate-200 bg-slate-100 p-3"
    >
      {objectUrl ? (
        <>
          <p className="self-start text-slate-600 text-xs">
            {pages === 1 ? '1 page' : `${pages} pages`}, drawn from the Visio file. Shapes Visio draws with
            its own fonts or effects may look simpler here.
          </p>
          <img
            src={objectUrl}
            alt={`${heading}: ${pages === 1 ? 'the page' : `${pages} pages`} of the drawing`}
            className="max-w-full bg-white shadow-sm"
          />
        </>
      ) : (
        <p className="self-center py-10 text-slate-600 text-sm">Drawing the pages…</p>
      )}
    </div>
  );
}
