import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Process } from '../../../core/schemas/process';
import { createRoleWithProcess } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A real SMTP server on localhost that keeps what it receives. */
async function startSmtp(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('notification e-mails through SMTP (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let maria: string;
  let process: Process;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ smtpUrl: smtp.url, mailFrom: 'Process Maps <maps@example.com>' });
    maria = await t.login({ name: 'Maria Lopez', email: 'maria@example.com' });
    await t.login({ role: 'approver', name: 'Sam Ode', email: 'sam@example.com' });
    await t.login({ name: 'Nora Nomail' });
    ({ process } = await createRoleWithProcess(t, maria));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails each mentioned person who has an address once the comment is saved', async () => {
    const res = await t.request(maria, 'POST', `/api/processes/${process.id}/comments`, {
      body: 'Please check this, @Sam Ode and @Nora Nomail',
    });
    expect(res.statusCode).toBe(201);
    await t.app.notifier.flushed();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toBe('maps@example.com');
    expect(mail!.to).toEqual(['sam@example.com']);
    expect(mail!.data).toContain('Subject: Maria Lopez mentioned you on Service Call Dispatch (Process)');
    const text = mail!.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(text).toContain(
      `Open it in the Process Map Repository: /processes/${process.id}?comment=${res.json().id}`,
    );
  });

  it('keeps the comment and the inbox entry when the mail server is gone, and says so in the log', async () => {
    await smtp.close();
    const warnings: unknown[] = [];
    const warn = t.app.log.warn.bind(t.app.log);
    t.app.log.warn = ((...args: unknown[]) => {
      warnings.push(args);
      return (warn as (...a: unknown[]) => void)(...args);
    }) as typeof t.app.log.warn;
    const res = await t.request(maria, 'POST', `/api/processes/${process.id}/comments`, {
      body: 'Still there, @Sam Ode?',
    });
    expect(res.statusCode).toBe(201);
    await t.app.notifier.flushed();
    const sam = await t.login({ role: 'approver', name: 'Sam Ode' });
    const inbox = (await t.request(sam, 'GET', '/api/notifications')).json();
    expect(inbox.unread).toBe(2);
    expect(smtp.received).toHaveLength(1);
    expect(warnings).toEqual([
      [expect.objectContaining({ to: 'sam@example.com' }), 'sending a notification e-mail failed'],
    ]);
  });
});
