import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { NotificationKind } from '../../../core/schemas/notifications';
import type { Db, Tx } from '../../db/client';
import { notifications, people } from '../../db/schema';
import { currentActor } from '../../plugins/sessions/actor-context';
import type { Mail, Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** On the instance so that any feature (reviews too) and tests reach the one notifier. */
    notifier: Notifier;
  }
}

/** What a feature tells people: one inbox entry for each recipient (the actor never notifies themself). */
export interface NotifyInput {
  recipients: readonly string[];
  kind: NotificationKind;
  processId: string | null;
  title: string;
  /** A path inside the app, such as `/processes/{id}?tab=comparison`. */
  link: string;
}

export type Notify = (input: NotifyInput) => Promise<void>;

/**
 * Writes inbox entries in the caller's transaction and, once it has committed, sends their
 * e-mails (when SMTP is set up): a rolled-back change tells nobody.
 */
export class Notifier {
  constructor(
    private readonly mailer: Mailer,
    /** The app's origin for links in e-mails (PUBLIC_ORIGIN); unset: the link's path alone. */
    private readonly publicOrigin: string | undefined,
  ) {}

  /**
   * Runs `work` in a transaction with a `notify` bound to it; the mails go out after the commit.
   * Resolves with what `work` returned, without waiting for any mail.
   */
  async transaction<T>(db: Db, work: (tx: Tx, notify: Notify) => Promise<T>): Promise<T> {
    const mails: Mail[] = [];
    const result = await db.transaction((tx) => work(tx, (input) => this.write(tx, input, mails)));
    void this.mailer.send(mails);
    return result;
  }

  /** Settles once the mails queued so far have been tried (tests, shutdown). */
  flushed(): Promise<void> {
    return this.mailer.send([]);
  }

  private async write(tx: Tx, input: NotifyInput, mails: Mail[]): Promise<void> {
    const actor = currentActor();
    const wanted = [...new Set(input.recipients)].filter((id) => id !== actor?.id);
    if (wanted.length === 0) return;
    // Only people of this repository: an imported comment may name an author from another one.
    const recipients = (
      await tx.select({ id: people.id }).from(people).where(inArray(people.id, wanted))
    ).map((p) => p.id);
    if (recipients.length === 0) return;
    const actorName = actor
      ? ((await tx.select({ name: people.name }).from(people).where(eq(people.id, actor.id)))[0]?.name ??
        null)
      : null;
    await tx.insert(notifications).values(
      recipients.map((recipientId) => ({
        recipientId,
        kind: input.kind,
        processId: input.processId,
        title: input.title,
        link: input.link,
        actorName,
      })),
    );
    if (!this.mailer.enabled) return;
    const addressed = await tx
      .select({ email: people.email })
      .from(people)
      .where(and(inArray(people.id, recipients), isNotNull(people.email), ne(people.email, '')));
    const link = this.publicOrigin ? `${this.publicOrigin}${input.link}` : input.link;
    for (const { email } of addressed) {
      mails.push({
        to: email!,
        subject: input.title,
        text: `${input.title}\n\nOpen it in the Process Map Repository: ${link}\n`,
      });
    }
  }
}
