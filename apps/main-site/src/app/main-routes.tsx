import type { RemoteRoutesProps } from '@domainfolio/contracts';
import { NotFoundPage, SiteContextProvider, injectStyles } from '@domainfolio/ui';
import { Navigate, Route, Routes } from 'react-router-dom';
import { MarketingLayout } from '../components/marketing-layout';
import { paths } from '../config/paths';
import { AccountPage } from '../features/account/routes/account-page';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { RedirectIfAuthenticated } from '../features/auth/components/redirect-if-authenticated';
import { RequireAuth } from '../features/auth/components/require-auth';
import { ConfirmDevicePage } from '../features/auth/routes/confirm-device-page';
import { ConfirmEmailPage } from '../features/auth/routes/confirm-email-page';
import { ForgotPasswordPage } from '../features/auth/routes/forgot-password-page';
import { LoginPage } from '../features/auth/routes/login-page';
import { RegisterPage } from '../features/auth/routes/register-page';
import { ResetPasswordPage } from '../features/auth/routes/reset-password-page';
import { DashboardLayout } from '../features/dashboard/components/dashboard-layout';
import { DashboardNotFound } from '../components/dashboard-not-found';
import { DomainDetailPage } from '../features/domains/routes/domain-detail-page';
import { DomainsPage } from '../features/domains/routes/domains-page';
import { EditDomainPage } from '../features/domains/routes/edit-domain-page';
import { ExpirationsPage } from '../features/expirations/routes/expirations-page';
import { NewDomainPage } from '../features/domains/routes/new-domain-page';
import { LeadsPage } from '../features/leads/routes/leads-page';
import { AcceptableUsePolicyPage } from '../features/legal/routes/acceptable-use-policy-page';
import { CookiePolicyPage } from '../features/legal/routes/cookie-policy-page';
import { PrivacyPolicyPage } from '../features/legal/routes/privacy-policy-page';
import { TermsOfServicePage } from '../features/legal/routes/terms-of-service-page';
import { FeaturesPage } from '../features/marketing/routes/features-page';
import { LandingPage } from '../features/marketing/routes/landing-page';
import { PricingPage } from '../features/marketing/routes/pricing-page';
import { SalesPage } from '../features/sales/routes/sales-page';
import styles from '../styles.css?inline';

injectStyles('main', styles);

/** The main site (spec 2.2): marketing and legal pages, sign-in screens and the owner's dashboard. */
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
        <Route element={<AuthLayout />}>
          <Route element={<RedirectIfAuthenticated />}>
            <Route path="login" element={<LoginPage />} />
            <Route path="register" element={<RegisterPage />} />
          </Route>
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="confirm-email" element={<ConfirmEmailPage />} />
          <Route path="confirm-device" element={<ConfirmDevicePage />} />
        </Route>
        <Route path="dashboard" element={<RequireAuth />}>
          <Route element={<DashboardLayout />}>
            <Route index element={<DomainsPage />} />
            <Route path="domains" element={<DomainsPage />} />
            <Route path="domains/new" element={<NewDomainPage />} />
            <Route path="domains/:domain" element={<DomainDetailPage />} />
            <Route path="domains/:domain/edit" element={<EditDomainPage />} />
            <Route path="leads" element={<LeadsPage />} />
            {/* One address per screen, so the sidebar marks Leads as the page shown. */}
            <Route path="inbox" element={<Navigate to={paths.dashboard.leads} replace />} />
            <Route path="forms" element={<Navigate to={paths.dashboard.leads} replace />} />
            <Route path="expirations" element={<ExpirationsPage />} />
            <Route path="sales" element={<SalesPage />} />
            <Route path="account" element={<AccountPage />} />
            <Route path="help" element={<AccountPage />} />
            <Route path="profile" element={<AccountPage />} />
            <Route path="*" element={<DashboardNotFound />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage homeHref="/" mainSiteUrl="" />} />
      </Routes>
    </SiteContextProvider>
  );
}
