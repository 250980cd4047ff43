import { SITE_CONTEXT_GLOBAL, type SiteContext } from '@domainfolio/contracts';

declare global {
  interface Window {
    [SITE_CONTEXT_GLOBAL]?: SiteContext;
  }
}

/**
 * The API inlines the site context into the HTML; when the page came from a plain static
 * server instead, the host asks the API for it.
 */
export async function loadSiteContext(): Promise<SiteContext> {
  const inlined = window[SITE_CONTEXT_GLOBAL];
  if (inlined) return inlined;
  const response = await fetch('/api/site', { headers: { accept: 'application/json' } });
  if (!response.ok)
    throw new Error(`The site configuration could not be loaded (${response.status}).`);
  return (await response.json()) as SiteContext;
}
