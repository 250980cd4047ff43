import { isValidUsername } from '@domainfolio/contracts';
import { slugifyUsername, usernameCandidates } from './username';

describe('usernames for new accounts', () => {
  it('makes a slug from the display name', () => {
    expect(slugifyUsername('Alice Nguyen')).toBe('alice-nguyen');
    expect(slugifyUsername('  Zoë   Müller!! ')).toBe('zoe-muller');
    expect(slugifyUsername('a'.repeat(40))).toHaveLength(30);
  });

  it('falls back to the email, then to numbered variants, and never offers a reserved name', () => {
    expect(usernameCandidates('李', 'li.wei@example.com')[0]).toBe('li-wei');
    const reserved = usernameCandidates('Admin', 'admin@example.com');
    expect(reserved).not.toContain('admin');
    expect(reserved.every((name) => /^admin-\d{4}$/.test(name))).toBe(true);
    expect(usernameCandidates('X', 'y@z.com').every(isValidUsername)).toBe(true);
  });
});
