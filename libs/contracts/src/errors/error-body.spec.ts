import { describe, expect, it } from 'vitest';
import { errorBody } from './error-body';
import { ErrorCode } from './error-codes';

describe('errorBody', () => {
  it('builds an error notification with the code, title and filled message', () => {
    expect(errorBody(ErrorCode.ACCOUNT_DISABLED, { email: 'help@example.com' })).toEqual({
      type: 'ERROR',
      code: 'ACCOUNT_DISABLED',
      title: 'Account Disabled',
      message:
        'Account has been disabled. If you believe this happened in error, please reach out to our support team at help@example.com.',
    });
  });

  it('adds field errors only when there are some', () => {
    const errors = [{ field: 'description', message: 'Too long' }];
    expect(errorBody(ErrorCode.VALIDATION_FAILED, {}, errors).errors).toEqual(errors);
    expect(errorBody(ErrorCode.VALIDATION_FAILED, {}, [])).not.toHaveProperty('errors');
    expect(errorBody(ErrorCode.VALIDATION_FAILED)).not.toHaveProperty('errors');
  });

  it('names the rejected value of an invalid domain', () => {
    expect(errorBody(ErrorCode.INVALID_DOMAIN_NAME, { value: 'exa mple.com' }).message).toBe(
      'exa mple.com is not a valid domain name.',
    );
  });
});
