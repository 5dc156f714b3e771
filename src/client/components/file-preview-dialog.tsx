import { parseSafeLink } from '@core/rules/safe-link';
import { decodeTextForPreview } from '@core/rules/text-encoding';
import { DownloadIcon, ExternalLinkIcon, FileIcon, ImageOffIcon, LockIcon } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useState } from 'react';
import { cn } from '../lib/utils';
import { previewKind, storedFileName } from './file-preview-kind';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog';
import { VisioPreview } from './visio-preview';

export interface FilePreviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A stored file's URL (/objects/{id}/{name}). */
  url: string | null;
  /** What the file is called in the app (a document's name); the stored file name by default. */
  title?: string;
  description?: React.ReactNode;
  /** Extra actions on the left of the footer (e.g. Delete). */
  actions?: React.ReactNode;
  /** The file is encrypted with a password: no preview, a download only. */
  passwordProtected?: boolean;
}

/** Characters of a text file the preview shows; the rest is a download away. */
const TEXT_PREVIEW_CHARS = 500_000;

type TextPreview =
  | { status: 'loading' }
  | { status: 'ready'; text: string; cut: boolean }
  | { status: 'failed' };

/**
 * A stored text file, decoded in the encoding its bytes are in (UTF-8, UTF-16 with or without BOM,
 * Windows-1252): a frame would show it as whatever charset it was served with.
 */
function useTextPreview(url: string | null, enabled: boolean): TextPreview {
  const [preview, setPreview] = useState<TextPreview>({ status: 'loading' });
  useEffect(() => {
    if (!enabled || !url) return;
    const controller = new AbortController();
    setPreview({ status: 'loading' });
    fetch(url, { credentials: 'same-origin', signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const text = decodeTextForPreview(new Uint8Array(await res.arrayBuffer()));
        const cut = text.length > TEXT_PREVIEW_CHARS;
        setPreview({ status: 'ready', text: cut ? text.slice(0, TEXT_PREVIEW_CHARS) : text, cut });
      })
      .catch(() => {
        if (!controller.signal.aborted) setPreview({ status: 'failed' });
      });
    return () => controller.abort();
  }, [url, enabled]);
  return preview;
}

/** What the preview says when it shows nothing: why, and where the file can be read instead. */
function NoPreview({ broken, textFailed }: { broken: boolean; textFailed: boolean }) {
  return (
    <>
      {broken || textFailed ? (
        <ImageOffIcon className="size-6 text-slate-500" aria-hidden="true" />
      ) : (
        <FileIcon className="size-6 text-slate-500" aria-hidden="true" />
      )}
      <p className="font-medium text-slate-900 text-sm">
        {broken
          ? 'The image could not be loaded.'
          : textFailed
            ? 'The text could not be loaded.'
            : 'No preview for this kind of file.'}
      </p>
      <p className="max-w-sm text-slate-600 text-sm">
        Open it in a new tab or download it to view it in its own application.
      </p>
    </>
  );
}

/**
 * Shows a stored file inside the app: images in an <img>, PDFs in a frame (the browser's own
 * viewer), text decoded in its own encoding, Visio drawings as the server draws their pages, with
 * Open in new tab and Download (Download only for a drawing: a browser cannot open one). Other
 * kinds say so and offer the same two actions.
 */
export function FilePreviewDialog({
  open,
  onOpenChange,
  url: storedUrl,
  title,
  description,
  actions,
  passwordProtected = false,
}: FilePreviewDialogProps) {
  // Only what the stored-link rule accepts reaches an <img>, a frame or a link (issue 17).
  const url = parseSafeLink(storedUrl)?.href ?? null;
  const kind = previewKind(url, passwordProtected);
  const fileName = storedFileName(url);
  const heading = title || fileName || 'File preview';
  const [broken, setBroken] = useState(false);
  const textPreview = useTextPreview(url, open && kind === 'text');

  // A new file gets a fresh chance to load.
  useEffect(() => {
    if (open) setBroken(false);
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={cn(
          'flex max-w-none flex-col gap-4',
          kind === 'none'
            ? 'w-[min(32rem,calc(100vw-2rem))]'
            : 'h-[min(90vh,960px)] w-[min(1100px,calc(100vw-2rem))]',
        )}
      >
        <DialogHeader>
          <DialogTitle className="break-words">{heading}</DialogTitle>
          <DialogDescription className={description ? 'line-clamp-2' : 'sr-only'}>
            {description ?? `Preview of ${fileName || heading}.`}
          </DialogDescription>
        </DialogHeader>

        {url && kind === 'image' && !broken ? (
          <div className="flex min-h-0 flex-1 items-center justify-center overflow-auto rounded-md border border-slate-200 bg-slate-50 p-3">
            <img
              src={url}
              alt={heading}
              onError={() => setBroken(true)}
              className="max-h-full max-w-full object-contain"
            />
          </div>
        ) : url && kind === 'pdf' ? (
          <iframe
            src={url}
            title={`${heading} (PDF preview)`}
            className="min-h-0 w-full flex-1 rounded-md border border-slate-200 bg-slate-100"
          />
        ) : url && kind === 'visio' ? (
          <VisioPreview url={url} heading={heading} />
        ) : url && kind === 'text' && textPreview.status !== 'failed' ? (
          <div
            role="region"
            aria-label={`${heading} (text preview)`}
            aria-busy={textPreview.status === 'loading'}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling text must be reachable by keyboard
            tabIndex={0}
            className="min-h-0 w-full flex-1 overflow-auto rounded-md border border-slate-200 bg-white p-3"
          >
            {textPreview.status === 'ready' ? (
              <>
                <pre className="whitespace-pre-wrap break-words font-mono text-slate-900 text-sm">
                  {textPreview.text}
                </pre>
                {textPreview.cut ? (
                  <p className="mt-2 text-slate-600 text-sm">
                    Only the start of this file is shown. Download it to read it all.
                  </p>
                ) : null}
              </>
            ) : (
              <p className="text-slate-600 text-sm">Loading…</p>
            )}
          </div>
        ) : (
          <div className="flex flex-col items-center gap-2 rounded-md border border-slate-300 border-dashed px-6 py-10 text-center">
            {passwordProtected ? (
              <>
                <span className="flex size-10 items-center justify-center rounded-full bg-amber-50 text-amber-800 ring-1 ring-amber-200">
                  <LockIcon className="size-5" aria-hidden="true" />
                </span>
                <p className="max-w-sm font-medium text-slate-900 text-sm">
                  This file is password-protected: download it to open it with its password.
                </p>
              </>
            ) : (
              <NoPreview broken={broken} textFailed={kind === 'text' && textPreview.status === 'failed'} />
            )}
          </div>
        )}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex gap-2">{actions}</div>
          {url ? (
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button variant={passwordProtected ? 'default' : 'outline'} asChild>
                <a href={url} download={fileName || undefined}>
                  <DownloadIcon aria-hidden="true" />
                  Download
                </a>
              </Button>
              {passwordProtected || kind === 'visio' ? null : (
                <Button asChild>
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    <ExternalLinkIcon aria-hidden="true" />
                    Open in new tab
                  </a>
                </Button>
              )}
            </div>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
