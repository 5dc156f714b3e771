import { sql } from 'drizzle-orm';
import { inNameOrder, type ProcessFigures, withChangedFacts } from '../../../core/rules/readiness';
import type { Db, Executor } from '../../db/client';
import { processChanges } from '../../db/schema';
import { CHANGE_LOG_CURSOR, CHANGE_LOG_GAP_MS, readChangeLogCursor } from '../../plugins/cache/change-log';
import {
  loadDivisions,
  loadJobRoleFacts,
  loadProcessFigures,
  loadReadinessFacts,
  type ReadinessFacts,
} from './readiness-facts';

/** The processes whose facts changed from `cursor` on (kinds 'p' and 'f'), or a gap. */
async function changedSince(
  db: Executor,
  cursor: string,
): Promise<{ cursor: string; gap: boolean; ids: string[] }> {
  const result = (await db.execute(sql`
    WITH c AS (SELECT DISTINCT kind, process_id FROM ${processChanges} WHERE xid >= ${cursor}::xid8)
    SELECT ${CHANGE_LOG_CURSOR} AS cursor,
      EXISTS (SELECT 1 FROM c WHERE kind = 'all') AS gap,
      (SELECT coalesce(json_agg(DISTINCT process_id), '[]')::text FROM c
        WHERE kind IN ('p', 'f') AND process_id IS NOT NULL) AS ids
  `)) as unknown as { rows: { cursor: string; gap: boolean; ids: string }[] };
  const row = result.rows[0]!;
  return { cursor: row.cursor, gap: row.gap, ids: JSON.parse(row.ids) as string[] };
}

/**
 * The facts of the repository's current version, shared: every filter, sort and page of the
 * dashboard (and the requests that arrive together after a write) reuse one load. Any committed
 * write moves the change feed's version on; the next request then loads again only the facts of
 * the processes the change log names (and the few job roles and divisions), not every process's:
 * a write costs the dashboard a few small statements, whatever the repository's size. The whole
 * load happens at the first request and after a gap (CHANGE_LOG_GAP_MS, an archive import).
 * While the feed is not live nothing is reused.
 */
export class ReadinessFactsCache {
  private entry: { version: number; facts: Promise<ReadinessFacts> } | null = null;
  /** The facts last loaded, by process, and where the change log was then. */
  private known: { cursor: string; ordered: readonly ProcessFigures[]; lookedAt: number } | null = null;
  /** Whole loads and loads of changed processes only: for tests and the bench. */
  readonly stats = { whole: 0, changed: 0 };

  constructor(private readonly feed: { readonly version: number; readonly live: boolean }) {}

  get(db: Db): Promise<ReadinessFacts> {
    if (!this.feed.live) return loadReadinessFacts(db);
    const version = this.feed.version;
    if (this.entry?.version === version) return this.entry.facts;
    const facts = this.load(db, this.entry?.facts ?? null);
    const entry = { version, facts };
    this.entry = entry;
    // A failed load is not kept: the next request tries again.
    facts.catch(() => {
      if (this.entry === entry) this.entry = null;
    });
    return facts;
  }

  private async load(db: Db, previous: Promise<ReadinessFacts> | null): Promise<ReadinessFacts> {
    // The previous load's facts are what this one changes: one at a time.
    await previous?.catch(() => {});
    const known = this.known;
    if (!known || Date.now() - known.lookedAt > CHANGE_LOG_GAP_MS) return this.loadWhole(db);
    const changes = await changedSince(db, known.cursor);
    if (changes.gap) return this.loadWhole(db);
    const [fresh, jobRoles, divisions] = await Promise.all([
      changes.ids.length > 0 ? loadProcessFigures(db, changes.ids) : Promise.resolve([]),
      loadJobRoleFacts(db),
      loadDivisions(db),
    ]);
    // Kept in name order, so the dashboard compares no names: the fresh facts are put in their places.
    known.ordered = withChangedFacts(known.ordered, new Set(changes.ids), fresh);
    known.cursor = changes.cursor;
    known.lookedAt = Date.now();
    this.stats.changed += 1;
    return { processes: known.ordered, jobRoles, divisions };
  }

  private async loadWhole(db: Db): Promise<ReadinessFacts> {
    this.known = null;
    // Read before the facts: whatever is written while they load is in the log from here on.
    const cursor = await readChangeLogCursor(db);
    const facts = await loadReadinessFacts(db);
    const ordered = inNameOrder(facts.processes);
    this.known = { cursor, ordered, lookedAt: Date.now() };
    this.stats.whole += 1;
    return { ...facts, processes: ordered };
  }
}
