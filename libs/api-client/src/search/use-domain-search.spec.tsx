import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDomainSearch } from './use-domain-search';

function page(name: string) {
  return {
    payload: {
      docs: [{ _id: name, name, unicodeName: name }],
      totalDocs: 1,
      limit: 48,
      page: 1,
      totalPages: 1,
      hasPrevPage: false,
      hasNextPage: false,
      prevPage: null,
      nextPage: null,
      pagingCounter: 1,
    },
  };
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function paths(fetchMock: ReturnType<typeof vi.fn>): string[] {
  return fetchMock.mock.calls.map(([path]) => String(path));
}

describe('useDomainSearch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts the search and gives the paged result', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(new Response(JSON.stringify(page('alpha.com')), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    const { result } = renderHook(
      () => useDomainSearch({ username: 'demo', query: ' alpha ', sort: 'LATEST', page: 2 }),
      {
        wrapper,
      },
    );

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.docs[0]?.name).toBe('alpha.com');
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/search?limit=48&username=demo&sort=LATEST&page=2');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"query":"alpha"}');
  });

  it('keeps the previous page on screen while the next one loads', async () => {
    let resolveSecond: (response: Response) => void = () => {};
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify(page('first.com'))))
      .mockReturnValueOnce(new Promise<Response>((resolve) => (resolveSecond = resolve)));
    vi.stubGlobal('fetch', fetchMock);

    const { result, rerender } = renderHook(
      ({ pageNumber }) => useDomainSearch({ page: pageNumber }),
      {
        wrapper,
        initialProps: { pageNumber: 1 },
      },
    );
    await waitFor(() => expect(result.current.data?.docs[0]?.name).toBe('first.com'));

    rerender({ pageNumber: 2 });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.docs[0]?.name).toBe('first.com');

    resolveSecond(new Response(JSON.stringify(page('second.com'))));
    await waitFor(() => expect(result.current.data?.docs[0]?.name).toBe('second.com'));
  });

  it('sends the price and length bounds given, and caches each set of bounds apart', async () => {
    const fetchMock = vi.fn((path: string) =>
      Promise.resolve(
        new Response(
          JSON.stringify(page(new URLSearchParams(path.split('?')[1]).get('maxPrice') ?? 'any')),
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);

    const { result, rerender } = renderHook(
      ({ maxPrice }: { maxPrice?: number }) =>
        useDomainSearch({ minPrice: 500, maxPrice, minLength: 3, maxLength: undefined }),
      { wrapper, initialProps: { maxPrice: 2000 } as { maxPrice?: number } },
    );
    await waitFor(() => expect(result.current.data?.docs[0]?.name).toBe('2000'));
    expect(paths(fetchMock)).toEqual([
      '/api/search?limit=48&minPrice=500&maxPrice=2000&minLength=3',
    ]);

    rerender({ maxPrice: undefined });
    await waitFor(() => expect(result.current.data?.docs[0]?.name).toBe('any'));
    expect(paths(fetchMock)[1]).toBe('/api/search?limit=48&minPrice=500&minLength=3');

    // Back to the first bounds: their page is in the cache, shown at once (and refreshed).
    rerender({ maxPrice: 2000 });
    expect(result.current.data?.docs[0]?.name).toBe('2000');
    expect(result.current.isPlaceholderData).toBe(false);
  });
});
