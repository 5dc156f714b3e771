import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INVALID_ACCESS_CODE_MESSAGE, LoginSchema, SessionStateSchema } from '../../../core/schemas/auth';
import { ErrorBodySchema } from '../../../core/schemas/common';
import { NoBodySchema } from '../../openapi/responses';
import { SESSION_COOKIE, type SessionStore } from '../../plugins/sessions/session-store';
import { matchesAccessCode } from './access-codes';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS, DeviceCookies } from './device-cookie';
import type { LoginClient, LoginLimiter } from './login-limiter';

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

  const devices = new DeviceCookies(opts.accessCodeHashes);

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
      config: { public: true, originOptional: true },
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
      const client: LoginClient = {
        address: request.ip,
        device: devices.verify(request.cookies[DEVICE_COOKIE]),
      };
      const wait = opts.limiter.retryAfterSeconds(client);
      if (wait > 0) return tooMany(reply, wait);
      if (!matchesAccessCode(request.body.accessCode, opts.accessCodeHashes)) {
        opts.limiter.recordFailure(client);
        request.log.warn({ address: client.address, knownDevice: Boolean(client.device) }, 'failed sign-in');
        return reply.status(401).send({ message: INVALID_ACCESS_CODE_MESSAGE });
      }
      opts.limiter.recordSuccess(client);
      const token = await opts.sessions.create();
      reply.setCookie(SESSION_COOKIE, token, cookieOptions);
      reply.setCookie(DEVICE_COOKIE, client.device ? request.cookies[DEVICE_COOKIE]! : devices.issue(), {
        ...cookieOptions,
        path: '/api/auth',
        maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      });
      return { authenticated: true as const };
    },
  );

  r.post(
    '/api/auth/logout',
    { config: { public: true }, schema: { response: { 204: NoBodySchema } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      await opts.sessions.delete(token);
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/auth/session',
    { config: { public: true }, schema: { response: { 200: SessionStateSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const token = request.cookies[SESSION_COOKIE];
      const authenticated = await opts.sessions.validate(token);
      return { authenticated, companyName: app.config.companyName };
    },
  );
}
