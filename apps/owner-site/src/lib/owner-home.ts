import { ownerSiteUrl, type SiteContext, type SiteOwner } from '@domainfolio/contracts';

/**
 * Where the owner's portfolio lives, as a link and as the host name to show: `/` on this host,
 * except on a parked domain, whose `/` is its own landing page, so there it is the owner's
 * subdomain of the product host.
 */
export function ownerHome(context: SiteContext, owner: SiteOwner): { href: string; host: string } {
  if (owner.parkedDomain) {
    const url = ownerSiteUrl(context.appUrl, owner.username);
    return { href: url, host: new URL(url).hostname };
  }
  return { href: '/', host: context.host };
}
