import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerDomainView } from './register-domain-view';

describe('registerDomainView', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const sent = () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  };

  it('sends the referrer as ref, encoded, in a keepalive GET', () => {
    const fetchMock = sent();
    registerDomainView('rocket.com', 'https://news.ycombinator.com/item?id=1&x=a b');
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const url = new URL(path, 'https://alice.example');
    expect(url.pathname).toBe('/api/public/domains/rocket.com/view');
    expect(url.searchParams.get('ref')).toBe('https://news.ycombinator.com/item?id=1&x=a b');
    expect([...url.searchParams.keys()]).toEqual(['ref']);
    expect(init.keepalive).toBe(true);
    expect(init.method).toBeUndefined();
  });

  it('sends no ref for a visit without a referrer', () => {
    const fetchMock = sent();
    registerDomainView('bücher.de', '');
    registerDomainView('rocket.com');
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual([
      '/api/public/domains/b%C3%BCcher.de/view',
      '/api/public/domains/rocket.com/view',
    ]);
  });
});
