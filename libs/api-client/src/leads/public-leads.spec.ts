import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerDomainView } from '../public/register-domain-view';
import { startEscrowPayment } from '../public/start-escrow-payment';
import { sendLead } from './public-leads';

function answer(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('public lead calls', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the lead wrapped in data and resolves with the notification', async () => {
    const reply = {
      type: 'SUCCESS',
      title: 'Offer Sent',
      message: 'The owner will be in touch.',
      payload: { leadId: 'l1' },
    };
    const fetchMock = vi.fn().mockResolvedValue(answer(200, reply));
    vi.stubGlobal('fetch', fetchMock);
    const data = {
      domain: 'rocket.com',
      owner: 'alice',
      sellingPrice: null,
      name: 'Bo',
      email: 'bo@example.com',
      offer: 500,
      recaptcha: '',
    };

    await expect(sendLead(data)).resolves.toEqual(reply);

    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/emails/send');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ data });
  });

  it('rejects with the rate limit message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        answer(429, {
          type: 'ERROR',
          code: 'RATE_LIMITED',
          title: 'Too Many Requests',
          message: 'Please wait a moment and try again.',
        }),
      ),
    );
    await expect(
      sendLead({
        domain: 'a.com',
        owner: 'alice',
        sellingPrice: 1,
        name: 'x',
        email: 'x@example.com',
        recaptcha: '',
      }),
    ).rejects.toMatchObject({ status: 429, title: 'Too Many Requests' });
  });

  it('starts an escrow payment for the domain, the buyer and their lead', async () => {
    const reply = { type: 'SUCCESS', payload: { escrowLandingPageUrl: 'https://escrow.test/t/1' } };
    const fetchMock = vi.fn().mockResolvedValue(answer(200, reply));
    vi.stubGlobal('fetch', fetchMock);

    await expect(
      startEscrowPayment({ domain: 'rocket.com', email: 'bo@example.com', leadId: 'lead-1' }),
    ).resolves.toEqual(reply);
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/integrations/escrow/pay');
    expect(JSON.parse(String(init.body))).toEqual({
      domain: 'rocket.com',
      email: 'bo@example.com',
      leadId: 'lead-1',
    });
  });

  it('registers a view with keepalive and swallows a failure', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);

    expect(() => registerDomainView('bücher.de')).not.toThrow();

    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/public/domains/b%C3%BCcher.de/view');
    expect(init.keepalive).toBe(true);
    expect(init.method).toBeUndefined();
    // Let the rejection settle: an unhandled one would fail the run.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
