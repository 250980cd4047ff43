import type { BuyerOffer, SiteContext } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import OwnerRoutes from '../../../app/owner-routes';
import { notFoundBody, requestsTo, siteContext, stubApi } from '../../../test/fixtures';
import { OFFER_TOKEN, buyerOffer, leadMessage } from '../../../test/offer-fixtures';
import { renderRoutes } from '../../../test/render-routes';

const PAGE = `/offers/${OFFER_TOKEN}`;
const API = `/api/offers/${OFFER_TOKEN}`;

/** The offer page at `path`, with `offer` inlined as the API does (undefined: not inlined). */
function renderOffer(
  offer: BuyerOffer | null | undefined,
  routes: Parameters<typeof stubApi>[0] = {},
  path = PAGE,
) {
  const fetchMock = vi.fn(stubApi(routes));
  vi.stubGlobal('fetch', fetchMock);
  const context: SiteContext = { ...siteContext(), ...(offer === undefined ? {} : { offer }) };
  renderRoutes(<OwnerRoutes context={context} />, path);
  return { fetchMock };
}

function changed(offer: BuyerOffer, title = 'Offer Updated', message = 'The owner has been told.') {
  return { body: { type: 'SUCCESS', title, message, payload: offer } };
}

function form(name: string): HTMLFormElement {
  return screen.getByRole('form', { name }) as HTMLFormElement;
}

describe('the buyer’s offer page', () => {
  it('shows the thread from the inlined data, asking the API nothing', async () => {
    const { fetchMock } = renderOffer(buyerOffer());

    expect(screen.getByRole('heading', { level: 1, name: 'rocket.com' })).toBeInTheDocument();
    expect(screen.getByText("Alice's Names", { selector: 'span' })).toBeInTheDocument();
    const landing = screen.getByRole('link', { name: /View the domain’s page/ });
    expect(landing).toHaveAttribute('href', 'http://alice.localhost:3000/rocket.com');
    expect(landing).toHaveAttribute('rel', 'noreferrer');
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'The owner countered at $2,000.00, open until Jun 9, 2025, 12:00 UTC',
      }),
    ).toBeInTheDocument();

    // Oldest first: who, when, what it did and what they wrote.
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('You');
    expect(items[0]).toHaveTextContent('Jun 1, 2025, 09:30 UTC');
    expect(items[0]).toHaveTextContent('Offered $1,500.00');
    expect(items[0]).toHaveTextContent('Would you take $1,500?');
    expect(items[1]).toHaveTextContent("Alice's Names");
    expect(items[1]).toHaveTextContent('Countered at $2,000.00');
    expect(items[1]).toHaveTextContent('Open until Jun 9, 2025, 12:00 UTC');

    await waitFor(() => expect(document.title).toBe('Your offer for rocket.com | Domainfolio'));
    // Private to the buyer: never in search results.
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex',
      ),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the API for the thread when the page was not loaded with it', async () => {
    const { fetchMock } = renderOffer(undefined, { [API]: { body: { payload: buyerOffer() } } });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'rocket.com' }),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, API)).toEqual([
      { method: 'GET', body: undefined, keepalive: undefined },
    ]);
  });

  it('says the link does not work for a token that names no thread, inlined or asked for', async () => {
    renderOffer(null);
    expect(
      screen.getByRole('heading', { level: 1, name: 'This offer link does not work' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Offer not found | Domainfolio'));
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex',
      ),
    );
  });

  it('says the link does not work when the API answers 404', async () => {
    renderOffer(undefined, { [API]: { status: 404, body: notFoundBody } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This offer link does not work' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('offers accept, counter with the counters left, and decline while the owner’s counter is open', () => {
    renderOffer(buyerOffer());
    expect(
      within(form("Accept the owner's price")).getByRole('button', { name: 'Accept $2,000.00' }),
    ).toBeInTheDocument();
    const counter = form('Make a counteroffer');
    expect(within(counter).getByLabelText('Your offer')).toHaveAccessibleDescription(
      'In US dollars. 4 counters left.',
    );
    expect(within(counter).getByRole('button', { name: 'Send counteroffer' })).toBeInTheDocument();
    expect(screen.getByText('Decline and end the negotiation')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Pay through Escrow.com' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Confirm my offer' })).not.toBeInTheDocument();
  });

  it('shows only the moves the API allows', () => {
    renderOffer(
      buyerOffer({
        status: 'NEW',
        currentAmount: 1500,
        currentBy: 'BUYER',
        counterExpiresAt: null,
        can: { accept: false, counter: false, decline: true, checkout: false },
      }),
    );
    expect(screen.queryByRole('form', { name: "Accept the owner's price" })).toBeNull();
    expect(screen.queryByLabelText('Your offer')).toBeNull();
    expect(screen.getByRole('form', { name: 'Decline' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Changed your mind?' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Your offer of $1,500.00 is with the owner' }),
    ).toBeInTheDocument();
  });

  it('asks an unconfirmed buyer to confirm first, saying why', () => {
    renderOffer(
      buyerOffer({
        status: 'NEW',
        currentAmount: 1500,
        currentBy: 'BUYER',
        needsVerification: true,
        messages: [leadMessage({ amount: 1500 })],
        can: { accept: false, counter: false, decline: false, checkout: false },
      }),
    );
    const verify = form('Confirm my offer');
    expect(verify).toHaveAttribute('action', `${API}/verify`);
    expect(within(verify).getByRole('button', { name: 'Confirm my offer' })).toBeInTheDocument();
    expect(
      screen.getByText(/The owner sees your offer only after you confirm it\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your answer' })).toBeNull();
  });

  it('offers the escrow payment of the agreed price, and nothing else, once accepted', () => {
    renderOffer(
      buyerOffer({
        status: 'ACCEPTED',
        agreedAmount: 2000,
        messages: [
          ...buyerOffer().messages,
          leadMessage({
            _id: 'm3',
            kind: 'ACCEPT',
            amount: 2000,
            createdDate: '2025-06-03T08:00:00.000Z',
          }),
        ],
        can: { accept: false, counter: false, decline: false, checkout: true },
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'You accepted $2,000.00' })).toBeVisible();
    expect(
      within(form('Pay through Escrow.com')).getByRole('button', {
        name: 'Pay $2,000.00 securely through Escrow.com',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your answer' })).toBeNull();
  });

  it.each([
    [{ status: 'SOLD', agreedAmount: 2000, domainSold: true }, 'Sold to you for $2,000.00'],
    [{ status: 'COUNTERED', domainSold: true }, 'This domain has been sold'],
    [{ status: 'DECLINED' }, 'Declined'],
  ] as const)('has no actions when the thread has ended (%o)', (state, title) => {
    renderOffer(
      buyerOffer({
        ...state,
        can: { accept: false, counter: false, decline: false, checkout: false },
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("shows an automatic answer as the seller's, marked as sent automatically", () => {
    renderOffer(
      buyerOffer({
        messages: [
          leadMessage({ amount: 900 }),
          leadMessage({
            _id: 'm2',
            sender: 'AUTOMATIC',
            kind: 'COUNTER',
            amount: 1200,
            createdDate: '2025-06-01T09:31:00.000Z',
          }),
        ],
      }),
    );
    const [, automatic] = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole(
      'listitem',
    );
    expect(automatic).toHaveTextContent("Alice's Names");
    expect(automatic).toHaveTextContent('Sent automatically');
    expect(automatic).toHaveTextContent('Countered at $1,200.00');
  });

  it('is made of forms a browser without JavaScript posts to the API itself', () => {
    renderOffer(buyerOffer());
    const expectations: [string, string, string[]][] = [
      ["Accept the owner's price", 'accept', []],
      ['Make a counteroffer', 'counter', ['amount', 'message']],
      ['Decline', 'decline', ['message']],
    ];
    for (const [name, action, fields] of expectations) {
      const element = form(name);
      expect(element).toHaveAttribute('method', 'post');
      expect(element).toHaveAttribute('action', `${API}/${action}`);
      expect([...new FormData(element).keys()]).toEqual(fields);
    }
  });

  it.each([
    ['accepted', 'You accepted the price'],
    ['countered', 'Your counteroffer was sent'],
    ['declined', 'You declined'],
    ['verified', 'Your offer is confirmed'],
  ])('says what a post without JavaScript did (?done=%s)', (done, title) => {
    renderOffer(buyerOffer(), {}, `${PAGE}?done=${done}`);
    expect(screen.getByRole('status')).toHaveTextContent(title);
  });

  it('shows why a post without JavaScript was refused (?error=)', () => {
    renderOffer(
      buyerOffer(),
      {},
      `${PAGE}?error=${encodeURIComponent('The counter has expired.')}`,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('That did not go through');
    expect(alert).toHaveTextContent('The counter has expired.');
  });

  it('forgets the banner of an earlier post once the buyer tries again', async () => {
    renderOffer(buyerOffer(), {}, `${PAGE}?error=${encodeURIComponent('Too low.')}`);
    expect(screen.getByRole('alert')).toHaveTextContent('Too low.');

    await userEvent.click(screen.getByRole('button', { name: 'Send counteroffer' }));

    expect(screen.queryByText('Too low.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your offer')).toHaveAccessibleDescription(
      /Enter the amount you offer\./,
    );
  });

  it('accepts with JSON and shows the thread the answer returns', async () => {
    const accepted = buyerOffer({
      status: 'ACCEPTED',
      agreedAmount: 2000,
      messages: [
        ...buyerOffer().messages,
        leadMessage({
          _id: 'm3',
          kind: 'ACCEPT',
          amount: 2000,
          createdDate: '2025-06-03T08:00:00.000Z',
        }),
      ],
      can: { accept: false, counter: false, decline: false, checkout: true },
    });
    const { fetchMock } = renderOffer(buyerOffer(), {
      [`${API}/accept`]: changed(accepted, 'Offer Accepted', 'Alice has been told.'),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Accept $2,000.00' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'You accepted $2,000.00' }),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, `${API}/accept`)).toEqual([
      { method: 'POST', body: {}, keepalive: undefined },
    ]);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    const banner = screen.getByText('Offer Accepted').closest('[role="status"]');
    expect(banner).toHaveTextContent('Alice has been told.');
    expect(
      screen.getByRole('button', { name: 'Pay $2,000.00 securely through Escrow.com' }),
    ).toBeInTheDocument();
  });

  it('sends a counteroffer with its message, then clears the form', async () => {
    const countered = buyerOffer({
      status: 'NEW',
      currentAmount: 1800,
      currentBy: 'BUYER',
      countersLeft: 3,
    });
    const { fetchMock } = renderOffer(buyerOffer(), {
      [`${API}/counter`]: changed(countered, 'Counteroffer Sent'),
    });
    const counter = form('Make a counteroffer');
    await userEvent.type(within(counter).getByLabelText('Your offer'), '1800');
    await userEvent.type(within(counter).getByLabelText(/Message to the owner/), ' Meet me here? ');

    await userEvent.click(within(counter).getByRole('button', { name: 'Send counteroffer' }));

    await waitFor(() =>
      expect(requestsTo(fetchMock, `${API}/counter`)).toEqual([
        { method: 'POST', body: { amount: 1800, message: 'Meet me here?' }, keepalive: undefined },
      ]),
    );
    expect(await screen.findByText('Counteroffer Sent')).toBeInTheDocument();
  });

  it('checks the counteroffer before sending it', async () => {
    const { fetchMock } = renderOffer(buyerOffer());
    const counter = form('Make a counteroffer');
    const amount = within(counter).getByLabelText('Your offer');

    await userEvent.click(within(counter).getByRole('button', { name: 'Send counteroffer' }));
    expect(amount).toHaveAccessibleDescription(/Enter the amount you offer\./);
    expect(amount).toHaveFocus();

    await userEvent.type(amount, '0');
    await userEvent.click(within(counter).getByRole('button', { name: 'Send counteroffer' }));
    expect(amount).toHaveAccessibleDescription(/Your offer must be at least \$0\.01\./);
    expect(within(counter).queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the API's refusal next to the field it names", async () => {
    renderOffer(buyerOffer(), {
      [`${API}/counter`]: {
        status: 400,
        body: {
          type: 'ERROR',
          code: 'VALIDATION_FAILED',
          title: 'Invalid Request',
          message: 'Amount must be an amount in dollars.',
          errors: [{ field: 'amount', message: 'amount must be an amount in dollars' }],
        },
      },
    });
    const counter = form('Make a counteroffer');
    await userEvent.type(within(counter).getByLabelText('Your offer'), '12.345');
    await userEvent.click(within(counter).getByRole('button', { name: 'Send counteroffer' }));

    await waitFor(() =>
      expect(within(counter).getByLabelText('Your offer')).toHaveAccessibleDescription(
        /amount must be an amount in dollars/,
      ),
    );
    // Said once, under the field it is about.
    expect(within(counter).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads the thread again when it moved on meanwhile (409)', async () => {
    const expired = buyerOffer({
      status: 'EXPIRED',
      can: { accept: false, counter: true, decline: true, checkout: false },
    });
    const { fetchMock } = renderOffer(buyerOffer(), {
      [API]: { body: { payload: expired } },
      [`${API}/accept`]: {
        status: 409,
        body: {
          type: 'ERROR',
          code: 'CONFLICT',
          title: 'Counter Expired',
          message: 'The owner’s counter is no longer open.',
        },
      },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Accept $2,000.00' }));

    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: "The owner's counter of $2,000.00 has expired",
      }),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, API)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Accept $2,000.00' })).toBeNull();
    // Why, where it stays in sight: the form that was sent is gone.
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Counter Expired');
    expect(alert).toHaveTextContent('The owner’s counter is no longer open.');
  });

  it('declines with the optional message', async () => {
    const declined = buyerOffer({
      status: 'DECLINED',
      messages: [
        ...buyerOffer().messages,
        leadMessage({ _id: 'm3', kind: 'DECLINE', createdDate: '2025-06-03T08:00:00.000Z' }),
      ],
      can: { accept: false, counter: false, decline: false, checkout: false },
    });
    const { fetchMock } = renderOffer(buyerOffer(), { [`${API}/decline`]: changed(declined) });
    await userEvent.click(screen.getByText('Decline and end the negotiation'));
    const decline = form('Decline');
    await userEvent.type(
      within(decline).getByLabelText(/Reason for declining/),
      'Too much for me.',
    );

    await userEvent.click(within(decline).getByRole('button', { name: 'Decline' }));

    await waitFor(() =>
      expect(requestsTo(fetchMock, `${API}/decline`)).toEqual([
        { method: 'POST', body: { message: 'Too much for me.' }, keepalive: undefined },
      ]),
    );
    expect(await screen.findByText('You ended this negotiation.')).toBeInTheDocument();
  });

  it('confirms the offer with JSON', async () => {
    const unconfirmed = buyerOffer({
      status: 'NEW',
      needsVerification: true,
      can: { accept: false, counter: false, decline: false, checkout: false },
    });
    const { fetchMock } = renderOffer(unconfirmed, {
      [`${API}/verify`]: changed({ ...unconfirmed, needsVerification: false }, 'Offer Confirmed'),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Confirm my offer' }));

    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Confirm my offer' })).toBeNull(),
    );
    expect(requestsTo(fetchMock, `${API}/verify`)).toEqual([
      { method: 'POST', body: {}, keepalive: undefined },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Offer Confirmed');
  });

  it("goes to Escrow.com's page the checkout answers with", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { fetchMock } = renderOffer(
      buyerOffer({
        status: 'ACCEPTED',
        agreedAmount: 2000,
        can: { accept: false, counter: false, decline: false, checkout: true },
      }),
      {
        [`${API}/checkout`]: {
          body: { payload: { escrowLandingPageUrl: 'https://escrow.test/checkout/7' } },
        },
      },
    );
    const pay = screen.getByRole('button', { name: 'Pay $2,000.00 securely through Escrow.com' });

    await userEvent.click(pay);

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://escrow.test/checkout/7'));
    expect(requestsTo(fetchMock, `${API}/checkout`)).toEqual([
      { method: 'POST', body: {}, keepalive: undefined },
    ]);
    expect(pay).toBeDisabled();
    expect(screen.getByText('Taking you to the secure escrow checkout…')).toBeInTheDocument();
  });
});
