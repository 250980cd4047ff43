import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from './error-catalogue';
import { ErrorCode, isErrorCode } from './error-codes';

describe('error catalogue', () => {
  it('has an entry with a status, title and message for every code', () => {
    for (const code of Object.values(ErrorCode)) {
      const entry = ERROR_CATALOGUE[code];
      expect(entry, code).toBeDefined();
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.status).toBeLessThan(600);
      expect(entry.title.trim()).not.toBe('');
      expect(entry.message.trim()).not.toBe('');
    }
    expect(Object.keys(ERROR_CATALOGUE).sort()).toEqual(Object.values(ErrorCode).sort());
  });

  it('keeps code keys and values identical', () => {
    for (const [key, value] of Object.entries(ErrorCode)) {
      expect(value).toBe(key);
    }
  });

  it.each([
    ['VALIDATION_FAILED', 400, 'Invalid Request'],
    ['UNAUTHENTICATED', 401, 'Sign In Required'],
    ['FORBIDDEN', 403, undefined],
    ['NOT_FOUND', 404, 'Not Found'],
    ['CONFLICT', 409, undefined],
    ['PAYLOAD_TOO_LARGE', 413, undefined],
    ['RATE_LIMITED', 429, 'Too Many Requests'],
    ['INTERNAL', 500, 'Something Went Wrong'],
    ['SERVICE_UNAVAILABLE', 503, undefined],
    ['PROVIDER_NO_ANSWER', 504, 'No Answer'],
  ] as const)('maps %s to %i', (code, status, title) => {
    expect(ERROR_CATALOGUE[code].status).toBe(status);
    if (title !== undefined) {
      expect(ERROR_CATALOGUE[code].title).toBe(title);
    }
  });

  it("says what a 404 means in the product's voice", () => {
    expect(ERROR_CATALOGUE.NOT_FOUND.message).toBe("We couldn't find what you were looking for.");
  });

  it.each([
    [
      'ACCOUNT_DISABLED',
      'Account Disabled',
      'Account has been disabled. If you believe this happened in error, please reach out to our support team at {email}.',
    ],
    ['API_KEY_REVOKED', 'API Key Revoked', 'API key does not exist.'],
    ['API_KEY_INVALID', 'Invalid API Key', 'API key invalid'],
    ['API_KEY_REQUIRED', 'API Key Required', 'API key required'],
    [
      'LOGIN_INCORRECT',
      'Incorrect Credentials',
      'The email and password combination you entered is incorrect. Please try again.',
    ],
    [
      'LOGIN_ERROR',
      'Login Error',
      'The email and password combination you entered is incorrect. Please try again.',
    ],
    ['PASSWORDS_DONT_MATCH', "Passwords Don't Match", 'Passwords do not match. Please try again.'],
    ['TOKEN_EXPIRED', 'Token Expired', 'Please request another password reset'],
    ['EMAIL_REQUIRED', 'Email Required', 'Please provide your email address'],
    ['MISSING_FIELDS', 'Missing Fields', 'Name and email fields are required'],
    [
      'SUPPORT_DETAILS_REQUIRED',
      'Support details required',
      'Please provide details in order to submit a support request.',
    ],
    [
      'FEEDBACK_REQUIRED',
      'Feedback required',
      'Please provide feedback in order to submit this form.',
    ],
    [
      'STRIPE_CHECKOUT_ERROR',
      'Stripe Checkout Error',
      'Please contact support if this issue persists',
    ],
    ['NO_API_KEY_FOUND', 'No API Key Found', 'User does not have API key. Plan upgrade required.'],
  ] as const)('gives %s the exact spec copy', (code, title, message) => {
    expect(ERROR_CATALOGUE[code].title).toBe(title);
    expect(ERROR_CATALOGUE[code].message).toBe(message);
  });

  it('titles the portal failure Stripe Portal Error', () => {
    expect(ERROR_CATALOGUE.STRIPE_PORTAL_ERROR.title).toBe('Stripe Portal Error');
  });

  it('disables accounts with 403 and rejects API keys with 401', () => {
    expect(ERROR_CATALOGUE.ACCOUNT_DISABLED.status).toBe(403);
    expect(ERROR_CATALOGUE.API_KEY_REVOKED.status).toBe(401);
    expect(ERROR_CATALOGUE.API_KEY_INVALID.status).toBe(401);
    expect(ERROR_CATALOGUE.API_KEY_REQUIRED.status).toBe(401);
  });

  it('writes the field limits into the length messages', () => {
    expect(ERROR_CATALOGUE.DESCRIPTION_TOO_LONG.message).toContain('250');
    expect(ERROR_CATALOGUE.MESSAGE_TOO_LONG.message).toContain('500');
    expect(ERROR_CATALOGUE.IMPORT_TOO_MANY_ROWS.message).toContain('5,000');
  });

  it('names the limit and the upgrade path when the domain limit is reached', () => {
    const { message } = ERROR_CATALOGUE.DOMAIN_LIMIT_REACHED;
    expect(message).toContain('{limit}');
    expect(message).toContain('{total}');
    expect(message).toMatch(/upgrade/i);
  });

  it('recognizes error codes', () => {
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('not_found')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});
