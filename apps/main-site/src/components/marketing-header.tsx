import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { Bars3Icon, XMarkIcon } from '@heroicons/react/24/outline';
import { ownerSiteUrl, type User } from '@domainfolio/contracts';
import { Button, VersionBadge, Wordmark, lazyPage, useSiteContext } from '@domainfolio/ui';
import { Suspense } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '../config/paths';
import { useCurrentUser } from '../lib/auth/get-current-user';
import { useLogoutUser } from '../lib/auth/logout-user';

const NAV_LINK =
  'text-sm font-semibold text-gray-900 hover:text-indigo-600 aria-[current=page]:text-indigo-600';
const MOBILE_LINK =
  'block rounded-md px-3 py-2 text-base font-semibold text-gray-900 hover:bg-gray-50 aria-[current=page]:bg-indigo-50 aria-[current=page]:text-indigo-700';

/** The owner's two shortcuts: a new domain, and their public portfolio in a new tab. */
function OwnerButtons({
  user,
  fullWidth,
  onClick,
}: {
  user: User;
  fullWidth?: boolean;
  onClick?: () => void;
}) {
  const { appUrl } = useSiteContext();
  return (
    <>
      <Button href={paths.dashboard.newDomain} onClick={onClick} fullWidth={fullWidth}>
        Add Domain
      </Button>
      <Button
        href={ownerSiteUrl(appUrl, user.username)}
        target="_blank"
        rel="noreferrer"
        variant="secondary"
        fullWidth={fullWidth}
      >
        View Domain Portfolio
      </Button>
    </>
  );
}

// Only a signed-in visitor sees the user menu: everyone else's pages load none of it.
const UserMenu = lazyPage(
  () => import('./user-menu'),
  (m) => m.UserMenu,
);
/**
 * The public header: Features, Pricing, Marketplace, then Sign in and Register, or for a
 * signed-in owner Add Domain, View Domain Portfolio and the avatar menu. On phones the
 * links fold into a menu that opens under the bar (a disclosure, so it needs no modal or portal).
 */
export function MarketingHeader() {
  const { shopUrl } = useSiteContext();
  const { data: user } = useCurrentUser();
  const logout = useLogoutUser();

  return (
    <Disclosure as="header" className="border-b border-gray-200 bg-white">
      {({ open, close }) => (
        <>
          <nav
            aria-label="Main"
            className="mx-auto flex max-w-7xl items-center justify-between gap-x-6 px-4 py-3 sm:px-6 lg:px-8"
          >
            <div className="flex items-center gap-x-3 lg:flex-1">
              <Link
                to={paths.home}
                onClick={() => close()}
                className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                <Wordmark />
              </Link>
              <VersionBadge className="hidden sm:inline-flex" />
            </div>
            <div className="hidden lg:flex lg:gap-x-10">
              <NavLink to={paths.features} className={NAV_LINK}>
                Features
              </NavLink>
              <NavLink to={paths.pricing} className={NAV_LINK}>
                Pricing
              </NavLink>
              <a href={shopUrl} className={NAV_LINK}>
                Marketplace
              </a>
            </div>
            <div className="flex items-center gap-x-4 lg:flex-1 lg:justify-end">
              {user ? (
                <>
                  <div className="hidden items-center gap-x-3 lg:flex">
                    <OwnerButtons user={user} />
                  </div>
                  <Suspense fallback={null}>
                    <UserMenu user={user} onLogout={() => logout.mutate()} showDashboardLink />
                  </Suspense>
                </>
              ) : (
                <div className="hidden items-center gap-x-3 lg:flex">
                  <Button href={paths.login} variant="ghost">
                    Sign in
                  </Button>
                  <Button href={paths.register}>Register for free</Button>
                </div>
              )}
              <DisclosureButton className="-m-2.5 inline-flex items-center justify-center rounded-md p-2.5 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-indigo-600 lg:hidden">
                <span className="sr-only">{open ? 'Close main menu' : 'Open main menu'}</span>
                {open ? (
                  <XMarkIcon aria-hidden="true" className="size-6" />
                ) : (
                  <Bars3Icon aria-hidden="true" className="size-6" />
                )}
              </DisclosureButton>
            </div>
          </nav>

          <DisclosurePanel className="border-t border-gray-200 lg:hidden">
            <div className="space-y-1 px-4 py-4 sm:px-6">
              <NavLink to={paths.features} onClick={() => close()} className={MOBILE_LINK}>
                Features
              </NavLink>
              <NavLink to={paths.pricing} onClick={() => close()} className={MOBILE_LINK}>
                Pricing
              </NavLink>
              <a href={shopUrl} className={MOBILE_LINK}>
                Marketplace
              </a>
            </div>
            <div className="flex flex-col gap-3 border-t border-gray-200 px-4 py-4 sm:flex-row sm:px-6">
              {user ? (
                <OwnerButtons user={user} fullWidth onClick={() => close()} />
              ) : (
                <>
                  <Button href={paths.register} onClick={() => close()} fullWidth>
                    Register for free
                  </Button>
                  <Button href={paths.login} onClick={() => close()} variant="secondary" fullWidth>
                    Sign in
                  </Button>
                </>
              )}
            </div>
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}
