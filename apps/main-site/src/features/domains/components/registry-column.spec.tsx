import type { Domain } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dashboardSearchBody, domainFixture, userFixture } from '../../../test/fixtures';
import { currentUserReply, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';

/** The API with `domains`; the registry filter narrows them like the server does. */
function dashboardApi(domains: Domain[]) {
  return mockApi({
    'GET /api/current-user': currentUserReply(userFixture()),
    'POST /api/search': ({ url }) => {
      const registry = url.searchParams.get('registry');
      const rows = registry
        ? domains.filter((domain) => domain.registryFlag === registry)
        : domains;
      return jsonResponse(200, dashboardSearchBody(rows));
    },
  });
}

function searchUrls(api: ReturnType<typeof mockApi>): URL[] {
  return api.requested('/api/search');
}

const domains = [
  domainFixture({ name: 'alpha.com', registryFlag: 'at-risk' }),
  domainFixture({ name: 'beta.io', registryFlag: 'differs' }),
  domainFixture({ name: 'gamma.net', registryFlag: 'not-found' }),
  domainFixture({ name: 'delta.de', registryFlag: 'no-rdap' }),
  domainFixture({ name: 'epsilon.org', registryFlag: 'pending' }),
  domainFixture({ name: 'zeta.com', registryFlag: 'ok' }),
];

function rowOf(name: string): HTMLElement {
  return screen.getByRole('link', { name }).closest('tr') as HTMLElement;
}

describe('Dashboard: the Registry column and filter', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('says in words what the registry data says of each row, after the expiration', async () => {
    dashboardApi(domains);
    renderMainSite('/dashboard');
    await screen.findByRole('link', { name: 'alpha.com' });
    const table = within(screen.getByRole('table', { name: 'Domain names' }));
    const headers = table.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.indexOf('Registry')).toBe(headers.indexOf('Expiration') + 1);

    expect(within(rowOf('alpha.com')).getByText('At risk')).toHaveClass('bg-red-50');
    expect(within(rowOf('beta.io')).getByText('Differs')).toHaveClass('bg-yellow-50');
    expect(within(rowOf('gamma.net')).getByText('Not in registry')).toHaveClass('bg-red-50');
    expect(within(rowOf('delta.de')).getByText('No RDAP')).toHaveClass('bg-gray-50');
    expect(within(rowOf('epsilon.org')).getByText('Not checked yet')).toHaveClass('bg-gray-50');
    expect(within(rowOf('zeta.com')).getByText('Matches')).toBeInTheDocument();
  });

  it('can be hidden in Toggle Fields', async () => {
    dashboardApi(domains);
    renderMainSite('/dashboard');
    await screen.findByRole('link', { name: 'alpha.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Toggle Fields' }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Registry (shown)' }));
    await userEvent.keyboard('{Escape}');
    const table = screen.getByRole('table', { name: 'Domain names' });
    expect(within(table).queryByRole('columnheader', { name: 'Registry' })).toBeNull();
  });

  it('filters by registry data, from page 1, and shows all again', async () => {
    const api = dashboardApi(domains);
    renderMainSite('/dashboard?page=2');
    await screen.findByRole('link', { name: 'alpha.com' });
    const filter = screen.getByRole('combobox', { name: 'Registry' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'At risk', 'Differs', 'Not in registry']);
    expect(searchUrls(api).at(-1)?.searchParams.get('registry')).toBeNull();

    await userEvent.selectOptions(filter, 'Differs');
    await waitFor(() =>
      expect(searchUrls(api).at(-1)?.searchParams.get('registry')).toBe('differs'),
    );
    expect(searchUrls(api).at(-1)?.searchParams.get('page')).toBe('1');
    expect(searchUrls(api).at(-1)?.searchParams.get('dashboard')).toBe('true');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'alpha.com' })).toBeNull());
    expect(screen.getByRole('link', { name: 'beta.io' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Domain Names\s*1 result/ })).toBeVisible();

    await userEvent.selectOptions(filter, 'All');
    await waitFor(() => expect(searchUrls(api).at(-1)?.searchParams.get('registry')).toBeNull());
    expect(await screen.findByRole('link', { name: 'alpha.com' })).toBeInTheDocument();
  });

  it('says when no domain matches the filter, with a way back to all of them', async () => {
    dashboardApi([domainFixture({ name: 'zeta.com', registryFlag: 'ok' })]);
    renderMainSite('/dashboard?registry=at-risk');
    expect(await screen.findByText('No domains at risk')).toBeInTheDocument();
    expect(screen.queryByText('Add your first domain')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show all domains' }));
    expect(await screen.findByRole('link', { name: 'zeta.com' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Registry' })).toHaveValue('');
  });
});
