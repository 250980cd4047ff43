import type { AnchorHTMLAttributes } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';

export type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A path on this host ('/pricing'), as opposed to another host or a protocol-relative URL. */
function isPathOnThisSite(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * A link that navigates inside the single-page site when its href is a path on this host and
 * a router is mounted, and is a plain anchor otherwise (other hosts, tests without a router).
 */
export function AppLink({ href, ...props }: AppLinkProps) {
  const inRouter = useInRouterContext();
  if (inRouter && isPathOnThisSite(href)) {
    return <Link to={href} {...props} />;
  }
  return <a href={href} {...props} />;
}
