import type { PublicDomainResponse } from '@domainfolio/contracts';
import { useCallback, useEffect, useState } from 'react';
import { apiFetch } from '../http/api-fetch';

export type PublicLanding = PublicDomainResponse['payload'];

export function fetchPublicDomain(
  name: string,
  signal?: AbortSignal,
): Promise<PublicDomainResponse> {
  return apiFetch<PublicDomainResponse>(`/api/public/domains/${encodeURIComponent(name)}`, {
    signal,
  });
}

/** Whether `landing` is the page of the domain `name` (its stored or its Unicode form). */
export function isLandingOf(landing: PublicLanding, name: string): boolean {
  const wanted = name.toLowerCase();
  return [landing.domain.name, landing.domain.unicodeName].some(
    (candidate) => candidate.toLowerCase() === wanted,
  );
}

interface LandingState {
  key: string;
  data: PublicLanding | undefined;
  error: Error | null;
}

export interface PublicDomainQuery {
  /** The page's data: the inlined data or the answer to the request. */
  data: PublicLanding | undefined;
  /** Why the request failed (an ApiError for an answer with an error status). */
  error: Error | null;
  /** Asks again after a failure. */
  refetch: () => void;
}

/**
 * A domain's landing-page data, looked up among the domains of the owner this host belongs to;
 * a 404 means the owner has no such public domain. The data the API inlined into the page
 * (`inlined`, when it is this domain's) is used as it is, so a server-rendered landing page
 * hydrates with it and asks nothing; otherwise (a visitor who came from the portfolio) the data
 * is fetched, afresh on each visit, so a price just changed shows. A plain hook rather than a query library: the landing page, the lightest
 * page of the product, loads no cache it would not use.
 */
export function usePublicDomain(
  name: string,
  inlined: PublicLanding | null | undefined = null,
): PublicDomainQuery {
  const key = name.toLowerCase();
  const known = (): PublicLanding | undefined =>
    inlined && isLandingOf(inlined, key) ? inlined : undefined;
  const [state, setState] = useState<LandingState>(() => ({ key, data: known(), error: null }));
  const [attempt, setAttempt] = useState(0);
  // A new name (a client-side navigation) starts from what is known of it, not the last page.
  const current: LandingState = state.key === key ? state : { key, data: known(), error: null };
  const missing = key !== '' && current.data === undefined && current.error === null;

  useEffect(() => {
    if (!missing) return;
    const controller = new AbortController();
    fetchPublicDomain(key, controller.signal).then(
      (response) => {
        setState({ key, data: response.payload, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          key,
          data: undefined,
          error: error instanceof Error ? error : new Error(String(error)),
        });
      },
    );
    return () => controller.abort();
  }, [key, missing, attempt]);

  const refetch = useCallback(() => {
    setState({ key, data: undefined, error: null });
    setAttempt((n) => n + 1);
  }, [key]);

  return { data: current.data, error: current.error, refetch };
}
