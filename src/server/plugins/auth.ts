import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { isNavigation } from './navigation';
import { SESSION_COOKIE, type SessionStore } from './sessions/session-store';

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
  }
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

function ownOrigin(request: FastifyRequest, options: GateOptions): string | null {
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
  // Route options are known once the router has matched, before any body is read.
  app.addHook('onRequest', async (request) => {
    if (!isPublicRoute(request, options.servesClient)) {
      const token = request.cookies[SESSION_COOKIE];
      if (!(await options.sessions.validate(token))) throw new AppError(401, SIGN_IN_REQUIRED);
    }
    if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request, options)) {
      throw new AppError(403, CROSS_SITE_REFUSED);
    }
  });
}
