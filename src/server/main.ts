import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { backfillDiagramSummaries } from './features/artifacts';
import { ChangeFeed } from './plugins/cache/change-feed';
import { openConfiguredDatabase, resolveAccessCodes, seedIfEmpty } from './startup';

const log = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) };

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const here = path.dirname(fileURLToPath(import.meta.url));
  const clientDir = path.resolve(here, '../client');
  if (fs.existsSync(path.join(clientDir, 'index.html'))) config.clientDir = clientDir;
  else console.warn(`No built client in ${clientDir}: serving the API only (run npm run build).`);

  const database = await openConfiguredDatabase(config);
  // Nothing works without the database: end, so that whatever runs the server starts it again.
  database.whenStopped((error) => {
    console.error(`${error.message}: stopping.`);
    process.exit(1);
  });
  await seedIfEmpty(database, config, log);
  const access = resolveAccessCodes(config);
  const feed = new ChangeFeed();
  await feed.start(database);
  const app = await buildApp({ config, db: database.db, accessCodes: access.codes, feed });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received: closing.`);
    // Close the server first so no request writes after the database is closed.
    await app.close().catch(() => {});
    await feed.stop();
    await database.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  const db = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PGlite in ${path.join(config.dataDir, 'pglite')}`;
  console.log('');
  console.log(
    `Process Map Repository is running at http://${shownHost}:${port}  (ready in ${Date.now() - started} ms)`,
  );
  console.log(`Database: ${db}`);
  if (access.generated) {
    console.log(
      `Access code (generated, kept in ${path.join(config.dataDir, 'access-code.txt')}): ${access.generated}`,
    );
  } else if (access.fromFile) {
    console.log(`Access code (from ${path.join(config.dataDir, 'access-code.txt')}): ${access.fromFile}`);
  } else if (config.accessCodesOff) {
    console.log('Access codes: off (ACCESS_CODES=off); people sign in with single sign-on only.');
  } else {
    const roles = [...new Set(access.codes.map((c) => c.role))].join(', ');
    console.log(
      `Access codes: the ${access.codes.length} code(s) set in ACCESS_CODES (roles: ${roles}; compared ignoring case).`,
    );
  }
  if (config.oidc) console.log(`Single sign-on: ${config.oidc.issuer}`);
  console.log('Sign in by opening the address above and entering your name and the access code.');

  // Old maps' diagram summaries are filled in after the server listens, so no start waits for a
  // scan of every workflow map; the database triggers' change feed tells the caches of each row.
  backfillDiagramSummaries(database.db, log).catch((error: unknown) => {
    if (!closing)
      log.warn(`Filling in diagram summaries stopped: ${error instanceof Error ? error.message : error}`);
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
