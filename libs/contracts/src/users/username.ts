import { PRODUCT_NAME } from '../app/app-info';

/**
 * Usernames are lowercase slugs of 3-30 letters, digits and hyphens that neither
 * start nor end with a hyphen, so every username is also a valid subdomain label.
 */
export const USERNAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,28}[a-z0-9])$/;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;

/** Names no user may take: they are subdomains of the product or would mislead. */
export const RESERVED_USERNAMES: readonly string[] = [
  'www',
  'app',
  'api',
  'admin',
  'localhost',
  'local',
  'marketplace',
  'shop',
  'wholesale',
  'buy',
  'example',
  'domains',
  'domain',
  'docs',
  'mail',
  'support',
  'help',
  'status',
  'blog',
  'staging',
  'dev',
  'test',
  'demo',
  PRODUCT_NAME.toLowerCase(),
];

const RESERVED = new Set(RESERVED_USERNAMES);

/**
 * Reserved names that the product itself uses as an account: `demo` is the example portfolio the
 * marketing pages link to (demo.{host}). Nobody can sign up with these, but their sites resolve.
 */
export const PRODUCT_USERNAMES: readonly string[] = ['demo'];

/** Trims and lowercases what a user typed; the result still has to pass `isValidUsername`. */
export function normalizeUsername(input: string): string {
  return input.trim().toLowerCase();
}

/** True when `username` is already in canonical form and matches USERNAME_PATTERN. */
export function isValidUsername(username: string): boolean {
  return USERNAME_PATTERN.test(username);
}

/** True for a reserved name, whatever its case or surrounding spaces. */
export function isReservedUsername(username: string): boolean {
  return RESERVED.has(normalizeUsername(username));
}
