/**
 * Which files each upload place accepts (spec §5), and how an uploaded file's name is cleaned.
 * The server also checks that the content matches the extension.
 */
export const UPLOAD_PLACES = {
  'process-file': ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'vsd', 'vsdx'],
  'training-artifact': ['pdf', 'doc', 'docx', 'jpg', 'png', 'gif', 'txt'],
  'tier-document': ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'txt'],
  /** A workflow map's image (the editors); an SVG must be a plain drawing (no script, no links out). */
  'workflow-image': ['png', 'jpg', 'jpeg', 'gif', 'svg'],
} as const;
export type UploadPlace = keyof typeof UPLOAD_PLACES;

export const MEDIA_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  vsd: 'application/vnd.visio',
  vsdx: 'application/vnd.ms-visio.drawing.main+xml',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
};

/** The lower-case extension of a file name without the dot ("" when none). */
export function fileExtension(name: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name.trim());
  return match ? match[1]!.toLowerCase() : '';
}

/** The name without folders, control characters or characters that break headers; never empty. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/["<>|:*?]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!cleaned) return 'file';
  if (cleaned.length <= 200) return cleaned;
  const ext = fileExtension(cleaned);
  return ext ? `${cleaned.slice(0, 199 - ext.length)}.${ext}` : cleaned.slice(0, 200);
}

/** The name without its extension: the tier document dialog prefills the name with it (spec §5). */
export function fileNameWithoutExtension(name: string): string {
  const ext = fileExtension(name);
  return ext ? name.slice(0, -(ext.length + 1)) : name;
}

export function acceptAttribute(place: UploadPlace): string {
  return UPLOAD_PLACES[place].map((e) => `.${e}`).join(',');
}

export function isAllowedExtension(place: UploadPlace, name: string): boolean {
  return (UPLOAD_PLACES[place] as readonly string[]).includes(fileExtension(name));
}
