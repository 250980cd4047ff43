import { SiteShell } from '@domainfolio/ui';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ShopRoutes from '../app/shop-routes';
import { publicDomain, searchResponse, siteContext } from '../test/fixtures';
import { render } from './render';

const URL_WITH_FILTERS = '/?category=Career+%26+Education&maxPrice=2000';

describe('the marketplace with a category, from the server to the browser', () => {
  let unmount: (() => void) | null = null;
  const containers: HTMLElement[] = [];
  afterEach(() => {
    unmount?.();
    unmount = null;
    for (const container of containers.splice(0)) container.remove();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('renders the chosen category on the server and hydrates it without a mismatch', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => searchResponse([publicDomain({ name: 'rocket.com' })], { totalDocs: 1 })),
    );
    const { html } = (await render({ url: URL_WITH_FILTERS, context: siteContext }))!;
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    containers.push(container);
    const serverSelect = screen.getByRole('combobox', { name: 'Category' });
    expect(serverSelect).toHaveValue('Career & Education');

    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      const root = hydrateRoot(
        container,
        <SiteShell>
          <MemoryRouter initialEntries={[URL_WITH_FILTERS]}>
            <ShopRoutes context={siteContext} />
          </MemoryRouter>
        </SiteShell>,
        { onRecoverableError: recoverable },
      );
      unmount = () => root.unmount();
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // React adopted the server's select rather than drawing it again.
    expect(screen.getByRole('combobox', { name: 'Category' })).toBe(serverSelect);
    expect(serverSelect).toHaveValue('Career & Education');
    expect(await screen.findByText('Choose from 1 Domain(s).')).toBeInTheDocument();
  });
});
