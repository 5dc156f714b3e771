import { useSearchParams } from 'wouter';
import {
  PROCESS_TAB_PARAM,
  type ProcessTab,
  type ProcessTabKey,
  parseProcessTab,
  visibleProcessTabs,
  withProcessTab,
} from './process-tabs';

/** The selected process tab from `?tab=`, and a setter that replaces (never pushes) the URL. */
export function useProcessTab(): {
  tab: ProcessTabKey;
  tabs: ProcessTab[];
  setTab: (tab: ProcessTabKey) => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = visibleProcessTabs();
  const tab = parseProcessTab(searchParams.get(PROCESS_TAB_PARAM), tabs);
  const setTab = (next: ProcessTabKey) => {
    setSearchParams((prev) => withProcessTab(prev, next), { replace: true });
  };
  return { tab, tabs, setTab };
}
