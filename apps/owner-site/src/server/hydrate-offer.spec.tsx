import { SiteShell } from '@domainfolio/ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OwnerRoutes from '../app/owner-routes';
import { requestsTo, siteContext, stubApi } from '../test/fixtures';
import { OFFER_TOKEN, buyerOffer } from '../test/offer-fixtures';
import { render } from './render';

const PAGE = `/offers/${OFFER_TOKEN}`;
const context = { ...siteContext(), offer: buyerOffer() };

describe("the browser takes over the server's offer page", () => {
  let unmount: (() => void) | null = null;
  afterEach(() => {
    unmount?.();
    unmount = null;
  });

  it('hydrates it without a mismatch or a request, and its forms then send JSON', async () => {
    const fetchMock = vi.fn(
      stubApi({
        [`/api/offers/${OFFER_TOKEN}/accept`]: {
          body: {
            type: 'SUCCESS',
            title: 'Offer Accepted',
            message: 'Done.',
            payload: buyerOffer(),
          },
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { html } = await render({ url: PAGE, context });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverHeading = screen.getByRole('heading', { level: 1, name: 'rocket.com' });

    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      const root = hydrateRoot(
        container,
        <SiteShell>
          <MemoryRouter initialEntries={[PAGE]}>
            <OwnerRoutes context={context} />
          </MemoryRouter>
        </SiteShell>,
        { onRecoverableError: recoverable },
      );
      unmount = () => root.unmount();
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'rocket.com' })).toBe(serverHeading);
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Accept $2,000.00' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, `/api/offers/${OFFER_TOKEN}/accept`)).toHaveLength(1),
    );
    expect(await screen.findByText('Offer Accepted')).toBeInTheDocument();
  });
});
