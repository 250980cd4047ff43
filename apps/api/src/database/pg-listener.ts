import { Client } from 'pg';

/** How long to wait before connecting again after the listening connection was lost. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5000;

/** A channel name is an identifier: only these are accepted, so it can be quoted safely. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * LISTEN on a dedicated PostgreSQL connection (a pooled one may be handed to another query, and
 * a LISTEN belongs to its connection). When the connection is lost (the server restarted, a
 * network blip), it connects again with a growing pause and calls `onMessage` once more, since
 * whatever was sent while it was away did not arrive. Resolves once the first LISTEN holds; the
 * returned function stops listening.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onMessage: (payload?: string) => void,
  warn: (message: string) => void,
): Promise<() => Promise<void>> {
  if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let client: Client | null = null;
  let stopped = false;
  let retryMs = RETRY_FIRST_MS;
  let timer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString });
    // A lost connection emits 'error' (and then 'end'); either schedules the next attempt.
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      if (stopped) return;
      warn(
        `Listening for ${channel} stopped (${error?.message ?? 'connection ended'}); reconnecting`,
      );
      schedule();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload || undefined);
    });
    await next.connect();
    await next.query(`listen "${channel}"`);
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = RETRY_FIRST_MS;
  };

  const schedule = () => {
    if (timer || stopped) return;
    timer = setTimeout(() => {
      timer = null;
      connect().then(
        // Back again: what was said while away is lost, so act as if something changed.
        () => onMessage(),
        (error: Error) => {
          warn(`Could not listen for ${channel} (${error.message}); trying again`);
          retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
          schedule();
        },
      );
    }, retryMs);
    timer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
