/**
 * The process page's tabs, in order, and which of them are shown. The selected tab lives in the
 * URL (`?tab=`), so a link or a reload opens the same tab.
 */

export const PROCESS_TABS = [
  { key: 'comparison', label: 'Process Comparison' },
  { key: 'audiences', label: 'Training Audiences' },
  { key: 'materials', label: 'Training Materials' },
  { key: 'changelog', label: 'Change Log' },
  { key: 'artifacts', label: 'Artifacts Library' },
] as const;

export type ProcessTabKey = (typeof PROCESS_TABS)[number]['key'];
export type ProcessTab = (typeof PROCESS_TABS)[number];

export const DEFAULT_PROCESS_TAB: ProcessTabKey = 'comparison';
export const PROCESS_TAB_PARAM = 'tab';

/**
 * Tabs switched off until their content exists: a hidden tab is not rendered at all, and its
 * `?tab=` value opens the default tab. Every tab is built now.
 */
export const HIDDEN_PROCESS_TABS: ReadonlySet<ProcessTabKey> = new Set<ProcessTabKey>();

/** The tabs to render, in order, leaving out the hidden ones. */
export function visibleProcessTabs(hidden: ReadonlySet<ProcessTabKey> = HIDDEN_PROCESS_TABS): ProcessTab[] {
  return PROCESS_TABS.filter((tab) => !hidden.has(tab.key));
}

/** The tab a `?tab=` value selects: a visible tab's key as written, anything else the default. */
export function parseProcessTab(
  value: string | null | undefined,
  visible: readonly ProcessTab[] = visibleProcessTabs(),
): ProcessTabKey {
  const match = visible.find((tab) => tab.key === value);
  return match ? match.key : DEFAULT_PROCESS_TAB;
}

/**
 * The query string after choosing `tab`: other parameters are kept, and the default tab leaves
 * no `tab` parameter behind so the plain process URL stays the canonical one.
 */
export function withProcessTab(search: URLSearchParams | string, tab: ProcessTabKey): URLSearchParams {
  const params = new URLSearchParams(search);
  if (tab === DEFAULT_PROCESS_TAB) params.delete(PROCESS_TAB_PARAM);
  else params.set(PROCESS_TAB_PARAM, tab);
  return params;
}
