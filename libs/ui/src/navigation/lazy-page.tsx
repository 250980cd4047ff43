import { lazy, type ComponentType } from 'react';

// Each site bundles its own copy of this module, so each has its own list.
const preloads: (() => Promise<unknown>)[] = [];

/**
 * Loads every lazy page's chunk of this site now; once it resolves, every page renders at
 * once (tests, and a page about to be hydrated over its server-rendered HTML).
 */
export function preloadLazyPages(): Promise<unknown> {
  return Promise.all(preloads.map((preload) => preload()));
}

/**
 * A page from a chunk loaded on first use. Once its chunk has arrived (or was preloaded), the
 * page renders at once instead of suspending again, so moving between pages of one chunk never
 * flashes the fallback.
 */
export function lazyPage<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | null = null;
  const Lazy = lazy(() =>
    load().then((module) => {
      loaded = pick(module);
      return { default: loaded };
    }),
  );
  function Page(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  const preload = () => load().then((module) => (loaded = pick(module)));
  preloads.push(preload);
  return Object.assign(Page, { preload });
}
