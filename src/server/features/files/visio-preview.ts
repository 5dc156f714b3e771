import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileExtension } from '../../../core/rules/file-rules';
import type { Db } from '../../db/client';
import { concurrencyLimit } from '../../lib/concurrency-limit';
import { AppError, notFound } from '../../plugins/errors';
import { fileChunkStream, getStoredFile } from '../../plugins/files';
import { sanitizeSvgIsolated } from '../../plugins/files/svg-isolate';

/*
 * Issue 21: an uploaded Visio drawing (.vsd, .vsdx) previews as its pages drawn as SVG. Debian's
 * libvisio-tools draws them: `vsd2xhtml` writes an XHTML page with one inline <svg:svg> per page.
 * It runs on a copy of the file in a temporary folder of its own, without a shell, under a time,
 * output and memory limit; its pages are stacked into one SVG that the app's SVG sanitizer (the
 * one uploads go through) then makes safe.
 */

const CONVERTER = 'vsd2xhtml';
/** Longest a drawing may take. */
const TIME_LIMIT_MS = 30_000;
/** Most XHTML the converter may write (a drawing of thousands of shapes is a few MB). */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
/** Address space the converter may use (prlimit): a hostile file cannot take the server's memory. */
const MEMORY_LIMIT_BYTES = 1024 * 1024 * 1024;
/**
 * Converters running at once: each may take a core and up to MEMORY_LIMIT_BYTES, so a burst of
 * preview requests waits its turn rather than starting one converter per request.
 */
const converters = concurrencyLimit(2);
/** White space between stacked pages, in SVG units. */
const PAGE_GAP = 24;

export const VISIO_EXTENSIONS = ['vsd', 'vsdx'] as const;
const VISIO_MEDIA = /^application\/(vnd\.visio|vnd\.ms-visio\.drawing(\.main\+xml)?|x-visio)$/i;

const refuse = (reason: string) => new AppError(422, reason);

export interface VisioPreview {
  svg: Buffer;
  pages: number;
  sha256: string;
}

/** True for a stored file the preview can draw: a .vsd or .vsdx by name, or by Visio media type. */
export function isVisioFile(file: { name: string; mediaType: string }): boolean {
  const extension = fileExtension(file.name);
  return (
    (VISIO_EXTENSIONS as readonly string[]).includes(extension) ||
    VISIO_MEDIA.test(file.mediaType.split(';')[0]!.trim())
  );
}

function runConverter(input: string, cwd: string): Promise<string> {
  // prlimit caps the converter's address space; both are run directly, never through a shell.
  const args = [`--as=${MEMORY_LIMIT_BYTES}`, '--', CONVERTER, input];
  return new Promise((resolve, reject) => {
    execFile(
      'prlimit',
      args,
      { cwd, timeout: TIME_LIMIT_MS, maxBuffer: MAX_OUTPUT_BYTES, killSignal: 'SIGKILL', encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const failure = error as NodeJS.ErrnoException & { killed?: boolean; code?: string | number };
        if (failure.code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER') {
          return reject(refuse('The drawing is too large to preview. Download it to open it in Visio.'));
        }
        if (failure.killed) {
          return reject(
            refuse(
              'Drawing the pages took too long, so there is no preview. Download the file to open it in Visio.',
            ),
          );
        }
        const missing =
          failure.code === 'ENOENT' || /No such file or directory|failed to execute/i.test(stderr);
        if (missing) {
          return reject(
            refuse(
              'Visio drawings cannot be previewed on this server: its converter (vsd2xhtml, from the Debian package libvisio-tools) is not installed. Download the file to open it in Visio.',
            ),
          );
        }
        // The converter's own words ("Unsupported file format … or file is encrypted!") say no more.
        reject(
          refuse(
            'The file could not be read as a Visio drawing: it may be damaged, encrypted or from a Visio version the converter does not know. Download it to open it in Visio.',
          ),
        );
      },
    );
  });
}

interface Page {
  width: number;
  height: number;
  viewBox: string;
  body: string;
}

/** The <svg:svg> pages of vsd2xhtml's XHTML, their namespace prefix dropped. */
export function pagesOf(xhtml: string): Page[] {
  const pages: Page[] = [];
  for (const match of xhtml.matchAll(/<svg:svg\b([^>]*)>([\s\S]*?)<\/svg:svg>/g)) {
    const attributes = match[1]!;
    const viewBox = /\sviewBox="([^"]*)"/.exec(attributes)?.[1]?.trim() ?? '';
    const [, , width = 0, height = 0] = viewBox.split(/[\s,]+/).map(Number);
    if (!(width > 0 && height > 0)) continue;
    const body = match[2]!.replace(/<(\/?)svg:/g, '<$1');
    pages.push({ width, height, viewBox, body });
  }
  return pages;
}

/** The pages one under the other in one SVG, each on a white sheet with a thin border. */
export function stackPages(pages: Page[]): string {
  const width = Math.ceil(Math.max(...pages.map((p) => p.width)));
  let y = 0;
  const sheets = pages.map((page, i) => {
    const at = y;
    y += page.height + (i < pages.length - 1 ? PAGE_GAP : 0);
    return (
      `<g data-page="${i + 1}"><rect x="0" y="${at}" width="${page.width}" height="${page.height}" fill="#fff" stroke="#cbd5e1"/>` +
      `<svg x="0" y="${at}" width="${page.width}" height="${page.height}" viewBox="${page.viewBox}">${page.body}</svg></g>`
    );
  });
  const height = Math.ceil(y);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<title>${pages.length === 1 ? '1 page' : `${pages.length} pages`}</title>${sheets.join('')}</svg>`
  );
}

/** True when a page has something drawn on it. */
const hasDrawing = (page: Page) =>
  /<(path|text|rect|image|ellipse|circle|line|polyline|polygon)\b/.test(page.body);

/**
 * The stored file `id` drawn as SVG: 404 for an unknown file, 415 for one that is not a Visio
 * drawing, 422 with the reason when it cannot be drawn.
 */
export async function previewVisioFile(db: Db, id: string): Promise<VisioPreview> {
  const file = await getStoredFile(db, id);
  if (!file) throw notFound('File');
  if (!isVisioFile(file)) {
    throw new AppError(
      415,
      'Only Visio drawings (.vsd, .vsdx) have a drawn preview; download this file instead.',
    );
  }
  if (file.size === 0) throw refuse('The file is empty: there is no drawing to show.');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pmr-visio-'));
  try {
    const extension = fileExtension(file.name) === 'vsd' ? 'vsd' : 'vsdx';
    const input = path.join(dir, `drawing.${extension}`);
    await pipeline(fileChunkStream(db, file.id, file.size), createWriteStream(input));
    const xhtml = await converters.run(() => runConverter(input, dir));
    const pages = pagesOf(xhtml);
    if (pages.length === 0) {
      throw refuse(
        'The file has no pages the converter could draw: it may be damaged. Download it to open it in Visio.',
      );
    }
    if (!pages.some(hasDrawing)) throw refuse('The drawing’s pages are empty: there is nothing to show.');
    const safe = await sanitizeSvgIsolated(Buffer.from(stackPages(pages), 'utf8'));
    if (!safe.ok)
      throw refuse(`The drawing cannot be shown safely: ${safe.reason}. Download it to open it in Visio.`);
    return { svg: safe.data, pages: pages.length, sha256: file.sha256 };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
