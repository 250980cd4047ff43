import type { RemoteRoutesProps } from '@domainfolio/contracts';
import { NotFoundPage, SiteContextProvider, injectStyles } from '@domainfolio/ui';
import { Route, Routes } from 'react-router-dom';
import { MarketingLayout } from '../components/marketing-layout';
import { AcceptableUsePolicyPage } from '../features/legal/routes/acceptable-use-policy-page';
import { CookiePolicyPage } from '../features/legal/routes/cookie-policy-page';
import { PrivacyPolicyPage } from '../features/legal/routes/privacy-policy-page';
import { TermsOfServicePage } from '../features/legal/routes/terms-of-service-page';
import { FeaturesPage } from '../features/marketing/routes/features-page';
import { LandingPage } from '../features/marketing/routes/landing-page';
import { PricingPage } from '../features/marketing/routes/pricing-page';
import styles from '../styles.css?inline';

injectStyles('main', styles);

/** The main site: marketing and legal pages (spec 2.2). */
export default function MainRoutes({ context }: RemoteRoutesProps) {
  return (
    <SiteContextProvider context={context}>
      <Routes>
        <Route element={<MarketingLayout />}>
          <Route index element={<LandingPage />} />
          <Route path="features" element={<FeaturesPage />} />
          <Route path="pricing" element={<PricingPage />} />
          <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
          <Route path="cookie-policy" element={<CookiePolicyPage />} />
          <Route path="acceptable-use-policy" element={<AcceptableUsePolicyPage />} />
          <Route path="terms-of-service" element={<TermsOfServicePage />} />
        </Route>
        <Route path="*" element={<NotFoundPage homeHref="/" mainSiteUrl="" />} />
      </Routes>
    </SiteContextProvider>
  );
}
