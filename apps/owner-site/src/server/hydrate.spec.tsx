import { HELD_SUBMIT_GLOBAL } from '@domainfolio/contracts';
import { SiteShell } from '@domainfolio/ui';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OwnerRoutes from '../app/owner-routes';
import { landingBody, siteContext } from '../test/fixtures';
import { render } from './render';

const LANDING = '/rocket.com';
const context = {
  ...siteContext(),
  landing: landingBody({ name: 'rocket.com', unicodeName: 'rocket.com', sellingPrice: 2500 })
    .payload,
};

/** The landing page's HTML as the server renders it, in the document. */
async function serverPage(): Promise<HTMLElement> {
  const { html } = await render({ url: LANDING, context });
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

describe("the browser takes over the server's landing page", () => {
  let unmount: (() => void) | null = null;
  afterEach(() => {
    unmount?.();
    unmount = null;
  });

  /** Hydrates the server's HTML as the host does: the same shell, routes and site context. */
  async function hydrate(container: HTMLElement, onRecoverableError?: () => void) {
    await act(async () => {
      const root = hydrateRoot(
        container,
        <SiteShell>
          <MemoryRouter initialEntries={[LANDING]}>
            <OwnerRoutes context={context} />
          </MemoryRouter>
        </SiteShell>,
        { onRecoverableError },
      );
      unmount = () => root.unmount();
    });
  }

  it('hydrates it without a mismatch, keeping the server’s elements, and the form works', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({}), { status: 200 })),
    );
    const container = await serverPage();
    const serverHeading = screen.getByRole('heading', { level: 1, name: 'rocket.com' });

    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await hydrate(container, recoverable);

    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // The same element: React adopted the server's HTML rather than drawing it again.
    expect(screen.getByRole('heading', { level: 1, name: 'rocket.com' })).toBe(serverHeading);
    await userEvent.type(screen.getByLabelText('Full name'), 'Ada');
    expect(screen.getByLabelText('Full name')).toHaveValue('Ada');
  });

  it.each([
    ['sent after the script ran', false],
    ['sent before the script ran', true],
  ])('keeps what the visitor typed before the script ran, %s', async (_when, sendBeforeScript) => {
    const fetchMock = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(
          JSON.stringify({ type: 'SUCCESS', title: 'Message Sent', message: 'Sent', payload: {} }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const container = await serverPage();
    // Typed into the server's HTML, before hydration.
    (screen.getByLabelText('Full name') as HTMLInputElement).value = 'Early Bird';
    (screen.getByLabelText('Email') as HTMLInputElement).value = 'early@example.org';
    if (sendBeforeScript) {
      (window as unknown as Record<string, unknown>)[HELD_SUBMIT_GLOBAL] =
        container.querySelector('form');
    }

    await hydrate(container);
    if (sendBeforeScript) {
      // The page held back the visitor's click on send (the API's script does this).
      expect(container.querySelector('form')).toHaveAttribute('data-hydrated');
    } else {
      await userEvent.click(screen.getByRole('button', { name: /Make an Offer|Buy Now/ }));
    }

    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/emails/send'))).toBe(
        true,
      ),
    );
    const sent = fetchMock.mock.calls
      .map(([url, init]) => ({ url: String(url), init: init as RequestInit | undefined }))
      .find((call) => call.url.endsWith('/api/emails/send'));
    expect(sent).toBeDefined();
    expect(JSON.parse(String(sent!.init!.body)).data).toMatchObject({
      name: 'Early Bird',
      email: 'early@example.org',
    });
  });
});
