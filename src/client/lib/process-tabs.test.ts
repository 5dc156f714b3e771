import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROCESS_TAB,
  HIDDEN_PROCESS_TABS,
  PROCESS_TABS,
  parseProcessTab,
  visibleProcessTabs,
  withProcessTab,
} from './process-tabs';

describe('process tabs', () => {
  it('lists the five tabs in the spec order, Process Comparison first and default', () => {
    expect(PROCESS_TABS.map((t) => t.label)).toEqual([
      'Process Comparison',
      'Training Audiences',
      'Training Materials',
      'Change Log',
      'Artifacts Library',
    ]);
    expect(DEFAULT_PROCESS_TAB).toBe('comparison');
  });

  it('renders all five tabs, Training Materials included', () => {
    expect(HIDDEN_PROCESS_TABS.size).toBe(0);
    expect(parseProcessTab('materials')).toBe('materials');
    expect(visibleProcessTabs().map((t) => t.key)).toEqual([
      'comparison',
      'audiences',
      'materials',
      'changelog',
      'artifacts',
    ]);
  });

  it('reads ?tab= exactly, falling back to the comparison for anything else', () => {
    const all = visibleProcessTabs(new Set());
    expect(parseProcessTab('artifacts', all)).toBe('artifacts');
    expect(parseProcessTab('changelog', all)).toBe('changelog');
    expect(parseProcessTab('audiences', all)).toBe('audiences');
    expect(parseProcessTab('materials', all)).toBe('materials');
    expect(parseProcessTab(null, all)).toBe('comparison');
    expect(parseProcessTab(undefined, all)).toBe('comparison');
    expect(parseProcessTab('', all)).toBe('comparison');
    expect(parseProcessTab('Artifacts', all)).toBe('comparison');
    expect(parseProcessTab('toString', all)).toBe('comparison');
    expect(parseProcessTab('nonsense', all)).toBe('comparison');
  });

  it('opens the default tab for a hidden tab named in the URL', () => {
    const visible = visibleProcessTabs(new Set(['materials']));
    expect(parseProcessTab('materials', visible)).toBe('comparison');
    expect(parseProcessTab('changelog', visible)).toBe('changelog');
  });

  it('writes the tab into the query, keeps other parameters, and drops it for the default tab', () => {
    expect(withProcessTab('', 'artifacts').toString()).toBe('tab=artifacts');
    expect(withProcessTab('?tab=artifacts&x=1', 'changelog').toString()).toBe('tab=changelog&x=1');
    expect(withProcessTab('tab=artifacts&x=1', 'comparison').toString()).toBe('x=1');
    expect(withProcessTab(new URLSearchParams('tab=changelog'), 'comparison').toString()).toBe('');
  });
});
