import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { startServer } from './server';

/*
 * A first start on an empty DATA_DIR creates the database, migrates it and loads the demo data:
 * about 3 s of every file's set-up, the same work each time. The global set-up does it once per
 * kind of data and each file's server starts on a copy, as a restarted server would. Tests of the
 * first start itself (restart.test.ts, crash-safety.test.ts) start on empty directories.
 */

export interface DataTemplates {
  /** Demo data loaded (the default). */
  demo: string;
  /** DEMO_DATA=off: the product's divisions only. */
  empty: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eDataTemplates: DataTemplates;
  }
}

/** Starts and stops the server once on each kind of data; resolves to the stopped DATA_DIRs. */
export async function makeDataTemplates(): Promise<DataTemplates> {
  const firstStart = async (env: Record<string, string>) => {
    const server = await startServer(env);
    await server.stop();
    return server.dataDir;
  };
  const [demo, empty] = await Promise.all([firstStart({}), firstStart({ DEMO_DATA: 'off' })]);
  return { demo, empty };
}

/** A new DATA_DIR holding a copy of the template for this environment's kind of data. */
export function dataDirFromTemplate(env: Record<string, string>): string {
  const templates = inject('e2eDataTemplates');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmr-e2e-'));
  // DEMO_DATA read as the server reads it.
  fs.cpSync(loadConfig(env).demoData ? templates.demo : templates.empty, dir, { recursive: true });
  return dir;
}
