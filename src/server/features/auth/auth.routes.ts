import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INVALID_ACCESS_CODE_MESSAGE, LoginSchema, SessionStateSchema } from '../../../core/schemas/auth';
import { ErrorBodySchema } from '../../../core/schemas/common';
import { SelfNameSchema } from '../../../core/schemas/people';
import { NoBodySchema } from '../../openapi/responses';
import { SESSION_COOKIE, type SessionStore } from '../../plugins/sessions/session-store';
import { personForCode } from '../people';
import { matchAccessCode, type RoleCodeHash } from './access-codes';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS, DeviceCookies } from './device-cookie';
import type { LoginClient, LoginLimiter } from './login-limiter';
import { sessionCookieOptions, sessionState } from './session-state';

export interface AuthRoutesOptions {
  accessCodes: RoleCodeHash[];
  limiter: LoginLimiter;
  sessions: SessionStore;
}

export const CODES_OFF_MESSAGE =
  'Signing in with an access code is turned off here. Use your company sign-in.';
export const SSO_NAME_MESSAGE = 'Your name comes from your company sign-in; change it there.';

export async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cookieOptions = sessionCookieOptions(app.config);

  const devices = new DeviceCookies(opts.accessCodes.map((c) => c.hash));

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
      if (app.config.accessCodesOff) return reply.status(401).send({ message: CODES_OFF_MESSAGE });
      const client: LoginClient = {
        address: request.ip,
        device: devices.verify(request.cookies[DEVICE_COOKIE]),
      };
      const wait = opts.limiter.retryAfterSeconds(client);
      if (wait > 0) return tooMany(reply, wait);
      const codeRole = matchAccessCode(request.body.accessCode, opts.accessCodes);
      if (!codeRole) {
        opts.limiter.recordFailure(client);
        request.log.warn({ address: client.address, knownDevice: Boolean(client.device) }, 'failed sign-in');
        return reply.status(401).send({ message: INVALID_ACCESS_CODE_MESSAGE });
      }
      opts.limiter.recordSuccess(client);
      const { name, email } = request.body;
      // Without a name (the spec's `{ accessCode }`, scripts) the session has no person yet; the app asks.
      const session = name
        ? await personForCode(app.db, { name, email, codeRole })
        : { personId: null, role: codeRole };
      const token = await opts.sessions.create(session);
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
      const session = await opts.sessions.validate(request.cookies[SESSION_COOKIE]);
      return sessionState(app, session);
    },
  );

  // Naming yourself (or changing the name) is open to every role: it is who you are, not a change
  // to the repository. The session is replaced, so every instance sees the new person at once.
  r.put(
    '/api/auth/me',
    {
      config: { role: 'viewer' },
      schema: {
        body: SelfNameSchema,
        response: { 200: SessionStateSchema, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const current = request.session!;
      const state = await sessionState(app, current);
      if (state.person?.sso) return reply.status(409).send({ message: SSO_NAME_MESSAGE });
      const next = await personForCode(app.db, { ...request.body, codeRole: current.role });
      await opts.sessions.delete(request.cookies[SESSION_COOKIE]);
      const token = await opts.sessions.create(next);
      reply.setCookie(SESSION_COOKIE, token, cookieOptions);
      return sessionState(app, next);
    },
  );
}
