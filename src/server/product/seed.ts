import { count } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { divisions } from '../db/schema';
import { PRODUCT_DIVISIONS } from './divisions';

/**
 * Loads what the product itself carries into the database (spec §3: the 27 divisions are "static
 * data embedded in the product"), whatever DEMO_DATA says. Only a database without divisions gets
 * them: one a company has replaced through the Training Audiences CSV import keeps its own.
 * Returns how many divisions it added (0 when it left the table alone).
 */
export async function seedProductData(tx: Tx): Promise<number> {
  const [existing] = await tx.select({ n: count() }).from(divisions);
  if (Number(existing?.n) > 0) return 0;
  // No audit entry: the product's starting point is nobody's change.
  const rows = await tx.insert(divisions).values(PRODUCT_DIVISIONS).returning({ code: divisions.code });
  return rows.length;
}
