import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The buyer's key to their offer page: the lead's id and an HMAC of it with the app secret.
 * It is only ever emailed to the buyer (the form's answer carries the lead id alone), so
 * holding it proves the buyer reads that mailbox, and it cannot be made for another lead
 * without the secret. Nothing is stored: a thread closes by its status, not by its token.
 *
 * Form: 32 hex digits of the id, then 43 characters of signature (base64url); no dot, so it
 * is never read as a domain name in a path.
 */
const ID_HEX = /^[0-9a-f]{32}$/;
const SIGNATURE_LENGTH = 43;

function signature(secret: string, leadId: string): string {
  return createHmac('sha256', secret).update(`offer-page\n${leadId}`).digest('base64url');
}

export function offerToken(secret: string, leadId: string): string {
  return `${leadId.replaceAll('-', '')}${signature(secret, leadId)}`;
}

/** The lead a token names, or null for anything that is not a token this server made. */
export function leadIdOfToken(secret: string, token: string): string | null {
  if (typeof token !== 'string' || token.length !== 32 + SIGNATURE_LENGTH) return null;
  const hex = token.slice(0, 32);
  if (!ID_HEX.test(hex)) return null;
  const leadId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const given = Buffer.from(token.slice(32));
  const expected = Buffer.from(signature(secret, leadId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? leadId : null;
}
