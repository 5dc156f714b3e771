/**
 * Turns an audit event's before/after snapshots into the changed fields the Change Log shows.
 * Pure: no React, no I/O.
 */

export type ChangedField = {
  /** The top-level key that changed, e.g. `status` or `painPoints`. */
  key: string;
  /** A readable name: "Status", "Job role", "Pain points". */
  label: string;
  before: unknown;
  after: unknown;
  /**
   * True when both sides are short plain values that read well struck through beside each other;
   * lists and objects are shown as "changed" with their JSON on demand instead.
   */
  inline: boolean;
};

/** Bookkeeping fields every snapshot carries; a change to them alone is not a change to show. */
const IGNORED_KEYS = new Set(['id', 'createdAt', 'updatedAt', 'revision', 'processId']);

const KNOWN_LABELS: Record<string, string> = {
  name: 'Name',
  description: 'Description',
  jobRoleId: 'Job role',
  version: 'Version',
  status: 'Status',
  fileUrl: 'File',
  type: 'Type',
  state: 'State',
};

/** The order process fields are listed in, as the Edit Process dialog shows them. */
const FIELD_ORDER = ['name', 'jobRoleId', 'description', 'status', 'version'];

const INLINE_MAX_LENGTH = 240;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** "painPoints" -> "Pain points", "outputs_full" -> "Outputs full"; known fields keep their names. */
export function fieldLabel(key: string): string {
  const known = KNOWN_LABELS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

/** Structural equality for JSON values (key order does not matter). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') {
    // A missing field and an explicit null are the same absence.
    return (a ?? null) === (b ?? null);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ao), ...Object.keys(bo)]);
  for (const key of keys) if (!jsonEqual(ao[key], bo[key])) return false;
  return true;
}

function isInlineValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.length <= INLINE_MAX_LENGTH;
  return typeof value === 'number' || typeof value === 'boolean';
}

function orderKeys(keys: string[]): string[] {
  const rank = (key: string) => {
    const i = FIELD_ORDER.indexOf(key);
    return i === -1 ? FIELD_ORDER.length : i;
  };
  // Stable sort: known process fields first in form order, the rest as they appear in the snapshots.
  return keys
    .map((key, index) => ({ key, index }))
    .sort((a, b) => rank(a.key) - rank(b.key) || a.index - b.index)
    .map((entry) => entry.key);
}

/** The top-level keys whose values differ between two object snapshots, bookkeeping left out. */
export function diffObjects(before: Record<string, unknown>, after: Record<string, unknown>): ChangedField[] {
  const keys: string[] = [];
  for (const key of [...Object.keys(after), ...Object.keys(before)]) {
    if (!keys.includes(key) && !IGNORED_KEYS.has(key)) keys.push(key);
  }
  return orderKeys(keys)
    .filter((key) => !jsonEqual(before[key], after[key]))
    .map((key) => ({
      key,
      label: fieldLabel(key),
      before: before[key] ?? null,
      after: after[key] ?? null,
      inline: isInlineValue(before[key]) && isInlineValue(after[key]),
    }));
}

/** An artifact snapshot (rather than bare content) carries its content under `content`. */
function looksLikeArtifact(value: Record<string, unknown>): boolean {
  return 'content' in value && ('type' in value || 'state' in value);
}

/**
 * The changed fields of an update, or an empty list when there is nothing to compare (a create,
 * a delete, an import, or snapshots that are not objects). An artifact snapshot is compared by
 * its own fields (name, description, file) and by the top-level keys of its content.
 */
export function buildChangeDiff(event: { action: string; before: unknown; after: unknown }): ChangedField[] {
  if (event.action !== 'update') return [];
  const { before, after } = event;
  if (!isPlainObject(before) || !isPlainObject(after)) {
    if (before === undefined || after === undefined || jsonEqual(before, after)) return [];
    if (before === null || after === null) return [];
    return [
      {
        key: 'content',
        label: 'Content',
        before,
        after,
        inline: isInlineValue(before) && isInlineValue(after),
      },
    ];
  }
  if (looksLikeArtifact(before) && looksLikeArtifact(after)) {
    const { content: beforeContent, ...beforeRest } = before;
    const { content: afterContent, ...afterRest } = after;
    const own = diffObjects(beforeRest, afterRest);
    if (isPlainObject(beforeContent) && isPlainObject(afterContent)) {
      return [...own, ...diffObjects(beforeContent, afterContent)];
    }
    if (jsonEqual(beforeContent, afterContent)) return own;
    return [
      ...own,
      { key: 'content', label: 'Content', before: beforeContent, after: afterContent, inline: false },
    ];
  }
  return diffObjects(before, after);
}
