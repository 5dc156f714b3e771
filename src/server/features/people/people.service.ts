import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { lowerRole, type Person, ROLE_LABELS, type Role, roleAtLeast } from '../../../core/schemas/people';
import type { Db, Executor } from '../../db/client';
import { people, sessions } from '../../db/schema';
import { writeAudit } from '../../plugins/audit';
import { conflict, notFound } from '../../plugins/errors';
import type { SessionStore } from '../../plugins/sessions/session-store';

type PersonRow = typeof people.$inferSelect;

/** Who signs in, and the role the new session acts with. */
export interface SignedInPerson {
  personId: string;
  role: Role;
}

/**
 * The person a code sign-in names: the existing one of that name (ignoring case), or a new one.
 * The code's role becomes theirs, unless an admin has set their role: then the lower of the two
 * (anyone can type a name, so a shared code must not out-rank an admin's choice).
 */
export async function personForCode(
  db: Executor,
  input: { name: string; email: string | null; codeRole: Role },
): Promise<SignedInPerson> {
  const result = await db.execute<{ id: string; role: Role; role_set_by_admin: boolean }>(sql`
    INSERT INTO people (name, email, role) VALUES (${input.name}, ${input.email}, ${input.codeRole})
    ON CONFLICT (lower(name)) WHERE oidc_subject IS NULL DO UPDATE SET
      email = coalesce(excluded.email, people.email),
      role = CASE WHEN people.role_set_by_admin THEN people.role ELSE excluded.role END
    RETURNING id, role, role_set_by_admin`);
  const row = (result as unknown as { rows: { id: string; role: Role; role_set_by_admin: boolean }[] })
    .rows[0]!;
  return {
    personId: row.id,
    role: row.role_set_by_admin ? lowerRole(row.role, input.codeRole) : input.codeRole,
  };
}

/**
 * The person of a single sign-on: found by the identity provider's subject, their name and email
 * refreshed from the ID token. The role is the claim's when the claim maps to one (the identity
 * provider is then the authority), else the one they have, else the default for a first sign-in.
 */
export async function personForSso(
  db: Executor,
  input: { subject: string; name: string; email: string | null; claimRole: Role | null; defaultRole: Role },
): Promise<SignedInPerson> {
  const role = input.claimRole ?? input.defaultRole;
  const [row] = await db
    .insert(people)
    .values({ name: input.name, email: input.email, role, oidcSubject: input.subject })
    .onConflictDoUpdate({
      target: people.oidcSubject,
      set: {
        name: input.name,
        email: input.email,
        ...(input.claimRole ? { role: input.claimRole, roleSetByAdmin: false } : {}),
      },
    })
    .returning({ id: people.id, role: people.role });
  return { personId: row!.id, role: row!.role as Role };
}

export async function findPerson(db: Executor, id: string): Promise<PersonRow | undefined> {
  const [row] = await db.select().from(people).where(eq(people.id, id)).limit(1);
  return row;
}

/** Everyone who has signed in, or the one person `onlyId` names, with their live sessions counted. */
export async function listPeople(db: Db, onlyId?: string): Promise<Person[]> {
  const live = db
    .select({ personId: sessions.personId, n: sql<number>`count(*)::int`.as('n') })
    .from(sessions)
    .where(gt(sessions.expiresAt, new Date()))
    .groupBy(sessions.personId)
    .as('live');
  const rows = await db
    .select({ person: people, n: live.n })
    .from(people)
    .leftJoin(live, eq(live.personId, people.id))
    .where(onlyId ? eq(people.id, onlyId) : undefined)
    .orderBy(asc(sql`lower(${people.name})`), asc(people.id));
  return rows.map(({ person, n }) => toPerson(person, n ?? 0));
}

export function toPerson(row: PersonRow, activeSessions: number): Person {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as Role,
    signIn: row.oidcSubject ? 'sso' : 'code',
    roleSetByAdmin: row.roleSetByAdmin,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    activeSessions: Number(activeSessions),
  };
}

/**
 * An admin sets a person's role. A lower role ends their sessions at once (on every instance);
 * the last admin cannot be lowered, so the admin screen always stays reachable.
 */
export async function changeRole(
  db: Db,
  store: SessionStore,
  id: string,
  role: Role,
): Promise<{ person: PersonRow; endedSessions: number }> {
  const person = await findPerson(db, id);
  if (!person) throw notFound('Person');
  const from = person.role as Role;
  if (from === 'admin' && role !== 'admin') {
    const [other] = await db
      .select({ id: people.id })
      .from(people)
      .where(and(eq(people.role, 'admin'), ne(people.id, id)))
      .limit(1);
    if (!other) throw conflict(`${person.name} is the only admin; make someone else an admin first.`);
  }
  const [updated] = await db.transaction(async (tx) => {
    const rows = await tx
      .update(people)
      .set({ role, roleSetByAdmin: true })
      .where(eq(people.id, id))
      .returning();
    await writeAudit(tx, {
      action: 'update',
      entityType: 'person',
      entityId: id,
      summary: `Changed the role of "${person.name}" from ${ROLE_LABELS[from]} to ${ROLE_LABELS[role]}`,
      before: { role: from },
      after: { role },
    });
    return rows;
  });
  const lowered = !roleAtLeast(role, from);
  const endedSessions = lowered ? await store.endSessionsOf([id]) : 0;
  return { person: updated!, endedSessions };
}

/** An admin signs a person out everywhere. */
export async function endSessions(db: Db, store: SessionStore, id: string): Promise<number> {
  const person = await findPerson(db, id);
  if (!person) throw notFound('Person');
  const ended = await store.endSessionsOf([id]);
  await writeAudit(db, {
    action: 'update',
    entityType: 'person',
    entityId: id,
    summary: `Ended the sessions of "${person.name}" (${ended})`,
    after: { endedSessions: ended },
  });
  return ended;
}
