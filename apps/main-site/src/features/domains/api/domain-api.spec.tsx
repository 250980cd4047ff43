import { ErrorCode } from '@domainfolio/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { dashboardSearchBody, domainFixture } from '../../../test/fixtures';
import { apiError, mockApi } from '../../../test/mock-api';
import { spyOnToasts } from '../../../test/toasts';
import { useDeleteDomains } from './delete-domains';
import { useEditDomain } from './edit-domain';
import { useDashboardDomains } from './get-dashboard-domains';
import { usePortfolioStats } from '../../../lib/api/get-portfolio-stats';
import { useDomain } from './get-domain';

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

const listParams = { query: ' shop ', page: 2, sort: 'MOST_VIEWS' } as const;

describe('domain API hooks', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    toasts = spyOnToasts();
  });

  it("asks for the owner's own page of domains, 48 at a time", async () => {
    const api = mockApi({ 'POST /api/search': { body: dashboardSearchBody([domainFixture()]) } });
    const { wrapper } = setup();
    const { result } = renderHook(() => useDashboardDomains(listParams), { wrapper });
    await waitFor(() => expect(result.current.data?.docs).toHaveLength(1));
    const [input] = api.fetchMock.mock.calls[0] as [string];
    const url = new URL(input, 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      dashboard: 'true',
      page: '2',
      limit: '48',
      sort: 'MOST_VIEWS',
    });
    expect(api.sent('POST /api/search')).toEqual([{ query: 'shop' }]);
  });

  it('loads the stats of a period and one domain by name', async () => {
    const stats = {
      totalDomains: 3,
      totalPortfolioValue: 100,
      totalViews: 9,
      totalDomainExpirations: 1,
      totalRenewalCost: 12,
      totalLeads: 2,
    };
    const api = mockApi({
      'GET /api/domains/portfolio-stats': { body: { payload: stats } },
      'GET /api/domains/xn--bcher-kva.de': {
        body: { payload: domainFixture({ name: 'xn--bcher-kva.de' }) },
      },
    });
    const { wrapper } = setup();
    const statsHook = renderHook(() => usePortfolioStats('QUARTER'), { wrapper });
    const domainHook = renderHook(() => useDomain('XN--BCHER-KVA.DE'), { wrapper });
    await waitFor(() => expect(statsHook.result.current.data).toEqual(stats));
    await waitFor(() => expect(domainHook.result.current.data?.name).toBe('xn--bcher-kva.de'));
    const urls = api.fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain('/api/domains/portfolio-stats?interval=QUARTER');
  });

  it('shows an edit in the cached row at once and keeps it when saved', async () => {
    const domain = domainFixture();
    let release: () => void = () => {};
    const api = mockApi({
      'POST /api/search': { body: dashboardSearchBody([domain]) },
      'POST /api/domains/edit': () =>
        new Promise<Response>((resolve) => {
          release = () =>
            resolve(
              new Response(
                JSON.stringify({
                  type: 'SUCCESS',
                  title: 'Domain Updated',
                  message: 'Saved.',
                  payload: { ...domain, sellingPrice: 99 },
                }),
                { status: 200, headers: { 'content-type': 'application/json' } },
              ),
            );
        }),
    });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ list: useDashboardDomains(listParams), edit: useEditDomain() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data?.docs[0]?.sellingPrice).toBe(2500));

    act(() => result.current.edit.mutate({ _id: domain._id, sellingPrice: 99 }));
    await waitFor(() => expect(result.current.list.data?.docs[0]?.sellingPrice).toBe(99));
    expect(api.sent('POST /api/domains/edit')).toEqual([
      { domain: { _id: domain._id, sellingPrice: 99 } },
    ]);
    act(() => release());
    await waitFor(() => expect(result.current.edit.isSuccess).toBe(true));
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it("rolls a refused edit back and shows the server's error", async () => {
    const domain = domainFixture({ sellingPrice: null });
    mockApi({
      'POST /api/search': { body: dashboardSearchBody([domain]) },
      'POST /api/domains/edit': apiError(ErrorCode.BUY_IT_NOW_REQUIRES_PRICE, 400),
    });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ list: useDashboardDomains(listParams), edit: useEditDomain() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data?.docs).toHaveLength(1));

    act(() => result.current.edit.mutate({ _id: domain._id, buyItNow: true }));
    await waitFor(() => expect(result.current.edit.isError).toBe(true));
    expect(result.current.list.data?.docs[0]?.buyItNow).toBe(false);
    await waitFor(() => expect(toasts.error).toHaveBeenCalledTimes(1));
  });

  it('deletes by id and loads the lists again', async () => {
    const api = mockApi({
      'POST /api/search': { body: dashboardSearchBody([]) },
      'POST /api/domains/delete': {
        body: { type: 'SUCCESS', title: 'Deleted', message: '2 deleted', payload: { deleted: 2 } },
      },
    });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ list: useDashboardDomains(listParams), remove: useDeleteDomains() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await act(() => result.current.remove.mutateAsync(['a', 'b']));
    expect(api.sent('POST /api/domains/delete')).toEqual([{ payload: ['a', 'b'] }]);
    await waitFor(() => expect(api.sent('POST /api/search')).toHaveLength(2));
  });
});
