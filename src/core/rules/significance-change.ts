import { isRecord } from '../artifact-types/read';
import { normaliseLine, type SignificanceMode } from './significance';

/**
 * One user edit of the To-Be job description's Significant Change marking (spec §4). A tick
 * carries the state the user wants rather than "toggle", so re-applying it to content that another
 * user changed meanwhile (after a 409) never undoes their tick.
 */
export type SignificanceChange =
  | { kind: 'mode'; mode: SignificanceMode }
  | { kind: 'tick'; line: string; ticked: boolean };

/** The saved mode: Manual only when the content says so, Auto otherwise. */
export function readSignificanceMode(content: unknown): SignificanceMode {
  return isRecord(content) && content.significanceMode === 'manual' ? 'manual' : 'auto';
}

/** The saved manual ticks (normalised, no duplicates); anything that is not text is dropped. */
export function readSignificantLines(content: unknown): string[] {
  if (!isRecord(content) || !Array.isArray(content.significantLines)) return [];
  const out: string[] = [];
  for (const item of content.significantLines) {
    if (typeof item !== 'string') continue;
    const key = normaliseLine(item);
    if (key && !out.includes(key)) out.push(key);
  }
  return out;
}

/** The tick list with one line set ticked or unticked (idempotent, order kept). */
export function setManualLine(lines: readonly string[], line: string, ticked: boolean): string[] {
  const key = normaliseLine(line);
  const without = lines.filter((l) => l !== key);
  return ticked ? [...without, key] : without;
}

/**
 * The content after one change; every other field is kept as it is. Content that is not an object
 * becomes one holding just the marking.
 */
export function applySignificanceChange(
  content: unknown,
  change: SignificanceChange,
): Record<string, unknown> {
  const base: Record<string, unknown> = isRecord(content) ? { ...content } : {};
  if (change.kind === 'mode') {
    base.significanceMode = change.mode;
    return base;
  }
  base.significantLines = setManualLine(readSignificantLines(content), change.line, change.ticked);
  return base;
}
