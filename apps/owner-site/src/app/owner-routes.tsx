import type { RemoteRoutesProps } from '@domainfolio/contracts';
import {
  NotFoundPage,
  SiteContextProvider,
  siteStyles,
  lazyPage,
  preloadLazyPages,
} from '@domainfolio/ui';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import styles from '../styles.css?inline';

/** The site's stylesheet: injected here in the browser, inlined by the server. */
export const SITE_STYLES = siteStyles('owner', styles);

// Three chunks, each loaded on first use: a buyer on a landing page downloads none of the
// portfolio's search and filters, the lighter page being the one most visitors see first, and
// none of the offer page, which only buyers with a link from their email open.
const landing = () => import('../features/landing/routes/landing-route');
const portfolio = () => import('../features/portfolio/routes/portfolio-page');
const offer = () => import('../features/offer/routes/offer-page');
const LandingPage = lazyPage(landing, (m) => m.LandingPage);
const LandingRoute = lazyPage(landing, (m) => m.LandingRoute);
const PortfolioPage = lazyPage(portfolio, (m) => m.PortfolioPage);
const OfferRoute = lazyPage(offer, (m) => m.OfferRoute);

/** Loads every chunk now (tests render synchronously once this has resolved). */
export const preloadRouteChunks = preloadLazyPages;

/**
 * An owner's public site: `/` is the portfolio (or, on a parked portfolio domain, that
 * domain's landing page), `/{domain}` a landing page, `/offers/{token}` a buyer's offer page,
 * anything else not found.
 */
export default function OwnerRoutes({ context }: RemoteRoutesProps) {
  const owner = context.owner;
  if (!owner) return <NotFoundPage homeHref={context.appUrl} mainSiteUrl={context.appUrl} />;
  return (
    <SiteContextProvider context={context}>
      <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
        <Routes>
          <Route
            index
            element={
              owner.parkedDomain ? (
                <LandingPage domainName={owner.parkedDomain} />
              ) : (
                <PortfolioPage username={owner.username} />
              )
            }
          />
          <Route path=":domain" element={<LandingRoute />} />
          <Route path="offers/:token" element={<OfferRoute />} />
          <Route path="*" element={<NotFoundPage homeHref="/" mainSiteUrl={context.appUrl} />} />
        </Routes>
      </Suspense>
    </SiteContextProvider>
  );
}
