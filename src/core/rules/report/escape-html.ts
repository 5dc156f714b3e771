/**
 * The one escape every repository value goes through before it enters report HTML, in text and in
 * attribute values alike (attributes are always double-quoted, and ' is escaped too).
 */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);
}
