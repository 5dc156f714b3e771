import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { files } from '../../../db/schema';
import { fileMeta } from '../export-rows';
import { compare, fetchIn, type PlanContext, planTable, reject, type TablePlan, usable } from './plan-rows';

/** Files: the bytes must be in the archive and match the recorded size and sha256. */
export async function planFiles(ctx: PlanContext): Promise<TablePlan> {
  const { ex, merge, archive } = ctx;
  return planTable(archive, 'files', async (batch) => {
    for (const { p, row } of usable(batch)) {
      const bytes = row.path.startsWith('files/') ? await archive.read(row.path) : null;
      if (!bytes) reject(p, `Its bytes (${row.path}) are missing from the archive`);
      else if (bytes.length !== row.size || createHash('sha256').update(bytes).digest('hex') !== row.sha256) {
        reject(p, 'Its bytes do not match its recorded size and sha256');
      }
    }
    if (!merge) return;
    const existing = new Map(
      (
        await fetchIn(
          usable(batch).map((i) => i.row.id),
          (ids) => ex.select(fileMeta).from(files).where(inArray(files.id, ids)),
        )
      ).map((r) => [r.id, { ...r, createdAt: r.createdAt.toISOString() }]),
    );
    for (const { p, row } of usable(batch)) {
      const { path: _path, ...incoming } = row;
      const current = existing.get(row.id);
      // An older archive does not say whether a file is password-protected: the stored flag stands.
      compare(p, current, {
        ...incoming,
        passwordProtected: incoming.passwordProtected ?? current?.passwordProtected ?? false,
      });
    }
  });
}
