import { ErrorCode } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '../../../test/mock-api';
import {
  channelFixture,
  deliveryFixture,
  emailChannelFixture,
  notificationsApi,
} from '../../../test/notification-fixtures';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';

/** The channels section once the list has loaded. */
async function channelsSection() {
  const region = await screen.findByRole('region', { name: 'Notification channels' });
  await within(region).findByRole('list', { name: 'Channels' });
  return within(region);
}

/** The list item of the channel named `name`. */
function channelItem(section: ReturnType<typeof within>, name: string) {
  const item = section.getByRole('button', { name: `Send a test to ${name}` }).closest('li');
  if (!item) throw new Error(`No channel named ${name}`);
  return within(item);
}

/** jsdom has no media queries; this one answers `matches` for every query. */
function stubViewport(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

describe('Notification channels', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    toasts = spyOnToasts();
  });

  it('lists the email channel first, each with its type, target and last delivery', async () => {
    notificationsApi({ channels: [channelFixture(), emailChannelFixture()] });
    renderMainSite('/dashboard/account');
    const section = await channelsSection();
    const items = section.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Email');
    expect(items[0]).toHaveTextContent('alice@example.com');
    expect(items[0]).toHaveTextContent('Nothing sent yet');
    expect(within(items[0]!).queryByRole('button', { name: /^Remove/ })).toBeNull();

    const slack = channelItem(section, 'Team Slack');
    expect(slack.getByText('Slack')).toBeInTheDocument();
    expect(slack.getByText('hooks.slack.com/…/x7Qa')).toBeInTheDocument();
    expect(slack.getByText('Sent')).toBeInTheDocument();
    expect(slack.getByText('Nov 20, 2026, 3:30 PM')).toBeInTheDocument();
    expect(slack.getByRole('button', { name: 'Remove Team Slack' })).toBeInTheDocument();
  });

  it('is what #notifications points at, and scrolls there', async () => {
    const scrolled = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this.id);
    };
    try {
      notificationsApi();
      renderMainSite('/dashboard/account#notifications');
      await channelsSection();
      expect(document.getElementById('notifications')).toContainElement(
        screen.getByRole('region', { name: 'Notification channels' }),
      );
      await waitFor(() => expect(scrolled).toHaveBeenCalledWith('notifications'));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('sends a test and shows what the far side answered, in green', async () => {
    const user = userEvent.setup();
    const api = notificationsApi({ testResult: { ok: true, status: 200, body: 'ok' } });
    renderMainSite('/dashboard/account');
    const slack = channelItem(await channelsSection(), 'Team Slack');
    await user.click(slack.getByRole('button', { name: 'Send a test to Team Slack' }));

    const answer = await slack.findByRole('status');
    expect(answer).toHaveTextContent('Delivered · HTTP 200');
    expect(answer).toHaveTextContent('ok');
    expect(answer).toHaveClass('bg-green-50');
    expect(api.sent('POST /api/notifications/channels/channel-slack/test')).toHaveLength(1);
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Test Sent', {
        description: 'Team Slack answered: 200 ok',
        duration: 5000,
      }),
    );
  });

  it('shows a refused test in red, with the answer, and a red toast', async () => {
    const user = userEvent.setup();
    notificationsApi({ testResult: { ok: false, status: 404, body: 'no_service' } });
    renderMainSite('/dashboard/account');
    const slack = channelItem(await channelsSection(), 'Team Slack');
    await user.click(slack.getByRole('button', { name: 'Send a test to Team Slack' }));

    const answer = await slack.findByRole('status');
    expect(answer).toHaveTextContent('Not delivered · HTTP 404');
    expect(answer).toHaveTextContent('no_service');
    expect(answer).toHaveClass('bg-red-50');
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Test Not Delivered', expect.anything()),
    );
  });

  it('says when no HTTP answer came', async () => {
    const user = userEvent.setup();
    notificationsApi({
      testResult: { ok: false, status: null, body: 'The address points at a private network.' },
    });
    renderMainSite('/dashboard/account');
    const slack = channelItem(await channelsSection(), 'Team Slack');
    await user.click(slack.getByRole('button', { name: 'Send a test to Team Slack' }));
    expect(await slack.findByRole('status')).toHaveTextContent(
      'Not delivered · No HTTP answerThe address points at a private network.',
    );
  });

  it('removes a channel after a confirm, and keeps it on Cancel', async () => {
    const user = userEvent.setup();
    const api = notificationsApi();
    renderMainSite('/dashboard/account');
    const section = await channelsSection();
    await user.click(section.getByRole('button', { name: 'Remove Team Slack' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove "Team Slack"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('POST /api/notifications/channels/channel-slack/delete')).toEqual([]);

    await user.click(section.getByRole('button', { name: 'Remove Team Slack' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.sent('POST /api/notifications/channels/channel-slack/delete')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Channel Removed', expect.anything()),
    );
    await waitFor(() => expect(section.queryByText('Team Slack', { selector: 'span' })).toBeNull());
  });

  it("shows a channel's delivery log when opened, as a table", async () => {
    const user = userEvent.setup();
    const api = notificationsApi({
      deliveries: [
        deliveryFixture(),
        deliveryFixture({
          _id: 'delivery-2',
          event: 'test',
          domain: null,
          status: 'FAILED',
          attempts: 5,
          lastResponse: '429 rate limited',
        }),
      ],
    });
    renderMainSite('/dashboard/account');
    const slack = channelItem(await channelsSection(), 'Team Slack');
    const toggle = slack.getByRole('button', { name: 'Delivery log of Team Slack' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(api.requested('/api/notifications/deliveries')).toEqual([]);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const log = within(await slack.findByRole('table', { name: 'Delivery log of Team Slack' }));
    expect(api.requested('/api/notifications/deliveries')[0]?.searchParams.get('channel')).toBe(
      'channel-slack',
    );
    const rows = log.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('New lead or offer');
    expect(rows[0]).toHaveTextContent('alpha.com');
    expect(rows[0]).toHaveTextContent('Nov 20, 2026, 3:30 PM');
    expect(rows[0]).toHaveTextContent('Sent');
    expect(rows[0]).toHaveTextContent('200 ok');
    expect(rows[1]).toHaveTextContent('Test');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('5');
    expect(rows[1]).toHaveTextContent('429 rate limited');

    await user.click(toggle);
    expect(slack.queryByRole('table')).toBeNull();
  });

  it('shows the delivery log as cards on a phone', async () => {
    stubViewport(false);
    const user = userEvent.setup();
    notificationsApi({ deliveries: [deliveryFixture({ attempts: 2, status: 'PENDING' })] });
    renderMainSite('/dashboard/account');
    const slack = channelItem(await channelsSection(), 'Team Slack');
    await user.click(slack.getByRole('button', { name: 'Delivery log of Team Slack' }));
    const cards = await slack.findByRole('list', { name: 'Delivery log of Team Slack' });
    expect(slack.queryByRole('table')).toBeNull();
    expect(cards).toHaveTextContent('New lead or offer');
    expect(cards).toHaveTextContent('Retrying');
    expect(cards).toHaveTextContent('2 attempts');
  });

  it('says when a channel has no deliveries yet', async () => {
    const user = userEvent.setup();
    notificationsApi({ deliveries: [] });
    renderMainSite('/dashboard/account');
    const email = channelItem(await channelsSection(), 'Email');
    await user.click(email.getByRole('button', { name: 'Delivery log of Email' }));
    expect(await email.findByText('Nothing was sent to Email yet.')).toBeInTheDocument();
  });

  it('says when the channels could not be loaded, with a way to try again', async () => {
    notificationsApi({}, { 'GET /api/notifications/channels': apiError(ErrorCode.INTERNAL, 500) });
    renderMainSite('/dashboard/account');
    const region = within(await screen.findByRole('region', { name: 'Notification channels' }));
    expect(await region.findByText('Your channels could not be loaded')).toBeInTheDocument();
    expect(region.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
