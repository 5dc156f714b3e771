import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INVALID_ACCESS_CODE_MESSAGE, LoginSchema, SessionStateSchema } from '../../../core/schemas/auth';
import { ErrorBodySchema } from '../../../core/schemas/common';
import { matchesAccessCode } from './access-codes';
import type { LoginLimiter } from './login-limiter';
import { SESSION_COOKIE, type SessionStore } from './sessions.service';

export interface AuthRoutesOptions {
  accessCodeHashes: Buffer[];
  limiter: LoginLimiter;
  sessions: SessionStore;
}

export async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.cookieSecure,
  };

  const tooMany = (reply: FastifyReply, seconds: number) => {
    reply.header('Retry-After', String(seconds));
    const minutes = Math.ceil(seconds / 60);
    return reply.status(429).send({
      message: `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    });
  };

  r.post(
    '/api/auth/login',
    {
      schema: {
        body: LoginSchema,
        response: {
          200: z.object({ authenticated: z.literal(true) }),
          401: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const address = request.ip;
      const wait = opts.limiter.retryAfterSeconds(address);
      if (wait > 0) return tooMany(reply, wait);
      if (!matchesAccessCode(request.body.accessCode, opts.accessCodeHashes)) {
        opts.limiter.recordFailure(address);
        request.log.warn({ address }, 'failed sign-in');
        return reply.status(401).send({ message: INVALID_ACCESS_CODE_MESSAGE });
      }
      opts.limiter.reset(address);
      const token = await opts.sessions.create();
      reply.setCookie(SESSION_COOKIE, token, cookieOptions);
      return { authenticated: true as const };
    },
  );

  r.post('/api/auth/logout', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    await opts.sessions.delete(token);
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
    return reply.status(204).send();
  });

  r.get(
    '/api/auth/session',
    { schema: { response: { 200: SessionStateSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const token = request.cookies[SESSION_COOKIE];
      const authenticated = await opts.sessions.validate(token);
      return { authenticated, companyName: app.config.companyName };
    },
  );
}
