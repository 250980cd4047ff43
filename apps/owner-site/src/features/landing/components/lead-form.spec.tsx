import type { PublicDomain, SiteContext } from '@domainfolio/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OwnerRoutes from '../../../app/owner-routes';
import { landingBody, requestsTo, siteContext, stubApi } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';

const LEAD_STORED = {
  type: 'SUCCESS',
  title: 'Message Sent',
  message: 'The owner of rocket.com will be in touch soon.',
  payload: { leadId: 'lead-1' },
};

const RECAPTCHA = { siteKey: 'site-key-1', scriptUrl: 'https://recaptcha.test/api.js' };

/** The button of the fixture's domain: a shown price of $1,200, offers on, no instant checkout. */
const BUY_AT_PRICE = 'Buy for $1,200.00';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Renders rocket.com's landing page with `routes` on top of its data, and waits for the form. */
async function renderLanding(
  domain: Partial<PublicDomain> = {},
  routes: Parameters<typeof stubApi>[0] = {},
  context: SiteContext = siteContext(),
) {
  const fetchMock = vi.fn(
    stubApi({
      '/api/public/domains/rocket.com': { body: landingBody({ name: 'rocket.com', ...domain }) },
      '/api/public/domains/rocket.com/view': {},
      ...routes,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderRoutes(<OwnerRoutes context={context} />, '/rocket.com');
  const form = await screen.findByRole('form');
  return { fetchMock, form };
}

async function fillIn(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await userEvent.type(screen.getByLabelText(label), value);
  }
}

/** A grecaptcha stand-in that answers `token` for the lead action. */
function fakeRecaptcha(token = 'token-123') {
  const execute = vi.fn((_siteKey: string, _options: { action: string }) => Promise.resolve(token));
  window.grecaptcha = { ready: (callback) => callback(), execute };
  return execute;
}

describe('Lead form', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a plain HTML form that a browser without JavaScript posts to the API itself', async () => {
    const { form } = await renderLanding({ sellingPrice: null, priceHidden: false });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/leads/form');
    expect(form).toHaveAttribute('novalidate');

    await fillIn({
      'Full name': 'Bo Buyer',
      Email: 'bo@example.com',
      Phone: '+1 555 0100',
      'Your offer': '750',
      Message: 'I would like to buy it.',
    });

    // What the browser sends: every field by its name, the page's domain and owner hidden.
    expect([...new FormData(form as HTMLFormElement)]).toEqual([
      ['domain', 'rocket.com'],
      ['owner', 'alice'],
      ['name', 'Bo Buyer'],
      ['email', 'bo@example.com'],
      ['phone', '+1 555 0100'],
      ['offer', '750'],
      ['message', 'I would like to buy it.'],
    ]);
  });

  it('posts no offer field for a domain with a shown price whose owner takes no offers', async () => {
    const { form } = await renderLanding({
      sellingPrice: 2500,
      buyItNow: true,
      offersEnabled: false,
    });
    expect([...new FormData(form as HTMLFormElement).keys()]).toEqual([
      'domain',
      'owner',
      'name',
      'email',
      'phone',
      'message',
    ]);
  });

  it('asks for an offer only when the domain has no price at all', async () => {
    const { form } = await renderLanding({ sellingPrice: null, priceHidden: false });

    const offer = within(form).getByLabelText('Your offer');
    expect(offer).toHaveAttribute('type', 'number');
    expect(offer).toBeRequired();
    expect(offer).toHaveAttribute('min', '0.01');
    expect(offer).toHaveAttribute('step', '1');
    expect(within(form).getByRole('button', { name: 'Make an Offer' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('has no offer field and a Buy Now button when instant checkout is offered at a shown price', async () => {
    const { form } = await renderLanding({
      sellingPrice: 2500,
      buyItNow: true,
      offersEnabled: false,
    });

    expect(within(form).queryByLabelText('Your offer')).not.toBeInTheDocument();
    expect(within(form).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Buy Now for $2,500.00' })).toBeInTheDocument();
    expect(
      screen.getByText('Leave your details, then pay securely through escrow.'),
    ).toBeInTheDocument();
  });

  it('shows the price but says Make an Offer, with no amount field, without Buy-It-Now', async () => {
    // The landing data has Buy-It-Now off when the owner did not offer it or escrow is not set up.
    const { form } = await renderLanding({
      sellingPrice: 2500,
      buyItNow: false,
      offersEnabled: false,
    });

    const price = screen.getByRole('region', { name: 'Price' });
    expect(price).toHaveTextContent('For sale');
    expect(price).toHaveTextContent('$2,500.00');
    expect(within(price).queryByText('Buy Now')).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('Your offer')).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Make an Offer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Buy Now/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Instant Checkout via')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Leave your details and the owner will get back to you about buying it for $2,500.00.',
      ),
    ).toBeInTheDocument();
  });

  it('has no offer field when the price is hidden, and makes an offer', async () => {
    const { form } = await renderLanding({ sellingPrice: null, priceHidden: true, buyItNow: true });

    expect(within(form).queryByLabelText('Your offer')).not.toBeInTheDocument();
    // Offers are on, but with no price to buy at there is nothing to choose between.
    expect(within(form).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Make an Offer' })).toBeInTheDocument();
    expect(screen.queryByText('Instant Checkout via')).not.toBeInTheDocument();
  });

  it('shows the escrow mark for Buy-It-Now at a shown price', async () => {
    await renderLanding({ sellingPrice: 2500, buyItNow: true });
    expect(screen.getByText('Instant Checkout via')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Escrow.com' })).toBeInTheDocument();
  });

  it('says Missing Fields and sends nothing without a name or email', async () => {
    const toasts = spyOnToasts();
    const { fetchMock, form } = await renderLanding();
    await fillIn({ Email: 'bo@example.com' });

    await userEvent.click(within(form).getByRole('button', { name: BUY_AT_PRICE }));

    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Missing Fields', {
        description: 'Name and email fields are required',
        duration: 5000,
      }),
    );
    expect(within(form).getByLabelText('Full name')).toBeInvalid();
    expect(within(form).getByLabelText('Full name')).toHaveFocus();
    expect(requestsTo(fetchMock, '/api/emails/send')).toEqual([]);
  });

  it('explains the offer minimum on the field and sends nothing', async () => {
    const { fetchMock, form } = await renderLanding({ sellingPrice: null });
    await fillIn({ 'Full name': 'Bo Buyer', Email: 'bo@example.com', 'Your offer': '0' });

    await userEvent.click(within(form).getByRole('button', { name: 'Make an Offer' }));

    const offer = within(form).getByLabelText('Your offer');
    expect(offer).toHaveAttribute('aria-invalid', 'true');
    expect(offer).toHaveAccessibleDescription(/Your offer must be at least \$0\.01\./);
    expect(offer).toHaveFocus();
    expect(requestsTo(fetchMock, '/api/emails/send')).toEqual([]);
  });

  it('counts the message live and caps it at 500 characters', async () => {
    const { form } = await renderLanding();
    const message = within(form).getByLabelText('Message');
    expect(message).toHaveAttribute('maxLength', '500');
    expect(within(form).getByText('0/500')).toBeInTheDocument();

    await userEvent.type(message, 'Hello');

    expect(within(form).getByText('5/500')).toBeInTheDocument();
    expect(message).toHaveAccessibleDescription('5/500');
  });

  it('sends the offer with the bot-check token, clears the form and comes back after 1000 ms', async () => {
    const execute = fakeRecaptcha('token-123');
    const toasts = spyOnToasts();
    let answer: (response: Response) => void = () => {};
    const { fetchMock, form } = await renderLanding(
      { sellingPrice: null },
      {},
      { ...siteContext(), recaptcha: RECAPTCHA },
    );
    const base = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) =>
      String(input) === '/api/emails/send'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : base!(input, init),
    );
    await fillIn({
      'Full name': 'Bo Buyer',
      Email: 'bo@example.com',
      Phone: '+1 555 0100',
      'Your offer': '750',
      Message: 'I would like to buy it.',
    });
    const button = within(form).getByRole('button', { name: 'Make an Offer' });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(execute).toHaveBeenCalledWith('site-key-1', { action: 'lead' });
    expect(requestsTo(fetchMock, '/api/emails/send')).toEqual([
      {
        method: 'POST',
        keepalive: undefined,
        body: {
          data: {
            domain: 'rocket.com',
            owner: 'alice',
            sellingPrice: null,
            name: 'Bo Buyer',
            email: 'bo@example.com',
            phone: '+1 555 0100',
            offer: 750,
            message: 'I would like to buy it.',
            recaptcha: 'token-123',
          },
        },
      },
    ]);

    answer(json(LEAD_STORED));
    await act(() => vi.advanceTimersByTimeAsync(0));

    // With fake timers nothing polls: the test setup has loaded the toast library already.
    expect(toasts.success).toHaveBeenCalledWith('Message Sent', {
      description: 'The owner of rocket.com will be in touch soon.',
      duration: 5000,
    });
    for (const label of ['Full name', 'Email', 'Phone', 'Message']) {
      expect(within(form).getByLabelText(label)).toHaveValue('');
    }
    expect(within(form).getByLabelText('Your offer')).toHaveValue(null);
    expect(button).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(button).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(button).toBeEnabled();
  });

  it('loads the reCAPTCHA script with the page when the server has a bot check', async () => {
    fakeRecaptcha();
    await renderLanding({}, {}, { ...siteContext(), recaptcha: RECAPTCHA });
    // Added by an effect once the form is on screen.
    const scripts = () =>
      Array.from(document.scripts).filter(
        (script) =>
          script.getAttribute('src') === 'https://recaptcha.test/api.js?render=site-key-1',
      );
    await waitFor(() => expect(scripts()).toHaveLength(1));
  });

  it('sends an empty token when no bot check is configured, and sends on Enter', async () => {
    const { fetchMock } = await renderLanding(
      { sellingPrice: 900 },
      { '/api/emails/send': { body: LEAD_STORED } },
    );
    expect(document.querySelector('script[src*="render="]')).toBeNull();

    await fillIn({ 'Full name': 'Bo Buyer', Email: 'bo@example.com{Enter}' });

    await waitFor(() => expect(requestsTo(fetchMock, '/api/emails/send')).toHaveLength(1));
    expect(requestsTo(fetchMock, '/api/emails/send')[0]?.body).toEqual({
      data: {
        domain: 'rocket.com',
        owner: 'alice',
        sellingPrice: 900,
        name: 'Bo Buyer',
        email: 'bo@example.com',
        recaptcha: '',
      },
    });
  });

  it("keeps the fields and shows the server's message when sending fails", async () => {
    const toasts = spyOnToasts();
    const { fetchMock, form } = await renderLanding(
      {},
      {
        '/api/emails/send': {
          status: 429,
          body: {
            type: 'ERROR',
            code: 'RATE_LIMITED',
            title: 'Too Many Requests',
            message: 'Please wait a moment and try again.',
          },
        },
      },
    );
    await fillIn({ 'Full name': 'Bo Buyer', Email: 'bo@example.com', Message: 'Still keen.' });

    await userEvent.click(within(form).getByRole('button', { name: BUY_AT_PRICE }));

    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Too Many Requests', {
        description: 'Please wait a moment and try again.',
        duration: 5000,
      }),
    );
    expect(requestsTo(fetchMock, '/api/emails/send')).toHaveLength(1);
    expect(within(form).getByLabelText('Full name')).toHaveValue('Bo Buyer');
    expect(within(form).getByLabelText('Email')).toHaveValue('bo@example.com');
    expect(within(form).getByLabelText('Message')).toHaveValue('Still keen.');
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('shows field errors the server names next to their fields', async () => {
    const { form } = await renderLanding(
      {},
      {
        '/api/emails/send': {
          status: 400,
          body: {
            type: 'ERROR',
            code: 'VALIDATION_FAILED',
            title: 'Invalid Request',
            message: 'Please check the highlighted fields and try again.',
            errors: [{ field: 'data.phone', message: 'Phone must be a phone number' }],
          },
        },
      },
    );
    await fillIn({ 'Full name': 'Bo', Email: 'bo@example.com', Phone: 'abc' });

    await userEvent.click(within(form).getByRole('button', { name: BUY_AT_PRICE }));

    const phone = within(form).getByLabelText('Phone');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription('Phone must be a phone number');
  });

  it('starts the escrow checkout after the lead is stored and goes there', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const toasts = spyOnToasts();
    const { fetchMock, form } = await renderLanding(
      { sellingPrice: 2500, buyItNow: true },
      {
        '/api/emails/send': { body: LEAD_STORED },
        '/api/integrations/escrow/pay': {
          body: {
            type: 'SUCCESS',
            payload: { escrowLandingPageUrl: 'https://escrow.test/checkout/42' },
          },
        },
      },
    );
    await fillIn({ 'Full name': 'Bo Buyer', Email: 'bo@example.com' });
    const button = within(form).getByRole('button', { name: 'Buy Now for $2,500.00' });

    await userEvent.click(button);

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://escrow.test/checkout/42'));
    const paths = fetchMock.mock.calls.map(([input]) => String(input));
    expect(paths.indexOf('/api/integrations/escrow/pay')).toBeGreaterThan(
      paths.indexOf('/api/emails/send'),
    );
    expect(requestsTo(fetchMock, '/api/integrations/escrow/pay')).toEqual([
      {
        method: 'POST',
        keepalive: undefined,
        body: { domain: 'rocket.com', email: 'bo@example.com', leadId: 'lead-1' },
      },
    ]);
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Message Sent', expect.anything()),
    );
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Taking you to the secure escrow checkout…',
    );
  });

  it('says Not Available when the server has no escrow, after storing the lead', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const toasts = spyOnToasts();
    const { fetchMock, form } = await renderLanding(
      { sellingPrice: 2500, buyItNow: true },
      {
        '/api/emails/send': { body: LEAD_STORED },
        '/api/integrations/escrow/pay': {
          status: 503,
          body: {
            type: 'ERROR',
            code: 'INTEGRATION_NOT_CONFIGURED',
            title: 'Not Available',
            message: 'Instant checkout (escrow) is not configured on this server.',
          },
        },
      },
    );
    await fillIn({ 'Full name': 'Bo Buyer', Email: 'bo@example.com' });

    await userEvent.click(within(form).getByRole('button', { name: 'Buy Now for $2,500.00' }));

    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Not Available', {
        description: 'Instant checkout (escrow) is not configured on this server.',
        duration: 5000,
      }),
    );
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Message Sent', expect.anything()),
    );
    expect(requestsTo(fetchMock, '/api/emails/send')).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Buy Now for $2,500.00' })).toBeEnabled(),
    );
  });

  it('sends a request to buy at the shown price, without an amount or escrow, when Buy-It-Now is off', async () => {
    const toasts = spyOnToasts();
    const { fetchMock, form } = await renderLanding(
      { sellingPrice: 2500, buyItNow: false, offersEnabled: false },
      { '/api/emails/send': { body: LEAD_STORED } },
    );
    await fillIn({ 'Full name': 'Bo Buyer', Email: 'bo@example.com' });

    await userEvent.click(within(form).getByRole('button', { name: 'Make an Offer' }));

    await waitFor(() => expect(within(form).getByLabelText('Full name')).toHaveValue(''));
    const [sent] = requestsTo(fetchMock, '/api/emails/send');
    expect(sent?.body).toEqual({
      data: {
        domain: 'rocket.com',
        owner: 'alice',
        sellingPrice: 2500,
        name: 'Bo Buyer',
        email: 'bo@example.com',
        recaptcha: '',
      },
    });
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Message Sent', expect.anything()),
    );
    expect(requestsTo(fetchMock, '/api/integrations/escrow/pay')).toEqual([]);
  });

  it('sends nothing and keeps the fields when the bot check fails', async () => {
    window.grecaptcha = {
      ready: (callback) => callback(),
      execute: () => Promise.reject(new Error('blocked')),
    };
    const toasts = spyOnToasts();
    const { fetchMock, form } = await renderLanding(
      {},
      { '/api/emails/send': { body: LEAD_STORED } },
      { ...siteContext(), recaptcha: RECAPTCHA },
    );
    await fillIn({ 'Full name': 'Bo Buyer', Email: 'bo@example.com' });

    await userEvent.click(within(form).getByRole('button', { name: BUY_AT_PRICE }));

    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Verification Failed', {
        description: 'We could not verify that you are human. Please try again.',
        duration: 5000,
      }),
    );
    expect(requestsTo(fetchMock, '/api/emails/send')).toEqual([]);
    expect(within(form).getByLabelText('Full name')).toHaveValue('Bo Buyer');
    expect(within(form).getByRole('button', { name: BUY_AT_PRICE })).toBeEnabled();
  });

  describe('at a shown price with offers on', () => {
    it('offers both: Buy Now for the price, chosen first, or an offer of their own', async () => {
      const { form } = await renderLanding({ sellingPrice: 2500, buyItNow: true });

      const choice = within(form).getByRole('group', {
        name: 'How would you like to buy rocket.com?',
      });
      expect(within(choice).getByRole('radio', { name: 'Buy now' })).toBeChecked();
      expect(within(choice).getByRole('radio', { name: 'Make an offer' })).not.toBeChecked();
      expect(within(form).queryByLabelText('Your offer')).not.toBeInTheDocument();
      expect(
        within(form).getByRole('button', { name: 'Buy Now for $2,500.00' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Instant Checkout via')).toBeInTheDocument();
      expect(
        screen.getByText('Buy now and pay securely through escrow, or make the owner an offer.'),
      ).toBeInTheDocument();

      await userEvent.click(within(choice).getByRole('radio', { name: 'Make an offer' }));

      const offer = within(form).getByLabelText('Your offer');
      expect(offer).toHaveAccessibleDescription('In US dollars. The asking price is $2,500.00.');
      expect(within(form).getByRole('button', { name: 'Send offer' })).toBeInTheDocument();
      expect(within(form).queryByRole('button', { name: /Buy Now/ })).not.toBeInTheDocument();
      expect(screen.queryByText('Instant Checkout via')).not.toBeInTheDocument();
    });

    it('sends the offer with its amount, and starts no checkout', async () => {
      const toasts = spyOnToasts();
      const { fetchMock, form } = await renderLanding(
        { sellingPrice: 2500, buyItNow: true },
        { '/api/emails/send': { body: LEAD_STORED } },
      );
      await userEvent.click(within(form).getByRole('radio', { name: 'Make an offer' }));
      await fillIn({ 'Full name': 'Bo Buyer', Email: 'bo@example.com', 'Your offer': '1800' });

      await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));

      await waitFor(() =>
        expect(toasts.success).toHaveBeenCalledWith('Message Sent', expect.anything()),
      );
      expect(requestsTo(fetchMock, '/api/emails/send')).toEqual([
        {
          method: 'POST',
          keepalive: undefined,
          body: {
            data: {
              domain: 'rocket.com',
              owner: 'alice',
              sellingPrice: 2500,
              name: 'Bo Buyer',
              email: 'bo@example.com',
              offer: 1800,
              recaptcha: '',
            },
          },
        },
      ]);
      expect(requestsTo(fetchMock, '/api/integrations/escrow/pay')).toEqual([]);
    });

    it('asks for the amount once the visitor chose to make an offer', async () => {
      const { fetchMock, form } = await renderLanding({ sellingPrice: 2500 });
      await userEvent.click(within(form).getByRole('radio', { name: 'Make an offer' }));
      await fillIn({ 'Full name': 'Bo Buyer', Email: 'bo@example.com' });

      await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));

      const offer = within(form).getByLabelText('Your offer');
      expect(offer).toHaveAccessibleDescription(/Enter the amount you offer\./);
      expect(offer).toHaveFocus();
      expect(requestsTo(fetchMock, '/api/emails/send')).toEqual([]);
    });

    it('buys at the price, without the amount typed before, when the visitor goes back to buying', async () => {
      const { fetchMock, form } = await renderLanding(
        { sellingPrice: 2500, buyItNow: false },
        { '/api/emails/send': { body: LEAD_STORED } },
      );
      await userEvent.click(within(form).getByRole('radio', { name: 'Make an offer' }));
      await fillIn({ 'Your offer': '1800' });
      await userEvent.click(within(form).getByRole('radio', { name: 'Buy now' }));
      await fillIn({ 'Full name': 'Bo Buyer', Email: 'bo@example.com' });

      await userEvent.click(within(form).getByRole('button', { name: 'Buy for $2,500.00' }));

      await waitFor(() => expect(requestsTo(fetchMock, '/api/emails/send')).toHaveLength(1));
      expect(requestsTo(fetchMock, '/api/emails/send')[0]?.body).toEqual({
        data: {
          domain: 'rocket.com',
          owner: 'alice',
          sellingPrice: 2500,
          name: 'Bo Buyer',
          email: 'bo@example.com',
          recaptcha: '',
        },
      });
    });
  });
});
