import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../../core/schemas/common';
import { NoBodySchema } from '../../openapi/responses';
import { ownOrigin } from '../../plugins/auth';
import { SESSION_COOKIE, type SessionStore } from '../../plugins/sessions/session-store';
import { personForSso } from '../people';
import { OIDC_FLOW_COOKIE, OIDC_FLOW_SECONDS, type OidcClient } from './oidc-client';
import { sessionCookieOptions } from './session-state';

export interface OidcRoutesOptions {
  oidc: OidcClient;
  sessions: SessionStore;
}

const CALLBACK_PATH = '/api/auth/oidc/callback';
const REDIRECT = { 302: NoBodySchema, 400: ErrorBodySchema } as const;

/**
 * "Sign in with {company}": the browser leaves for the identity provider and comes back to the
 * callback, which makes the session and returns to the app. A refused or failed sign-in returns to
 * the gate with the reason (`/?signin=refused|failed|expired`), which says it in words.
 */
export async function oidcRoutes(app: FastifyInstance, opts: OidcRoutesOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cookieOptions = sessionCookieOptions(app.config);
  const flowCookie = { ...cookieOptions, path: '/api/auth/oidc' };
  const origin = (request: Parameters<typeof ownOrigin>[0]) => ownOrigin(request, app.config);
  const backToGate = (reply: FastifyReply, reason: 'refused' | 'failed' | 'expired') => {
    reply.clearCookie(OIDC_FLOW_COOKIE, flowCookie);
    return reply.redirect(`/?signin=${reason}`);
  };

  r.get(
    '/api/auth/oidc/start',
    { config: { public: true }, schema: { response: REDIRECT } },
    async (request, reply) => {
      const own = origin(request);
      if (!own) return reply.status(400).send({ message: 'The request names no host.' });
      try {
        const { url, flow } = await opts.oidc.start(`${own}${CALLBACK_PATH}`);
        reply.setCookie(OIDC_FLOW_COOKIE, opts.oidc.seal(flow), { ...flowCookie, maxAge: OIDC_FLOW_SECONDS });
        reply.header('Cache-Control', 'no-store');
        return reply.redirect(url.href);
      } catch (error) {
        request.log.error({ err: error }, 'the identity provider could not be reached');
        return backToGate(reply, 'failed');
      }
    },
  );

  r.get(
    CALLBACK_PATH,
    {
      config: { public: true },
      schema: {
        querystring: z.looseObject({
          code: z.string().max(4000).optional(),
          state: z.string().max(1000).optional(),
          error: z.string().max(200).optional(),
        }),
        response: REDIRECT,
      },
    },
    async (request, reply) => {
      const flow = opts.oidc.open(request.cookies[OIDC_FLOW_COOKIE]);
      if (request.query.error) {
        request.log.info({ error: request.query.error }, 'company sign-in refused by the identity provider');
        return backToGate(reply, request.query.error === 'access_denied' ? 'refused' : 'failed');
      }
      if (flow === 'expired') return backToGate(reply, 'expired');
      const own = origin(request);
      if (!flow || !own) return backToGate(reply, 'failed');
      try {
        const identity = await opts.oidc.finish(new URL(request.url, own), flow);
        const session = await personForSso(app.db, {
          ...identity,
          defaultRole: app.config.oidc!.defaultRole,
        });
        const token = await opts.sessions.create(session);
        reply.clearCookie(OIDC_FLOW_COOKIE, flowCookie);
        reply.setCookie(SESSION_COOKIE, token, cookieOptions);
        reply.header('Cache-Control', 'no-store');
        return reply.redirect('/');
      } catch (error) {
        request.log.warn({ err: error }, 'company sign-in failed');
        return backToGate(reply, 'failed');
      }
    },
  );
}
