/**
 * An email address as accounts, leads and escrow buyers are matched by: trimmed and lowercased.
 * Mailbox names are case-insensitive in practice, so `Ann@Example.com` and `ann@example.com`
 * are one person everywhere in the product.
 */
export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase();
}
