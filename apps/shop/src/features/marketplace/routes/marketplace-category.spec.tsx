import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ShopRoutes from '../../../app/shop-routes';
import { publicDomain, searchResponse, siteContext } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-routes';

const BASE = '/api/search?limit=48&page=1&sort=LATEST';

function searchPaths(fetchMock: ReturnType<typeof vi.fn>): string[] {
  return fetchMock.mock.calls.map(([path]) => String(path));
}

describe('Marketplace category', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let found: number;

  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    found = 2;
    fetchMock = vi
      .fn()
      .mockImplementation(() =>
        Promise.resolve(
          searchResponse(
            [publicDomain({ name: 'rocket.com' }), publicDomain({ name: 'zenly.io' })].slice(
              0,
              found,
            ),
            { totalDocs: found },
          ),
        ),
      );
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('lists every category, all of them first, and sends the chosen one from page 1', async () => {
    const { location } = renderRoutes(<ShopRoutes context={siteContext} />, '/?page=2');
    await screen.findByText('Choose from 2 Domain(s).');
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveValue('');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options.slice(0, 3)).toEqual(['All categories', 'Adult', 'Advertising & Marketing']);
    expect(options).toContain('Career & Education');

    await userEvent.selectOptions(select, 'Career & Education');
    expect(location().toString()).toBe('category=Career+%26+Education');
    await waitFor(() =>
      expect(searchPaths(fetchMock).at(-1)).toBe(`${BASE}&category=Career+%26+Education`),
    );

    await userEvent.selectOptions(select, 'All categories');
    expect(location().toString()).toBe('');
    await waitFor(() => expect(searchPaths(fetchMock).at(-1)).toBe(BASE));
  });

  it('takes the category from the URL, by name or by tag, with the other filters', async () => {
    renderRoutes(<ShopRoutes context={siteContext} />, '/?category=brandable&maxPrice=2000');
    await screen.findByText('Choose from 2 Domain(s).');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Brandable');
    expect(searchPaths(fetchMock)).toEqual([`${BASE}&maxPrice=2000&category=Brandable`]);
  });

  it('ignores a category that is not one of the list', async () => {
    renderRoutes(<ShopRoutes context={siteContext} />, '/?category=Nope');
    await screen.findByText('Choose from 2 Domain(s).');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    expect(searchPaths(fetchMock)).toEqual([BASE]);
  });

  it('offers to clear the category and the ranges when nothing is in them', async () => {
    found = 0;
    const { location } = renderRoutes(
      <ShopRoutes context={siteContext} />,
      '/?category=Arts&minLength=3',
    );
    expect(await screen.findByText('No domains match these filters')).toBeInTheDocument();
    expect(
      screen.getByText('Try another category or a wider price or length range.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(location().toString()).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    await waitFor(() => expect(searchPaths(fetchMock).at(-1)).toBe(BASE));
  });

  it('names the category when it alone finds nothing', async () => {
    found = 0;
    renderRoutes(<ShopRoutes context={siteContext} />, '/?category=Arts');
    expect(await screen.findByText('No domains in Arts')).toBeInTheDocument();
    expect(screen.getByText('Try another category.')).toBeInTheDocument();
  });
});
