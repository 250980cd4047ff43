import { ErrorCode, type Lead } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  dnsVerificationFixture,
  domainDetailFixture,
  domainFixture,
  leadFixture,
  leadsBody,
  userFixture,
} from '../../../test/fixtures';
import {
  apiError,
  currentUserReply,
  jsonResponse,
  mockApi,
  type ApiReply,
} from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';

const parking = dnsVerificationFixture('alpha.com');

function detailApi(
  overrides: Parameters<typeof domainDetailFixture>[0] = {},
  { leads = [], extra = {} }: { leads?: Lead[]; extra?: Record<string, ApiReply> } = {},
) {
  let current = leads;
  return mockApi({
    'GET /api/current-user': currentUserReply(userFixture()),
    'GET /api/domains/alpha.com': {
      body: {
        payload: domainDetailFixture({ name: 'alpha.com', views: 1000, leads: 3, ...overrides }),
      },
    },
    'GET /api/leads/alpha.com': () => jsonResponse(200, leadsBody(current)),
    'POST /api/leads/delete': ({ body }) => {
      const ids = (body as { payload: string[] }).payload;
      current = current.filter((lead) => !ids.includes(lead._id));
      return jsonResponse(200, {
        type: 'SUCCESS',
        title: 'Lead Deleted',
        message: '1 lead was deleted.',
        payload: { deleted: ids.length },
      });
    },
    'GET /api/domains/alpha.com/parking': { body: { payload: parking } },
    ...extra,
  });
}

async function parkingPanel(): Promise<HTMLElement> {
  const heading = await screen.findByText('Park on Domainfolio', { selector: 'h3' });
  return heading.closest('section') as HTMLElement;
}

describe('Domain detail', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    toasts = spyOnToasts();
  });

  it('shows the stat cards, the settings button and the landing page link', async () => {
    detailApi();
    renderMainSite('/dashboard/domains/alpha.com');
    expect(await screen.findByRole('heading', { name: 'alpha.com' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Domain Settings' })).toHaveAttribute(
      'href',
      '/dashboard/domains/alpha.com/edit',
    );
    const landing = screen.getByRole('link', { name: /View Landing Page/ });
    expect(landing).toHaveAttribute('href', 'http://alice.localhost:3000/alpha.com');
    expect(landing).toHaveAttribute('target', '_blank');
    expect(screen.getByText('1,000')).toBeInTheDocument();
    expect(screen.getByText('0.00300')).toBeInTheDocument();
    expect(await screen.findByText('No leads for this domain.')).toBeInTheDocument();
  });

  it('disables the landing page link of a private domain', async () => {
    detailApi({ public: false });
    renderMainSite('/dashboard/domains/alpha.com');
    expect(await screen.findByText('Domain is private.')).toBeInTheDocument();
    expect(screen.getByText('View Landing Page').closest('a')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByText('View Landing Page').closest('a')).not.toHaveAttribute('href');
  });

  it('shows not found for a domain the owner does not have', async () => {
    mockApi({ 'GET /api/current-user': currentUserReply(userFixture()) });
    renderMainSite('/dashboard/domains/missing.com');
    expect(await screen.findByText('Page not found.')).toBeInTheDocument();
  });

  describe('leads', () => {
    it("loads the domain's leads a page at a time, without a domain column", async () => {
      const api = detailApi(
        {},
        { leads: [leadFixture({ name: 'Bob Buyer', kind: 'OFFER', offer: 1500 })] },
      );
      renderMainSite('/dashboard/domains/alpha.com');
      const row = (await screen.findByText('Bob Buyer')).closest('tr') as HTMLElement;
      expect(within(row).getByText('$1,500.00')).toBeInTheDocument();
      expect(within(row).getByText('Offer')).toBeInTheDocument();
      const table = screen.getByRole('table', { name: 'Leads' });
      expect(within(table).queryByRole('columnheader', { name: 'Domain' })).toBeNull();
      expect(within(table).queryByRole('link', { name: 'alpha.com' })).toBeNull();
      // The leads screen's exports are not repeated here.
      expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
      // The buyer's name opens the conversation.
      expect(
        within(row).getByRole('link', { name: /^Bob Buyer\s?: open the conversation$/ }),
      ).toHaveAttribute('href', '/dashboard/leads/lead-1');

      const [url] = api.requested('/api/leads/alpha.com');
      expect(url?.searchParams.get('page')).toBe('1');
      expect(url?.searchParams.get('limit')).toBe('48');
      expect(api.requested('/api/leads')).toEqual([]);
    });

    it('deletes a selected lead after a confirm and loads the list again', async () => {
      const user = userEvent.setup();
      const api = detailApi({}, { leads: [leadFixture({ _id: 'lead-9', name: 'Bob Buyer' })] });
      renderMainSite('/dashboard/domains/alpha.com');
      const row = (await screen.findByText('Bob Buyer')).closest('tr') as HTMLElement;
      const domainLoads = api.sent('GET /api/domains/alpha.com').length;
      await user.click(within(row).getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: 'Delete 1 Lead' }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion of 1 Lead' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

      await waitFor(() =>
        expect(api.sent('POST /api/leads/delete')).toEqual([{ payload: ['lead-9'] }]),
      );
      expect(await screen.findByText('No leads for this domain.')).toBeInTheDocument();
      await waitFor(() =>
        expect(toasts.success).toHaveBeenCalledWith('Lead Deleted', expect.anything()),
      );
      // The domain's lead count comes from the domain, so it loads again too.
      await waitFor(() =>
        expect(api.sent('GET /api/domains/alpha.com').length).toBeGreaterThan(domainLoads),
      );
    });
  });

  describe('parking', () => {
    it('shows the records to set, with copy buttons and a DNS checker link', async () => {
      const user = userEvent.setup();
      detailApi();
      renderMainSite('/dashboard/domains/alpha.com');
      const panel = await parkingPanel();
      await within(panel).findByText('_domainfolio.alpha.com');
      expect(within(panel).getByText(/point the A record of alpha.com at/)).toBeInTheDocument();
      expect(within(panel).getByText('domainfolio-verification=abc123')).toBeInTheDocument();
      expect(within(panel).getAllByText('203.0.113.10').length).toBeGreaterThan(0);
      expect(within(panel).getByText('Not verified')).toBeInTheDocument();
      expect(within(panel).getByRole('link', { name: /Check the TXT record/ })).toHaveAttribute(
        'href',
        'https://dnschecker.org/#TXT/_domainfolio.alpha.com',
      );

      await user.click(within(panel).getByRole('button', { name: 'Copy TXT record value' }));
      await expect(navigator.clipboard.readText()).resolves.toBe('domainfolio-verification=abc123');
    });

    it('verifies the domain and shows the date', async () => {
      const user = userEvent.setup();
      const api = detailApi(
        {},
        {
          extra: {
            'POST /api/domains/parking/verify': {
              body: {
                type: 'SUCCESS',
                title: 'Domain Verified',
                message: 'Visitors who type alpha.com now see its landing page.',
                payload: { ...parking, verified: true, verifiedAt: '2025-06-02T09:00:00.000Z' },
              },
            },
          },
        },
      );
      renderMainSite('/dashboard/domains/alpha.com');
      const panel = await parkingPanel();
      await user.click(await within(panel).findByRole('button', { name: 'Verify' }));

      await waitFor(() =>
        expect(api.sent('POST /api/domains/parking/verify')).toEqual([{ domain: 'alpha.com' }]),
      );
      expect(await within(panel).findByText('Verified on 06/02/25')).toBeInTheDocument();
      await waitFor(() =>
        expect(toasts.success).toHaveBeenCalledWith('Domain Verified', {
          description: 'Visitors who type alpha.com now see its landing page.',
          duration: 5000,
        }),
      );
    });

    it('says when the TXT record is not found yet', async () => {
      const user = userEvent.setup();
      detailApi(
        {},
        {
          extra: {
            'POST /api/domains/parking/verify': apiError(ErrorCode.DNS_RECORD_NOT_FOUND, 409, {
              recordName: parking.recordName,
              recordValue: parking.recordValue,
            }),
          },
        },
      );
      renderMainSite('/dashboard/domains/alpha.com');
      const panel = await parkingPanel();
      await user.click(await within(panel).findByRole('button', { name: 'Verify' }));
      await waitFor(() =>
        expect(toasts.error).toHaveBeenCalledWith('DNS Record Not Found', {
          description: expect.stringContaining('_domainfolio.alpha.com'),
          duration: 5000,
        }),
      );
      expect(within(panel).getByText('Not verified')).toBeInTheDocument();
    });

    it.each([
      [{ public: false }, /This domain is private/],
      [{ sold: true }, /This domain is marked as sold/],
    ])('explains why %o cannot be parked, without asking for records', async (domain, note) => {
      const api = detailApi(domain);
      renderMainSite('/dashboard/domains/alpha.com');
      const panel = await parkingPanel();
      expect(within(panel).getByText(note)).toBeInTheDocument();
      expect(within(panel).queryByRole('button', { name: 'Verify' })).toBeNull();
      expect(api.sent('GET /api/domains/alpha.com/parking')).toEqual([]);
    });
  });
});

describe('Recording a sale', () => {
  it('records the price, date, venue and fees', async () => {
    const api = detailApi(
      {},
      {
        extra: {
          'POST /api/domains/edit': ({ body }) =>
            jsonResponse(200, {
              type: 'SUCCESS',
              title: 'Domain Updated',
              message: 'alpha.com was saved.',
              payload: domainFixture({
                name: 'alpha.com',
                ...(body as { domain: object }).domain,
              }),
            }),
        },
      },
    );
    renderMainSite('/dashboard/domains/alpha.com');
    const sale = await screen.findByRole('region', { name: 'Sale' });
    await userEvent.type(within(sale).getByLabelText('Sale price'), '4200');
    await userEvent.clear(within(sale).getByLabelText('Sale date'));
    await userEvent.type(within(sale).getByLabelText('Sale date'), '2026-11-20');
    await userEvent.type(within(sale).getByLabelText('Sold on'), 'Afternic');
    await userEvent.type(within(sale).getByLabelText('Fees'), '840');
    await userEvent.click(within(sale).getByRole('button', { name: 'Record sale' }));
    await waitFor(() =>
      expect(api.sent('POST /api/domains/edit')).toEqual([
        {
          domain: {
            _id: 'id-alpha.com',
            sold: true,
            salePrice: 4200,
            saleDate: '2026-11-20',
            saleVenue: 'Afternic',
            saleFees: 840,
          },
        },
      ]),
    );
  });
});

describe('Undoing a sale', () => {
  it('asks first, then clears the sale', async () => {
    const user = userEvent.setup();
    const api = detailApi(
      { sold: true, salePrice: 4200, saleDate: '2026-11-20', saleVenue: 'Afternic' },
      {
        extra: {
          'POST /api/domains/edit': () =>
            jsonResponse(200, {
              type: 'SUCCESS',
              title: 'Domain Updated',
              message: 'alpha.com was saved.',
              payload: domainFixture({ name: 'alpha.com' }),
            }),
        },
      },
    );
    renderMainSite('/dashboard/domains/alpha.com');
    const sale = await screen.findByRole('region', { name: 'Sale' });
    expect(within(sale).getByText(/Sold for \$4,200.00 on 11\/20\/26 via Afternic/)).toBeVisible();
    await user.click(within(sale).getByRole('button', { name: 'Undo sale of alpha.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo the sale of alpha.com?' });
    expect(api.sent('POST /api/domains/edit')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Undo sale' }));
    await waitFor(() =>
      expect(api.sent('POST /api/domains/edit')).toEqual([
        {
          domain: {
            _id: 'id-alpha.com',
            sold: false,
            salePrice: null,
            saleDate: null,
            saleVenue: null,
            saleFees: null,
          },
        },
      ]),
    );
  });
});
