import type { LeadThread } from '@domainfolio/contracts';
import { ErrorCode } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { userFixture } from '../../../test/fixtures';
import {
  messageFixture,
  summaryFixture,
  templateFixture,
  threadFixture,
} from '../../../test/lead-fixtures';
import {
  apiError,
  currentUserReply,
  jsonResponse,
  mockApi,
  type ApiReply,
} from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';

const PATH = '/dashboard/leads/lead-1';

/** The answer to a move: a notification and the thread as it now stands. */
function moved(title: string, thread: LeadThread): ApiReply {
  return { body: { type: 'SUCCESS', title, message: 'The buyer was emailed.', payload: thread } };
}

function threadApi(thread: LeadThread, extra: Record<string, ApiReply> = {}) {
  return mockApi({
    'GET /api/current-user': currentUserReply(userFixture()),
    'GET /api/leads/summary': { body: { payload: summaryFixture() } },
    'GET /api/leads/lead-1': { body: { payload: thread } },
    'GET /api/lead-templates': { body: { payload: [templateFixture()] } },
    ...extra,
  });
}

/** A negotiation in three steps: Bob offers, alice counters, a lowball is answered for her. */
const negotiation = threadFixture({
  status: 'COUNTERED',
  currentAmount: 1200,
  currentBy: 'OWNER',
  counterExpiresAt: '2025-05-09T12:00:00.000Z',
  answeredAutomatically: true,
  phone: '+1 555 0100',
  messages: [
    messageFixture({ _id: 'm1', sentTo: 'alice@example.com' }),
    messageFixture({
      _id: 'm2',
      sender: 'OWNER',
      kind: 'COUNTER',
      message: 'I could do $2,200.',
      amount: 2200,
      expiresAt: '2025-05-08T12:00:00.000Z',
      sentTo: 'bob@example.com',
      createdDate: '2025-05-01T15:00:00.000Z',
    }),
    messageFixture({
      _id: 'm3',
      sender: 'BUYER',
      kind: 'COUNTER',
      message: 'How about $900?',
      amount: 900,
      createdDate: '2025-05-02T08:00:00.000Z',
    }),
    messageFixture({
      _id: 'm4',
      sender: 'AUTOMATIC',
      kind: 'COUNTER',
      message: 'The lowest price for alpha.com is $1,200.',
      amount: 1200,
      expiresAt: '2025-05-09T12:00:00.000Z',
      sentTo: 'bob@example.com',
      createdDate: '2025-05-02T08:00:05.000Z',
    }),
  ],
  can: { reply: true, counter: true, accept: false, decline: true },
});

function messages() {
  return within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
}

describe('Lead thread', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    toasts = spyOnToasts();
  });

  it('shows who, about which domain, where it stands, and the amounts with the floor', async () => {
    threadApi(negotiation);
    renderMainSite(PATH);
    expect(await screen.findByRole('heading', { name: 'Bob Buyer' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Lead from Bob Buyer | Domainfolio'));
    expect(screen.getByText('Countered')).toHaveClass('bg-yellow-50');
    expect(screen.getByText(/^Offer for/)).toHaveTextContent('Offer for alpha.com');
    expect(screen.getByRole('link', { name: 'alpha.com' })).toHaveAttribute(
      'href',
      '/dashboard/domains/alpha.com',
    );
    expect(screen.getByRole('link', { name: 'All leads' })).toHaveAttribute(
      'href',
      '/dashboard/leads',
    );

    const details = within(screen.getByRole('complementary', { name: 'Details' }));
    const row = (term: string) => details.getByText(term).closest('div') as HTMLElement;
    expect(row('Your counter')).toHaveTextContent('$1,200.00');
    expect(row('Open until')).toHaveTextContent(/May 9, 2025, 2:00\sPM/);
    expect(row('Asking price')).toHaveTextContent('$2,500.00');
    expect(row('Floor')).toHaveTextContent('Your floor: $1,200.00');
    expect(details.getByText(/Only you see the floor/)).toBeInTheDocument();
    expect(details.getByRole('link', { name: 'bob@example.com' })).toHaveAttribute(
      'href',
      'mailto:bob@example.com',
    );
    expect(details.getByText('+1 555 0100')).toBeInTheDocument();
    expect(details.getByText('Answered automatically')).toBeInTheDocument();
  });

  it('shows the messages oldest first, in the owner’s time zone, automatic ones marked', async () => {
    threadApi(negotiation);
    renderMainSite(PATH);
    await screen.findByRole('heading', { name: 'Bob Buyer' });
    const [offer, counter, buyerCounter, automatic] = messages();

    expect(offer).toHaveTextContent('Bob Buyer offered $1,500.00');
    expect(offer).toHaveTextContent('Would you take $1,500?');
    // Noon UTC is 2 PM in Berlin.
    expect(within(offer as HTMLElement).getByText(/^May 1, 2025, 2:00\sPM$/)).toHaveAttribute(
      'datetime',
      '2025-05-01T12:00:00.000Z',
    );
    expect(offer).toHaveTextContent('Sent to alice@example.com');
    expect(offer).not.toHaveTextContent('Sent automatically');

    expect(counter).toHaveTextContent('You countered at $2,200.00');
    expect(counter).toHaveTextContent('I could do $2,200.');
    // A counter the buyer answered is history; the one on the table is open.
    expect(counter).toHaveTextContent(/Set to expire May 8, 2025, 2:00\sPM/);
    expect(counter).not.toHaveTextContent('Open until');
    expect(counter).toHaveTextContent('Sent to bob@example.com');

    expect(buyerCounter).toHaveTextContent('Bob Buyer countered at $900.00');
    expect(buyerCounter).not.toHaveTextContent('Open until');

    expect(automatic).toHaveTextContent('Domainfolio countered at $1,200.00');
    expect(automatic).toHaveTextContent(/Open until May 9, 2025, 2:00\sPM/);
    expect(within(automatic as HTMLElement).getByText('Sent automatically')).toBeInTheDocument();
  });

  it('disables what the thread does not allow now', async () => {
    threadApi(negotiation);
    renderMainSite(PATH);
    // The owner's counter is on the table: nothing of the buyer's to accept.
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send reply' })).toBeEnabled();
    expect(screen.getByRole('spinbutton', { name: 'Amount' })).toBeEnabled();
  });

  it('keeps counters out of an agreed deal, and closes a declined thread', async () => {
    const agreed = threadFixture({
      status: 'ACCEPTED',
      agreedAmount: 1500,
      can: { reply: true, counter: false, accept: false, decline: true },
    });
    threadApi(agreed);
    const first = renderMainSite(PATH);
    expect(await screen.findByRole('spinbutton', { name: 'Amount' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Open for (days)' })).toBeDisabled();
    expect(screen.getByText('An agreed price is not countered.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reply' })).toBeEnabled();
    expect(screen.getByText('Agreed').closest('div')).toHaveTextContent('$1,500.00');
    first.unmount();

    threadApi(
      threadFixture({
        status: 'DECLINED',
        can: { reply: false, counter: false, accept: false, decline: false },
      }),
    );
    renderMainSite(PATH);
    expect(await screen.findByText(/This conversation is closed/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeDisabled();
  });

  it('sends a counter with its amount and expiry, then shows the thread the API answers', async () => {
    const user = userEvent.setup();
    const after = threadFixture({
      status: 'COUNTERED',
      currentAmount: 2000,
      currentBy: 'OWNER',
      messages: [
        messageFixture(),
        messageFixture({
          _id: 'm2',
          sender: 'OWNER',
          kind: 'COUNTER',
          message: 'Meet me at $2,000?',
          amount: 2000,
          expiresAt: '2025-05-04T12:00:00.000Z',
          createdDate: '2025-05-01T13:00:00.000Z',
        }),
      ],
      can: { reply: true, counter: true, accept: false, decline: true },
    });
    const api = threadApi(threadFixture(), {
      'POST /api/leads/lead-1/reply': moved('Counter Sent', after),
    });
    renderMainSite(PATH);
    const send = await screen.findByRole('button', { name: 'Send reply' });
    const days = screen.getByRole('spinbutton', { name: 'Open for (days)' });
    expect(days).toHaveValue(7);
    expect(
      screen.getByText(/The buyer offered \$1,500\.00\. Your floor: \$1,200\.00\./),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Meet me at $2,000?');
    await user.type(screen.getByRole('spinbutton', { name: 'Amount' }), '2000');
    expect(send).toHaveTextContent('Send counter');
    await user.clear(days);
    await user.type(days, '3');
    const loads = api.requested('/api/leads/lead-1').length;
    await user.click(screen.getByRole('button', { name: 'Send counter' }));

    await waitFor(() =>
      expect(api.sent('POST /api/leads/lead-1/reply')).toEqual([
        { message: 'Meet me at $2,000?', counterOffer: 2000, expiresInDays: 3 },
      ]),
    );
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Counter Sent', expect.anything()),
    );
    await waitFor(() => expect(messages()).toHaveLength(2));
    expect(messages()[1]).toHaveTextContent('You countered at $2,000.00');
    expect(screen.getByText('Countered')).toBeInTheDocument();
    // The composer is ready for the next answer; the thread was not asked for again.
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(screen.getByRole('spinbutton', { name: 'Amount' })).toHaveValue(null);
    expect(api.requested('/api/leads/lead-1')).toHaveLength(loads);
  });

  it('sends a plain reply without a counter, and asks for a message first', async () => {
    const user = userEvent.setup();
    const api = threadApi(threadFixture(), {
      'POST /api/leads/lead-1/reply': moved('Reply Sent', threadFixture({ status: 'REPLIED' })),
    });
    renderMainSite(PATH);
    await user.click(await screen.findByRole('button', { name: 'Send reply' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Write a message to the buyer.',
    );
    expect(api.sent('POST /api/leads/lead-1/reply')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Message' }), '  Still available.  ');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(api.sent('POST /api/leads/lead-1/reply')).toEqual([{ message: 'Still available.' }]),
    );
  });

  it('refuses a counter of nothing and an expiry past 30 days before sending', async () => {
    const user = userEvent.setup();
    const api = threadApi(threadFixture());
    renderMainSite(PATH);
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hi');
    await user.type(screen.getByRole('spinbutton', { name: 'Amount' }), '0');
    const days = screen.getByRole('spinbutton', { name: 'Open for (days)' });
    await user.clear(days);
    await user.type(days, '31');
    await user.click(screen.getByRole('button', { name: 'Send counter' }));
    expect(screen.getByRole('spinbutton', { name: 'Amount' })).toHaveAccessibleDescription(
      /Enter an amount above \$0\./,
    );
    expect(days).toHaveAccessibleDescription(/Between 1 and 30 days\./);
    expect(api.sent('POST /api/leads/lead-1/reply')).toEqual([]);
  });

  it('fills a saved reply with the domain, the buyer, their offer and the price', async () => {
    const user = userEvent.setup();
    threadApi(threadFixture());
    renderMainSite(PATH);
    const message = await screen.findByRole('textbox', { name: 'Message' });
    await user.click(screen.getByRole('button', { name: 'Use template' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Manage templates/ })).toHaveAttribute(
      'href',
      '/dashboard/account#reply-templates',
    );
    await user.click(within(menu).getByRole('menuitem', { name: /Counter politely/ }));
    expect(message).toHaveValue(
      'Hi Bob Buyer, thanks for your offer of $1,500 for alpha.com. The price is $2,500.',
    );

    // A second template goes after what is written, never over it.
    await user.click(screen.getByRole('button', { name: 'Use template' }));
    await user.click(await screen.findByRole('menuitem', { name: /Counter politely/ }));
    expect((message as HTMLTextAreaElement).value.split('\n\n')).toHaveLength(2);
  });

  it('leaves a placeholder the thread cannot fill, and will not send it to the buyer', async () => {
    const user = userEvent.setup();
    const api = threadApi(threadFixture({ sellingPrice: null }));
    renderMainSite(PATH);
    const message = await screen.findByRole('textbox', { name: 'Message' });
    await user.click(screen.getByRole('button', { name: 'Use template' }));
    await user.click(await screen.findByRole('menuitem', { name: /Counter politely/ }));
    expect(message).toHaveValue(
      'Hi Bob Buyer, thanks for your offer of $1,500 for alpha.com. The price is {price}.',
    );
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(message).toHaveAccessibleDescription('Replace {price} with your words before sending.');
    expect(api.sent('POST /api/leads/lead-1/reply')).toEqual([]);
  });

  it('accepts the buyer’s amount only after a confirm that names it', async () => {
    const user = userEvent.setup();
    const api = threadApi(threadFixture(), {
      'POST /api/leads/lead-1/accept': moved(
        'Offer Accepted',
        threadFixture({
          status: 'ACCEPTED',
          agreedAmount: 1500,
          can: { reply: true, counter: false, accept: false, decline: true },
        }),
      ),
    });
    renderMainSite(PATH);
    await user.click(await screen.findByRole('button', { name: 'Accept $1,500.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept $1,500.00 for alpha.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('POST /api/leads/lead-1/accept')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Accept $1,500.00' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept offer' }),
    );
    await waitFor(() => expect(api.sent('POST /api/leads/lead-1/accept')).toHaveLength(1));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Offer Accepted', expect.anything()),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Accepted')).toHaveClass('bg-green-50');
    expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
  });

  it('declines with an optional last message', async () => {
    const user = userEvent.setup();
    const api = threadApi(threadFixture(), {
      'POST /api/leads/lead-1/decline': moved(
        'Offer Declined',
        threadFixture({
          status: 'DECLINED',
          can: { reply: false, counter: false, accept: false, decline: false },
        }),
      ),
    });
    renderMainSite(PATH);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: "Decline Bob Buyer's offer?" });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Message to the buyer (optional)' }),
      'Thanks, but no.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
    await waitFor(() =>
      expect(api.sent('POST /api/leads/lead-1/decline')).toEqual([{ message: 'Thanks, but no.' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Declined')).toHaveClass('bg-red-50');
    expect(screen.getByText(/This conversation is closed/)).toBeInTheDocument();
  });

  it('declines without a message when none is written', async () => {
    const user = userEvent.setup();
    const api = threadApi(threadFixture(), {
      'POST /api/leads/lead-1/decline': moved(
        'Offer Declined',
        threadFixture({ status: 'DECLINED' }),
      ),
    });
    renderMainSite(PATH);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline offer' }),
    );
    await waitFor(() => expect(api.sent('POST /api/leads/lead-1/decline')).toEqual([{}]));
  });

  it('loads the thread again when a move is refused because it changed meanwhile', async () => {
    const user = userEvent.setup();
    let thread = threadFixture();
    const api = threadApi(thread, {
      'GET /api/leads/lead-1': () => jsonResponse(200, { payload: thread }),
      'POST /api/leads/lead-1/accept': () => {
        // The buyer withdrew a moment before.
        thread = threadFixture({
          status: 'DECLINED',
          can: { reply: false, counter: false, accept: false, decline: false },
        });
        return jsonResponse(409, {
          type: 'ERROR',
          code: 'LEAD_CHANGED',
          title: 'Offer Changed',
          message: 'The buyer answered meanwhile. Look again before you go on.',
        });
      },
    });
    renderMainSite(PATH);
    await user.click(await screen.findByRole('button', { name: 'Accept $1,500.00' }));
    const loads = api.requested('/api/leads/lead-1').length;
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept offer' }),
    );
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Offer Changed', expect.anything()),
    );
    await waitFor(() => expect(screen.getByText('Declined')).toBeInTheDocument());
    expect(api.requested('/api/leads/lead-1')).toHaveLength(loads + 1);
    expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
  });

  it('links the JSON and CSV exports of the thread as downloads', async () => {
    threadApi(threadFixture());
    renderMainSite(PATH);
    const json = await screen.findByRole('link', { name: 'Export JSON' });
    expect(json).toHaveAttribute('href', '/api/leads/lead-1/export?format=json');
    expect(json).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/leads/lead-1/export?format=csv',
    );
  });

  it('offers to set a floor when the domain has none, and names an inquiry as one', async () => {
    threadApi(
      threadFixture({
        kind: 'INQUIRY',
        offer: null,
        currentAmount: null,
        currentBy: null,
        floorPrice: null,
        sellingPrice: null,
        messages: [messageFixture({ amount: null, message: 'Is it for sale?' })],
        can: { reply: true, counter: true, accept: false, decline: true },
      }),
    );
    renderMainSite(PATH);
    expect(await screen.findByText(/^Inquiry about/)).toBeInTheDocument();
    expect(messages()[0]).toHaveTextContent('Bob Buyer sent an inquiry');
    expect(screen.getByRole('link', { name: 'Set a floor' })).toHaveAttribute(
      'href',
      '/dashboard/domains/alpha.com/edit',
    );
    expect(screen.getByText('Asking price').closest('div')).toHaveTextContent('Not set');
    expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
  });

  it('shows the lead itself as the first message when the thread has none recorded', async () => {
    threadApi(
      threadFixture({
        currentAmount: null,
        currentBy: null,
        offer: 900,
        message: 'Is $900 enough?',
        createdDate: '2025-04-20T09:00:00.000Z',
        messages: [],
        can: { reply: true, counter: true, accept: false, decline: true },
      }),
    );
    renderMainSite(PATH);
    await screen.findByRole('heading', { name: 'Bob Buyer' });
    expect(messages()).toHaveLength(1);
    expect(messages()[0]).toHaveTextContent('Bob Buyer offered $900.00');
    expect(messages()[0]).toHaveTextContent('Is $900 enough?');
    expect(messages()[0]).toHaveTextContent(/Apr 20, 2025, 11:00\sAM/);
    expect(screen.getByText("Buyer's offer").closest('div')).toHaveTextContent('$900.00');
  });

  it('shows the not-found page for an unknown lead', async () => {
    threadApi(threadFixture(), { 'GET /api/leads/lead-1': apiError(ErrorCode.NOT_FOUND, 404) });
    renderMainSite(PATH);
    expect(await screen.findByRole('heading', { name: 'Page not found.' })).toBeInTheDocument();
  });

  it('marks Leads in the sidebar while a thread is open', async () => {
    threadApi(threadFixture());
    renderMainSite(PATH);
    await screen.findByRole('heading', { name: 'Bob Buyer' });
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: /^Leads/ })).toHaveClass('text-indigo-600');
  });
});
