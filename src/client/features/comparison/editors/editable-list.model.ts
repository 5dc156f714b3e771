/* The pure parts of EditableList: where a move lands and what is announced. */

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/**
 * The index a dragged item ends up at when dropped before (`after` false) or after the item at
 * `over`; null when the drop changes nothing.
 */
export function dropIndex(from: number, over: number, after: boolean): number | null {
  let to = after ? over + 1 : over;
  if (to > from) to -= 1;
  return to === from ? null : to;
}

/** Keyboard reordering: Alt+ArrowUp / Alt+ArrowDown on a row. */
export function keyboardMove(event: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}): -1 | 1 | null {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (event.key === 'ArrowUp') return -1;
  if (event.key === 'ArrowDown') return 1;
  return null;
}

/** What the live region says: `Supplier "Customer" moved to position 2 of 3.` */
export function moveAnnouncement(noun: string, text: string, to: number, count: number): string {
  const label = capitalise(noun);
  const named = text.trim() ? ` "${shorten(text.trim())}"` : ` ${to + 1}`;
  return `${label}${named} moved to position ${to + 1} of ${count}.`;
}

export function capitalise(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

function shorten(text: string, max = 60): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
