import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ChangeFeed } from './cache/change-feed';
import { registerResponseCache } from './cache/response-cache';
import type { Config } from './config';
import './context';
import type { Db } from './db/client';
import { artifactRoutes } from './features/artifacts/artifacts.routes';
import { hashAccessCode } from './features/auth/access-codes';
import { authRoutes } from './features/auth/auth.routes';
import { LoginLimiter } from './features/auth/login-limiter';
import { SessionStore } from './features/auth/sessions.service';
import { changeImpactRoutes } from './features/change-impact/change-impact.routes';
import { divisionRoutes } from './features/divisions/divisions.routes';
import { exchangeRoutes } from './features/exchange/exchange.routes';
import { fileRoutes } from './features/files/files.routes';
import { healthRoutes } from './features/health/health.routes';
import { historyRoutes } from './features/history/history.routes';
import { jobRoleRoutes } from './features/job-roles/job-roles.routes';
import { painPointRoutes } from './features/pain-points/pain-points.routes';
import { ProcessIndexKeeper } from './features/processes/process-index-keeper';
import { processRoutes } from './features/processes/processes.routes';
import { readinessRoutes } from './features/readiness/readiness.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { traceabilityRoutes } from './features/traceability/traceability.routes';
import { trainingRoutes } from './features/training/training.routes';
import { trainingGenerationRoutes } from './features/training-generation/generation.routes';
import { registerAuthGuard } from './plugins/auth';
import { registerErrorHandler, registerNotFound } from './plugins/errors';
import { registerSecurityHeaders } from './security/security-headers';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** The accepted access codes in clear; only their hashes are kept. */
  accessCodes: string[];
  /** Started change feed; without one, nothing is cached (every read goes to the database). */
  feed?: ChangeFeed;
}

/** JSON bodies above this are refused with 413; uploads have their own limit (MAX_UPLOAD_MB). */
const JSON_BODY_LIMIT = 2 * 1024 * 1024;

/** The whole server, without listening: main.ts listens, tests call app.inject(). */
export async function buildApp({
  config,
  db,
  accessCodes,
  feed = new ChangeFeed(),
}: BuildAppOptions): Promise<FastifyInstance> {
  if (accessCodes.length === 0) throw new Error('buildApp needs at least one access code');
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: false,
    routerOptions: { maxParamLength: 500 },
  });
  app.decorate('db', db);
  // Every route as registered, for tests that must reach all of them (hostile-input property test).
  const routeCatalog: { method: string; url: string }[] = [];
  app.decorate('routeCatalog', routeCatalog);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeCatalog.push({ method, url: route.url });
  });
  app.decorate('config', config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // The API speaks JSON only: a text body is answered 415 rather than half-parsed.
  app.removeContentTypeParser('text/plain');
  // Fastify's own JSON parser (prototype-poisoning safe), except that a DELETE sent with a JSON
  // content type and no body is simply a DELETE.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    (request, body, done) => {
      if (body === '' && request.method === 'DELETE') return done(null, undefined);
      return parseJson(request, String(body), done);
    },
  );

  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes, files: 1 } });
  registerSecurityHeaders(app, config.cookieSecure);

  const sessions = new SessionStore(db, config.sessionIdleMs, feed);
  registerAuthGuard(app, sessions);
  registerResponseCache(app, feed);
  await app.register(healthRoutes);
  await app.register(authRoutes, {
    accessCodeHashes: accessCodes.map(hashAccessCode),
    limiter: new LoginLimiter(config.loginMaxFailures, config.loginWindowMs),
    sessions,
  });
  await app.register(jobRoleRoutes);
  // On the instance (not only inside the routes' plugin) so that tests can wait for it.
  const processIndex = new ProcessIndexKeeper(db, feed, app.log);
  app.decorate('processIndex', processIndex);
  await app.register(processRoutes, { feed, processIndex });
  await app.register(artifactRoutes);
  await app.register(divisionRoutes);
  await app.register(fileRoutes);
  await app.register(historyRoutes);
  await app.register(settingsRoutes);
  await app.register(painPointRoutes);
  await app.register(changeImpactRoutes);
  await app.register(trainingRoutes);
  await app.register(traceabilityRoutes);
  await app.register(readinessRoutes, { feed });
  await app.register(trainingGenerationRoutes);
  await app.register(exchangeRoutes);

  if (config.clientDir) await registerClient(app, config.clientDir);
  else registerNotFound(app);
  return app;
}

/** Serves the built client; any non-API GET falls back to index.html so client routes survive a reload. */
async function registerClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexHtml = fs.readFileSync(path.join(clientDir, 'index.html'));
  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: false,
    // The build writes .br and .gz beside each text asset (vite.config.ts): sent when accepted.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // Vite puts content-hashed files under assets/: they never change.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
  registerNotFound(app, indexHtml);
}
