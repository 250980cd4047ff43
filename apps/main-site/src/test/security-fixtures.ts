import {
  SuccessCode,
  successBody,
  type Passkey,
  type SecurityEvent,
  type SecurityOverview,
  type SignedInSession,
  type User,
} from '@domainfolio/contracts';
import { pageFixture, userFixture } from './fixtures';
import { currentUserReply, jsonResponse, mockApi, type ApiReply } from './mock-api';

/** Ten recovery codes as the API makes them. */
export const RECOVERY_CODES = [
  'abcde-23456',
  'fghjk-34567',
  'mnpqr-45678',
  'stuvw-56789',
  'xyzab-67892',
  'cdefg-78923',
  'hjkmn-89234',
  'pqrst-92345',
  'uvwxy-23457',
  'zabcd-34568',
];

export function passkeyFixture(overrides: Partial<Passkey> = {}): Passkey {
  return {
    _id: '0e4a3c4e-1f49-4a4b-9c2f-6f0a1b2c3d4e',
    name: 'MacBook Touch ID',
    createdDate: '2026-11-02T08:00:00.000Z',
    lastUsedDate: '2026-11-20T14:30:00.000Z',
    synced: true,
    ...overrides,
  };
}

/** alice's security with two-factor sign-in off and no passkeys; override what a test is about. */
export function securityOverviewFixture(
  overrides: Partial<SecurityOverview> = {},
): SecurityOverview {
  return {
    twoFactor: { enabled: false, enabledDate: null, recoveryCodesLeft: 0 },
    passkeys: [],
    secondFactorFresh: false,
    ...overrides,
  };
}

/** Two-factor sign-in on since November, with `left` recovery codes unused. */
export function twoFactorOnFixture(left = 10): SecurityOverview['twoFactor'] {
  return { enabled: true, enabledDate: '2026-11-01T09:00:00.000Z', recoveryCodesLeft: left };
}

export function sessionFixture(overrides: Partial<SignedInSession> = {}): SignedInSession {
  return {
    _id: 'session-this',
    current: true,
    device: 'Chrome 131 on macOS',
    country: 'DE',
    method: 'PASSWORD',
    signedInDate: '2026-11-20T08:00:00.000Z',
    lastActiveDate: '2026-11-26T10:00:00.000Z',
    twoFactor: false,
    ...overrides,
  };
}

/** Another device than this one: Firefox on Windows in France, signed in with Google. */
export function otherSessionFixture(overrides: Partial<SignedInSession> = {}): SignedInSession {
  return sessionFixture({
    _id: 'session-other',
    current: false,
    device: 'Firefox 133 on Windows',
    country: 'FR',
    method: 'GOOGLE',
    signedInDate: '2026-11-10T07:00:00.000Z',
    lastActiveDate: '2026-11-25T18:15:00.000Z',
    ...overrides,
  });
}

export function securityEventFixture(overrides: Partial<SecurityEvent> = {}): SecurityEvent {
  return {
    _id: 'event-1',
    type: 'SIGN_IN',
    date: '2026-11-20T14:30:00.000Z',
    device: 'Chrome 131 on macOS',
    country: 'DE',
    detail: { method: 'PASSWORD', secondFactor: 'TOTP' },
    ...overrides,
  };
}

export interface SecurityApiState {
  user?: User;
  overview?: SecurityOverview;
  sessions?: SignedInSession[];
  log?: SecurityEvent[];
}

/**
 * The account screen's API with alice's security settings. Enabling two-factor sign-in,
 * signing devices out and passkey changes are kept, like the server would; the calls are
 * readable with `sent`.
 */
export function securityApi(state: SecurityApiState = {}, extra: Record<string, ApiReply> = {}) {
  let overview = state.overview ?? securityOverviewFixture();
  let sessions = state.sessions ?? [sessionFixture(), otherSessionFixture()];
  const user = state.user ?? userFixture();

  return mockApi({
    'GET /api/current-user': currentUserReply(user),
    'GET /api/pages/default': { body: { payload: pageFixture() } },
    'GET /api/user/security': () => jsonResponse(200, { payload: overview }),
    'POST /api/user/2fa/setup': {
      body: {
        payload: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/Domainfolio:alice%40example.com?secret=JBSWY3DPEHPK3PXP',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      },
    },
    'POST /api/user/2fa/enable': () => {
      overview = { ...overview, twoFactor: twoFactorOnFixture() };
      return jsonResponse(200, {
        ...successBody(SuccessCode.TWO_FACTOR_ENABLED),
        payload: { recoveryCodes: RECOVERY_CODES },
      });
    },
    'POST /api/user/2fa/disable': () => {
      overview = { ...overview, twoFactor: securityOverviewFixture().twoFactor };
      return jsonResponse(200, successBody(SuccessCode.TWO_FACTOR_DISABLED));
    },
    'POST /api/user/2fa/recovery-codes': () =>
      jsonResponse(200, {
        ...successBody(SuccessCode.RECOVERY_CODES_CREATED),
        payload: { recoveryCodes: RECOVERY_CODES },
      }),
    'GET /api/user/sessions': () => jsonResponse(200, { payload: sessions }),
    'POST /api/user/sessions/session-other/revoke': () => {
      sessions = sessions.filter((session) => session._id !== 'session-other');
      return jsonResponse(200, successBody(SuccessCode.SESSION_REVOKED));
    },
    'POST /api/user/sessions/revoke-others': () => {
      const count = sessions.filter((session) => !session.current).length;
      sessions = sessions.filter((session) => session.current);
      return jsonResponse(200, successBody(SuccessCode.OTHER_SESSIONS_REVOKED, { count }));
    },
    'GET /api/user/security-log': { body: { payload: state.log ?? [] } },
    ...extra,
  });
}
