import { createHash } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import {
  cleanFileName,
  fileExtension,
  MEDIA_TYPES,
  UPLOAD_PLACES,
  type UploadPlace,
} from '../../../core/rules/file-rules';
import { isUuid } from '../../../core/schemas/common';
import type { StoredFile } from '../../../core/schemas/file';
import type { Executor, Tx } from '../../db/client';
import { artifacts, files, trainingArtifacts, trainingTierDocuments } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { checkSvg } from './svg-check';

/** What the bytes must look like for each extension: file-type's detection, or plain text. */
const EXPECTED_CONTENT: Record<string, readonly string[]> = {
  pdf: ['pdf'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  vsd: ['cfb'],
  // Office Open XML files are zip archives; file-type names some of them precisely.
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  vsdx: ['vsdx', 'zip'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  txt: ['text'],
};

function looksLikeText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  return (
    new TextDecoder('utf-8', { fatal: false }).decode(data.subarray(0, 64 * 1024)).includes('\uFFFD') ===
    false
  );
}

/** 415 unless the extension is allowed in `place` and the bytes are really of that kind. */
export async function checkUpload(place: UploadPlace, name: string, data: Buffer): Promise<string> {
  const ext = fileExtension(name);
  const allowed = UPLOAD_PLACES[place] as readonly string[];
  if (!allowed.includes(ext)) {
    throw new AppError(
      415,
      `Files of type ${ext ? `.${ext}` : 'without extension'} are not accepted here. Accepted: ${allowed.map((e) => `.${e}`).join(', ')}.`,
    );
  }
  if (data.length === 0) throw new AppError(400, 'The file is empty.');
  if (ext === 'svg') {
    // Served as image/svg+xml (sandboxed by the stored-file CSP); it must still be a plain drawing.
    const svg = checkSvg(data);
    if (!svg.ok) throw new AppError(415, `This SVG is not accepted: ${svg.reason}.`);
    return ext;
  }
  const detected = await fileTypeFromBuffer(data);
  const kind = detected?.ext ?? (looksLikeText(data) ? 'text' : 'unknown');
  if (!(EXPECTED_CONTENT[ext] ?? []).includes(kind)) {
    throw new AppError(415, `The file's content does not match its .${ext} extension.`);
  }
  return ext;
}

export function fileUrl(file: { id: string; name: string }): string {
  return `/objects/${file.id}/${encodeURIComponent(file.name)}`;
}

/** Checks and stores an upload; answers with the stored file and the URL colleagues open. */
export async function storeUpload(
  tx: Executor,
  place: UploadPlace,
  rawName: string,
  data: Buffer,
): Promise<StoredFile> {
  const name = cleanFileName(rawName);
  const ext = await checkUpload(place, name, data);
  const [row] = await tx
    .insert(files)
    .values({
      name,
      mediaType: MEDIA_TYPES[ext] ?? 'application/octet-stream',
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      data,
    })
    .returning({
      id: files.id,
      name: files.name,
      mediaType: files.mediaType,
      size: files.size,
      sha256: files.sha256,
    });
  return { ...row!, url: fileUrl(row!) };
}

/** The stored file id inside a /objects/{id}/{name} URL, or null for anything else. */
export function fileIdFromUrl(url: string | null | undefined): string | null {
  const match = url ? /^\/objects\/([0-9a-f-]{36})\//i.exec(url) : null;
  return match && isUuid(match[1]!) ? match[1]!.toLowerCase() : null;
}

/** True when a stored file with that id exists. */
export async function fileExists(tx: Executor, id: string): Promise<boolean> {
  const [row] = await tx.select({ id: files.id }).from(files).where(eq(files.id, id)).limit(1);
  return Boolean(row);
}

/** Deletes the file behind `url` when no artifact, training artifact or tier document refers to it any more. */
export async function deleteFileIfUnused(tx: Tx, url: string | null | undefined): Promise<void> {
  const id = fileIdFromUrl(url);
  if (!id) return;
  const pattern = `/objects/${id}/%`;
  const [inUse] = await tx
    .execute<{ n: number }>(sql`
    select (
      (select count(*) from ${artifacts} where ${like(artifacts.fileUrl, pattern)}) +
      (select count(*) from ${trainingArtifacts} where ${like(trainingArtifacts.fileUrl, pattern)}) +
      (select count(*) from ${trainingTierDocuments} where ${like(trainingTierDocuments.fileUrl, pattern)})
    )::int as n
  `)
    .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
  if (Number(inUse?.n ?? 0) === 0) await tx.delete(files).where(eq(files.id, id));
}
