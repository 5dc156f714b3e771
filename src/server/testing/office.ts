import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Opens an Office file in LibreOffice (headless) and exports it as PDF: the proof that a generated
 * document is one an office suite reads. A profile of its own per call, so conversions running at
 * the same time (other test files) do not share LibreOffice's lock. The test set-up installs
 * LibreOffice (scripts/lib/system-deps.mjs).
 */
export async function officeToPdf(data: Buffer, extension: 'docx' | 'pptx'): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pmr-office-'));
  try {
    const input = path.join(dir, `document.${extension}`);
    await fs.writeFile(input, data);
    await run(
      'soffice',
      [
        `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        path.join(dir, 'out'),
        input,
      ],
      { timeout: 120_000 },
    );
    return await fs.readFile(path.join(dir, 'out', 'document.pdf'));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The number of image objects a PDF holds (their dictionaries are never compressed). */
export function pdfImageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Subtype\s*\/Image\b/g) ?? []).length;
}
