import type { SiteContext } from '@domainfolio/contracts';
import { createContext, useContext, type ReactNode } from 'react';

const SiteContextValue = createContext<SiteContext | null>(null);

/** Makes the host's site context (URLs, the owner) available to a remote's pages. */
export function SiteContextProvider({
  context,
  children,
}: {
  context: SiteContext;
  children: ReactNode;
}) {
  return <SiteContextValue.Provider value={context}>{children}</SiteContextValue.Provider>;
}

export function useSiteContext(): SiteContext {
  const context = useContext(SiteContextValue);
  if (!context) throw new Error('useSiteContext must be used inside a SiteContextProvider');
  return context;
}
