import { useSearchParams } from 'wouter';
import { CHANGES_PARAM, parseShowChanges, withShowChanges } from './changes-view.model';

/** Whether the comparison shows what changed (`?changes=1`), and a setter that replaces the URL. */
export function useShowChanges(): [boolean, (on: boolean) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const on = parseShowChanges(searchParams.get(CHANGES_PARAM));
  const set = (next: boolean) => setSearchParams((prev) => withShowChanges(prev, next), { replace: true });
  return [on, set];
}
