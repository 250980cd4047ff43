import { API_KEY_HEADER } from '@domainfolio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { proUserFixture } from '../../../test/fixtures';
import { currentUserReply, mockApi } from '../../../test/mock-api';
import { renderMainSite } from '../../../test/render-routes';
import { fixRendererSemantics } from '../components/scalar-reference';

/** A small document in the shape the API serves: one owner operation behind the key. */
const DOCUMENT = {
  openapi: '3.0.0',
  info: { title: 'Domainfolio API', version: '1.0.0', description: 'The test document.' },
  paths: {
    '/api/domains/{domain}': {
      get: {
        operationId: 'getDomain',
        summary: 'One of your domains by name',
        tags: ['domains'],
        parameters: [{ name: 'domain', in: 'path', required: true, schema: { type: 'string' } }],
        security: [{ apiKey: [] }],
        responses: {
          '200': { description: 'Success' },
          '404': {
            description: 'Not found, or not yours',
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
            },
          },
        },
      },
    },
  },
  components: {
    securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER } },
    schemas: {
      ErrorBody: {
        type: 'object',
        required: ['type', 'title', 'message'],
        properties: {
          type: { type: 'string', enum: ['ERROR'] },
          code: { type: 'string' },
          title: { type: 'string' },
          message: { type: 'string' },
        },
      },
    },
  },
};

describe('API reference', () => {
  // The renderer is hundreds of modules that Vite transforms on first import: load it once
  // here, as a browser has the chunk once it arrived, so each test times only the page.
  beforeAll(() => import('../components/scalar-reference'), 180_000);

  it('renders the API’s OpenAPI document at /docs, between the marketing header and footer', async () => {
    const api = mockApi({
      'GET /api/current-user': currentUserReply(null),
      'GET /api/openapi.json': { body: DOCUMENT },
    });
    renderMainSite('/docs');

    expect(await screen.findByRole('heading', { name: 'API reference', level: 1 })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('API reference | Domainfolio'));
    // The renderer shows the document's operations, fetched from the API on this origin.
    expect(
      (await screen.findAllByText('One of your domains by name', {}, { timeout: 15_000 })).length,
    ).toBeGreaterThan(0);
    const main = screen.getByRole('main');
    expect(within(main).getAllByText('One of your domains by name').length).toBeGreaterThan(0);
    expect(screen.getAllByText(API_KEY_HEADER).length).toBeGreaterThan(0);
    expect(api.requested('/api/openapi.json')).toHaveLength(1);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    // The renderer's <main> is the page's only one: the layout does not wrap it in another.
    expect(screen.getAllByRole('main')).toHaveLength(1);
    // The examples call this site's API with an absolute URL, ready to paste into a shell.
    expect(document.body.textContent).toContain(`curl '${window.location.origin}/api/domains/`);
  });

  it('names the renderer’s icon-only copy buttons and makes its phone header navigation', () => {
    document.body.innerHTML = `
      <div class="t-doc__header"><header><button>menu</button></header></div>
      <div class="scalar-code-block"><button class="scalar-code-copy"><svg></svg></button></div>
      <ul class="endpoints" aria-label="domains endpoints"><li>GET /api/domains</li></ul>`;
    fixRendererSemantics(document.body);
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'API reference menu' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'domains endpoints' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('is inside the dashboard at /dashboard/docs, and the key header is named', async () => {
    mockApi({
      'GET /api/current-user': currentUserReply(proUserFixture()),
      'GET /api/openapi.json': { body: DOCUMENT },
    });
    renderMainSite('/dashboard/docs');

    expect(await screen.findByRole('heading', { name: 'API reference', level: 2 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/dashboard/account',
    );
    expect(screen.getAllByText(API_KEY_HEADER).length).toBeGreaterThan(0);
    expect(
      (await screen.findAllByText('One of your domains by name', {}, { timeout: 15_000 })).length,
    ).toBeGreaterThan(0);
  });

  it('says so, with a way to try again, when the document cannot be loaded', async () => {
    mockApi({ 'GET /api/current-user': currentUserReply(null) });
    renderMainSite('/docs');
    expect(await screen.findByText('The API reference could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
