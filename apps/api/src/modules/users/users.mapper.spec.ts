import type { UserRow } from '../../database/schema';
import { accountStateOf, toAccountExport, toUser } from './users.mapper';

const row: UserRow = {
  id: '6f1c1f2e-8d0e-4d4b-9c3e-0a1b2c3d4e5f',
  email: 'owner@example.com',
  emailConfirmedAt: new Date('2026-01-01T00:00:00Z'),
  passwordHash: '$argon2id$v=19$secret-hash',
  googleId: 'google-sub-123',
  username: 'owner',
  displayName: 'Owner',
  avatar: null,
  phone: null,
  planType: 'PRO',
  planInterval: 'YEAR',
  planPeriodEnd: new Date('2027-01-01T00:00:00Z'),
  portfolioDisplayName: null,
  customDomain: null,
  customDomainVerifiedAt: null,
  googleAnalyticsTrackingId: null,
  timeZone: 'UTC',
  stripeCustomerId: 'cus_secret',
  stripeSubscriptionId: 'sub_secret',
  disabledAt: null,
  deletedAt: null,
  leadLimitNoticeMonth: null,
  floorPercent: null,
  belowFloor: 'DECLINE',
  notifyBelowFloor: false,
  verifiedBuyersOnly: false,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
  totpSecret: null,
  totpEnabledAt: null,
  totpLastStep: null,
  totpPendingSecret: null,
};

describe('users mapper', () => {
  it('calls an account deleted before disabled, and active when neither', () => {
    expect(accountStateOf(row)).toBe('ACTIVE');
    expect(accountStateOf({ ...row, disabledAt: new Date() })).toBe('DISABLED');
    expect(accountStateOf({ ...row, disabledAt: new Date(), deletedAt: new Date() })).toBe(
      'DELETED',
    );
  });

  it('says whether the account has a password, never the hash', () => {
    const user = toUser(row, null);
    expect(user.hasPassword).toBe(true);
    expect(toUser({ ...row, passwordHash: null }, null).hasPassword).toBe(false);
    expect(JSON.stringify(user)).not.toContain('argon2');
  });

  it('writes no secret into the downloaded account file', () => {
    const file = JSON.stringify(toAccountExport(row, null, new Date('2026-05-01T00:00:00Z')));
    for (const secret of ['argon2', 'cus_secret', 'sub_secret', 'google-sub-123', row.id])
      expect(file).not.toContain(secret);
    expect(JSON.parse(file)).toMatchObject({
      exportedAt: '2026-05-01T00:00:00.000Z',
      account: { username: 'owner', signsInWithGoogle: true },
      plan: { planType: 'PRO', planInterval: 'YEAR', planPeriodEnd: '2027-01-01T00:00:00.000Z' },
    });
  });
});
