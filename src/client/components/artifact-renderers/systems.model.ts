import { readSystems, SYSTEMS_LABELS } from '@core/artifact-types';
import { splitVisible } from '@core/rules/artifact-shapes';

/** As-Is systems show 3 key functions plus "+N more functions"; To-Be shows all (spec §9). */
export const AS_IS_KEY_FUNCTIONS = 3;

export interface SystemView {
  name: string;
  purpose: string | null;
  functions: string[];
  moreFunctions: number;
}

export function systemsView(content: unknown, state: 'as_is' | 'to_be'): SystemView[] {
  return readSystems(content).map((s) => {
    const { visible, more } =
      state === 'as_is'
        ? splitVisible(s.keyFunctions, AS_IS_KEY_FUNCTIONS)
        : { visible: s.keyFunctions, more: 0 };
    return {
      name: s.name ?? SYSTEMS_LABELS.unnamedSystem,
      purpose: s.purpose,
      functions: visible,
      moreFunctions: more,
    };
  });
}

/** "+1 more function", "+4 more functions". */
export function moreFunctionsLabel(more: number): string {
  return `+${more} more ${more === 1 ? 'function' : 'functions'}`;
}
