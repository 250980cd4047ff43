import type { SiteContext } from '@domainfolio/contracts';
import type { Request } from 'express';

/**
 * The origin a request's page lives at (`https://alice.example.com:8443`), for the links a
 * page or a site's files give to themselves: named by the host the site was chosen by, with
 * the port only when it is a number. The Host header as sent could carry anything after its
 * colon ("alice.example:@evil.test" is a URL of evil.test). A host that shows no site has no
 * origin: any name a client makes up would otherwise be written back to it.
 */
export function siteOrigin(request: Request, context: SiteContext): string | null {
  if (context.site === 'notFound') return null;
  const port = /:(\d{1,5})$/.exec(request.host)?.[1];
  return `${request.protocol}://${context.host}${port ? `:${port}` : ''}`;
}
