import { isRecord, textOf } from './content-utils';

/** The pain point list scrolls past this height (spec §9). */
export const PAIN_POINTS_MAX_HEIGHT = 500;

export interface PainPointView {
  title: string;
  description: string | null;
  impact: string | null;
}

export function painPointsView(content: unknown): PainPointView[] {
  const c = isRecord(content) ? content : {};
  const out: PainPointView[] = [];
  for (const p of Array.isArray(c.painPoints) ? c.painPoints : []) {
    if (typeof p === 'string') {
      if (p.trim()) out.push({ title: p.trim(), description: null, impact: null });
      continue;
    }
    if (!isRecord(p)) continue;
    const title = textOf(p.title);
    const description = textOf(p.description);
    const impact = textOf(p.impact);
    if (!title && !description) continue;
    out.push({ title: title ?? 'Untitled pain point', description, impact });
  }
  return out;
}
