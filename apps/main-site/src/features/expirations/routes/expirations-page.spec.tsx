import { buildPagedResult, type Domain } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { domainFixture, userFixture } from '../../../test/fixtures';
import { currentUserReply, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';

function expiringBody(domains: Domain[], page = 1, totalDocs = domains.length) {
  return {
    payload: buildPagedResult(domains, totalDocs, page, 48),
    totalRenewalCostThisInterval: 1234.5,
    totalRegistrarsThisInterval: 2,
  };
}

function expiringUrls(api: ReturnType<typeof mockApi>): URL[] {
  return api.fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost:3000'))
    .filter((url) => url.pathname === '/api/domains/expiring');
}

const domain = domainFixture({
  name: 'xn--mnchen-3ya.de',
  unicodeName: 'münchen.de',
  expiration: '2026-05-01',
  purchaseDate: '2024-03-15',
  renewalCost: 12.5,
  registrar: 'namecheap',
});
const bare = domainFixture({
  name: 'bare.com',
  renewalCost: null,
  purchaseDate: null,
  registrar: null,
});

describe('Expirations', () => {
  it('shows skeleton rows while the domains load', async () => {
    mockApi({
      'GET /api/current-user': currentUserReply(userFixture()),
      'GET /api/domains/expiring': () => new Promise<Response>(() => {}),
    });
    renderMainSite('/dashboard/expirations');
    const table = await screen.findByRole('table', { name: 'Expiring domains' });
    expect(table.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(48);
  });

  it('shows the tiles and rows formatted, with a dash for what is missing', async () => {
    const api = mockApi({
      'GET /api/current-user': currentUserReply(userFixture()),
      'GET /api/domains/expiring': { body: expiringBody([domain, bare], 1, 3) },
    });
    renderMainSite('/dashboard/expirations');
    expect(
      await screen.findByRole('heading', { name: 'Expirations This Month' }),
    ).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'münchen.de' });
    expect(link).toHaveAttribute('href', '/dashboard/domains/xn--mnchen-3ya.de');

    const tiles = screen.getByText('Expirations this period').closest('dl') as HTMLElement;
    expect(within(tiles).getByText('3')).toBeInTheDocument();
    expect(within(tiles).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(tiles).getByText('2')).toBeInTheDocument();

    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('05/01/26')).toBeInTheDocument();
    expect(within(row).getByText('$12.50')).toBeInTheDocument();
    expect(within(row).getByText('03/15/24')).toBeInTheDocument();
    expect(within(row).getByText('Namecheap')).toBeInTheDocument();

    const bareRow = screen.getByRole('link', { name: 'bare.com' }).closest('tr') as HTMLElement;
    expect(within(bareRow).getAllByText('-')).toHaveLength(3);

    const [url] = expiringUrls(api);
    expect(url?.searchParams.get('interval')).toBe('MONTH');
    expect(url?.searchParams.get('page')).toBe('1');
    expect(url?.searchParams.get('limit')).toBe('48');
  });

  it('follows the interval tab and goes back to page 1', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/current-user': currentUserReply(userFixture()),
      'GET /api/domains/expiring': ({ url }) =>
        jsonResponse(200, expiringBody([domain], Number(url.searchParams.get('page') ?? '1'), 100)),
    });
    renderMainSite('/dashboard/expirations');
    await screen.findByRole('link', { name: 'münchen.de' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(expiringUrls(api).at(-1)?.searchParams.get('page')).toBe('2'));

    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(
      await screen.findByRole('heading', { name: 'Expirations This Week' }),
    ).toBeInTheDocument();
    await waitFor(() => {
      const last = expiringUrls(api).at(-1);
      expect(last?.searchParams.get('interval')).toBe('WEEK');
      expect(last?.searchParams.get('page')).toBe('1');
    });
  });

  it('says when nothing expires in the period', async () => {
    mockApi({
      'GET /api/current-user': currentUserReply(userFixture()),
      'GET /api/domains/expiring': { body: expiringBody([]) },
    });
    renderMainSite('/dashboard/expirations');
    expect(await screen.findByText('Nothing expires this month.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
