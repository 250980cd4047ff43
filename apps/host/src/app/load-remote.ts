import type { RemoteRoutesProps, RemoteSite, SiteContext } from '@domainfolio/contracts';
import type { ComponentType } from 'react';
// The federation plugin provides this module at build time.
import {
  __federation_method_getRemote as getRemote,
  __federation_method_setRemote as setRemote,
  __federation_method_unwrapDefault as unwrapDefault,
} from 'virtual:__federation__';

/**
 * Loads a remote's routes component from the entry URL the site context names, so each site
 * can be redeployed without rebuilding the host.
 */
export async function loadRemoteRoutes(
  site: RemoteSite,
  context: SiteContext,
): Promise<ComponentType<RemoteRoutesProps>> {
  setRemote(site, {
    url: () => Promise.resolve(new URL(context.remotes[site], window.location.href).href),
    format: 'esm',
    from: 'vite',
  });
  const module = await getRemote(site, './routes');
  return unwrapDefault(module) as ComponentType<RemoteRoutesProps>;
}
