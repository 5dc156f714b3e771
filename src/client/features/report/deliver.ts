/*
 * How the report leaves the app: files handed to the browser's downloads, a print window, and
 * the link to share. Pure helpers first (unit-tested), then the few lines that touch the DOM.
 */

import { saveFile } from '../../lib/save-file';

/** Spec §9: the package's files are spaced 500 ms apart, so the browser accepts each download. */
export const PACKAGE_FILE_GAP_MS = 500;

export interface ReportFile {
  name: string;
  type: string;
  text: string;
}

/** The three files of Export Package (spec §7), in the order they are downloaded. */
export function packageFiles(base: string, html: string, json: string, text: string): ReportFile[] {
  return [
    { name: `${base}.html`, type: 'text/html;charset=utf-8', text: html },
    { name: `${base}.json`, type: 'application/json;charset=utf-8', text: json },
    { name: `${base}.txt`, type: 'text/plain;charset=utf-8', text },
  ];
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Hands each file to `download`, waiting `gapMs` between two; stops at the first failure. */
export async function downloadSequentially(
  files: readonly ReportFile[],
  download: (file: ReportFile) => void,
  wait: (ms: number) => Promise<void> = sleep,
  gapMs = PACKAGE_FILE_GAP_MS,
): Promise<void> {
  for (const [i, file] of files.entries()) {
    if (i > 0) await wait(gapMs);
    download(file);
  }
}

/** The address of the process on the given tab, e.g. https://host/processes/42?tab=comparison. */
export function processShareLink(origin: string, processId: string, tab: string): string {
  return `${origin}/processes/${encodeURIComponent(processId)}?tab=${encodeURIComponent(tab)}`;
}

/** Saves one text file through a temporary object URL and a download link. */
export function downloadFile(file: ReportFile): void {
  saveFile(new Blob([file.text], { type: file.type }), file.name);
}

const PREPARING = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preparing report…</title></head><body style="font:14px system-ui,sans-serif;color:#334155;padding:32px">Preparing the report…</body></html>`;

/**
 * Opens the print window while the click's user activation lasts (popup blockers allow that), so
 * the report can be written into it once its data is in. Null when the browser blocked it.
 */
export function openPrintWindow(): Window | null {
  const win = window.open('', '_blank');
  if (!win) return null;
  try {
    win.document.write(PREPARING);
    win.document.close();
  } catch {
    // A window we cannot write to is of no use.
    win.close();
    return null;
  }
  return win;
}

/**
 * Shows the report in the print window and opens the browser's print dialog on it. The report has
 * no scripts (its own CSP forbids them): the opener writes it and calls print(). Without a window
 * (blocked popup) it prints from a hidden frame instead.
 */
export function printReport(html: string, win: Window | null): void {
  if (win && !win.closed) {
    win.document.open();
    win.document.write(html);
    win.document.close();
    win.focus();
    whenLoaded(win, () => win.print());
    return;
  }
  const frame = document.createElement('iframe');
  frame.title = 'Report for printing';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  frame.srcdoc = html;
  frame.addEventListener('load', () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    setTimeout(() => frame.remove(), 60_000);
  });
  document.body.append(frame);
}

function whenLoaded(win: Window, run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  if (win.document.readyState === 'complete') {
    // Let the new document lay out (and its inline images decode) before printing.
    setTimeout(once, 100);
  } else {
    win.addEventListener('load', once, { once: true });
    setTimeout(once, 1500);
  }
}
