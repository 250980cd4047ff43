import { createHook } from 'node:async_hooks';
import { Logger } from '@nestjs/common';
import { PRODUCT_NAME } from '@domainfolio/contracts';
import { sql } from 'drizzle-orm';
import { emailOutbox } from '../../src/database/schema';
import { EmailOutboxRepository } from '../../src/modules/emails/email-outbox.repository';
import { EmailOutbox, type OutboxEmail } from '../../src/modules/emails/email-outbox.service';
import { EmailTemplates } from '../../src/modules/emails/email-templates';
import { EmailWorker } from '../../src/modules/emails/emails.worker';
import { SmtpTestServer } from '../support/smtp-test-server';
import { createTestApp, type TestApp } from '../support/test-app';

const APP_URL = 'https://app.domainfolio.test';

/** The whole application (EmailsModule comes in with the modules that send mail). */
function createEmailTestApp(env: Record<string, string>): Promise<TestApp> {
  return createTestApp({ APP_URL, ...env });
}

function smtpEnv(smtp: SmtpTestServer): Record<string, string> {
  return { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) };
}

function confirmation(templates: EmailTemplates, to: string): OutboxEmail {
  return {
    kind: 'CONFIRM_EMAIL',
    to,
    ...templates.confirmEmail({ displayName: 'Alice', email: to, token: 'tok/en+1' }),
  };
}

function confirmLink(email: string): string {
  return `${APP_URL}/confirm-email?email=${encodeURIComponent(email)}&token=tok%2Fen%2B1`;
}

async function outboxRows(t: TestApp) {
  return t.db.select().from(emailOutbox).orderBy(emailOutbox.createdAt);
}

async function onlyRow(t: TestApp) {
  const rows = await outboxRows(t);
  expect(rows).toHaveLength(1);
  return rows[0] as (typeof rows)[number];
}

/** What the test would otherwise wait out: make every pending message due now. */
async function makeDue(t: TestApp): Promise<void> {
  await t.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` });
}

/**
 * Follows the timers created by code whose file path contains `pathPart`; stop() lists the ones
 * still pending (neither fired nor cleared), by the stack that created them.
 */
function trackTimers(pathPart: string) {
  const pending = new Map<number, string>();
  let created = 0;
  const hook = createHook({
    init(id, type) {
      if (type !== 'Timeout') return;
      const stack = new Error().stack ?? '';
      if (!stack.includes(pathPart)) return;
      created += 1;
      pending.set(id, stack);
    },
    destroy(id) {
      pending.delete(id);
    },
  }).enable();
  return {
    created: () => created,
    stop: () => {
      hook.disable();
      return [...pending.values()];
    },
  };
}

function secondsFromNow(date: Date): number {
  return (date.getTime() - Date.now()) / 1000;
}

describe('email outbox over SMTP', () => {
  const smtp = new SmtpTestServer();
  let t: TestApp;
  let outbox: EmailOutbox;
  let worker: EmailWorker;
  let templates: EmailTemplates;

  beforeAll(async () => {
    await smtp.start();
    t = await createEmailTestApp({
      ...smtpEnv(smtp),
      EMAIL_WORKER: 'off',
      EMAIL_MAX_ATTEMPTS: '3',
    });
    outbox = t.app.get(EmailOutbox);
    worker = t.app.get(EmailWorker);
    templates = t.app.get(EmailTemplates);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    await smtp.start();
    smtp.reset();
    await t.db.delete(emailOutbox);
  });

  it('delivers an email whose transaction committed, never one whose transaction rolled back', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await outbox.enqueue(tx, confirmation(templates, 'rolled-back@example.com'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const email = confirmation(templates, 'alice+1@example.com');
    await t.db.transaction((tx) => outbox.enqueue(tx, email));

    await expect(worker.runOnce()).resolves.toEqual({ sent: 1, failed: 0 });

    const [received] = await smtp.waitForMessages(1);
    expect(smtp.messages).toHaveLength(1);
    expect(received?.envelopeTo).toEqual(['alice+1@example.com']);
    expect(received?.to).toBe('alice+1@example.com');
    expect(received?.from).toContain(t.config.MAIL_FROM);
    expect(received?.subject).toBe(`Confirm your ${PRODUCT_NAME} email address`);
    expect(received?.text).toContain(confirmLink('alice+1@example.com'));
    expect(received?.html).toContain(confirmLink('alice+1@example.com').replace('&', '&amp;'));

    const row = await onlyRow(t);
    expect(row).toMatchObject({ status: 'SENT', attempts: 0, toAddress: 'alice+1@example.com' });
    expect(row.sentAt).toBeInstanceOf(Date);
    await expect(worker.runOnce()).resolves.toEqual({ sent: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
  });

  it('keeps the email while the SMTP server is down and delivers it once when it is back', async () => {
    await smtp.stop();
    // The caller's change commits whatever the mail server does.
    await expect(
      t.db.transaction((tx) => outbox.enqueue(tx, confirmation(templates, 'bob@example.com'))),
    ).resolves.toBeUndefined();

    const warnings = jest.spyOn(Logger.prototype, 'warn');
    let logged: string;
    try {
      await expect(worker.runOnce()).resolves.toEqual({ sent: 0, failed: 1 });
      logged = warnings.mock.calls.map((call) => JSON.stringify(call)).join('\n');
    } finally {
      warnings.mockRestore();
    }
    const failed = await onlyRow(t);
    // Operators see which message failed, never its content (the link is a credential).
    expect(logged).toContain(failed.id);
    expect(logged).not.toContain('confirm-email');
    expect(logged).not.toContain('bob@example.com');
    // An unreachable server is not the message's fault: no attempt is counted.
    expect(failed).toMatchObject({ status: 'PENDING', attempts: 0, sentAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    // Tried again 30 s later.
    expect(secondsFromNow(failed.nextAttemptAt)).toBeGreaterThan(25);
    expect(secondsFromNow(failed.nextAttemptAt)).toBeLessThanOrEqual(30);

    await smtp.start();
    await expect(worker.runOnce()).resolves.toEqual({ sent: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(0);

    await makeDue(t);
    await expect(worker.runOnce()).resolves.toEqual({ sent: 1, failed: 0 });
    await expect(worker.runOnce()).resolves.toEqual({ sent: 0, failed: 0 });
    const messages = await smtp.waitForMessages(1);
    expect(messages.map((m) => m.envelopeTo)).toEqual([['bob@example.com']]);
    expect(await onlyRow(t)).toMatchObject({ status: 'SENT', attempts: 0 });
  });

  it('never gives a message up however long the server is down, and stops a run at the first refused connection', async () => {
    await smtp.stop();
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 5; i += 1) {
        await outbox.enqueue(tx, confirmation(templates, `outage${i}@example.com`));
      }
    });

    // More polls than EMAIL_MAX_ATTEMPTS (3): each tries one message and leaves the rest due.
    for (let poll = 1; poll <= 6; poll += 1) {
      await makeDue(t);
      await expect(worker.runOnce()).resolves.toEqual({ sent: 0, failed: 1 });
      const rows = await outboxRows(t);
      expect(rows.filter((row) => secondsFromNow(row.nextAttemptAt) > 20)).toHaveLength(1);
    }
    const rows = await outboxRows(t);
    expect(rows.every((row) => row.status === 'PENDING' && row.attempts === 0)).toBe(true);

    await smtp.start();
    await makeDue(t);
    await expect(worker.runOnce()).resolves.toEqual({ sent: 5, failed: 0 });
    expect(smtp.messages.flatMap((m) => m.envelopeTo).sort()).toEqual(
      [0, 1, 2, 3, 4].map((i) => `outage${i}@example.com`),
    );
  });

  it('backs off exponentially and gives up after EMAIL_MAX_ATTEMPTS refusals', async () => {
    smtp.refuseWhen = () => true;
    await t.db.transaction((tx) =>
      outbox.enqueue(tx, confirmation(templates, 'carol@example.com')),
    );

    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await makeDue(t);
      await expect(worker.runOnce()).resolves.toEqual({ sent: 0, failed: 1 });
      const row = await onlyRow(t);
      expect(row.attempts).toBe(attempt);
      delays.push(secondsFromNow(row.nextAttemptAt));
    }
    expect(delays[0]).toBeGreaterThan(25);
    expect(delays[0]).toBeLessThanOrEqual(30);
    expect(delays[1]).toBeGreaterThan(55);
    expect(delays[1]).toBeLessThanOrEqual(60);
    const failed = await onlyRow(t);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 3, sentAt: null });
    expect(failed.lastError).toMatch(/451/);

    smtp.refuseWhen = null;
    await makeDue(t);
    await expect(worker.runOnce()).resolves.toEqual({ sent: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(0);
    expect(smtp.refused).toBe(3);
  });

  it('never delivers a message twice when runs overlap', async () => {
    const count = 25;
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < count; i += 1) {
        await outbox.enqueue(tx, confirmation(templates, `user${i}@example.com`));
      }
    });

    const runs = await Promise.all([worker.runOnce(), worker.runOnce(), worker.runOnce()]);

    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(count);
    expect(runs.every((run) => run.failed === 0)).toBe(true);
    // sendMail resolves once the server accepted, so everything that was sent has arrived.
    const recipients = smtp.messages.flatMap((m) => m.envelopeTo);
    expect(recipients).toHaveLength(count);
    expect(new Set(recipients).size).toBe(count);
    const rows = await outboxRows(t);
    expect(rows.every((row) => row.status === 'SENT')).toBe(true);
  });

  it('refuses a recipient that is not a single address, rolling the change back', async () => {
    await expect(
      t.db.transaction((tx) =>
        outbox.enqueue(tx, confirmation(templates, 'a@example.com, b@example.com')),
      ),
    ).rejects.toThrow(/single address/);
    expect(await outboxRows(t)).toHaveLength(0);
  });
});

describe('email outbox without SMTP settings', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createEmailTestApp({ EMAIL_WORKER: 'off' });
  });
  afterAll(() => t.close());

  it('writes the email with its link to the log and marks it sent', async () => {
    const logs = jest.spyOn(Logger.prototype, 'log');
    try {
      const templates = t.app.get(EmailTemplates);
      await t.db.transaction((tx) =>
        t.app.get(EmailOutbox).enqueue(tx, confirmation(templates, 'dave@example.com')),
      );

      await expect(t.app.get(EmailWorker).runOnce()).resolves.toEqual({ sent: 1, failed: 0 });

      const messages = logs.mock.calls.map((call) => call.join(' '));
      const logged = messages.find((m) => m.includes('dave@example.com'));
      expect(logged).toContain(`Confirm your ${PRODUCT_NAME} email address`);
      expect(logged).toContain(confirmLink('dave@example.com'));
      expect(await onlyRow(t)).toMatchObject({ status: 'SENT', attempts: 0 });
    } finally {
      logs.mockRestore();
    }
  });
});

describe('email worker in the running application', () => {
  const smtp = new SmtpTestServer();

  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  beforeEach(() => {
    smtp.reset();
    smtp.acceptDelayMs = 0;
  });

  it('sends at once on kick, without waiting for the poll interval; closing leaves no timer', async () => {
    const timers = trackTimers('modules/emails/');
    const t = await createEmailTestApp({
      ...smtpEnv(smtp),
      EMAIL_WORKER: 'on',
      EMAIL_POLL_INTERVAL_MS: '600000',
    });
    try {
      const outbox = t.app.get(EmailOutbox);
      const templates = t.app.get(EmailTemplates);
      const markSent = jest.spyOn(t.app.get(EmailOutboxRepository), 'markSent');
      // The first send is held by the server, so the second kick lands during a run.
      smtp.acceptDelayMs = 200;
      await t.db.transaction((tx) =>
        outbox.enqueue(tx, confirmation(templates, 'erin@example.com')),
      );
      const firstArriving = smtp.waitForData();
      outbox.kick();
      await firstArriving;
      await t.db.transaction((tx) =>
        outbox.enqueue(tx, confirmation(templates, 'fay@example.com')),
      );
      outbox.kick();

      const messages = await smtp.waitForMessages(2, 5000);
      expect(messages.map((m) => m.envelopeTo[0])).toEqual(['erin@example.com', 'fay@example.com']);
      // Both marked: the worker is now idle, waiting for its next poll.
      await Promise.all(markSent.mock.results.map((r) => r.value));
      await new Promise(setImmediate);
    } finally {
      await t.close();
    }
    await new Promise(setImmediate);
    expect(timers.created()).toBeGreaterThan(0);
    expect(timers.stop()).toEqual([]);
  });

  it('polls for due messages on its own', async () => {
    const t = await createEmailTestApp({
      ...smtpEnv(smtp),
      EMAIL_WORKER: 'on',
      EMAIL_POLL_INTERVAL_MS: '100',
    });
    try {
      const templates = t.app.get(EmailTemplates);
      await t.db.transaction((tx) =>
        t.app.get(EmailOutbox).enqueue(tx, confirmation(templates, 'gus@example.com')),
      );
      const [received] = await smtp.waitForMessages(1, 5000);
      expect(received?.envelopeTo).toEqual(['gus@example.com']);
    } finally {
      await t.close();
    }
  });

  it('stops with the application: the send in flight completes and no timer is left', async () => {
    const timers = trackTimers('modules/emails/');
    const t = await createEmailTestApp({
      ...smtpEnv(smtp),
      EMAIL_WORKER: 'on',
      EMAIL_POLL_INTERVAL_MS: '600000',
    });
    const markSent = jest.spyOn(t.app.get(EmailOutboxRepository), 'markSent');
    smtp.acceptDelayMs = 300;
    await t.db.transaction((tx) =>
      t.app
        .get(EmailOutbox)
        .enqueue(tx, confirmation(t.app.get(EmailTemplates), 'hal@example.com')),
    );
    const arriving = smtp.waitForData();
    t.app.get(EmailOutbox).kick();
    await arriving;

    await t.close();

    expect(smtp.messages.map((m) => m.envelopeTo[0])).toEqual(['hal@example.com']);
    expect(markSent).toHaveBeenCalledTimes(1);
    await expect(markSent.mock.results[0]?.value).resolves.toBe(true);
    await new Promise(setImmediate);
    expect(timers.created()).toBeGreaterThan(0);
    expect(timers.stop()).toEqual([]);
  });
});

describe('email templates', () => {
  let t: TestApp;
  let templates: EmailTemplates;

  beforeAll(async () => {
    t = await createEmailTestApp({ EMAIL_WORKER: 'off' });
    templates = t.app.get(EmailTemplates);
  });
  afterAll(() => t.close());

  const hostile = '<script>alert("x")</script> & Co';

  function expectWellFormed(html: string): void {
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html.trim().endsWith('</html>')).toBe(true);
    for (const tag of ['table', 'tr', 'td', 'p', 'a']) {
      const opened = html.match(new RegExp(`<${tag}[ >]`, 'g'))?.length ?? 0;
      const closed = html.match(new RegExp(`</${tag}>`, 'g'))?.length ?? 0;
      expect({ tag, opened }).toEqual({ tag, opened: closed });
    }
    expect(html).toContain(PRODUCT_NAME);
    expect(html).toContain('#4f46e5');
  }

  it('confirm email: link from APP_URL with the email and token encoded, values escaped', () => {
    const email = templates.confirmEmail({
      displayName: hostile,
      email: 'a+b@example.com',
      token: 'x/y=z&w',
    });
    const link = `${APP_URL}/confirm-email?email=a%2Bb%40example.com&token=x%2Fy%3Dz%26w`;
    expect(email.text).toContain(link);
    expect(email.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(email.text).toContain(`Hi ${hostile},`);
    expectWellFormed(email.html);
  });

  it('reset password: link with email and token, and says it expires in 1 hour', () => {
    const email = templates.resetPassword({
      displayName: 'Ann',
      email: 'ann@example.com',
      token: 'tok',
    });
    expect(email.subject).toBe(`Reset your ${PRODUCT_NAME} password`);
    expect(email.text).toContain(`${APP_URL}/reset-password?email=ann%40example.com&token=tok`);
    expect(email.text).toContain('expires in 1 hour');
    expect(email.html).toContain('expires in 1 hour');
    expectWellFormed(email.html);
  });

  it('confirm device: link with the token; browser and address shown escaped', () => {
    const email = templates.confirmDevice({
      displayName: 'Ann',
      token: 'a b',
      userAgent: '<img src=x onerror=alert(1)>',
      ipAddress: '203.0.113.7',
    });
    expect(email.text).toContain(`${APP_URL}/confirm-device?token=a%20b`);
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(email.html).toContain('203.0.113.7');
    expectWellFormed(email.html);
  });

  it('register attempt: links to sign in with the email and to reset the password', () => {
    const email = templates.registerAttempt({ displayName: hostile, email: 'ann@example.com' });
    expect(email.subject).toMatch(/tried to register with your email/);
    expect(email.text).toContain(`${APP_URL}/login?email=ann%40example.com`);
    expect(email.text).toContain(`${APP_URL}/forgot-password`);
    expect(email.html).toContain(`href="${APP_URL}/forgot-password"`);
    expect(email.html).not.toContain('<script>');
    expectWellFormed(email.html);
  });

  it('builds links from APP_URL only', async () => {
    const other = await createEmailTestApp({
      EMAIL_WORKER: 'off',
      APP_URL: 'http://mail.test:8080/',
    });
    try {
      const email = other.app.get(EmailTemplates).resetPassword({
        displayName: 'Ann',
        email: 'ann@example.com',
        token: 't',
      });
      expect(email.text).toContain(
        'http://mail.test:8080/reset-password?email=ann%40example.com&token=t',
      );
    } finally {
      await other.close();
    }
  });
});
