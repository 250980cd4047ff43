import { isAdministrator } from './administrators';

describe('administrators', () => {
  const admins = ['ops@example.com', 'boss@example.com'];

  it('are the accounts whose confirmed email is listed', () => {
    expect(
      isAdministrator({ email: 'ops@example.com', emailConfirmedAt: new Date() }, admins),
    ).toBe(true);
    expect(
      isAdministrator({ email: 'someone@example.com', emailConfirmedAt: new Date() }, admins),
    ).toBe(false);
  });

  it('never include an unconfirmed address, or anyone when the list is empty', () => {
    expect(isAdministrator({ email: 'ops@example.com', emailConfirmedAt: null }, admins)).toBe(
      false,
    );
    expect(isAdministrator({ email: 'ops@example.com', emailConfirmedAt: new Date() }, [])).toBe(
      false,
    );
  });
});
