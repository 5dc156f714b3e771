import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { Config, RoleCode } from './config';
import { type Database, openDatabase } from './db/client';
import { jobRoles, processes } from './db/schema';
import { seedDemoData } from './demo/seed';
import { loadOrCreateAccessCode } from './features/auth/access-codes';
import { seedProductData } from './product/seed';

export interface StartupLog {
  info(message: string): void;
}

/**
 * Opens the configured database (PGlite under DATA_DIR unless DATABASE_URL is set) and migrates it;
 * on PostgreSQL under the start-up lock, so several instances may start at once.
 */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    const database = await openDatabase({ url: config.databaseUrl });
    await database.migrate();
    return database;
  }
  const dir = path.join(config.dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const database = await openDatabase({ dataDir: dir });
  await database.migrate();
  return database;
}

/**
 * Loads the product's divisions into a database that has none, and the demo set when DEMO_DATA is
 * on and the repository is empty; never touches existing data. Instances starting together on one
 * PostgreSQL take turns (the start-up lock): the first seeds, the others then find the data and
 * leave it alone.
 */
export async function seedIfEmpty(database: Database, config: Config, log: StartupLog): Promise<void> {
  // Told after the commit, so a failed seed never claims to have loaded anything.
  const loaded = await database.exclusive(() =>
    database.db.transaction(async (tx) => {
      const lines: string[] = [];
      const divisionCount = await seedProductData(tx);
      if (divisionCount > 0) lines.push(`Loaded the product's ${divisionCount} divisions.`);
      if (!config.demoData) return lines;
      const [roles] = await tx.select({ n: count() }).from(jobRoles);
      const [procs] = await tx.select({ n: count() }).from(processes);
      if (Number(roles?.n) > 0 || Number(procs?.n) > 0) return lines;
      const seeded = await seedDemoData(tx);
      lines.push(
        `Loaded demo data: ${seeded.jobRoles} job roles, ${seeded.processes} processes, ${seeded.artifacts} artifacts.`,
      );
      return lines;
    }),
  );
  for (const line of loaded) log.info(line);
}

/** ACCESS_CODES when set; otherwise the code kept in DATA_DIR (generated on first start). */
export function resolveAccessCodes(config: Config): {
  codes: RoleCode[];
  generated?: string;
  fromFile?: string;
} {
  if (config.accessCodesOff || config.accessCodes.length > 0) return { codes: config.accessCodes };
  // The one code of a default install is its owner's, printed in the server's log: it is an
  // admin's, so the admin screen is reachable without any configuration.
  const { code, generated } = loadOrCreateAccessCode(config.dataDir);
  const codes = [{ role: 'admin' as const, code }];
  return generated ? { codes, generated: code } : { codes, fromFile: code };
}
