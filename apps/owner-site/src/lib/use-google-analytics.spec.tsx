import { renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import OwnerRoutes from '../app/owner-routes';
import { portfolioBody, searchBody, siteContext, stubApi } from '../test/fixtures';
import { renderRoutes } from '../test/render-routes';
import { gtagScriptUrl, useGoogleAnalytics } from './use-google-analytics';

function gtagScripts() {
  return Array.from(document.scripts).filter((script) =>
    script.getAttribute('src')?.startsWith('https://www.googletagmanager.com/gtag/js'),
  );
}

describe('useGoogleAnalytics', () => {
  it('loads gtag.js once and configures the id, however often it runs', () => {
    const { rerender, unmount } = renderHook(({ id }) => useGoogleAnalytics(id), {
      initialProps: { id: 'G-ONE' as string | null },
    });
    rerender({ id: 'G-ONE' });
    unmount();
    renderHook(() => useGoogleAnalytics('G-ONE'));

    expect(gtagScripts().map((script) => script.getAttribute('src'))).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-ONE',
    ]);
    expect(gtagScripts()[0]?.async).toBe(true);
    const configs = window.dataLayer?.filter((args) => (args as IArguments)[0] === 'config');
    expect(configs).toHaveLength(1);
  });

  it('loads nothing without an id', () => {
    renderHook(() => useGoogleAnalytics(null));
    renderHook(() => useGoogleAnalytics(''));
    renderHook(() => useGoogleAnalytics(undefined));
    expect(gtagScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('escapes the id in the script URL', () => {
    expect(gtagScriptUrl('G-1&x=2')).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-1%26x%3D2',
    );
  });

  it("starts on the owner's portfolio page when the owner has an id", async () => {
    const body = portfolioBody();
    body.payload.analytics.googleAnalyticsTrackingId = 'G-PORTFOLIO';
    vi.stubGlobal(
      'fetch',
      stubApi({ '/api/public/portfolio/alice': { body }, '/api/search': { body: searchBody([]) } }),
    );
    renderRoutes(<OwnerRoutes context={siteContext()} />);

    await screen.findByRole('heading', { name: "Alice's Names" });
    await waitFor(() => expect(gtagScripts()).toHaveLength(1));
    expect(gtagScripts()[0]).toHaveAttribute('src', gtagScriptUrl('G-PORTFOLIO'));
  });
});
