import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, type SessionStore } from '../features/auth/sessions.service';
import { AppError } from './errors';

const OPEN_PATHS = new Set(['/api/auth/login', '/api/auth/logout', '/api/auth/session']);
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function needsSession(url: string): boolean {
  const path = url.split('?')[0]!;
  if (OPEN_PATHS.has(path)) return false;
  return path.startsWith('/api/') || path === '/api' || path.startsWith('/objects/');
}

/**
 * A state-changing request whose Origin names another site is refused: the SameSite cookie
 * already stops most cross-site requests, and this closes the rest (older browsers, subdomains).
 */
function isCrossSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return origin === 'null';
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/** The server-side gate: every /api route but the auth ones, and every stored file, needs a session. */
export function registerAuthGuard(app: FastifyInstance, sessions: SessionStore): void {
  app.addHook('onRequest', async (request) => {
    if (UNSAFE_METHODS.has(request.method) && request.url.startsWith('/api') && isCrossSite(request)) {
      throw new AppError(403, 'Cross-site request refused.');
    }
    if (!needsSession(request.url)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!(await sessions.validate(token))) {
      throw new AppError(401, 'Sign in with your access code to continue.');
    }
  });
}
