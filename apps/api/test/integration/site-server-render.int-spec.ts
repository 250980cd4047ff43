import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { domains } from '../../src/database/schema';
import { createDomain } from '../factories/domain.factory';
import { createUser } from '../factories/user.factory';
import { createOwner, signIn } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

const TEMPLATE =
  '<!doctype html><html><head><title>Domainfolio</title>\n<meta name="description" content="Domainfolio" /><link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the owner site's server renderer, in the shape `vite build --ssr` writes it:
 * it renders what it was given, so the test sees what the API passed, and fails on request.
 */
const OWNER_RENDERER = `
exports.render = async ({ url, context }) => {
  if (url.startsWith('/explode')) throw new Error('renderer broke');
  const name = context.landing
    ? context.landing.domain.name
    : context.portfolio
      ? 'portfolio ' + context.portfolio.page.title
      : 'portfolio';
  return {
    html: '<link rel="preload" as="image" href="/logo.svg"/><h1>' + name + ' at ' + context.host + url + '</h1>',
    css: '.page{color:red}</style><script>alert(1)</script>',
    styleId: 'owner',
  };
};
`;

function writeSites(root: string, withRenderer: boolean): void {
  const write = (path: string, content: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  write('host/dist/index.html', TEMPLATE);
  write('host/dist/assets/index-abc123.css', '.host{margin:0}');
  if (withRenderer) write('owner-site/dist-server/render.cjs', OWNER_RENDERER);
}

describe("the owner site's pages rendered on the server", () => {
  let t: TestApp;
  let sitesDir: string;

  beforeAll(async () => {
    sitesDir = mkdtempSync(join(tmpdir(), 'domainfolio-ssr-'));
    writeSites(sitesDir, true);
    t = await createTestApp({ SERVE_SITES: 'true', SITES_DIR: sitesDir });
    const alice = await createUser(t.db, { username: 'alice' });
    await createUser(t.db, { username: 'carol', page: { title: "Carol's <Names>" } });
    await createDomain(t.db, alice.id, { name: 'rocket.com', sellingPrice: '2500.00' });
    await createDomain(t.db, alice.id, { name: 'explode.com' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(sitesDir, { recursive: true, force: true });
  });

  const page = (host: string, path: string) => request(t.http).get(path).set('Host', host);

  it('sends a landing page with its markup in the root, rendered with the inlined data', async () => {
    const res = await page('alice.localhost:3000', '/rocket.com?ref=mail').expect(200);
    expect(res.text).toContain(
      '<div id="root"><h1>rocket.com at alice.localhost/rocket.com?ref=mail</h1></div>',
    );
  });

  it('puts the resource hints and the stylesheet into the head, where no script is needed', async () => {
    const res = await page('alice.localhost:3000', '/').expect(200);
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/logo.svg"/>');
    // The stylesheet cannot end its element early and open a script.
    expect(head).toContain('<style data-site="owner">.page{color:red}<\\/style><script>');
    expect(res.text).not.toContain('</style><script>alert(1)');
    expect(res.text).toContain('<div id="root"><h1>portfolio at alice.localhost/</h1></div>');
  });

  it("renders the portfolio page with its settings, which the browser's first render reads too", async () => {
    const res = await page('carol.localhost:3000', '/').expect(200);
    expect(res.text).toContain("<h1>portfolio Carol's <Names> at carol.localhost/</h1>");
    // The same settings are inlined for the host, escaped for the script element.
    expect(res.text).toContain('"portfolio":{"page":{"title":"Carol\'s \\u003cNames>"');
  });

  it('holds back a form sent before its script has run, with a script the policy allows', async () => {
    const res = await page('alice.localhost:3000', '/rocket.com').expect(200);
    const script = /<script>(addEventListener\('submit',.*?)<\/script>/.exec(res.text)?.[1];
    expect(script).toContain("f.hasAttribute('data-hold-until-hydrated')");
    const hash = createHash('sha256').update(script!).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    // A page the browser renders has no server form to hold back.
    const shop = await page('shop.localhost:3000', '/').expect(200);
    expect(shop.text).not.toContain('data-hold-until-hydrated');
  });

  it("carries only its site's stylesheet on a rendered page, and links the host's on the others", async () => {
    const rendered = await page('alice.localhost:3000', '/').expect(200);
    expect(rendered.text).toContain('<style data-site="owner">');
    expect(rendered.text).not.toContain('.host{margin:0}');
    expect(rendered.text).not.toContain('index-abc123.css');
    const browserOnly = await page('shop.localhost:3000', '/').expect(200);
    expect(browserOnly.text).toContain('href="/assets/index-abc123.css"');
    expect(browserOnly.text).not.toContain('.host{margin:0}');
  });

  it("serves a page again for a few seconds, and shows an owner's edit at once", async () => {
    const dora = await createOwner(t, { username: 'dora', email: 'dora@example.com' });
    const domain = await createDomain(t.db, dora.id, {
      name: 'doorway.com',
      sellingPrice: '100.00',
    });
    const landing = () => page('dora.localhost:3000', '/doorway.com').expect(200);
    expect((await landing()).text).toContain('"sellingPrice":100');

    // Changed behind this server's back (by another server): the page kept here is sent.
    await t.db.update(domains).set({ sellingPrice: '120.00' }).where(eq(domains.id, domain.id));
    expect((await landing()).text).toContain('"sellingPrice":100');

    // The owner's own edit, through this server, shows on the next visit.
    const cookie = await signIn(t, 'dora@example.com');
    await request(t.http)
      .post('/api/domains/edit')
      .set('Cookie', cookie)
      .send({ domain: { _id: domain.id, sellingPrice: 150 } })
      .expect(200);
    expect((await landing()).text).toContain('"sellingPrice":150');
  });

  it('still sends the page, for the browser to render, when the renderer fails', async () => {
    const res = await page('alice.localhost:3000', '/explode.com').expect(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).toContain('href="/assets/index-abc123.css"');
    expect(res.text).not.toContain('data-site="owner"');
  });

  it('renders only the sites that have a renderer: the marketplace starts in the browser', async () => {
    const res = await page('shop.localhost:3000', '/').expect(200);
    expect(res.text).toContain('<div id="root"></div>');
  });
});

describe('a build without server renderers', () => {
  it('sends every page for the browser to render', async () => {
    const sitesDir = mkdtempSync(join(tmpdir(), 'domainfolio-nossr-'));
    writeSites(sitesDir, false);
    const t = await createTestApp({ SERVE_SITES: 'true', SITES_DIR: sitesDir });
    try {
      await createUser(t.db, { username: 'bob' });
      const res = await request(t.http).get('/').set('Host', 'bob.localhost:3000').expect(200);
      expect(res.text).toContain('<div id="root"></div>');
    } finally {
      await t.close();
      rmSync(sitesDir, { recursive: true, force: true });
    }
  });
});
