import { DASH, SecurityEventType, type SecurityEvent } from '@domainfolio/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderMainSite } from '../../../test/render-routes';
import { securityApi, securityEventFixture } from '../../../test/security-fixtures';
import { securityEventDetail, securityEventLabel } from './security-log-words';

function words(type: SecurityEventType, detail: SecurityEvent['detail'] = {}) {
  const event = { type, detail };
  return [securityEventLabel(event), securityEventDetail(event)];
}

/** jsdom has no media queries; this one answers `matches` for every query. */
function stubViewport(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

const events = [
  securityEventFixture(),
  securityEventFixture({
    _id: 'event-2',
    type: 'SIGN_IN_FAILED',
    device: 'Firefox 133 on Windows',
    country: 'FR',
    detail: { reason: 'wrong password' },
  }),
  securityEventFixture({
    _id: 'event-3',
    type: 'PLAN_CHANGED',
    device: null,
    country: null,
    detail: { from: 'Free', to: 'Pro (yearly)' },
  }),
];

describe('Security log', () => {
  it('says every kind of event in words', () => {
    expect(words('SIGN_IN', { method: 'PASSWORD', secondFactor: 'TOTP' })).toEqual([
      'Signed in',
      'With the password and an authenticator code',
    ]);
    expect(words('SIGN_IN', { method: 'GOOGLE', secondFactor: 'RECOVERY_CODE' })).toEqual([
      'Signed in',
      'With Google and a recovery code',
    ]);
    expect(words('SIGN_IN', { method: 'PASSKEY', secondFactor: 'PASSKEY' })).toEqual([
      'Signed in',
      'With a passkey',
    ]);
    expect(words('SIGN_IN_FAILED', { reason: 'wrong password' })).toEqual([
      'Sign-in refused',
      'Wrong password',
    ]);
    expect(words('NEW_DEVICE')).toEqual(['Signed in on a new device', 'We emailed you about it']);
    expect(words('TWO_FACTOR_ENABLED')).toEqual(['Two-factor sign-in turned on', null]);
    expect(words('TWO_FACTOR_DISABLED')).toEqual(['Two-factor sign-in turned off', null]);
    expect(words('TWO_FACTOR_FAILED', { reason: 'code used already' })).toEqual([
      'Wrong two-factor code',
      'Code used already',
    ]);
    expect(words('TWO_FACTOR_LOCKED')).toEqual([
      'Two-factor sign-in locked',
      'For 15 minutes, after 5 wrong codes',
    ]);
    expect(words('RECOVERY_CODES_CREATED')).toEqual([
      'New recovery codes made',
      'The earlier codes stopped working',
    ]);
    expect(words('RECOVERY_CODE_USED', { left: 1 })).toEqual(['Recovery code used', '1 code left']);
    expect(words('RECOVERY_CODE_USED', { left: 0 })[1]).toBe('No codes left');
    expect(words('PASSKEY_ADDED', { name: 'MacBook Touch ID' })).toEqual([
      'Passkey added',
      'MacBook Touch ID',
    ]);
    expect(words('PASSKEY_REMOVED', { name: 'Old phone' })).toEqual([
      'Passkey removed',
      'Old phone',
    ]);
    expect(words('PASSWORD_RESET')).toEqual(['Password reset', null]);
    expect(words('EMAIL_CHANGED')).toEqual(['Email address changed', null]);
    expect(words('SESSION_REVOKED', { count: 3 })).toEqual(['Devices signed out', '3 devices']);
    expect(words('API_KEY_CREATED')).toEqual([
      'API key created',
      'Any earlier key stopped working',
    ]);
    expect(words('API_KEY_REVOKED')).toEqual(['API key revoked', null]);
    expect(words('DATA_EXPORTED')).toEqual(['Account data downloaded', null]);
    expect(words('PLAN_CHANGED', { from: 'Free', to: 'Pro (yearly)' })).toEqual([
      'Plan changed',
      'Free → Pro (yearly)',
    ]);
    expect(words('PLAN_CHANGED', { from: 'Pro', to: 'Free', by: 'support' })[1]).toBe(
      'Pro → Free, by support',
    );
    expect(words('DELETION_REQUESTED')).toEqual(['Account deletion asked for', null]);
  });

  it('names a kind of event it does not know yet, and ignores details of the wrong type', () => {
    expect(words('PASSWORD_CHANGED' as SecurityEventType)).toEqual(['Password changed', null]);
    expect(words('SESSION_REVOKED', { count: 'many' })).toEqual(['Devices signed out', null]);
  });

  it('shows the events as a table, times in the owner’s time zone', async () => {
    securityApi({ log: events });
    renderMainSite('/dashboard/account');
    const table = within(await screen.findByRole('table', { name: 'Security log' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(
      'Nov 20, 2026, 3:30 PMSigned inChrome 131 on macOSGermanyWith the password and an authenticator code',
    );
    expect(rows[1]).toHaveTextContent('Sign-in refusedFirefox 133 on WindowsFranceWrong password');
    expect(rows[2]).toHaveTextContent(`Plan changed${DASH}${DASH}Free → Pro (yearly)`);
  });

  it('shows a card per event on a phone', async () => {
    stubViewport(false);
    securityApi({ log: events });
    renderMainSite('/dashboard/account');
    const list = await screen.findByRole('list', { name: 'Security log' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[1]).toHaveTextContent('Sign-in refused');
    expect(cards[1]).toHaveTextContent('Firefox 133 on Windows · France');
    expect(screen.queryByRole('table', { name: 'Security log' })).toBeNull();
  });

  it('says when nothing has happened yet', async () => {
    securityApi({ log: [] });
    renderMainSite('/dashboard/account');
    const section = await screen.findByRole('region', { name: 'Security log' });
    expect(await within(section).findByText('Nothing has happened yet.')).toBeInTheDocument();
  });
});
