import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inflateSync } from 'node:zlib';

const run = promisify(execFile);

/*
 * Opening generated documents in real office software (issue 22): LibreOffice converts them to PDF,
 * poppler reads the PDF's text and draws its pages. The test set-up installs both
 * (scripts/lib/system-deps.mjs); a missing one fails the test with the command that installs it.
 */

async function tool(name: string, args: string[], timeout = 60_000) {
  try {
    return await run(name, args, { timeout, maxBuffer: 64 * 1024 * 1024, encoding: 'buffer' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      const pkg = name === 'soffice' ? 'libreoffice-writer-nogui libreoffice-impress-nogui' : 'poppler-utils';
      throw new Error(`${name} is not installed: apt-get install -y ${pkg} (npm test's set-up does this)`);
    }
    throw err;
  }
}

/**
 * Converts Office files to PDF with ONE LibreOffice start (it takes seconds to start), in a profile
 * of its own so conversions running at the same time do not share LibreOffice's lock. Returns the
 * PDFs by the given file names.
 */
export async function officeFilesToPdf(
  files: readonly { name: string; data: Buffer }[],
): Promise<Map<string, Buffer>> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pmr-office-'));
  try {
    const inputs = await Promise.all(
      files.map(async (f) => {
        const input = path.join(dir, f.name);
        await fs.writeFile(input, f.data);
        return input;
      }),
    );
    const out = path.join(dir, 'out');
    await tool(
      'soffice',
      [
        `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        out,
        ...inputs,
      ],
      180_000,
    );
    const pdfs = new Map<string, Buffer>();
    for (const f of files) {
      const pdf = path.join(out, `${f.name.replace(/\.[^.]+$/, '')}.pdf`);
      pdfs.set(
        f.name,
        await fs
          .readFile(pdf)
          .catch(() => Promise.reject(new Error(`LibreOffice did not convert ${f.name}`))),
      );
    }
    return pdfs;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** One Office file as PDF. */
export async function officeToPdf(data: Buffer, extension: 'docx' | 'pptx'): Promise<Buffer> {
  return (await officeFilesToPdf([{ name: `document.${extension}`, data }])).get(`document.${extension}`)!;
}

/** The number of image objects a PDF holds (their dictionaries are never compressed). */
export function pdfImageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Subtype\s*\/Image\b/g) ?? []).length;
}

async function withPdf<T>(pdf: Buffer, use: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pmr-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await fs.writeFile(file, pdf);
    return await use(file, dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The text of each page (pdftotext, layout kept). */
export function pdfPages(pdf: Buffer): Promise<string[]> {
  return withPdf(pdf, async (file) => {
    const { stdout } = await tool('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    const pages = stdout.toString('utf8').split('\f');
    return pages.at(-1)?.trim() === '' ? pages.slice(0, -1) : pages;
  });
}

/** A page drawn at 50 dpi (pdftoppm -png): its size and the share of pixels that are not white. */
export function pageInk(pdf: Buffer, page: number): Promise<{ width: number; height: number; ink: number }> {
  return withPdf(pdf, async (file, dir) => {
    await tool('pdftoppm', [
      '-r',
      '50',
      '-f',
      String(page),
      '-l',
      String(page),
      '-png',
      file,
      path.join(dir, 'page'),
    ]);
    const [png] = (await fs.readdir(dir)).filter((n) => n.endsWith('.png'));
    if (!png) throw new Error(`pdftoppm drew no page ${page}`);
    const image = decodePng(await fs.readFile(path.join(dir, png)));
    let inked = 0;
    for (let i = 0; i < image.pixels.length; i += image.channels) {
      const [r, g, b] = [
        image.pixels[i]!,
        image.pixels[i + 1] ?? image.pixels[i]!,
        image.pixels[i + 2] ?? image.pixels[i]!,
      ];
      if (r < 235 || g < 235 || b < 235) inked++;
    }
    return { width: image.width, height: image.height, ink: inked / (image.width * image.height) };
  });
}

/** Decodes an 8-bit, non-interlaced PNG (what pdftoppm writes) to raw pixels. */
function decodePng(data: Buffer): { width: number; height: number; channels: number; pixels: Buffer } {
  const width = data.readUInt32BE(16);
  const height = data.readUInt32BE(20);
  const channels = ({ 0: 1, 2: 3, 4: 2, 6: 4 } as Record<number, number>)[data[25]!];
  if (data[24] !== 8 || !channels || data[28] !== 0) throw new Error('Unsupported PNG');
  const idat: Buffer[] = [];
  for (let at = 8; at < data.length; ) {
    const length = data.readUInt32BE(at);
    if (data.toString('ascii', at + 4, at + 8) === 'IDAT') idat.push(data.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x]!;
      const a = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const c = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels]! : 0;
      const p = a + b - c;
      const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
      const paeth = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      const predicted = [0, a, b, (a + b) >> 1, paeth][filter]!;
      pixels[y * stride + x] = (value + predicted) & 0xff;
    }
  }
  return { width, height, channels, pixels };
}
