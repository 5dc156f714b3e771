import { ARTIFACT_TYPE_ALIASES, type ArtifactType } from '../schemas/artifact';

/** The six comparison rows, in order (spec §2 "Side-by-side comparison"). */
export const COMPARISON_ROWS = [
  { key: 'job_description', label: 'Job Description', types: ['job_description'] },
  { key: 'workflow_map', label: 'Workflow Map', types: ['workflow_map'] },
  { key: 'sipoc', label: 'SIPOC', types: ['sipoc', 'role_sipoc'] },
  { key: 'cross_functional', label: 'Cross-Functional Coordination', types: ['cross_functional'] },
  { key: 'systems', label: 'Systems', types: ['systems'] },
  { key: 'pain_points', label: 'Pain Points', types: ['pain_points'] },
] as const satisfies readonly { key: string; label: string; types: readonly ArtifactType[] }[];

export type ComparisonRowKey = (typeof COMPARISON_ROWS)[number]['key'];

/** The stored type of a possibly aliased type name. */
export function canonicalType(type: string): string {
  return ARTIFACT_TYPE_ALIASES[type] ?? type;
}

/**
 * The artifact a comparison cell shows: the first (oldest) of the row's types in preference order,
 * e.g. a sipoc before a role_sipoc.
 */
export function pickRowArtifact<T extends { type: string; state: string }>(
  artifacts: readonly T[],
  row: (typeof COMPARISON_ROWS)[number],
  state: 'as_is' | 'to_be',
): T | null {
  for (const type of row.types) {
    const hit = artifacts.find((a) => a.state === state && canonicalType(a.type) === type);
    if (hit) return hit;
  }
  return null;
}

export interface NormalisedStep {
  number: number;
  name: string;
  description: string | null;
}

/**
 * Process steps in any of the three shapes of spec §3 — one string (a step per line, numbering
 * like "1." or "Step 1:" removed), a list of strings, or a list of {step, name, description} —
 * as numbered steps.
 */
export function normaliseProcessSteps(steps: unknown): NormalisedStep[] {
  if (typeof steps === 'string') {
    return steps
      .split(/\r?\n/)
      .map((l) => l.replace(/^\s*(?:step\s*)?\d+\s*[.):-]\s*/i, '').trim())
      .filter(Boolean)
      .map((name, i) => ({ number: i + 1, name, description: null }));
  }
  if (!Array.isArray(steps)) return [];
  const out: NormalisedStep[] = [];
  for (const item of steps) {
    if (typeof item === 'string') {
      if (item.trim()) out.push({ number: out.length + 1, name: item.trim(), description: null });
    } else if (item && typeof item === 'object') {
      const o = item as { step?: unknown; name?: unknown; description?: unknown };
      const name = typeof o.name === 'string' ? o.name.trim() : '';
      const description =
        typeof o.description === 'string' && o.description.trim() ? o.description.trim() : null;
      if (!name && !description) continue;
      const n = typeof o.step === 'number' ? o.step : Number.parseInt(String(o.step ?? ''), 10);
      out.push({
        number: Number.isFinite(n) && n > 0 ? n : out.length + 1,
        name: name || description!,
        description: name ? description : null,
      });
    }
  }
  return out;
}

/** Text cut to `max` characters with an ellipsis; `truncated` says whether a tooltip is needed. */
export function truncateText(text: string, max = 35): { text: string; truncated: boolean } {
  if (text.length <= max) return { text, truncated: false };
  return { text: `${text.slice(0, max).trimEnd()}…`, truncated: true };
}

/** The first `shown` items and how many more there are ("+N more functions", "+N more..."). */
export function splitVisible<T>(items: readonly T[], shown: number): { visible: T[]; more: number } {
  return { visible: items.slice(0, shown), more: Math.max(0, items.length - shown) };
}

/** "cross_functional" → "cross functional" (spec: underscores shown as spaces). */
export function typeLabel(type: string): string {
  return type.replaceAll('_', ' ');
}

/** The process outputs that feed the change impact matrix (spec §2): full names if present, else outputs, of the first sipoc. */
export function sipocOutputs<T extends { type: string; content: unknown }>(
  artifacts: readonly T[],
): string[] {
  const sipoc = artifacts.find((a) => canonicalType(a.type) === 'sipoc');
  const content = (sipoc?.content ?? {}) as { outputs?: unknown; outputsFullNames?: unknown };
  const pick = (v: unknown) =>
    Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && !!x.trim()) : [];
  const full = pick(content.outputsFullNames);
  return full.length > 0 ? full : pick(content.outputs);
}
