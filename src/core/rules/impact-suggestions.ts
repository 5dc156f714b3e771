import type { ChangeDescription, ChangeType } from '../schemas/change-impact';
import { type ItemDiff, type RowDiff, textKey } from './artifact-diff';

/*
 * Suggested Change Impact rows (issue 9), from the difference of the As-Is and To-Be SIPOC outputs:
 * an output only in the To-Be suggests NEW, one only in the As-Is REMOVED, one reworded MODIFIED.
 * Only when both SIPOCs are documented: a missing To-Be is not yet written, not "everything removed".
 *
 * Left out: outputs whose saved matrix row already has a change type (under either name of a
 * reworded output), and suggestions the team dismissed (same output, same change type: a later,
 * different suggestion for that output shows again).
 *
 * The suggested change descriptions stay modest: a new output comes from a NEW_PROCESS, a removed or
 * reworded one is a PROCESS_CHANGE. Accepting keeps the descriptions the row already has, if any.
 */

export type SuggestedChangeType = Extract<ChangeType, 'NEW' | 'MODIFIED' | 'REMOVED'>;

/** Output names compare trimmed, with inner whitespace collapsed and ignoring case (the matrix's rule). */
export function outputKey(name: string): string {
  return textKey(name);
}

export const SUGGESTION_REASONS: Record<SuggestedChangeType, string> = {
  NEW: 'Only in To-Be SIPOC outputs',
  REMOVED: 'Only in As-Is SIPOC outputs',
  MODIFIED: 'Reworded between As-Is and To-Be SIPOC outputs',
};

export const SUGGESTED_DESCRIPTIONS: Record<SuggestedChangeType, ChangeDescription[]> = {
  NEW: ['NEW_PROCESS'],
  REMOVED: ['PROCESS_CHANGE'],
  MODIFIED: ['PROCESS_CHANGE'],
};

export interface ImpactSuggestion {
  /** The matrix output it is for: the name Accept saves and Dismiss stores. */
  output: string;
  changeType: SuggestedChangeType;
  /** The output's As-Is name (null when new) and To-Be name (null when removed). */
  before: string | null;
  after: string | null;
  reason: string;
  changeDescriptions: ChangeDescription[];
}

/** The saved matrix row fields the rule reads. */
export interface SavedImpactRow {
  processOutput: string;
  changeType: string | null;
}

export interface StoredDismissal {
  id: string;
  processOutput: string;
  changeType: string;
}

export interface ImpactSuggestions {
  /** Suggestions to show, in SIPOC (To-Be) order. */
  active: ImpactSuggestion[];
  /** Dismissed ones, with the dismissal that hides each (Restore deletes it). */
  dismissed: (ImpactSuggestion & { dismissalId: string })[];
  /** Whether both SIPOCs are documented (else there is nothing to compare). */
  comparable: boolean;
}

function typeOf(item: ItemDiff): SuggestedChangeType | null {
  switch (item.status) {
    case 'added':
      return 'NEW';
    case 'removed':
      return 'REMOVED';
    case 'changed':
      return 'MODIFIED';
    case 'unchanged':
      return null;
  }
}

/**
 * The suggestions for a process. `sipoc` is the SIPOC row of `diffArtifacts`; `matrixOutputs` the
 * outputs the matrix lists, so a suggestion for an output already there uses that row's spelling.
 */
export function suggestImpactRows(input: {
  sipoc: RowDiff | null | undefined;
  saved: readonly SavedImpactRow[];
  dismissals: readonly StoredDismissal[];
  matrixOutputs?: readonly string[];
}): ImpactSuggestions {
  const { sipoc, saved, dismissals, matrixOutputs = [] } = input;
  const result: ImpactSuggestions = { active: [], dismissed: [], comparable: !!sipoc?.comparable };
  if (!sipoc?.comparable) return result;
  const outputs = sipoc.sections.find((s) => s.key === 'outputs');
  if (!outputs) return result;

  const assessed = new Set(
    saved.filter((row) => (row.changeType ?? '').trim() !== '').map((row) => outputKey(row.processOutput)),
  );
  const spelling = new Map<string, string>();
  for (const name of [...matrixOutputs, ...saved.map((r) => r.processOutput)]) {
    const key = outputKey(name);
    if (key && !spelling.has(key)) spelling.set(key, name);
  }

  const seen = new Set<string>();
  for (const item of outputs.items) {
    const changeType = typeOf(item);
    if (!changeType) continue;
    const before = item.before?.label ?? null;
    const after = item.after?.label ?? null;
    const keys = [before, after].filter((n): n is string => !!n).map(outputKey);
    if (keys.some((k) => assessed.has(k))) continue;
    // A reworded output fills the row the matrix already has (usually the As-Is name), else the To-Be name.
    const existing = keys.find((k) => spelling.has(k));
    const output = existing ? spelling.get(existing)! : (after ?? before)!;
    const id = `${outputKey(output)}|${changeType}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const suggestion: ImpactSuggestion = {
      output,
      changeType,
      before,
      after,
      reason: SUGGESTION_REASONS[changeType],
      changeDescriptions: [...SUGGESTED_DESCRIPTIONS[changeType]],
    };
    const dismissal = dismissals.find(
      (d) => d.changeType === changeType && [...keys, outputKey(output)].includes(outputKey(d.processOutput)),
    );
    if (dismissal) result.dismissed.push({ ...suggestion, dismissalId: dismissal.id });
    else result.active.push(suggestion);
  }
  return result;
}

/**
 * The change descriptions Accept saves: the row's own when it has any (nothing the team chose is
 * replaced), else the suggestion's.
 */
export function acceptedDescriptions(
  existing: readonly ChangeDescription[],
  suggestion: Pick<ImpactSuggestion, 'changeDescriptions'>,
): ChangeDescription[] {
  return existing.length > 0 ? [...existing] : [...suggestion.changeDescriptions];
}
