import { randomBytes } from 'node:crypto';
import { jobRoles } from '../../../db/schema';
import type { TestApp } from '../../../testing/test-app';

/**
 * Rows the first table of Export All holds so that a stalled download stops inside it: a few MB
 * of job roles that do not compress.
 */
export async function padFirstTable(t: TestApp): Promise<void> {
  await t.writeDirectly((db) =>
    db.insert(jobRoles).values(
      Array.from({ length: 60 }, (_, i) => ({
        name: `Padding role ${String(i).padStart(2, '0')}`,
        description: randomBytes(48 * 1024).toString('base64'),
      })),
    ),
  );
}
