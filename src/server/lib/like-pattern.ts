/**
 * A search term as a LIKE/ILIKE pattern that finds it anywhere in a text: `%` and `_` typed by a
 * user are literal characters, not wildcards.
 */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
