import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

function mailDir() {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the tests with `npm run test:e2e`');
  return dir;
}

export function messagesTo(address) {
  return readdirSync(mailDir())
    .sort()
    .map((file) => JSON.parse(readFileSync(join(mailDir(), file), 'utf8')))
    .filter((message) => message.to.includes(address.toLowerCase()));
}

/**
 * The first message to `address` whose subject matches, as soon as the SMTP server has it.
 * Polls the mail folder for a bounded time (delivery is asynchronous by design).
 */
export async function waitForEmail(address, subject, { attempts = 200 } = {}) {
  for (let i = 0; i < attempts; i += 1) {
    const found = messagesTo(address).find((message) => subject.test(message.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `No email to ${address} matching ${subject} arrived. Got: ${JSON.stringify(messagesTo(address).map((m) => m.subject))}`,
  );
}

/** The first link to `path` in an email's text. */
export function linkIn(message, path) {
  const match = new RegExp(`https?://\\S*${path.replace(/\//g, '\\/')}\\?\\S+`).exec(message.text);
  if (!match) throw new Error(`No ${path} link in:\n${message.text}`);
  return new URL(match[0]);
}
