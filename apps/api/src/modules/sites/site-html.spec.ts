import { contentSecurityPolicy, escrowPaymentOrigins } from './site-html';

describe('where a landing page’s form may send the visitor', () => {
  it('is Escrow.com’s payment site for its API, and the sandbox’s for the sandbox', () => {
    expect(escrowPaymentOrigins('https://api.escrow.com')).toEqual([
      'https://api.escrow.com',
      'https://www.escrow.com',
    ]);
    expect(escrowPaymentOrigins('https://api.escrow-sandbox.com/2017-09-01/')).toEqual([
      'https://api.escrow-sandbox.com',
      'https://www.escrow-sandbox.com',
    ]);
    // A local stand-in serves its payment page on its own origin.
    expect(escrowPaymentOrigins('http://127.0.0.1:4810')).toEqual(['http://127.0.0.1:4810']);
  });

  it('is this origin only, unless escrow names more', () => {
    expect(contentSecurityPolicy([])).toContain("form-action 'self';");
    expect(contentSecurityPolicy([], [], escrowPaymentOrigins('https://api.escrow.com'))).toContain(
      "form-action 'self' https://api.escrow.com https://www.escrow.com;",
    );
  });
});
