import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { users } from './user.table';

/** An owner's passkeys (WebAuthn credentials): the public key and what the browser said of it. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential's id as the authenticator made it, base64url. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The signature counter last seen (0 for authenticators that keep none, as synced passkeys). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** singleDevice or multiDevice (synced, as iCloud Keychain or Google Password Manager). */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    /** The owner's name for it ("MacBook Touch ID"). */
    name: text('name').notNull(),
    lastUsedAt: instant('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('passkeys_credential_id_key').on(t.credentialId),
    index('passkeys_user_id_idx').on(t.userId),
    check('passkeys_name_length_check', sql`char_length(${t.name}) between 1 and 64`),
  ],
);

export type PasskeyRow = typeof passkeys.$inferSelect;

/**
 * A WebAuthn ceremony under way: the random challenge the server gave the browser, used once
 * (deleted when its answer is checked) and within minutes. A registration names its owner; a
 * sign-in does not (the passkey the browser picks says who it is).
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Sign-in: "Remember me" as asked with the options. */
    persistent: boolean('persistent').notNull().default(false),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('webauthn_challenges_expires_at_idx').on(t.expiresAt),
    check('webauthn_challenges_purpose_check', sql`${t.purpose} in ('REGISTER', 'SIGN_IN')`),
  ],
);
