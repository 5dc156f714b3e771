import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROLE_LABELS, type Role, roleAtLeast } from '../../core/schemas/people';
import { arrivalOf } from './cache/change-feed';
import { AppError } from './errors';
import { isNavigation } from './navigation';
import { runAsActor } from './sessions/actor-context';
import { SESSION_COOKIE, type Session, type SessionStore } from './sessions/session-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This route answers without a session (sign-in, session state, health, the client's static
     * files). Every other route needs one: the gate denies by default.
     */
    public?: boolean;
    /**
     * This write may come without Origin and Sec-Fetch-Site (a script, not a browser page); a
     * foreign Origin or a cross-site fetch is still refused. Only sign-in: with one shared code and
     * no personal accounts, signing someone in from another site gains an attacker nothing, and
     * scripts and tools sign in this way.
     */
    originOptional?: boolean;
    /**
     * The lowest role that may call this route. Unset: reads (GET, HEAD) are a viewer's, every
     * other method an editor's; admin routes and routes every signed-in person may call (naming
     * yourself) say so. Read through requiredRole, which the router's table fixes once per route.
     */
    role?: Role;
  }
  interface FastifyRequest {
    /** The signed-in session; null on a public route answered without one. */
    session: Session | null;
  }
}

/** The role a route needs: its own `config.role`, else a viewer's for reads and an editor's for writes. */
export function requiredRole(methods: string | readonly string[], config: { role?: Role } | undefined): Role {
  if (config?.role) return config.role;
  return [methods].flat().every((m) => SAFE_METHODS.has(m)) ? 'viewer' : 'editor';
}

/** The 403 a session gets on a route above its role: what it may do, and whom to ask. */
export function roleRefusal(held: Role, needed: Role): string {
  if (needed === 'admin') return `Only an admin can do this; you are signed in as ${ROLE_LABELS[held]}.`;
  if (held === 'viewer') {
    return 'You are signed in as a Viewer: you can read and export, but not make changes. Ask an admin for the Editor role.';
  }
  return `This needs the ${ROLE_LABELS[needed]} role; you are signed in as ${ROLE_LABELS[held]}.`;
}

/** Methods that never change anything; every other method is checked for its origin. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const SIGN_IN_REQUIRED = 'Sign in with your access code to continue.';
export const CROSS_SITE_REFUSED = 'Cross-site request refused.';

export interface GateOptions {
  sessions: SessionStore;
  /** Whether a built client is served: only then is an unknown browser navigation answered with it. */
  servesClient: boolean;
  /**
   * The app's own origin as users open it (PUBLIC_ORIGIN); when unset it is the Host the request
   * came to, over https when cookies are Secure (behind a TLS proxy) and http otherwise.
   */
  publicOrigin: string | undefined;
  cookieSecure: boolean;
}

/**
 * Whether the matched route is public. The decision is the router's (the route that will run),
 * never a reading of the URL, so no spelling of a path (percent-encoded, dot segments, case, `;`)
 * can reach a route under another rule than its own.
 */
function isPublicRoute(request: FastifyRequest, servesClient: boolean): boolean {
  if (request.is404) return servesClient && isNavigation(request);
  return request.routeOptions.config.public === true;
}

/** The app's own origin as users open it (PUBLIC_ORIGIN, else the request's Host); null without a Host. */
export function ownOrigin(
  request: FastifyRequest,
  options: Pick<GateOptions, 'publicOrigin' | 'cookieSecure'>,
): string | null {
  if (options.publicOrigin) return options.publicOrigin;
  const host = request.headers.host;
  if (!host) return null;
  try {
    return new URL(`${options.cookieSecure ? 'https' : 'http'}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * A state-changing request must come from the app's own pages: its Origin equals the app's scheme,
 * host and port, or, where a browser sends no Origin, Sec-Fetch-Site says same-origin. A Referer
 * alone is not enough (it can be stripped or forged by older clients), nor is a missing header.
 */
function isSameOrigin(request: FastifyRequest, options: GateOptions): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') {
    const own = ownOrigin(request, options);
    if (!own || origin === 'null') return false;
    try {
      return new URL(origin).origin === own;
    } catch {
      return false;
    }
  }
  const site = request.headers['sec-fetch-site'];
  if (site === undefined && request.routeOptions.config.originOptional === true) return true;
  return site === 'same-origin';
}

/**
 * The server-side gate, deny by default: every route needs a session unless its own definition
 * says `config: { public: true }`; every state-changing request needs the app's own origin.
 */
export function registerAuthGuard(app: FastifyInstance, options: GateOptions): void {
  app.decorateRequest('session', null);
  // Fixed once, as each route is registered: the gate then reads the matched route's own value.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, role: requiredRole(route.method, route.config) };
  });
  // Route options are known once the router has matched, before any body is read.
  app.addHook('onRequest', async (request, reply) => {
    if (!isPublicRoute(request, options.servesClient)) {
      const session = await options.sessions.validate(request.cookies[SESSION_COOKIE], arrivalOf(reply));
      if (!session) throw new AppError(401, SIGN_IN_REQUIRED);
      request.session = session;
    }
    if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request, options)) {
      throw new AppError(403, CROSS_SITE_REFUSED);
    }
    const needed = request.routeOptions.config.role;
    if (request.session && needed && !roleAtLeast(request.session.role, needed)) {
      throw new AppError(403, roleRefusal(request.session.role, needed));
    }
  });
  // The handler, and all it awaits, runs as the session's person: audit events name them. Entered
  // after the body is read, as a stream's events would not carry it into the handler.
  app.addHook('preHandler', (request, _reply, done) => {
    const personId = request.session?.personId;
    runAsActor(personId ? { id: personId } : null, done);
  });
}
