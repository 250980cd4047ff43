import type { ImportDomainRow, ImportRowResult } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../../../test/fixtures';
import { currentUserReply, jsonResponse, mockApi, type ApiRequest } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';

const GODADDY = [
  'Domain Name,Expiration Date,Ownership Date,Renewal Price,Registrant Email',
  'brightwave.com,3/14/2027,3/14/2019,$ 22.99,owner@example.org',
  'known.net,11/24/2026,11/24/2020,$ 18.99,owner@example.org',
  'www.sub.example.com,1/1/2027,,,owner@example.org',
].join('\r\n');

const CLEAN = GODADDY.split('\r\n').slice(0, 3).join('\r\n');

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

async function openAndChoose(text: string, options?: Parameters<typeof importApi>[0]) {
  const api = mockApi({
    'GET /api/current-user': currentUserReply(userFixture()),
    'POST /api/domains/import': importApi(options),
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
    await waitFor(() => expect(view.location.current).toBe('/dashboard'));
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
    const template = within(exports).getByRole('link', { name: 'Download the CSV template' });
    expect(decodeURIComponent(template.getAttribute('href')!)).toContain(
      'name,description,sellingPrice',
    );
  });
});
