import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { jsonTextDepth, jsonTooDeepMessage, MAX_JSON_DEPTH } from '../core/rules/json-depth';
import type { Config, RoleCode } from './config';
import type { RouteCatalogEntry } from './context';
import type { Db } from './db/client';
import { artifactRoutes } from './features/artifacts/artifacts.routes';
import { hashAccessCode } from './features/auth/access-codes';
import { authRoutes } from './features/auth/auth.routes';
import { LoginLimiter } from './features/auth/login-limiter';
import { oidcRoutes } from './features/auth/oidc.routes';
import { OidcClient } from './features/auth/oidc-client';
import { changeImpactRoutes } from './features/change-impact/change-impact.routes';
import { commentRoutes } from './features/comments';
import { divisionRoutes } from './features/divisions/divisions.routes';
import { eventsRoutes } from './features/events';
import { exchangeRoutes } from './features/exchange/exchange.routes';
import { fileRoutes } from './features/files/files.routes';
import { healthRoutes } from './features/health/health.routes';
import { historyRoutes } from './features/history/history.routes';
import { jobRoleRoutes } from './features/job-roles/job-roles.routes';
import { mapRoutes } from './features/maps/maps.routes';
import { Mailer, Notifier, notificationRoutes } from './features/notifications';
import { painPointRoutes } from './features/pain-points/pain-points.routes';
import { peopleRoutes } from './features/people';
import { ProcessIndexKeeper } from './features/processes/process-index-keeper';
import { processRoutes } from './features/processes/processes.routes';
import { readinessRoutes } from './features/readiness/readiness.routes';
import { reviewRoutes } from './features/reviews';
import { settingsRoutes } from './features/settings/settings.routes';
import { traceabilityRoutes } from './features/traceability/traceability.routes';
import { trainingRoutes } from './features/training/training.routes';
import { trainingGenerationRoutes } from './features/training-generation/generation.routes';
import { registerOpenApi } from './openapi/document';
import { registerAuthGuard, requiredRole } from './plugins/auth';
import { ChangeFeed } from './plugins/cache/change-feed';
import { ChangeScopes } from './plugins/cache/change-scopes';
import { registerResponseCache } from './plugins/cache/response-cache';
import { badRequest, registerErrorHandler, registerNotFound } from './plugins/errors';
import { sweepIncompleteUploads, sweepOrphanFiles } from './plugins/files';
import { registerSecurityHeaders } from './plugins/security/security-headers';
import { SessionStore } from './plugins/sessions/session-store';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /**
   * The accepted access codes in clear (only their hashes are kept), with their roles; a bare
   * string is an editor's code. Empty only when codes are off (ACCESS_CODES=off, single sign-on).
   */
  accessCodes: (string | RoleCode)[];
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
  if (accessCodes.length === 0 && !config.accessCodesOff)
    throw new Error('buildApp needs at least one access code');
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: false,
    routerOptions: { maxParamLength: 500 },
    // Fastify's 10 s default fails a start on a loaded machine (seen: swagger-ui and cookie under
    // a parallel test run). Plugins only register here; the timeout is a hang detector, no more.
    pluginTimeout: 120_000,
  });
  app.decorate('db', db);
  // Every route as registered, for tests that must reach all of them (hostile-input property test).
  const routeCatalog: RouteCatalogEntry[] = [];
  app.decorate('routeCatalog', routeCatalog);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // Read when asked: a plugin's own onRoute hook (the client's files) may mark it public later.
      routeCatalog.push({
        method,
        url: route.url,
        get public() {
          return route.config?.public === true;
        },
        get role() {
          return requiredRole(method, route.config);
        },
      });
    }
  });
  app.decorate('config', config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // The API speaks JSON only: a text body is answered 415 rather than half-parsed.
  app.removeContentTypeParser('text/plain');
  // Fastify's own JSON parser (prototype-poisoning safe), except that a DELETE sent with a JSON
  // content type and no body is simply a DELETE, and a body nested deeper than MAX_JSON_DEPTH is
  // refused before it is parsed: no handler, validator or serializer of any route ever sees one.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    (request, body, done) => {
      if (body === '' && request.method === 'DELETE') return done(null, undefined);
      const text = String(body);
      if (jsonTextDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) return done(badRequest(jsonTooDeepMessage()));
      return parseJson(request, text, done);
    },
  );

  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes, files: 1 } });
  registerSecurityHeaders(app, config.cookieSecure);

  const sessions = new SessionStore(db, config.sessionIdleMs, feed);
  registerAuthGuard(app, {
    sessions,
    servesClient: Boolean(config.clientDir),
    publicOrigin: config.publicOrigin,
    cookieSecure: config.cookieSecure,
  });
  registerResponseCache(
    app,
    feed,
    new ChangeScopes(db, feed, (error) => app.log.warn({ err: error }, 'reading the change log failed')),
  );
  // Before the features: the document holds the routes registered after it.
  await registerOpenApi(app);
  await app.register(healthRoutes);
  await app.register(authRoutes, {
    accessCodes: accessCodes.map((c) =>
      typeof c === 'string'
        ? { role: 'editor' as const, hash: hashAccessCode(c) }
        : { role: c.role, hash: hashAccessCode(c.code) },
    ),
    limiter: new LoginLimiter({
      perClient: config.loginMaxFailures,
      global: config.loginGlobalMaxFailures,
      windowMs: config.loginWindowMs,
    }),
    sessions,
  });
  if (config.oidc) await app.register(oidcRoutes, { oidc: new OidcClient(config.oidc), sessions });
  await app.register(peopleRoutes, { sessions });
  await app.register(jobRoleRoutes);
  // On the instance (not only inside the routes' plugin) so that tests can wait for it.
  const processIndex = new ProcessIndexKeeper(db, feed, app.log);
  app.decorate('processIndex', processIndex);
  await app.register(processRoutes, { feed, processIndex });
  await app.register(artifactRoutes);
  await app.register(mapRoutes);
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
  const mailer = new Mailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom }, app.log);
  app.addHook('onClose', () => mailer.close());
  const notifier = new Notifier(mailer, config.publicOrigin);
  app.decorate('notifier', notifier);
  await app.register(notificationRoutes);
  await app.register(commentRoutes, { notifier });
  await app.register(eventsRoutes, { feed });
  await app.register(reviewRoutes);
  scheduleUploadSweep(app, db);

  if (config.clientDir) await registerClient(app, config.clientDir);
  else registerNotFound(app);
  return app;
}

/** How often stored files are swept after the sweep at start. */
const UPLOAD_SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Sweeps stored files once the app is ready, then daily: uploads that never completed (a crash or
 * a lost connection mid-upload) once over an hour old, and complete files nothing links to once
 * older than the grace period (ORPHAN_FILE_GRACE_MS). Safe beside other instances' uploads and
 * links: unfinished uploads under an hour old are never touched, and see sweepOrphanFiles for
 * links written while it runs. A failed sweep is logged; the next one tries again.
 */
function scheduleUploadSweep(app: FastifyInstance, db: Db): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      const removed = await sweepIncompleteUploads(db);
      if (removed > 0) app.log.info({ removed }, 'unfinished uploads removed');
    } catch (error) {
      app.log.warn({ err: error }, 'sweeping unfinished uploads failed');
    }
    try {
      const removed = await sweepOrphanFiles(db);
      if (removed > 0) app.log.info({ removed }, 'stored files nothing links to removed');
    } catch (error) {
      app.log.warn({ err: error }, 'sweeping stored files nothing links to failed');
    }
  };
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), UPLOAD_SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}

/** Serves the built client; a browser navigation to any other path gets index.html so client routes survive a reload. */
async function registerClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexHtml = fs.readFileSync(path.join(clientDir, 'index.html'));
  // The client's files hold no data and are public; @fastify/static takes no route config, so its
  // routes are marked as they are added, inside this plugin only.
  await app.register(async (client) => {
    client.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    await client.register(fastifyStatic, {
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
  });
  registerNotFound(app, indexHtml);
}
