import type { FastifyRequest } from 'fastify';

/**
 * A browser loading a page (not a script fetching data). Only such a request to an unknown path
 * gets the client's index.html, which holds no data; the client then shows its own gate or 404.
 */
export function isNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}
