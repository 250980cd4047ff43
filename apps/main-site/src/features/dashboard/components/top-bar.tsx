import type { User } from '@domainfolio/contracts';
import { VersionBadge } from '@domainfolio/ui';
import { Bars3Icon } from '@heroicons/react/24/outline';
import { UserMenu } from '../../../components/user-menu';
import { DomainSearchBox } from './domain-search-box';
import { PlanBadge } from './plan-badge';

export interface TopBarProps {
  user: User;
  onOpenSidebar: () => void;
  onLogout: () => void;
}

/** Search, the version and plan badges, and the user menu; a menu button on phones. */
export function TopBar({ user, onOpenSidebar, onLogout }: TopBarProps) {
  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-x-4 border-b border-gray-200 bg-white px-4 shadow-xs sm:gap-x-6 sm:px-6 lg:px-8">
      <button
        type="button"
        onClick={onOpenSidebar}
        className="-m-2.5 rounded-md p-2.5 text-gray-700 focus-visible:outline-2 focus-visible:outline-indigo-600 lg:hidden"
      >
        <span className="sr-only">Open sidebar</span>
        <Bars3Icon aria-hidden="true" className="size-6" />
      </button>
      <div aria-hidden="true" className="h-6 w-px bg-gray-200 lg:hidden" />
      <div className="flex min-w-0 flex-1 items-center gap-x-4 self-stretch lg:gap-x-6">
        <DomainSearchBox className="flex min-w-0 flex-1 items-center" />
        <div className="flex shrink-0 items-center gap-x-3 lg:gap-x-4">
          <VersionBadge className="hidden md:inline-flex" />
          <PlanBadge user={user} />
          <div aria-hidden="true" className="hidden lg:block lg:h-6 lg:w-px lg:bg-gray-200" />
          <UserMenu user={user} onLogout={onLogout} showName />
        </div>
      </div>
    </header>
  );
}
