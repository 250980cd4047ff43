// @vitest-environment node
// As the API calls it: on the server, without a DOM.
import type { RemoteRoutesProps, SiteContext } from '@domainfolio/contracts';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from '../layout/not-found-page';
import { renderSite } from './render-site';

const context = { site: 'shop', appUrl: 'http://localhost:3000' } as SiteContext;

function TestRoutes(_props: RemoteRoutesProps) {
  return (
    <Routes>
      <Route index element={<h1>Home</h1>} />
      <Route path="*" element={<NotFoundPage homeHref="/" mainSiteUrl="" />} />
    </Routes>
  );
}

const render = (url: string) =>
  renderSite({
    url,
    context,
    Routes: TestRoutes,
    preload: () => Promise.resolve(),
    styles: { id: 'test', css: '' },
  });

describe('renderSite', () => {
  it('says nothing of the status of a page the routes have', async () => {
    const page = await render('/');
    expect(page.html).toContain('<h1>Home</h1>');
    expect(page.notFound).toBeUndefined();
  });

  it("says that a path ended at the site's not-found page, for the API to answer 404", async () => {
    const page = await render('/no-such-page');
    expect(page.html).toContain('Page not found.');
    expect(page.notFound).toBe(true);
    // Each render has a status of its own: the next page is not marked by the last.
    expect((await render('/')).notFound).toBeUndefined();
  });
});
