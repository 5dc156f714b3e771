import { outputKey } from '@core/rules/impact-suggestions';
import type { ChangeImpact } from '@core/schemas/change-impact';

// The rule lives in core, where the suggested rows (issue 9) compare output names the same way.
export { outputKey };

/**
 * The rows of the Change Impact Assessment Matrix (spec §2): the role's SIPOC outputs in SIPOC
 * order, then the custom outputs the team added, in the order they were added. A custom output is
 * persisted as a saved row whose output is not among the SIPOC outputs.
 */
export interface MatrixRow {
  /** The output's name as it is stored (a saved row's spelling wins over the SIPOC's). */
  output: string;
  /** True for outputs the team added; only these can be removed. */
  custom: boolean;
  /** The saved assessment, or null while nothing was chosen for a SIPOC output. */
  saved: ChangeImpact | null;
}

export function buildMatrixRows(
  sipocOutputs: readonly string[],
  saved: readonly ChangeImpact[],
): MatrixRow[] {
  const savedByKey = new Map<string, ChangeImpact>();
  for (const row of saved) {
    const key = outputKey(row.processOutput);
    if (key && !savedByKey.has(key)) savedByKey.set(key, row);
  }
  const rows: MatrixRow[] = [];
  const seen = new Set<string>();
  for (const name of sipocOutputs) {
    const key = outputKey(name);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const row = savedByKey.get(key) ?? null;
    rows.push({ output: row?.processOutput ?? name.trim(), custom: false, saved: row });
  }
  for (const row of saved) {
    const key = outputKey(row.processOutput);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    rows.push({ output: row.processOutput, custom: true, saved: row });
  }
  return rows;
}

export const BLANK_OUTPUT_ERROR = 'Enter an output name.';
export const DUPLICATE_OUTPUT_ERROR = 'That output is already in the matrix.';

/** Spec §5: a custom output is non-blank and not a duplicate of an output already in the matrix. */
export function validateCustomOutput(
  name: string,
  rows: readonly Pick<MatrixRow, 'output'>[],
): string | null {
  const key = outputKey(name);
  if (!key) return BLANK_OUTPUT_ERROR;
  if (rows.some((row) => outputKey(row.output) === key)) return DUPLICATE_OUTPUT_ERROR;
  return null;
}

/** The name a custom output is saved under: trimmed, inner runs of whitespace made one space. */
export function cleanOutputName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}
