import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the end-to-end run: the API delivers to it like to any mail server,
 * and every message is parsed and written as JSON into `dir` for the tests to read.
 *
 * The reliability tests play a mail server that fails: `stop()` closes the port (connections
 * are refused until `start()` listens on the same port again), and `refuse(fn)` asks `fn` for
 * each message once its data arrived, refusing it with 451 (try again later) when it answers
 * true; `delay(ms)` holds each message before answering. Every accepted message's Message-ID
 * is kept, to count copies of one message.
 */
export async function startMailCatcher(dir) {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  let refuseWhen = null;
  let refused = 0;
  let acceptDelayMs = 0;
  let server = null;
  let port = 0;
  const listen = async () => {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // A stop closes the connections the API keeps open within a second, not the default 30.
      closeTimeout: 1000,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then(async (mail) => {
            if (acceptDelayMs > 0)
              await new Promise((resolve) => setTimeout(resolve, acceptDelayMs));
            if (refuseWhen?.()) {
              refused += 1;
              const error = new Error('Try again later');
              error.responseCode = 451;
              callback(error);
              return;
            }
            count += 1;
            const message = {
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject: mail.subject ?? '',
              replyTo: mail.replyTo?.value.map((a) => a.address.toLowerCase()) ?? [],
              messageId: mail.messageId ?? null,
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              receivedAt: new Date().toISOString(),
            };
            writeFileSync(
              join(dir, `${String(count).padStart(5, '0')}.json`),
              JSON.stringify(message),
            );
            callback();
          })
          .catch((error) => callback(error));
      },
    });
    // A client that dies mid-conversation (a killed API) resets its connection: the server
    // reports that as an 'error' event, which would end this process without a listener.
    smtp.on('error', () => undefined);
    await new Promise((resolve, reject) => {
      smtp.server.once('error', reject);
      smtp.listen(port, '127.0.0.1', () => {
        smtp.server.off('error', reject);
        resolve();
      });
    });
    server = smtp;
    port = smtp.server.address().port;
  };
  await listen();
  return {
    get port() {
      return port;
    },
    /** Messages refused by `refuse` so far. */
    refused: () => refused,
    /** Refuses each message `fn` answers true for with 451; null accepts every one again. */
    refuse: (fn) => {
      refuseWhen = fn;
    },
    /** Holds each message this long before answering it, as a slower server would. */
    delay: (ms) => {
      acceptDelayMs = ms;
    },
    /** Listens again on the same port after a stop. */
    start: async () => {
      if (!server) await listen();
    },
    stop: async () => {
      const smtp = server;
      if (!smtp) return;
      server = null;
      await new Promise((resolve) => smtp.close(resolve));
    },
  };
}
