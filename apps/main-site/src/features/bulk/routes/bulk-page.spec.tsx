import {
  ErrorCode,
  errorBody,
  type ImportDomainRow,
  type ImportDomainsRequest,
  type ImportRowResult,
} from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../../../test/fixtures';
import {
  currentUserReply,
  jsonResponse,
  mockApi,
  type ApiReply,
  type ApiRequest,
} from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';

const GODADDY = [
  'Domain Name,Expiration Date,Ownership Date,Renewal Price,Lock,Registrant Email',
  'brightwave.com,3/14/2027,3/14/2019,$ 22.99,Locked,owner@example.org',
  'known.net,11/24/2026,11/24/2020,$ 18.99,Locked,owner@example.org',
  'www.sub.example.com,1/1/2027,,,Unlocked,owner@example.org',
].join('\r\n');

const CLEAN = GODADDY.split('\r\n').slice(0, 3).join('\r\n');

/** The tests of a 1,500-row file read, check and upload it all, which takes a few seconds here. */
const LARGE_FILE_TIMEOUT_MS = 20_000;

const file = (text: string, name = 'godaddy.csv') => new File([text], name, { type: 'text/csv' });

/** A fake import endpoint: names it already has are updates, the rest new; `limit` domains. */
function importApi({ before = 10, limit = 100 } = {}) {
  return ({ url, body }: ApiRequest) => {
    const rows = (body as { domains: ImportDomainRow[] }).domains;
    const results: ImportRowResult[] = rows.map((row) => ({
      line: row.line ?? 0,
      name: row.name,
      status: row.name === 'known.net' ? 'UPDATED' : 'CREATED',
    }));
    const created = results.filter((row) => row.status === 'CREATED').length;
    return jsonResponse(200, {
      type: 'SUCCESS',
      title: url.searchParams.get('dryRun') === 'true' ? 'File Checked' : 'Import Complete',
      message: '',
      payload: {
        dryRun: url.searchParams.get('dryRun') === 'true',
        created,
        updated: results.length - created,
        rejected: 0,
        rows: results,
        domains: { limit, before, after: before + created },
      },
    });
  };
}

/** A GoDaddy export of `rows` new names, on rows 2 to rows + 1. */
const bigExport = (rows: number) =>
  [
    'Domain Name,Expiration Date,Ownership Date,Renewal Price',
    ...Array.from({ length: rows }, (_, n) => `big-${n}.com,3/14/2027,3/14/2019,$ 18.99`),
  ].join('\r\n');

/**
 * The import endpoint of `importApi`, except that the upload requests (not the dry runs) get
 * `failures` in turn: a Response to answer with, or null to pass through.
 */
function failingUploads(failures: (Response | 'network' | null)[]) {
  const answer = importApi({ before: 10, limit: 5000 });
  return (request: ApiRequest) => {
    if (request.url.searchParams.get('dryRun') === 'true') return answer(request);
    const failure = failures.shift() ?? null;
    if (failure === 'network') throw new TypeError('Failed to fetch');
    return failure ?? answer(request);
  };
}

async function openAndChoose(
  text: string,
  options?: Parameters<typeof importApi>[0],
  importReply: ApiReply = importApi(options),
) {
  const api = mockApi({
    'GET /api/current-user': currentUserReply(userFixture()),
    'POST /api/domains/import': importReply,
  });
  const view = renderMainSite('/dashboard/domains/bulk');
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Import domains' });
  await user.upload(screen.getByLabelText(/Choose a CSV file/), file(text));
  return { api, user, view };
}

describe('Bulk import and export', () => {
  it('reads a GoDaddy export, checks every row with the server and shows what will happen', async () => {
    const { api } = await openAndChoose(GODADDY);
    expect(await screen.findByText('godaddy.csv')).toBeInTheDocument();
    expect(screen.getByText(/GoDaddy export/)).toBeInTheDocument();

    const columns = screen.getByText('Ownership Date').closest('div')!;
    expect(within(columns).getByText('Purchase Date')).toBeInTheDocument();
    const registrant = screen.getByText('Registrant Email').closest('div')!;
    expect(
      within(registrant).getByText('Never imported: personal or secret data'),
    ).toBeInTheDocument();
    // Registrar state is folded away under one line.
    expect(
      screen.getByText('1 more column not imported: Domainfolio has no field for it'),
    ).toBeInTheDocument();

    const rows = await screen.findByRole('table', { name: 'Rows in your file' });
    await waitFor(() => expect(within(rows).getAllByRole('row')).toHaveLength(4));
    expect(within(rows).getByText('New')).toBeInTheDocument();
    expect(within(rows).getByText('Update')).toBeInTheDocument();
    expect(
      within(rows).getByText(
        'www.sub.example.com is a subdomain. Add the domain itself, such as example.com.',
      ),
    ).toBeInTheDocument();

    const [dryRun] = api.sent('POST /api/domains/import') as { domains: ImportDomainRow[] }[];
    expect(api.requested('/api/domains/import')[0]!.searchParams.get('dryRun')).toBe('true');
    expect(dryRun!.domains).toEqual([
      {
        name: 'brightwave.com',
        expiration: '2027-03-14',
        purchaseDate: '2019-03-14',
        renewalCost: 22.99,
        registrar: 'godaddy',
        line: 2,
      },
      {
        name: 'known.net',
        expiration: '2026-11-24',
        purchaseDate: '2020-11-24',
        renewalCost: 18.99,
        registrar: 'godaddy',
        line: 3,
      },
    ]);
    expect(JSON.stringify(api.sent('POST /api/domains/import'))).not.toContain('owner@example.org');
  });

  it('uploads the accepted rows, shows the progress, and goes to the dashboard', async () => {
    const { api, user, view } = await openAndChoose(CLEAN);
    const upload = await screen.findByRole('button', { name: 'Upload 2 domains' });
    await waitFor(() => expect(upload).toBeEnabled());
    await user.click(upload);
    expect(await screen.findByText('Import complete')).toBeInTheDocument();
    expect(screen.getByText('1 domain added, 1 updated, 0 not imported.')).toBeInTheDocument();
    const requests = api.requested('/api/domains/import');
    expect(requests.map((url) => url.searchParams.get('dryRun'))).toEqual(['true', 'false']);
    // One chunk is the whole upload: no list of names beside it.
    expect(api.sent('POST /api/domains/import')[1]).not.toHaveProperty('uploadNames');
    await waitFor(() => expect(view.location.current).toBe('/dashboard'));
  });

  it(
    'sends every name of a large upload with its first chunk, and says nothing was saved when that chunk is refused',
    async () => {
      const limit = jsonResponse(
        403,
        errorBody(ErrorCode.DOMAIN_LIMIT_REACHED, { plan: 'Free', limit: '100', total: '1,510' }),
      );
      const { api, user } = await openAndChoose(
        bigExport(1500),
        undefined,
        failingUploads([limit]),
      );
      const upload = await screen.findByRole('button', { name: 'Upload 1,500 domains' });
      await waitFor(() => expect(upload).toBeEnabled());
      await user.click(upload);

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The upload stopped');
      expect(alert).toHaveTextContent(
        'No rows were saved: Domain Limit Reached. Your Free plan allows 100 domains and this would bring your portfolio to 1,510.',
      );
      const sent = api.sent('POST /api/domains/import') as ImportDomainsRequest[];
      // Two dry-run chunks, then the first upload chunk with the whole upload's names; no more.
      expect(sent).toHaveLength(3);
      expect(sent[2]!.domains).toHaveLength(1000);
      expect(sent[2]!.uploadNames).toHaveLength(1500);
      expect(sent[2]!.uploadNames!.at(-1)).toBe('big-1499.com');
      expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
        'aria-valuenow',
        '0',
      );
      // No spinner: the user can cancel, or retry every row, and the preview stays.
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Upload the other 1,500 domains' })).toBeEnabled();
      expect(screen.getByRole('table', { name: 'Rows in your file' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(await screen.findByLabelText(/Choose a CSV file/)).toBeEnabled();
    },
    LARGE_FILE_TIMEOUT_MS,
  );

  it.each([
    ['a server error', jsonResponse(500, errorBody(ErrorCode.INTERNAL)), 'Something Went Wrong.'],
    ['a lost connection', 'network' as const, 'Connection problem.'],
  ])(
    'says which rows were saved when a later chunk fails with %s, and uploads the rest on retry',
    async (_what, failure, title) => {
      const { api, user, view } = await openAndChoose(
        bigExport(1500),
        undefined,
        failingUploads([null, failure]),
      );
      const upload = await screen.findByRole('button', { name: 'Upload 1,500 domains' });
      await waitFor(() => expect(upload).toBeEnabled());
      await user.click(upload);

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        `Rows 2–1,001 were saved; rows 1,002–1,501 were not: ${title}`,
      );
      expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
        'aria-valuenow',
        '1000',
      );
      expect(screen.getByText('Stopped')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();

      await user.click(screen.getByRole('button', { name: 'Upload the other 500 domains' }));
      expect(await screen.findByText('Import complete')).toBeInTheDocument();
      expect(
        screen.getByText('1,500 domains added, 0 updated, 0 not imported.'),
      ).toBeInTheDocument();
      const sent = api.sent('POST /api/domains/import') as ImportDomainsRequest[];
      const retry = sent.at(-1)!;
      expect(retry.domains.map((row) => row.line)).toEqual(
        Array.from({ length: 500 }, (_, i) => i + 1002),
      );
      // The retry is one chunk: it is its own whole upload.
      expect(retry.uploadNames).toBeUndefined();
      await waitFor(() => expect(view.location.current).toBe('/dashboard'));
    },
    LARGE_FILE_TIMEOUT_MS,
  );

  it('shows a long file a page at a time, and the rows not imported on their own', async () => {
    await openAndChoose(`${bigExport(120)}\r\nwww.sub.example.com,3/14/2027,3/14/2019,$ 18.99`, {
      limit: 5000,
    });
    const rows = await screen.findByRole('table', { name: 'Rows in your file' });
    await screen.findByRole('button', { name: 'Upload 120 domains' });
    expect(within(rows).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 1 to 50 of 121 results');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(rows).getByText('big-50.com')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Not imported (1)' }));
    expect(within(rows).getAllByRole('row')).toHaveLength(2);
    expect(
      within(rows).getByText(
        'www.sub.example.com is a subdomain. Add the domain itself, such as example.com.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('stays after an upload with refused rows, listing them with their reasons', async () => {
    const { user, view } = await openAndChoose(GODADDY);
    const upload = await screen.findByRole('button', { name: 'Upload 2 domains' });
    await waitFor(() => expect(upload).toBeEnabled());
    await user.click(upload);
    const results = await screen.findByRole('table', { name: 'Import results' });
    expect(within(results).getByText('www.sub.example.com')).toBeInTheDocument();
    expect(within(results).getAllByRole('row')).toHaveLength(2);
    expect(view.location.current).toBe('/dashboard/domains/bulk');
    expect(screen.getByRole('button', { name: 'Go to your domains' })).toBeInTheDocument();
  });

  it('refuses to upload past the plan limit, with the numbers', async () => {
    await openAndChoose(GODADDY, { before: 100, limit: 100 });
    expect(await screen.findByText("Over your plan's domain limit")).toBeInTheDocument();
    expect(
      screen.getByText(
        /allows 100 domains. You have 100, and this file would bring your portfolio to 101/,
      ),
    ).toBeInTheDocument();
    const upload = screen.getByRole('button', { name: 'Upload 2 domains' });
    expect(upload).toBeDisabled();
  });

  it('says why a file cannot be read, and sends nothing', async () => {
    const { api } = await openAndChoose('name\nbad.com\u0000\n');
    expect(await screen.findByText('godaddy.csv could not be read')).toBeInTheDocument();
    expect(screen.getByText(/contains NUL bytes/)).toBeInTheDocument();
    expect(api.sent('POST /api/domains/import')).toEqual([]);
  });

  it('names the registrars and marketplaces whose files it reads, as a list of tiles', async () => {
    mockApi({ 'GET /api/current-user': currentUserReply(userFixture()) });
    renderMainSite('/dashboard/domains/bulk');
    const sources = await screen.findByRole('list', { name: 'Reads the files of' });
    const names = within(sources)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual([
      'GoDaddyRegistrar',
      'NamecheapRegistrar',
      'DynadotRegistrar',
      'PorkbunRegistrar',
      'SpaceshipRegistrar',
      'UniregistryRegistrar',
      'SedoMarketplace',
      'AfternicMarketplace',
      'Dan.comMarketplace',
      'EftyMarketplace',
      'Our templateYour own file',
      'List of namesYour own file',
    ]);
  });

  it('offers the exports, the marketplace files and the template', async () => {
    mockApi({ 'GET /api/current-user': currentUserReply(userFixture()) });
    renderMainSite('/dashboard/domains/bulk');
    const exports = await screen.findByRole('region', { name: 'Export your portfolio' });
    expect(within(exports).getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/domains/export?format=csv',
    );
    expect(within(exports).getByRole('link', { name: 'Sedo' })).toHaveAttribute(
      'href',
      '/api/domains/export?format=sedo',
    );
    expect(
      within(exports).getByText(/Afternic requires a minimum offer for every name/),
    ).toBeInTheDocument();
    const template = within(exports).getByRole('link', { name: 'Download the CSV template' });
    expect(decodeURIComponent(template.getAttribute('href')!)).toContain(
      'name,description,sellingPrice',
    );
  });
});
