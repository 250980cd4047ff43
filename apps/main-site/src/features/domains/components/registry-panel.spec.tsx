import {
  ErrorCode,
  type DomainDetail,
  type DomainHistoryEntry,
  type DomainRegistry,
} from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  dnsVerificationFixture,
  domainDetailFixture,
  leadsBody,
  registryFixture,
  userFixture,
} from '../../../test/fixtures';
import {
  apiError,
  currentUserReply,
  jsonResponse,
  mockApi,
  type ApiReply,
} from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { spyOnToasts } from '../../../test/toasts';
import { historySentence } from './domain-history';

const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** alpha.com found at the registry: renewed there (its date differs), and in redemption. */
const found = registryFixture({
  state: 'found',
  record: {
    registeredAt: '2019-08-13T04:00:00Z',
    expiresAt: '2027-08-13T04:00:00Z',
    updatedAt: '2026-08-20T10:00:00Z',
    registrar: { name: 'Porkbun LLC', ianaId: '1861' },
    registrarCode: 'porkbun',
    nameservers: ['curitiba.ns.porkbun.com', 'fortaleza.ns.porkbun.com'],
    statuses: ['clientTransferProhibited', 'redemptionPeriod'],
  },
  checkedAt: hoursFromNow(-3),
  nextCheckAt: hoursFromNow(21),
  differences: [
    { field: 'expiration', ours: '2026-05-01', registry: '2027-08-13' },
    { field: 'registrar', ours: 'namecheap', registry: 'porkbun' },
  ],
  atRisk: ['redemptionPeriod'],
  sources: { expiration: 'owner', purchaseDate: 'registry', registrar: 'owner' },
});

function detailApi(overrides: Partial<DomainDetail> = {}, extra: Record<string, ApiReply> = {}) {
  return mockApi({
    'GET /api/current-user': currentUserReply(userFixture()),
    'GET /api/domains/alpha.com': {
      body: { payload: domainDetailFixture({ name: 'alpha.com', ...overrides }) },
    },
    'GET /api/leads/alpha.com': () => jsonResponse(200, leadsBody([])),
    'GET /api/domains/alpha.com/parking': {
      body: { payload: dnsVerificationFixture('alpha.com') },
    },
    ...extra,
  });
}

function registryAnswer(title: string, payload: DomainRegistry) {
  return { type: 'SUCCESS', title, message: 'alpha.com was looked up.', payload };
}

/** The text of the line that holds `part` (lines mix words with times and values). */
function lineOf(scope: ReturnType<typeof within>, part: string): string {
  const line = scope.getByText(part).closest('p');
  return line?.textContent ?? '';
}

async function panel() {
  return within(await screen.findByRole('region', { name: 'Registry data' }));
}

describe('Registry data panel', () => {
  let toasts: ReturnType<typeof spyOnToasts>;
  beforeEach(() => {
    toasts = spyOnToasts();
  });

  it("shows the registry's record, the at-risk status as a warning and where values came from", async () => {
    detailApi({ registry: found });
    renderMainSite('/dashboard/domains/alpha.com');
    const registry = await panel();
    expect(lineOf(registry, '3 hours ago')).toBe('Checked 3 hours ago · Next check in 21 hours');
    expect(registry.getByRole('alert')).toHaveTextContent(
      'alpha.com is at risk of being lost' + 'The registry shows Redemption period.',
    );
    expect(registry.getByText('Expires').nextSibling).toHaveTextContent('08/13/27');
    expect(registry.getByText('Registered').nextSibling).toHaveTextContent('08/13/19');
    expect(registry.getByText('Last changed').nextSibling).toHaveTextContent('08/20/26');
    expect(registry.getByText('Porkbun')).toBeInTheDocument();
    expect(registry.getByText('(IANA ID 1861)')).toBeInTheDocument();
    expect(registry.getByText('fortaleza.ns.porkbun.com')).toBeInTheDocument();
    expect(registry.getByText('Client transfer prohibited')).toBeInTheDocument();
    // The at-risk status says so in words, not by its colour alone.
    expect(registry.getByText('Redemption period').closest('span')).toHaveTextContent(
      'Redemption period (at risk)',
    );
    // Where each of the owner's values came from.
    const yours = registry.getByRole('heading', { name: 'Your records' }).parentElement!;
    expect(within(yours).getByText('Purchase date').nextSibling).toHaveTextContent(
      '05/01/24from the registry',
    );
    expect(within(yours).getAllByText('entered by you')).toHaveLength(2);
  });

  it("lists each difference and takes the registry's value with one click", async () => {
    const user = userEvent.setup();
    const applied = { ...found, differences: found.differences.slice(1) };
    const api = detailApi(
      { registry: found },
      {
        'POST /api/domains/alpha.com/registry-apply': {
          body: registryAnswer('Registry Values Used', applied),
        },
      },
    );
    renderMainSite('/dashboard/domains/alpha.com');
    const registry = await panel();
    const differs = within(
      registry.getByRole('heading', { name: 'Differs from your records' }).parentElement!,
    );
    expect(lineOf(differs, 'Expiration')).toBe('ExpirationYours: 05/01/26 · Registry: 08/13/27');
    expect(lineOf(differs, 'Registrar')).toBe('RegistrarYours: Namecheap · Registry: Porkbun');
    const loads = api.sent('GET /api/domains/alpha.com').length;

    await user.click(registry.getByRole('button', { name: "Use the registry's expiration" }));
    await waitFor(() =>
      expect(api.sent('POST /api/domains/alpha.com/registry-apply')).toEqual([
        { fields: ['expiration'] },
      ]),
    );
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Registry Values Used', expect.anything()),
    );
    // The domain's own expiration changed: it loads again.
    await waitFor(() =>
      expect(api.sent('GET /api/domains/alpha.com').length).toBeGreaterThan(loads),
    );
  });

  it('shows the server error when the registry has no value to use', async () => {
    const user = userEvent.setup();
    detailApi(
      { registry: found },
      { 'POST /api/domains/alpha.com/registry-apply': apiError(ErrorCode.CONFLICT, 409) },
    );
    renderMainSite('/dashboard/domains/alpha.com');
    const registry = await panel();
    await user.click(registry.getByRole('button', { name: "Use the registry's registrar" }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledTimes(1));
  });

  it('refreshes: the button shows it is asking, then the answer and the toast', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    let registryNow = registryFixture();
    const api = detailApi(
      {},
      {
        'GET /api/domains/alpha.com': () =>
          jsonResponse(200, {
            payload: domainDetailFixture({ name: 'alpha.com', registry: registryNow }),
          }),
        'POST /api/domains/alpha.com/registry-refresh': () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      },
    );
    renderMainSite('/dashboard/domains/alpha.com');
    const registry = await panel();
    expect(registry.getByText('Not checked yet. Refresh asks the registry now.')).toBeVisible();

    await user.click(registry.getByRole('button', { name: 'Refresh' }));
    const asking = await registry.findByRole('button', { name: /Asking the registry/ });
    expect(asking).toBeDisabled();
    expect(asking).toHaveAttribute('aria-busy', 'true');
    expect(api.sent('POST /api/domains/alpha.com/registry-refresh')).toEqual([undefined]);

    registryNow = found;
    answer(jsonResponse(200, registryAnswer('Registry Checked', found)));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Registry Checked', expect.anything()),
    );
    expect(await registry.findByText('Client transfer prohibited')).toBeInTheDocument();
    expect(registry.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('says so when refreshing too often', async () => {
    const user = userEvent.setup();
    detailApi(
      {},
      { 'POST /api/domains/alpha.com/registry-refresh': apiError(ErrorCode.RATE_LIMITED, 429) },
    );
    renderMainSite('/dashboard/domains/alpha.com');
    await user.click((await panel()).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['no_rdap', 'This registry publishes no RDAP data; your own dates stand.'],
    ['not_found', 'The registry holds no such domain.'],
  ] as const)('explains the %s state', async (state, words) => {
    detailApi({ registry: registryFixture({ state, checkedAt: hoursFromNow(-1) }) });
    renderMainSite('/dashboard/domains/alpha.com');
    const registry = await panel();
    expect(registry.getByText(words)).toBeInTheDocument();
    expect(registry.queryByRole('button', { name: /Use the registry/ })).toBeNull();
    expect(lineOf(registry, '1 hour ago')).toBe('Checked 1 hour ago');
  });

  it('shows a failed look-up as a note and keeps the earlier data', async () => {
    const problem = 'The registry (verisign) did not answer in time; it is asked again later.';
    detailApi({ registry: { ...found, problem, nextCheckAt: hoursFromNow(-0.1) } });
    renderMainSite('/dashboard/domains/alpha.com');
    const registry = await panel();
    expect(registry.getByText(problem).parentElement).toHaveTextContent(`Last look-up: ${problem}`);
    expect(lineOf(registry, '3 hours ago')).toBe('Checked 3 hours ago · Next check due now');
    expect(registry.getByText('Client transfer prohibited')).toBeInTheDocument();
  });

  it('shows what each registrar account says, only when there are accounts', async () => {
    detailApi({
      atRegistrars: [
        {
          connectionId: 'c1',
          registrar: 'Porkbun',
          expiration: '2027-08-13',
          autoRenew: true,
          locked: true,
          lastSeenAt: hoursFromNow(-2),
          missingSince: null,
        },
        {
          connectionId: 'c2',
          registrar: 'GoDaddy',
          expiration: '2026-08-13',
          autoRenew: false,
          locked: null,
          lastSeenAt: hoursFromNow(-48),
          missingSince: '2026-09-01T08:00:00.000Z',
        },
      ],
    });
    renderMainSite('/dashboard/domains/alpha.com');
    const registry = await panel();
    const accounts = within(
      registry.getByRole('heading', { name: 'At your registrars' }).parentElement!,
    );
    expect(accounts.getByText(/Expires 08\/13\/27/)).toHaveTextContent(
      'Expires 08/13/27 · Auto-renew on · Locked',
    );
    expect(accounts.getByText(/Not at GoDaddy any more since 09\/01\/26/)).toBeInTheDocument();
    expect(lineOf(accounts, '2 hours ago')).toBe('Last seen 2 hours ago');
  });

  it('leaves the registrar accounts out when none lists the domain', async () => {
    detailApi();
    renderMainSite('/dashboard/domains/alpha.com');
    const registry = await panel();
    expect(registry.queryByRole('heading', { name: 'At your registrars' })).toBeNull();
  });
});

describe('History', () => {
  const entry = (overrides: Partial<DomainHistoryEntry>): DomainHistoryEntry => ({
    _id: 'h1',
    kind: 'renewed',
    source: 'registry',
    field: null,
    at: '2026-08-20T10:00:00.000Z',
    from: null,
    to: null,
    ...overrides,
  });

  it.each([
    [
      entry({ kind: 'filled', field: 'expiration', from: '2027-11-26', to: '2027-08-13' }),
      'Expiration filled in from the registry: 08/13/27 (was 11/26/27)',
    ],
    [
      entry({ kind: 'filled', field: 'registrar', source: 'Porkbun', from: null, to: 'Porkbun' }),
      'Registrar filled in from Porkbun: Porkbun',
    ],
    [
      entry({ kind: 'renewed', from: '2027-08-13', to: '2028-08-13' }),
      'Renewed: expires 08/13/28 (was 08/13/27)',
    ],
    [
      entry({ kind: 'transferred', from: 'GoDaddy', to: 'Porkbun' }),
      'Transferred from GoDaddy to Porkbun',
    ],
    [
      entry({ kind: 'at_risk', to: 'redemptionPeriod, pendingDelete' }),
      'At risk: Redemption period, Pending delete',
    ],
    [
      entry({ kind: 'risk_cleared', from: 'redemptionPeriod' }),
      'No longer at risk (was Redemption period)',
    ],
    [entry({ kind: 'gone', from: 'Porkbun' }), 'No longer in the registry'],
    [entry({ kind: 'back', to: 'Porkbun' }), 'Back in the registry, at Porkbun'],
    [entry({ kind: 'left_registrar', source: 'Porkbun' }), 'Not at Porkbun any more'],
    [entry({ kind: 'at_registrar', source: 'Porkbun' }), 'Listed at Porkbun'],
  ])('says %o as a sentence', (historyEntry, sentence) => {
    expect(historySentence(historyEntry)).toBe(sentence);
  });

  it('lists the changes newest first with their date and source', async () => {
    detailApi({
      history: [
        entry({
          _id: 'old',
          kind: 'filled',
          field: 'expiration',
          at: '2026-01-05T09:00:00.000Z',
          from: '2027-11-26',
          to: '2027-08-13',
        }),
        entry({
          _id: 'new',
          kind: 'left_registrar',
          source: 'GoDaddy',
          at: '2026-09-01T09:00:00.000Z',
        }),
      ],
    });
    renderMainSite('/dashboard/domains/alpha.com');
    const history = within(await screen.findByRole('region', { name: 'History' }));
    const items = history.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '09/01/26Not at GoDaddy any moreSeen by · GoDaddy',
      '01/05/26Expiration filled in from the registry: 08/13/27 (was 11/26/27)Seen by · registry',
    ]);
  });

  it('says when nothing changed yet', async () => {
    detailApi();
    renderMainSite('/dashboard/domains/alpha.com');
    const history = within(await screen.findByRole('region', { name: 'History' }));
    expect(history.getByText('No registry changes seen yet.')).toBeInTheDocument();
  });
});
