import type { RemoteRoutesProps } from '@domainfolio/contracts';
import { NotFoundPage, SiteContextProvider, injectStyles } from '@domainfolio/ui';
import { Route, Routes } from 'react-router-dom';
import { LandingPage } from '../features/landing/routes/landing-page';
import { LandingRoute } from '../features/landing/routes/landing-route';
import { PortfolioPage } from '../features/portfolio/routes/portfolio-page';
import styles from '../styles.css?inline';

injectStyles('owner', styles);

/**
 * An owner's public site: `/` is the portfolio (or, on a parked portfolio domain, that
 * domain's landing page), `/{domain}` a landing page, anything else not found.
 */
export default function OwnerRoutes({ context }: RemoteRoutesProps) {
  const owner = context.owner;
  if (!owner) return <NotFoundPage homeHref={context.appUrl} mainSiteUrl={context.appUrl} />;
  return (
    <SiteContextProvider context={context}>
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
        <Route path="*" element={<NotFoundPage homeHref="/" mainSiteUrl={context.appUrl} />} />
      </Routes>
    </SiteContextProvider>
  );
}
