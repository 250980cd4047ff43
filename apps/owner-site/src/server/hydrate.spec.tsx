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
  containers.push(container);
  return container;
}

/** The pages put into the document, taken out after each test. */
const containers: HTMLElement[] = [];

describe("the browser takes over the server's landing page", () => {
  let unmount: (() => void) | null = null;
  afterEach(() => {
    unmount?.();
    unmount = null;
    for (const container of containers.splice(0)) container.remove();
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
      await userEvent.click(screen.getByRole('button', { name: /^(Make an Offer|Buy)/ }));
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

  it('lets a browser without JavaScript choose to make an offer, in the server’s form', async () => {
    const container = await serverPage();
    const form = container.querySelector('form')!;

    expect(screen.getByRole('radio', { name: 'Buy now' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Make an offer' })).not.toBeChecked();
    // Every part of both choices is in the page; the stylesheet shows the checked one's.
    const offerField = screen.getByLabelText('Your offer');
    expect(offerField.closest('[class*="[data-intent=buy]:checked"]')).not.toBeNull();
    expect(form.querySelector('button[type="submit"]')).toHaveTextContent(
      'Buy for $2,500.00Send offer',
    );
    (screen.getByRole('radio', { name: 'Make an offer' }) as HTMLInputElement).checked = true;
    expect([...new FormData(form).keys()]).toEqual([
      'domain',
      'owner',
      'intent',
      'name',
      'email',
      'phone',
      'offer',
      'message',
    ]);
    expect(new FormData(form).get('intent')).toBe('offer');
  });

  it('sends the offer chosen and typed before the script ran', async () => {
    const fetchMock = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(
          JSON.stringify({ type: 'SUCCESS', title: 'Message Sent', message: 'Sent', payload: {} }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const container = await serverPage();
    (screen.getByRole('radio', { name: 'Make an offer' }) as HTMLInputElement).checked = true;
    (screen.getByLabelText('Your offer') as HTMLInputElement).value = '1800';
    (screen.getByLabelText('Full name') as HTMLInputElement).value = 'Early Bird';
    (screen.getByLabelText('Email') as HTMLInputElement).value = 'early@example.org';
    (window as unknown as Record<string, unknown>)[HELD_SUBMIT_GLOBAL] =
      container.querySelector('form');

    await hydrate(container);

    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/emails/send'))).toBe(
        true,
      ),
    );
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/emails/send'));
    expect(JSON.parse(String(sent![1]!.body)).data).toMatchObject({
      name: 'Early Bird',
      email: 'early@example.org',
      offer: 1800,
    });
    expect(screen.getByRole('radio', { name: 'Make an offer' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Send offer' })).toBeInTheDocument();
  });
});
