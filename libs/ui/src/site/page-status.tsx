import { createContext, useContext, type ReactNode } from 'react';

/**
 * What a server render learns about the page while it renders: whether the site's routes ended
 * at its not-found page. The route table is the one place that knows which paths are pages, so
 * the not-found page reports itself, and the API answers such a page with 404 rather than 200.
 */
export interface PageStatus {
  notFound: boolean;
}

const PageStatusContext = createContext<PageStatus | null>(null);

/** Collects the status of the page rendered inside it (on the server only). */
export function PageStatusProvider({
  status,
  children,
}: {
  status: PageStatus;
  children: ReactNode;
}) {
  return <PageStatusContext.Provider value={status}>{children}</PageStatusContext.Provider>;
}

/**
 * Marks the page being rendered on the server as not found. Setting a flag during render is
 * safe here: the server renders each page once into a status of its own, and in the browser
 * there is no provider, so this does nothing.
 */
export function useNotFoundStatus(): void {
  const status = useContext(PageStatusContext);
  if (status) status.notFound = true;
}
