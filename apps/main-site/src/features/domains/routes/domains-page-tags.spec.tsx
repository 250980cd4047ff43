import type { Domain } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { tagsBody } from '../../../test/bulk-edit-fixtures';
import { dashboardSearchBody, domainFixture, userFixture } from '../../../test/fixtures';
import { currentUserReply, jsonResponse, mockApi, type ApiReply } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';

const alpha = domainFixture({ name: 'alpha.com', tags: ['ai', 'brandable'] });
const beta = domainFixture({ name: 'beta.io', tags: ['ai', 'short', '3l', 'crypto', 'web3'] });
const gamma = domainFixture({ name: 'gamma.net', tags: [] });

/** The API answering the dashboard search with the rows carrying `?tag=`, like the server. */
function tagsApi(domains: Domain[], extra: Record<string, ApiReply> = {}) {
  return mockApi({
    'GET /api/current-user': currentUserReply(userFixture()),
    'GET /api/domains/tags': { body: tagsBody({ ai: 2, brandable: 1, short: 1 }) },
    'POST /api/search': ({ url }) => {
      const tag = url.searchParams.get('tag');
      return jsonResponse(
        200,
        dashboardSearchBody(tag ? domains.filter((domain) => domain.tags.includes(tag)) : domains),
      );
    },
    ...extra,
  });
}

const searches = (api: ReturnType<typeof mockApi>) => api.requested('/api/search');

describe('Dashboard: tags', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows each name’s tags as chips, the rest counted', async () => {
    tagsApi([alpha, beta, gamma]);
    renderMainSite('/dashboard');
    const table = within(await screen.findByRole('table', { name: 'Domain names' }));
    await table.findByRole('link', { name: 'alpha.com' });
    expect(table.getByRole('columnheader', { name: 'Tags' })).toBeInTheDocument();
    const alphaTags = within(screen.getByRole('row', { name: /alpha\.com/ })).getByRole('list', {
      name: 'Tags',
    });
    expect(
      within(alphaTags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ai', 'brandable']);
    const betaTags = within(screen.getByRole('row', { name: /beta\.io/ })).getByRole('list', {
      name: 'Tags',
    });
    expect(
      within(betaTags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ai', 'short', '3l', '+2 more: crypto, web3']);
  });

  it('can hide the Tags column in Toggle Fields', async () => {
    tagsApi([alpha]);
    renderMainSite('/dashboard');
    const table = within(await screen.findByRole('table', { name: 'Domain names' }));
    await table.findByRole('link', { name: 'alpha.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Toggle Fields' }));
    await userEvent.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Tags (shown)' }),
    );
    await userEvent.keyboard('{Escape}');
    expect(table.queryByRole('columnheader', { name: 'Tags' })).toBeNull();
  });

  it('filters by tag: the choice goes into the URL and the search, back to page 1', async () => {
    const api = tagsApi([alpha, beta, gamma]);
    const { location } = renderMainSite('/dashboard?page=2');
    const filter = await screen.findByRole('combobox', { name: 'Tag' });
    await within(filter).findByRole('option', { name: 'ai (2)' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'ai (2)', 'brandable (1)', 'short (1)']);
    await userEvent.selectOptions(filter, 'ai');
    await waitFor(() => expect(location.current).toBe('/dashboard?tag=ai'));
    await waitFor(() => expect(searches(api).at(-1)?.searchParams.get('tag')).toBe('ai'));
    expect(searches(api).at(-1)?.searchParams.get('dashboard')).toBe('true');
    expect(searches(api).at(-1)?.searchParams.get('page')).toBe('1');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'gamma.net' })).toBeNull());

    await userEvent.selectOptions(filter, '');
    await waitFor(() => expect(location.current).toBe('/dashboard'));
    expect(searches(api).at(-1)?.searchParams.get('tag')).toBeNull();
  });

  it('opens on the tag the URL names and says when no name carries it', async () => {
    const api = tagsApi([alpha, beta]);
    const { location } = renderMainSite('/dashboard?tag=Gone');
    expect(await screen.findByText('No domains tagged gone')).toBeInTheDocument();
    expect(searches(api)[0]?.searchParams.get('tag')).toBe('gone');
    // A tag no name carries stays chosen in the filter.
    expect(screen.getByRole('combobox', { name: 'Tag' })).toHaveValue('gone');
    await userEvent.click(screen.getByRole('button', { name: 'Show all domains' }));
    await waitFor(() => expect(location.current).toBe('/dashboard'));
    expect(await screen.findByRole('link', { name: 'alpha.com' })).toBeInTheDocument();
  });

  it('drops both filters at once with Show all domains', async () => {
    tagsApi([alpha]);
    const { location } = renderMainSite('/dashboard?registry=at-risk&tag=gone');
    expect(await screen.findByText('No domains at risk')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all domains' }));
    await waitFor(() => expect(location.current).toBe('/dashboard'));
    expect(await screen.findByRole('link', { name: 'alpha.com' })).toBeInTheDocument();
  });

  it('leaves the filter out while the owner has no tags', async () => {
    tagsApi([gamma], { 'GET /api/domains/tags': { body: tagsBody({}) } });
    renderMainSite('/dashboard');
    await screen.findByRole('link', { name: 'gamma.net' });
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Tag' })).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Registry' })).toBeInTheDocument();
  });
});
