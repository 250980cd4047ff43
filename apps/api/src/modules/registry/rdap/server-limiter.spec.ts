import { QueueAbortedError, ServerLimiter } from './server-limiter';

/** A promise the test settles by hand. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets settled promises run their handlers (the limiter starts tasks from `.finally`). */
const flush = () => jest.advanceTimersByTimeAsync(0);

/** A limiter on the fake clock, and a log of when each task started. */
function setup(concurrency: number, ratePerSecond: number) {
  const limiter = new ServerLimiter({ concurrency, ratePerSecond }, () => Date.now());
  const started: { label: string; at: number }[] = [];
  const t0 = Date.now();
  /** A task that records its start and ends when `done` settles (at once when none). */
  const task = (label: string, done?: Promise<unknown>) => async (): Promise<string> => {
    started.push({ label, at: Date.now() - t0 });
    await done;
    return label;
  };
  return { limiter, started, task, labels: () => started.map((entry) => entry.label) };
}

describe('ServerLimiter', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('never has more than `concurrency` tasks in flight at one server, and runs them all in order', async () => {
    const { limiter } = setup(3, 1000);
    const order: number[] = [];
    let inFlight = 0;
    let most = 0;
    const results = Array.from({ length: 60 }, (_, i) =>
      limiter.run('rdap.example', async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        expect(limiter.load('rdap.example').inFlight).toBeLessThanOrEqual(3);
        order.push(i);
        await new Promise((resolve) => setTimeout(resolve, 5 + (i % 7)));
        inFlight -= 1;
        return i;
      }),
    );
    expect(limiter.load('rdap.example')).toEqual({ waiting: 59, inFlight: 1 });
    await jest.advanceTimersByTimeAsync(1000);
    await expect(Promise.all(results)).resolves.toEqual(Array.from({ length: 60 }, (_, i) => i));
    expect(most).toBe(3);
    expect(inFlight).toBe(0);
    expect(order).toEqual(Array.from({ length: 60 }, (_, i) => i));
    expect(limiter.load('rdap.example')).toEqual({ waiting: 0, inFlight: 0 });
  });

  it('spaces the starts at one server by 1000 / ratePerSecond ms', async () => {
    const { limiter, started, task } = setup(10, 4);
    const results = Array.from({ length: 5 }, (_, i) => limiter.run('s', task(`t${i}`)));
    await flush();
    expect(started.map((entry) => entry.at)).toEqual([0]);
    await jest.advanceTimersByTimeAsync(249);
    expect(started).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(started).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1000);
    await Promise.all(results);
    expect(started.map((entry) => entry.at)).toEqual([0, 250, 500, 750, 1000]);
  });

  it('keeps the spacing for a task that arrives after the server went quiet', async () => {
    const { limiter, started, task } = setup(1, 2);
    await limiter.run('s', task('first'));
    await jest.advanceTimersByTimeAsync(100);
    const second = limiter.run('s', task('second'));
    await jest.advanceTimersByTimeAsync(399);
    expect(started).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await second;
    expect(started.map((entry) => entry.at)).toEqual([0, 500]);
  });

  it('paces each server on its own', async () => {
    const { limiter, started, task } = setup(1, 1);
    const block = deferred();
    const a1 = limiter.run('a', task('a1', block.promise));
    const a2 = limiter.run('a', task('a2'));
    const b1 = limiter.run('b', task('b1'));
    const b2 = limiter.run('b', task('b2'));
    limiter.pause('c', 60_000);
    const d1 = limiter.run('d', task('d1'));
    await flush();
    // 'a' is busy and 'c' paused: 'b' and 'd' start at once all the same.
    expect(started).toEqual([
      { label: 'a1', at: 0 },
      { label: 'b1', at: 0 },
      { label: 'd1', at: 0 },
    ]);
    await expect(b1).resolves.toBe('b1');
    await expect(d1).resolves.toBe('d1');
    await jest.advanceTimersByTimeAsync(1000);
    expect(started.map((entry) => entry.label)).toEqual(['a1', 'b1', 'd1', 'b2']);
    block.resolve();
    await jest.advanceTimersByTimeAsync(0);
    expect(started.map((entry) => entry.label)).toEqual(['a1', 'b1', 'd1', 'b2', 'a2']);
    await Promise.all([a1, a2, b2]);
  });

  it('runs urgent tasks ahead of the queued ones, in their own order', async () => {
    const { limiter, labels, task } = setup(1, 1000);
    const block = deferred();
    const runs = [
      limiter.run('s', task('running', block.promise)),
      limiter.run('s', task('daily-1')),
      limiter.run('s', task('daily-2')),
      limiter.run('s', task('refresh-1'), { urgent: true }),
      limiter.run('s', task('refresh-2'), { urgent: true }),
    ];
    await flush();
    expect(labels()).toEqual(['running']);
    block.resolve();
    await jest.advanceTimersByTimeAsync(100);
    await Promise.all(runs);
    expect(labels()).toEqual(['running', 'refresh-1', 'refresh-2', 'daily-1', 'daily-2']);
  });

  it('starts nothing at a paused server until the pause ends, urgent or not', async () => {
    const { limiter, started, task } = setup(2, 1000);
    limiter.pause('s', 5000);
    const normal = limiter.run('s', task('normal'));
    const urgent = limiter.run('s', task('urgent'), { urgent: true });
    await jest.advanceTimersByTimeAsync(4999);
    expect(started).toEqual([]);
    expect(limiter.load('s')).toEqual({ waiting: 2, inFlight: 0 });
    await jest.advanceTimersByTimeAsync(1);
    expect(started).toEqual([{ label: 'urgent', at: 5000 }]);
    await jest.advanceTimersByTimeAsync(1);
    await Promise.all([normal, urgent]);
    expect(started).toEqual([
      { label: 'urgent', at: 5000 },
      { label: 'normal', at: 5001 },
    ]);
  });

  it('extends a pause, never shortens it', async () => {
    const { limiter, started, task } = setup(1, 1000);
    limiter.pause('s', 3000);
    const run = limiter.run('s', task('t'));
    await jest.advanceTimersByTimeAsync(1000);
    limiter.pause('s', 500); // ends before the first pause: no effect
    await jest.advanceTimersByTimeAsync(1500);
    expect(started).toEqual([]);
    limiter.pause('s', 2500); // now until 5000
    await jest.advanceTimersByTimeAsync(2499);
    expect(started).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    await run;
    expect(started).toEqual([{ label: 't', at: 5000 }]);
  });

  it('removes a queued task whose signal aborts, with QueueAbortedError, and never runs it', async () => {
    const { limiter, labels, task } = setup(1, 1000);
    const block = deferred();
    const running = limiter.run('s', task('running', block.promise));
    const controller = new AbortController();
    const aborted = limiter.run('s', task('aborted'), { signal: controller.signal });
    const urgentController = new AbortController();
    const abortedUrgent = limiter.run('s', task('aborted-urgent'), {
      urgent: true,
      signal: urgentController.signal,
    });
    const after = limiter.run('s', task('after'));
    await flush();
    expect(limiter.load('s')).toEqual({ waiting: 3, inFlight: 1 });

    controller.abort();
    urgentController.abort();
    await expect(aborted).rejects.toBeInstanceOf(QueueAbortedError);
    await expect(abortedUrgent).rejects.toBeInstanceOf(QueueAbortedError);
    expect(limiter.load('s')).toEqual({ waiting: 1, inFlight: 1 });

    block.resolve();
    await jest.advanceTimersByTimeAsync(10);
    await expect(running).resolves.toBe('running');
    await expect(after).resolves.toBe('after');
    expect(labels()).toEqual(['running', 'after']);
  });

  it('refuses at once a task whose signal already aborted', async () => {
    const { limiter, task } = setup(1, 1000);
    const run = jest.fn(task('never'));
    const result = limiter.run('s', run, { signal: AbortSignal.abort() });
    await expect(result).rejects.toBeInstanceOf(QueueAbortedError);
    expect(run).not.toHaveBeenCalled();
    expect(limiter.load('s')).toEqual({ waiting: 0, inFlight: 0 });
  });

  it('aborting a task that already started changes nothing', async () => {
    const { limiter, task } = setup(1, 1000);
    const controller = new AbortController();
    const block = deferred();
    const run = limiter.run('s', task('started', block.promise), { signal: controller.signal });
    await flush();
    controller.abort();
    block.resolve();
    await expect(run).resolves.toBe('started');
  });

  it('frees the slot of a failing task and passes its error on', async () => {
    const { limiter, labels, task } = setup(1, 1000);
    const failing = limiter.run('s', async () => {
      throw new Error('registry down');
    });
    const next = limiter.run('s', task('next'));
    await expect(failing).rejects.toThrow('registry down');
    await jest.advanceTimersByTimeAsync(10);
    await expect(next).resolves.toBe('next');
    expect(labels()).toEqual(['next']);
    expect(limiter.load('s')).toEqual({ waiting: 0, inFlight: 0 });
  });

  it('close() rejects what waits and lets what runs finish', async () => {
    const { limiter, labels, task } = setup(1, 1000);
    const block = deferred();
    const running = limiter.run('a', task('running', block.promise));
    const waitingA = limiter.run('a', task('waiting-a'));
    const controller = new AbortController();
    const waitingUrgent = limiter.run('a', task('waiting-urgent'), {
      urgent: true,
      signal: controller.signal,
    });
    limiter.pause('b', 60_000);
    const waitingB = limiter.run('b', task('waiting-b'));
    await flush();

    limiter.close();
    await expect(waitingA).rejects.toBeInstanceOf(QueueAbortedError);
    await expect(waitingUrgent).rejects.toBeInstanceOf(QueueAbortedError);
    await expect(waitingB).rejects.toBeInstanceOf(QueueAbortedError);
    expect(limiter.load('a')).toEqual({ waiting: 0, inFlight: 1 });
    expect(limiter.load('b')).toEqual({ waiting: 0, inFlight: 0 });
    controller.abort(); // a late abort of a closed-out task is harmless

    block.resolve();
    await jest.advanceTimersByTimeAsync(120_000);
    await expect(running).resolves.toBe('running');
    expect(labels()).toEqual(['running']);
  });
});

describe('ServerLimiter on the real clock', () => {
  it('spaces starts at 100 per second by about 10 ms, and keeps 2 in flight', async () => {
    const limiter = new ServerLimiter({ concurrency: 2, ratePerSecond: 100 });
    const starts: number[] = [];
    let inFlight = 0;
    let most = 0;
    const began = Date.now();
    await Promise.all(
      Array.from({ length: 20 }, () =>
        limiter.run('s', async () => {
          starts.push(Date.now());
          inFlight += 1;
          most = Math.max(most, inFlight);
          await new Promise((resolve) => setImmediate(resolve));
          inFlight -= 1;
        }),
      ),
    );
    expect(most).toBeLessThanOrEqual(2);
    // 19 intervals of 10 ms: at least ~190 ms in all, and not much more.
    expect(starts.at(-1)! - starts[0]!).toBeGreaterThanOrEqual(185);
    expect(Date.now() - began).toBeLessThan(2000);
    // Any ten intervals in a row span 100 ms. A start is recorded when its task runs, a few ms
    // after the limiter started it when the machine is busy, so a single gap can read short;
    // ten in a row cannot, unless the limiter let a start through early.
    for (let i = 10; i < starts.length; i += 1)
      expect(starts[i]! - starts[i - 10]!).toBeGreaterThanOrEqual(90);
  });
});
