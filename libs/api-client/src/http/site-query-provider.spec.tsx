import type { SiteContext } from '@domainfolio/contracts';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../query-keys';
import { SiteQueryProvider } from './site-query-provider';

const portfolio = {
  page: { title: "Alice's Names", theme: 'indigo', logo: null, description: null },
  analytics: { googleAnalyticsTrackingId: null },
} as unknown as NonNullable<SiteContext['portfolio']>;

function context(extra: Partial<SiteContext> = {}): SiteContext {
  return {
    site: 'owner',
    owner: { username: 'alice', customHost: false, parkedDomain: null },
    appHost: 'localhost',
    host: 'alice.localhost',
    appUrl: 'http://localhost:3000',
    shopUrl: 'http://shop.localhost:3000',
    remotes: { main: '/m.js', shop: '/s.js', owner: '/o.js' },
    proxyIp: '203.0.113.10',
    supportEmail: 'support@example.com',
    session: false,
    auth: { googleSignIn: false },
    recaptcha: null,
    ...extra,
  };
}

/** Renders the provider and hands back the client its children see. */
function clientInside(siteContext: SiteContext, outer?: QueryClient): QueryClient {
  const seen: { client?: QueryClient } = {};
  function Probe() {
    seen.client = useQueryClient();
    return null;
  }
  const tree = (
    <SiteQueryProvider context={siteContext}>
      <Probe />
    </SiteQueryProvider>
  );
  render(outer ? <QueryClientProvider client={outer}>{tree}</QueryClientProvider> : tree);
  if (!seen.client) throw new Error('no client');
  return seen.client;
}

describe('SiteQueryProvider', () => {
  it("puts the portfolio's inlined settings where the portfolio page reads them", () => {
    const client = clientInside(context({ portfolio }));
    expect(client.getQueryData(queryKeys.publicPortfolio('alice'))).toEqual({ payload: portfolio });
  });

  it('leaves the portfolio to its request when nothing was inlined', () => {
    const client = clientInside(context());
    expect(client.getQueryData(queryKeys.publicPortfolio('alice'))).toBeUndefined();
  });

  it('gives each mount a client of its own, with the sites’ defaults', () => {
    const first = clientInside(context());
    const second = clientInside(context());
    expect(first).not.toBe(second);
    expect(first.getDefaultOptions().queries?.staleTime).toBe(30_000);
  });

  it('joins the client of a page that already has one', () => {
    const outer = new QueryClient();
    expect(clientInside(context({ portfolio }), outer)).toBe(outer);
    expect(outer.getQueryData(queryKeys.publicPortfolio('alice'))).toEqual({ payload: portfolio });
  });
});
