import { splitVisible } from '@core/rules/artifact-shapes';
import { isRecord, textList, textOf } from './content-utils';

/** As-Is systems show 3 key functions plus "+N more functions"; To-Be shows all (spec §9). */
export const AS_IS_KEY_FUNCTIONS = 3;

export interface SystemView {
  name: string;
  purpose: string | null;
  functions: string[];
  moreFunctions: number;
}

export function systemsView(content: unknown, state: 'as_is' | 'to_be'): SystemView[] {
  const c = isRecord(content) ? content : {};
  const list = Array.isArray(c.systems) ? c.systems : [];
  const out: SystemView[] = [];
  for (const s of list) {
    if (typeof s === 'string') {
      if (s.trim()) out.push({ name: s.trim(), purpose: null, functions: [], moreFunctions: 0 });
      continue;
    }
    if (!isRecord(s)) continue;
    const name = textOf(s.name);
    const purpose = textOf(s.purpose);
    const all = textList(s.keyFunctions);
    if (!name && !purpose && !all.length) continue;
    const { visible, more } =
      state === 'as_is' ? splitVisible(all, AS_IS_KEY_FUNCTIONS) : { visible: all, more: 0 };
    out.push({ name: name ?? 'Unnamed system', purpose, functions: visible, moreFunctions: more });
  }
  return out;
}

/** "+1 more function", "+4 more functions". */
export function moreFunctionsLabel(more: number): string {
  return `+${more} more ${more === 1 ? 'function' : 'functions'}`;
}
