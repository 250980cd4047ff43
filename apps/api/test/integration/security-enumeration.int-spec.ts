import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import request from 'supertest';
import { PasswordHasher } from '../../src/modules/auth/password-hasher';
import { EmailOutbox } from '../../src/modules/emails/email-outbox.service';
import { UsersService } from '../../src/modules/users/users.service';
import { createUser } from '../factories/user.factory';
import { accountWorkDone, PASSWORD } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/** Tries per kind of address: the medians of 20 compare, one slow try does not decide. */
const TRIES = 20;
/**
 * How much slower than the other kind a median may be. The work that differs (a row or two
 * written) costs a few milliseconds at most on a quiet machine; an answer that waits for the
 * email to be written, or hashes a password for one kind only, is slower by far more.
 */
const TOLERANCE_MS = 3;
const TOLERANCE_RATIO = 0.15;
/**
 * A busy machine (other tests, other programs) can make any one round of 20 look uneven; a
 * real difference shows in every round, so the comparison passes when one of these does.
 */
const ROUNDS = 3;
/** How much slower the account work is made in the amplified test. */
const AMPLIFY_MS = 50;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The answer with the address taken out, so that answers for two addresses compare. */
function anonymous(res: request.Response, email: string) {
  return {
    status: res.status,
    body: JSON.parse(res.text.split(email).join('<email>')) as unknown,
    contentType: res.headers['content-type'],
    setCookie: res.headers['set-cookie'],
  };
}

/**
 * Every try comes from an address of its own (the API trusts X-Forwarded-For from loopback,
 * where the test runs), so that the per-address limits never answer 429 in the middle.
 */
let nextAddress = 1;
const fromNewAddress = (req: request.Test) =>
  req.set('X-Forwarded-For', `10.77.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`);

describe('account enumeration: register and forgot-password tell nobody which emails exist', () => {
  let t: TestApp;
  /** Registered addresses, each used once (taken from the end). */
  const known: string[] = [];

  /**
   * How long the server took to write each answer, from the request's arrival until its last
   * byte was handed to the network: what a client elsewhere would see. (Timed at the client,
   * which runs in the test's process, it would also include whatever this process does next.)
   */
  const answerTimes: number[] = [];

  beforeAll(async () => {
    t = await createTestApp({ EMAIL_WORKER: 'off' });
    (t.http as Server).on('request', (_req: IncomingMessage, res: ServerResponse) => {
      const arrived = process.hrtime.bigint();
      res.on('finish', () => answerTimes.push(Number(process.hrtime.bigint() - arrived) / 1e6));
    });
    const passwordHash = await t.app.get(PasswordHasher).hash(PASSWORD);
    for (let i = 0; i < 4 * ROUNDS * (TRIES + 1) + 3; i += 1) {
      known.push(
        (await createUser(t.db, { email: `member-${i}@example.com`, passwordHash })).email,
      );
    }
  });
  afterAll(() => t.close());

  const register = (email: string) =>
    fromNewAddress(request(t.http).post('/api/user/register')).send({
      displayName: 'Someone',
      email,
      password: PASSWORD,
    });
  const forgot = (email: string) =>
    fromNewAddress(request(t.http).post('/api/emails/reset-password')).send({ email });

  /**
   * Times TRIES requests for known and unknown addresses, taken in turn so that both meet the
   * same load, after one untimed request of each kind (the first ones warm caches up). Each
   * known address is asked once per test (the per-account limits stay out of the way).
   */
  async function timeRound(send: (email: string) => request.Test, label: string, round: number) {
    const slug = `${label.replace(/[^a-z0-9]+/gi, '-')}-${round}`;
    await send(known.pop()!);
    await send(`warm-up-${slug}@example.com`);
    await accountWorkDone(t);
    answerTimes.length = 0;
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < TRIES; i += 1) {
      for (const kind of i % 2
        ? (['known', 'unknown'] as const)
        : (['unknown', 'known'] as const)) {
        const email = kind === 'known' ? known.pop()! : `nobody-${slug}-${i}@example.com`;
        const res = await send(email);
        expect(res.status).toBeLessThan(300);
        times[kind].push(answerTimes.shift()!);
        // What the request does after its answer must not slow the next one down: each is
        // timed on its own (PGlite has one connection, which that work would hold).
        await accountWorkDone(t);
      }
    }
    return { known: median(times.known), unknown: median(times.unknown) };
  }

  /** Medians within the tolerance in one of ROUNDS rounds; the figures are printed. */
  async function expectSameTime(send: (email: string) => request.Test, label: string) {
    const rounds: string[] = [];
    let gap = Infinity;
    let allowed = 0;
    for (let round = 0; round < ROUNDS && gap > allowed; round += 1) {
      const medians = await timeRound(send, label, round);
      gap = Math.abs(medians.known - medians.unknown);
      allowed = Math.max(TOLERANCE_MS, Math.min(medians.known, medians.unknown) * TOLERANCE_RATIO);
      rounds.push(`known ${medians.known.toFixed(1)} ms, unknown ${medians.unknown.toFixed(1)} ms`);
    }
    console.info(`${label}: median answer times, by round: ${rounds.join('; ')}`);
    expect(gap).toBeLessThanOrEqual(allowed);
  }

  it('answers a sign-up with a registered email exactly like one with a new email', async () => {
    const taken = await register('member-0@example.com');
    const fresh = await register('brand-new@example.com');
    expect(anonymous(taken, 'member-0@example.com')).toEqual(
      anonymous(fresh, 'brand-new@example.com'),
    );
  });

  it('answers a reset request for a registered email exactly like one for an unknown email', async () => {
    const taken = await forgot('member-1@example.com');
    const unknown = await forgot('not-a-member@example.com');
    expect(anonymous(taken, 'member-1@example.com')).toEqual(
      anonymous(unknown, 'not-a-member@example.com'),
    );
  });

  it('answers a resend of the confirmation link the same for any email', async () => {
    const taken = await fromNewAddress(request(t.http).post('/api/emails/confirm-email')).send({
      email: 'member-2@example.com',
    });
    const unknown = await fromNewAddress(request(t.http).post('/api/emails/confirm-email')).send({
      email: 'not-a-member-2@example.com',
    });
    expect(anonymous(taken, 'member-2@example.com')).toEqual(
      anonymous(unknown, 'not-a-member-2@example.com'),
    );
  });

  it('takes about as long to sign up with a registered email as with a new one', async () => {
    await expectSameTime(register, 'sign-up');
  });

  it('takes about as long to ask for a reset link for a registered email as for an unknown one', async () => {
    await expectSameTime(forgot, 'reset');
  });

  /**
   * On this machine the work only one kind of address needs (an account created, a link
   * written) costs a few milliseconds, which the noise of a busy machine can hide. Made 50 ms
   * slower here, it would show in every round if an answer waited for it.
   */
  it('never makes the answer wait for the work that only one kind of address needs', async () => {
    const slow =
      <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        await new Promise((resolve) => setTimeout(resolve, AMPLIFY_MS));
        return call(...args);
      };
    const outbox = t.app.get(EmailOutbox);
    const users = t.app.get(UsersService);
    const enqueue = outbox.enqueue.bind(outbox);
    const create = users.create.bind(users);
    const spies = [
      jest.spyOn(outbox, 'enqueue').mockImplementation(slow(enqueue)),
      jest.spyOn(users, 'create').mockImplementation(slow(create)),
    ];
    try {
      await expectSameTime(register, 'sign-up, account work 50 ms slower');
      await expectSameTime(forgot, 'reset, account work 50 ms slower');
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});
