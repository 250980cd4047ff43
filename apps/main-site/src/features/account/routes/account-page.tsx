import { PRODUCT_NAME } from '@domainfolio/contracts';
import { Skeleton, useDocumentTitle } from '@domainfolio/ui';
import { LoadError } from '../../../components/load-error';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { useDefaultPage } from '../../../lib/auth/get-default-page';
import { AnalyticsSection } from '../components/analytics-section';
import { ApiKeySection } from '../components/api-key-section';
import { BrandingSection } from '../components/branding-section';
import { CustomDomainSection } from '../components/custom-domain-section';
import { DangerZoneSection } from '../components/danger-zone-section';
import { NotificationsSection } from '../components/notifications-section';
import { OfferSettingsSection } from '../components/offer-settings-section';
import { PortfolioPageSection } from '../components/portfolio-page-section';
import { ProfileSection } from '../components/profile-section';
import { RegistrarConnectionsSection } from '../components/registrar-connections-section';
import { ReplyTemplatesSection } from '../components/reply-templates-section';
import { SecuritySection } from '../components/security-section';

function SectionSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-x-8 gap-y-4 md:grid-cols-3">
      <div className="space-y-2">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-56" />
      </div>
      <div className="space-y-4 rounded-lg bg-white p-6 shadow-xs ring-1 ring-gray-900/5 md:col-span-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-20 w-full" />
      </div>
    </div>
  );
}

/**
 * Account settings (also /dashboard/help and /dashboard/profile): one card per
 * section, each saving only its own fields.
 */
export function AccountPage() {
  useDocumentTitle(`Account | ${PRODUCT_NAME}`);
  const { data: user } = useCurrentUser();
  const page = useDefaultPage();
  if (!user) return null;

  let pageSections;
  if (page.data) {
    pageSections = (
      <>
        <PortfolioPageSection user={user} page={page.data} />
        <BrandingSection user={user} page={page.data} />
      </>
    );
  } else if (page.isError) {
    pageSections = (
      <LoadError
        title="Your portfolio page settings could not be loaded"
        error={page.error}
        onRetry={() => void page.refetch()}
      />
    );
  } else {
    pageSections = (
      <div role="status" aria-label="Loading your portfolio page settings" className="space-y-10">
        <SectionSkeleton />
        <SectionSkeleton />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div className="border-b border-gray-200 pb-5">
        <h2 className="text-xl font-semibold text-gray-900">Account settings</h2>
        <p className="mt-1 text-sm text-gray-600">
          Your profile, how you sign in, how offers are answered, where you are notified, your
          registrar accounts, API access, custom domain and how your public pages look.
        </p>
      </div>
      <div className="space-y-10 divide-y divide-gray-900/10 [&>*:not(:first-child)]:pt-10">
        <ProfileSection user={user} />
        <SecuritySection user={user} />
        <OfferSettingsSection />
        <ReplyTemplatesSection />
        <NotificationsSection timeZone={user.timeZone} />
        <RegistrarConnectionsSection timeZone={user.timeZone} />
        <ApiKeySection user={user} />
        <CustomDomainSection user={user} />
        {pageSections}
        <AnalyticsSection user={user} />
        <DangerZoneSection user={user} />
      </div>
    </div>
  );
}
