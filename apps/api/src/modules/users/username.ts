import { randomInt } from 'node:crypto';
import { USERNAME_MAX_LENGTH, isReservedUsername, isValidUsername } from '@domainfolio/contracts';

/** A username slug from a display name or an email's local part: 'Alice Nguyen' → 'alice-nguyen'. */
export function slugifyUsername(source: string): string {
  return source
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, USERNAME_MAX_LENGTH)
    .replace(/-+$/g, '');
}

/** Candidates in order: the slug itself (when usable), then the slug with a random number. */
export function usernameCandidates(displayName: string, email: string, count = 8): string[] {
  const base = [slugifyUsername(displayName), slugifyUsername(email.split('@')[0] ?? '')].find(
    (slug) => slug.length >= 3,
  );
  const stem = (base ?? 'owner').slice(0, USERNAME_MAX_LENGTH - 5);
  const candidates = base && isValidUsername(base) && !isReservedUsername(base) ? [base] : [];
  while (candidates.length < count) candidates.push(`${stem}-${randomInt(1000, 10000)}`);
  return candidates;
}
