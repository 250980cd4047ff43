import { SiteQueryProvider } from '@domainfolio/api-client';
import type { RemoteRoutesProps } from '@domainfolio/contracts';
import {
  NotFoundPage,
  SiteContextProvider,
  siteStyles,
  lazyPage,
  preloadLazyPages,
} from '@domainfolio/ui';
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { childPath, paths } from '../config/paths';
import { useSessionFromContext } from '../lib/auth/get-current-user';
import styles from '../styles.css?inline';

/** The site's stylesheet: injected here in the browser, inlined by the server. */
export const SITE_STYLES = siteStyles('main', styles);

// Three chunks, each loaded on first use: a visitor of the home page downloads no dashboard,
// and an owner in the dashboard no marketing pages.
const marketing = () => import('./marketing-pages');
// The other marketing pages are chunks of their own: the home page, the one most visitors
// open first, carries none of the pricing page's plan picker.
const features = () => import('../features/marketing/routes/features-page');
const pricing = () => import('../features/marketing/routes/pricing-page');
const legal = () => import('./legal-pages');
const auth = () => import('./auth-pages');
const dashboard = () => import('./dashboard-pages');
// The API reference carries a large renderer: its own chunk, so no other page gets heavier.
const docs = () => import('./docs-pages');

const MarketingLayout = lazyPage(marketing, (m) => m.MarketingLayout);
const HomePage = lazyPage(marketing, (m) => m.HomePage);
const FeaturesPage = lazyPage(features, (m) => m.FeaturesPage);
const PricingPage = lazyPage(pricing, (m) => m.PricingPage);
const PrivacyPolicyPage = lazyPage(legal, (m) => m.PrivacyPolicyPage);
const CookiePolicyPage = lazyPage(legal, (m) => m.CookiePolicyPage);
const AcceptableUsePolicyPage = lazyPage(legal, (m) => m.AcceptableUsePolicyPage);
const TermsOfServicePage = lazyPage(legal, (m) => m.TermsOfServicePage);

const DocsPage = lazyPage(docs, (m) => m.DocsPage);
const DashboardDocsPage = lazyPage(docs, (m) => m.DashboardDocsPage);

const AuthLayout = lazyPage(auth, (m) => m.AuthLayout);
const RedirectIfAuthenticated = lazyPage(auth, (m) => m.RedirectIfAuthenticated);
const LoginPage = lazyPage(auth, (m) => m.LoginPage);
const RegisterPage = lazyPage(auth, (m) => m.RegisterPage);
const ForgotPasswordPage = lazyPage(auth, (m) => m.ForgotPasswordPage);
const ResetPasswordPage = lazyPage(auth, (m) => m.ResetPasswordPage);
const ConfirmEmailPage = lazyPage(auth, (m) => m.ConfirmEmailPage);
const ConfirmDevicePage = lazyPage(auth, (m) => m.ConfirmDevicePage);

const RequireAuth = lazyPage(dashboard, (m) => m.RequireAuth);
const DashboardLayout = lazyPage(dashboard, (m) => m.DashboardLayout);
const DashboardNotFound = lazyPage(dashboard, (m) => m.DashboardNotFound);
const DomainsPage = lazyPage(dashboard, (m) => m.DomainsPage);
const NewDomainPage = lazyPage(dashboard, (m) => m.NewDomainPage);
const BulkPage = lazyPage(dashboard, (m) => m.BulkPage);
const BillingPage = lazyPage(dashboard, (m) => m.BillingPage);
const DomainDetailPage = lazyPage(dashboard, (m) => m.DomainDetailPage);
const EditDomainPage = lazyPage(dashboard, (m) => m.EditDomainPage);
const LeadsPage = lazyPage(dashboard, (m) => m.LeadsPage);
const LeadThreadPage = lazyPage(dashboard, (m) => m.LeadThreadPage);
const ExpirationsPage = lazyPage(dashboard, (m) => m.ExpirationsPage);
const RenewalsPage = lazyPage(dashboard, (m) => m.RenewalsPage);
const SalesPage = lazyPage(dashboard, (m) => m.SalesPage);
const AccountPage = lazyPage(dashboard, (m) => m.AccountPage);
const SupportPage = lazyPage(dashboard, (m) => m.SupportPage);
const AdminPage = lazyPage(dashboard, (m) => m.AdminPage);

/** Loads every chunk now (tests render synchronously once this has resolved). */
export const preloadRouteChunks = preloadLazyPages;

/** Loads the chunks of the pages the server renders (marketing and legal) and no others. */
export function preloadPublicPages(): Promise<unknown> {
  return Promise.all(
    [
      MarketingLayout,
      HomePage,
      FeaturesPage,
      PricingPage,
      PrivacyPolicyPage,
      CookiePolicyPage,
      AcceptableUsePolicyPage,
      TermsOfServicePage,
    ].map((page) => page.preload()),
  );
}

const root = (path: string) => path.slice(1);
const inDashboard = (path: string) => childPath(path, paths.dashboard.root);

/** The main site: marketing and legal pages, sign-in screens and the owner's dashboard. */
export default function MainRoutes({ context }: RemoteRoutesProps) {
  useSessionFromContext(context.session);
  return (
    <SiteContextProvider context={context}>
      <SiteQueryProvider context={context}>
        <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
          <Routes>
            <Route element={<MarketingLayout />}>
              <Route index element={<HomePage />} />
              <Route path={root(paths.features)} element={<FeaturesPage />} />
              <Route path={root(paths.pricing)} element={<PricingPage />} />
              <Route path={root(paths.privacyPolicy)} element={<PrivacyPolicyPage />} />
              <Route path={root(paths.cookiePolicy)} element={<CookiePolicyPage />} />
              <Route path={root(paths.acceptableUsePolicy)} element={<AcceptableUsePolicyPage />} />
              <Route path={root(paths.termsOfService)} element={<TermsOfServicePage />} />
              <Route path={root(paths.docs)} element={<DocsPage />} />
            </Route>
            <Route element={<AuthLayout />}>
              <Route element={<RedirectIfAuthenticated />}>
                <Route path={root(paths.login)} element={<LoginPage />} />
                <Route path={root(paths.register)} element={<RegisterPage />} />
              </Route>
              <Route path={root(paths.forgotPassword)} element={<ForgotPasswordPage />} />
              <Route path={root(paths.resetPassword)} element={<ResetPasswordPage />} />
              <Route path={root(paths.confirmEmail)} element={<ConfirmEmailPage />} />
              <Route path={root(paths.confirmDevice)} element={<ConfirmDevicePage />} />
            </Route>
            <Route path={root(paths.dashboard.root)} element={<RequireAuth />}>
              <Route element={<DashboardLayout />}>
                <Route index element={<DomainsPage />} />
                <Route path={inDashboard(paths.dashboard.domains)} element={<DomainsPage />} />
                <Route path={inDashboard(paths.dashboard.newDomain)} element={<NewDomainPage />} />
                <Route path={inDashboard(paths.dashboard.bulk)} element={<BulkPage />} />
                <Route path={inDashboard(paths.dashboard.domain)} element={<DomainDetailPage />} />
                <Route
                  path={inDashboard(paths.dashboard.editDomain)}
                  element={<EditDomainPage />}
                />
                <Route path={inDashboard(paths.dashboard.leads)} element={<LeadsPage />} />
                <Route path={inDashboard(paths.dashboard.lead)} element={<LeadThreadPage />} />
                {/* One address per screen, so the sidebar marks Leads as the page shown. */}
                <Route
                  path={inDashboard(paths.dashboard.inbox)}
                  element={<Navigate to={paths.dashboard.leads} replace />}
                />
                <Route
                  path={inDashboard(paths.dashboard.forms)}
                  element={<Navigate to={paths.dashboard.leads} replace />}
                />
                <Route
                  path={inDashboard(paths.dashboard.expirations)}
                  element={<ExpirationsPage />}
                />
                <Route path={inDashboard(paths.dashboard.renewals)} element={<RenewalsPage />} />
                <Route path={inDashboard(paths.dashboard.sales)} element={<SalesPage />} />
                <Route path={inDashboard(paths.dashboard.account)} element={<AccountPage />} />
                <Route path={inDashboard(paths.dashboard.billing)} element={<BillingPage />} />
                <Route path={inDashboard(paths.dashboard.support)} element={<SupportPage />} />
                <Route path={inDashboard(paths.dashboard.admin)} element={<AdminPage />} />
                <Route path={inDashboard(paths.dashboard.docs)} element={<DashboardDocsPage />} />
                <Route path={inDashboard(paths.dashboard.help)} element={<AccountPage />} />
                <Route path={inDashboard(paths.dashboard.profile)} element={<AccountPage />} />
                <Route path="*" element={<DashboardNotFound />} />
              </Route>
            </Route>
            <Route path="*" element={<NotFoundPage homeHref={paths.home} mainSiteUrl="" />} />
          </Routes>
        </Suspense>
      </SiteQueryProvider>
    </SiteContextProvider>
  );
}
