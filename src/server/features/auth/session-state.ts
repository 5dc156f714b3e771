import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SessionState } from '../../../core/schemas/auth';
import type { Config } from '../../config';
import { people } from '../../db/schema';
import type { Session } from '../../plugins/sessions/session-store';

export function sessionCookieOptions(config: Config) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.cookieSecure };
}

/** What GET /api/auth/session answers for a session (or for none). */
export async function sessionState(app: FastifyInstance, session: Session | null): Promise<SessionState> {
  const base = {
    companyName: app.config.companyName,
    accessCodes: !app.config.accessCodesOff,
    sso: Boolean(app.config.oidc),
  };
  if (!session) return { ...base, authenticated: false, person: null, role: null };
  const [person] = session.personId
    ? await app.db
        .select({ id: people.id, name: people.name, email: people.email, subject: people.oidcSubject })
        .from(people)
        .where(eq(people.id, session.personId))
        .limit(1)
    : [];
  return {
    ...base,
    authenticated: true,
    role: session.role,
    person: person
      ? { id: person.id, name: person.name, email: person.email, sso: person.subject !== null }
      : null,
  };
}
