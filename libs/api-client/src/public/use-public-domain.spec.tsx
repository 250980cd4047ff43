import type { PublicDomainResponse } from '@domainfolio/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePublicDomain } from './use-public-domain';

function landing(name: string, unicodeName = name): PublicDomainResponse {
  return {
    type: 'SUCCESS',
    payload: {
      domain: {
        _id: name,
        name,
        unicodeName,
        tld: 'com',
        description: null,
        sellingPrice: 1200,
        offersEnabled: true,
        buyItNow: false,
        priceHidden: false,
        purchaseUrl: null,
        financeUrl: null,
        leaseUrl: null,
        username: 'alice',
        createdDate: '2024-01-01T00:00:00.000Z',
      },
      sold: false,
      owner: { username: 'alice', displayName: 'Alice' },
      page: {
        isEnabled: true,
        title: null,
        theme: 'indigo',
        logo: null,
        logoLight: null,
        description: null,
      },
      analytics: { googleAnalyticsTrackingId: null },
    },
  };
}

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
const notFound = () =>
  answer({ type: 'ERROR', code: 'NOT_FOUND', title: 'Not Found', message: 'Nope' }, 404);

describe('usePublicDomain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('uses the inlined data of its domain as it is, asking nothing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const inlined = landing('xn--bcher-kva.de', 'bücher.de').payload;

    const { result } = renderHook(() => usePublicDomain('Bücher.de', inlined));

    expect(result.current.data).toBe(inlined);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches a domain whose data was not inlined', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(landing('rocket.com')));
    vi.stubGlobal('fetch', fetchMock);

    const first = renderHook(() => usePublicDomain('Rocket.com', landing('other.com').payload));
    expect(first.result.current.data).toBeUndefined();
    await waitFor(() => expect(first.result.current.data?.domain.name).toBe('rocket.com'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public/domains/rocket.com');
  });

  it('reports a domain the owner does not list, and asks again only when told to', async () => {
    const fetchMock = vi.fn().mockImplementation(() => Promise.resolve(notFound()));
    vi.stubGlobal('fetch', fetchMock);

    const { result } = renderHook(() => usePublicDomain('missing.com'));
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 404 }));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(answer(landing('missing.com')));
    act(() => result.current.refetch());
    expect(result.current.error).toBeNull();
    await waitFor(() => expect(result.current.data?.domain.name).toBe('missing.com'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('follows a change of domain to the new one', async () => {
    const fetchMock = vi
      .fn()
      .mockImplementation((url: string) =>
        Promise.resolve(answer(landing(url.slice(url.lastIndexOf('/') + 1)))),
      );
    vi.stubGlobal('fetch', fetchMock);

    const { result, rerender } = renderHook(({ name }) => usePublicDomain(name), {
      initialProps: { name: 'first.com' },
    });
    await waitFor(() => expect(result.current.data?.domain.name).toBe('first.com'));
    rerender({ name: 'second.com' });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data?.domain.name).toBe('second.com'));
  });
});
