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

/**
 * A BPMN 2.0 diagram's file (issue 21): it is not stored as a file but read into a workflow map's
 * `content.bpmn` (POST /api/files/bpmn); Upload Process Files and the map editor take it.
 */
export const BPMN_EXTENSIONS = ['bpmn', 'xml'] as const;

export function isBpmnFileName(name: string): boolean {
  return (BPMN_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

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
  bpmn: 'application/bpmn+xml',
  xml: 'application/xml',
};

/** The lower-case extension of a file name without the dot ("" when none). */
export function fileExtension(name: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name.trim());
  return match ? match[1]!.toLowerCase() : '';
}

// Characters that never reach a stored name: C0 and C1 controls, DEL, bidirectional marks,
// embeddings, overrides and isolates (they make "gpj.exe" read as "exe.jpg"), the BOM/ZWNBSP.
const INVISIBLE_OR_CONTROL =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
/** Half of a surrogate pair without its other half: not text, and encodeURIComponent throws on it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Names Windows keeps for devices, whatever the extension ("CON.pdf", "com1.tar.gz"). */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The longest run of whole characters (grapheme clusters) from the start of `text` within `max` UTF-16 units. */
function cutToGraphemes(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  for (const { segment, index } of graphemes.segment(text)) {
    if (index + segment.length > max) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

function trimName(name: string): string {
  return name.replace(/^[\s.]+/, '').replace(/[\s.]+$/, '');
}

/** `name` within `max` UTF-16 units, cut between characters, keeping its extension. */
function shorten(name: string, max: number): string {
  if (name.length <= max) return name;
  const ext = fileExtension(name);
  if (ext && ext.length + 2 <= max) {
    const stem = trimName(cutToGraphemes(name.slice(0, -(ext.length + 1)), max - ext.length - 1));
    return `${stem || 'file'.slice(0, Math.max(1, max - ext.length - 1))}.${ext}`;
  }
  return trimName(cutToGraphemes(name, max));
}

/**
 * A file name safe to store, to put in a URL and in a Content-Disposition header, and to save on
 * any desktop: the last path part only (after / or \\), in NFC, without control characters,
 * bidirectional overrides or lone surrogates, with <>:"|?* replaced by "_", without leading or
 * trailing dots and spaces, not a Windows device name (CON.pdf becomes _CON.pdf), and at most
 * `max` UTF-16 units, shortened between characters (an emoji, a letter with its accents, a ZWJ
 * sequence stay whole) and keeping the extension. Never empty ("file").
 */
export function cleanFileName(raw: string, max = 200): string {
  const base = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  let cleaned = trimName(
    base
      .replace(LONE_SURROGATE, '')
      .replace(INVISIBLE_OR_CONTROL, '')
      .replace(/["<>|:*?]/g, '_')
      .replace(/[\s\u2028\u2029]+/g, ' '),
  );
  if (WINDOWS_DEVICE.test((cleaned.split('.')[0] ?? '').trimEnd())) cleaned = `_${cleaned}`;
  cleaned = shorten(cleaned, max);
  return cleaned || 'file'.slice(0, Math.max(1, max));
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
