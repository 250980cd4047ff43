import {
  SecurityEventType,
  TWO_FACTOR_FAILURES_BEFORE_LOCK,
  TWO_FACTOR_LOCK_MINUTES,
  type SecurityEvent,
} from '@domainfolio/contracts';

type Detail = SecurityEvent['detail'];

/** What happened, as the log's Event column says it. */
const EVENTS: Readonly<Record<SecurityEventType, string>> = {
  [SecurityEventType.SIGN_IN]: 'Signed in',
  [SecurityEventType.SIGN_IN_FAILED]: 'Sign-in refused',
  [SecurityEventType.NEW_DEVICE]: 'Signed in on a new device',
  [SecurityEventType.TWO_FACTOR_ENABLED]: 'Two-factor sign-in turned on',
  [SecurityEventType.TWO_FACTOR_DISABLED]: 'Two-factor sign-in turned off',
  [SecurityEventType.TWO_FACTOR_FAILED]: 'Wrong two-factor code',
  [SecurityEventType.TWO_FACTOR_LOCKED]: 'Two-factor sign-in locked',
  [SecurityEventType.RECOVERY_CODES_CREATED]: 'New recovery codes made',
  [SecurityEventType.RECOVERY_CODE_USED]: 'Recovery code used',
  [SecurityEventType.PASSKEY_ADDED]: 'Passkey added',
  [SecurityEventType.PASSKEY_REMOVED]: 'Passkey removed',
  [SecurityEventType.PASSWORD_RESET]: 'Password reset',
  [SecurityEventType.EMAIL_CHANGED]: 'Email address changed',
  [SecurityEventType.SESSION_REVOKED]: 'Devices signed out',
  [SecurityEventType.API_KEY_CREATED]: 'API key created',
  [SecurityEventType.API_KEY_REVOKED]: 'API key revoked',
  [SecurityEventType.DATA_EXPORTED]: 'Account data downloaded',
  [SecurityEventType.PLAN_CHANGED]: 'Plan changed',
  [SecurityEventType.DELETION_REQUESTED]: 'Account deletion asked for',
};

const METHODS: Readonly<Record<string, string>> = {
  PASSWORD: 'With the password',
  GOOGLE: 'With Google',
  PASSKEY: 'With a passkey',
};

const SECOND_FACTORS: Readonly<Record<string, string>> = {
  TOTP: 'an authenticator code',
  RECOVERY_CODE: 'a recovery code',
};

function text(detail: Detail, key: string): string | null {
  const value = detail[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

function count(detail: Detail, key: string): number | null {
  const value = detail[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** 'wrong password' → 'Wrong password': the API's reasons are phrases in lower case. */
function sentence(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A type this screen does not know yet (the API added one): its name, in words. */
function unknownEvent(type: string): string {
  return sentence(type.toLowerCase().replace(/_/g, ' '));
}

/** What the log's Event column says for an event. */
export function securityEventLabel(event: Pick<SecurityEvent, 'type'>): string {
  return EVENTS[event.type] ?? unknownEvent(event.type);
}

/**
 * What the log's Detail column says for an event, from what the API kept beside it (the
 * sign-in method, a failure's reason, a passkey's name, how many); null when nothing.
 */
export function securityEventDetail(event: Pick<SecurityEvent, 'type' | 'detail'>): string | null {
  const detail = event.detail;
  switch (event.type) {
    case SecurityEventType.SIGN_IN: {
      const method = text(detail, 'method');
      const how = method ? (METHODS[method] ?? sentence(method.toLowerCase())) : null;
      const second = text(detail, 'secondFactor');
      const also = second ? SECOND_FACTORS[second] : undefined;
      if (how && also) return `${how} and ${also}`;
      return how ?? (also ? sentence(also) : null);
    }
    case SecurityEventType.SIGN_IN_FAILED:
    case SecurityEventType.TWO_FACTOR_FAILED: {
      const reason = text(detail, 'reason');
      return reason ? sentence(reason) : null;
    }
    case SecurityEventType.NEW_DEVICE:
      return 'We emailed you about it';
    case SecurityEventType.TWO_FACTOR_LOCKED:
      return `For ${TWO_FACTOR_LOCK_MINUTES} minutes, after ${TWO_FACTOR_FAILURES_BEFORE_LOCK} wrong codes`;
    case SecurityEventType.RECOVERY_CODES_CREATED:
      return 'The earlier codes stopped working';
    case SecurityEventType.RECOVERY_CODE_USED: {
      const left = count(detail, 'left');
      if (left === null) return null;
      return left === 0 ? 'No codes left' : `${plural(left, 'code', 'codes')} left`;
    }
    case SecurityEventType.PASSKEY_ADDED:
    case SecurityEventType.PASSKEY_REMOVED:
      return text(detail, 'name');
    case SecurityEventType.SESSION_REVOKED: {
      const revoked = count(detail, 'count');
      return revoked === null ? null : plural(revoked, 'device', 'devices');
    }
    case SecurityEventType.API_KEY_CREATED:
      return 'Any earlier key stopped working';
    case SecurityEventType.PLAN_CHANGED: {
      const from = text(detail, 'from');
      const to = text(detail, 'to');
      const change = from && to ? `${from} → ${to}` : to;
      // Support changed it by hand (the admin screens), not a payment.
      if (change && text(detail, 'by') === 'support') return `${change}, by support`;
      return change;
    }
    default:
      return null;
  }
}
