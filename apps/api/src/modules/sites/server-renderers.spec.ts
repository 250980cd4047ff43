import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { SiteContext } from '@domainfolio/contracts';
import { ServerRenderers } from './server-renderers';

/**
 * A renderer in the shape the sites' server builds have: it counts its renders in the page
 * (so a page served again shows the count of its first render) and calls `/about` shared.
 */
const renderer = (version: string) => `
let renders = 0;
exports.render = async ({ url, context }) => {
  renders += 1;
  const path = url.split('?')[0];
  return {
    html: '<p>${version} ' + path + ' for ' + context.host + ', render ' + renders + '</p>',
    css: '@layer utilities{.used{color:red}.unused{color:blue}}',
    styleId: 'main',
    shared: path === '/about',
  };
};
`;

const context = (host: string) => ({ site: 'main', host }) as unknown as SiteContext;

describe('the server renderers', () => {
  let dir: string;
  let file: string;
  let renderers: ServerRenderers;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'domainfolio-renderers-'));
    file = join(dir, 'render.cjs');
    writeFileSync(file, renderer('v1'));
    renderers = new ServerRenderers(() => file, new Logger('test'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const html = async (url: string, host = 'localhost') =>
    (await renderers.render('main', { url, context: context(host) }))?.html;

  it('renders a shared page once and serves it to every visitor, whatever the query', async () => {
    expect(await html('/about')).toBe('<p>v1 /about for localhost, render 1</p>');
    expect(await html('/about?utm_source=mail')).toBe('<p>v1 /about for localhost, render 1</p>');
    expect(await html('/about')).toBe('<p>v1 /about for localhost, render 1</p>');
  });

  it('keeps a shared page with the part of its stylesheet it uses, and says so', async () => {
    const file2 = join(dir, 'classes.cjs');
    writeFileSync(
      file2,
      `exports.render = async () => ({ html: '<p class="used">Hi</p>', css: '@layer utilities{.used{color:red}.unused{color:blue}}', styleId: 'main', shared: true });`,
    );
    const withClasses = new ServerRenderers(() => file2, new Logger('test'));
    const kept = await withClasses.render('main', { url: '/', context: context('localhost') });
    expect(kept?.css).toBe('@layer utilities{.used{color:red}}');
    expect(kept?.partialCss).toBe(true);
  });

  it('leaves the stylesheet of a page rendered for each request whole', async () => {
    const page = await renderers.render('main', { url: '/pricing', context: context('localhost') });
    expect(page?.css).toBe('@layer utilities{.used{color:red}.unused{color:blue}}');
    expect(page?.partialCss).toBeUndefined();
  });

  it('renders a shared page anew for another site context', async () => {
    await html('/about');
    expect(await html('/about', 'www.localhost')).toBe(
      '<p>v1 /about for www.localhost, render 2</p>',
    );
  });

  it('renders every other page for each request', async () => {
    expect(await html('/pricing')).toBe('<p>v1 /pricing for localhost, render 1</p>');
    expect(await html('/pricing')).toBe('<p>v1 /pricing for localhost, render 2</p>');
  });

  it('forgets the shared pages of a renderer that was rebuilt', async () => {
    const before = await html('/about');
    writeFileSync(file, renderer('v2'));
    // A rebuild shows as a new modification time.
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    // Rendered again rather than served as kept (Jest's own module registry may hand back the
    // first version's code, so the page is compared with the kept one, not with a version).
    const after = await html('/about');
    expect(after).toMatch(/^<p>v\d \/about for localhost, render \d<\/p>$/);
    expect(after).not.toBe(before);
  });
});
