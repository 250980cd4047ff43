import type { User } from '@domainfolio/contracts';
import { Avatar, classNames, useSiteContext } from '@domainfolio/ui';
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { ChevronDownIcon } from '@heroicons/react/20/solid';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';

const ITEM =
  'block w-full px-3 py-1.5 text-left text-sm/6 text-gray-900 data-focus:bg-gray-50 data-focus:outline-none';

export interface UserMenuProps {
  user: User;
  onLogout: () => void;
  /** Adds 'Dashboard' first, for pages outside the dashboard. */
  showDashboardLink?: boolean;
  /** Shows the name beside the avatar on wide screens. */
  showName?: boolean;
}

/** The avatar menu: Account, Marketplace, Billing, Support and Logout. */
export function UserMenu({
  user,
  onLogout,
  showDashboardLink = false,
  showName = false,
}: UserMenuProps) {
  const { shopUrl } = useSiteContext();
  return (
    <Menu as="div" className="relative">
      <MenuButton className="-m-1.5 flex items-center gap-x-2 rounded-full p-1.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600">
        <span className="sr-only">Open user menu for</span>
        <Avatar src={user.avatar} name={user.displayName} className="size-8" />
        <span
          className={classNames(
            'items-center gap-x-1 text-sm/6 font-semibold text-gray-900',
            showName ? 'hidden lg:flex' : 'sr-only',
          )}
        >
          {user.displayName}
          <ChevronDownIcon aria-hidden="true" className="size-5 text-gray-400" />
        </span>
      </MenuButton>
      <MenuItems
        transition
        anchor="bottom end"
        className="z-50 mt-2.5 w-56 origin-top-right rounded-md bg-white py-2 shadow-lg ring-1 ring-gray-900/5 transition [--anchor-gap:--spacing(2.5)] focus:outline-none data-closed:scale-95 data-closed:opacity-0 data-enter:duration-100 data-enter:ease-out data-leave:duration-75 data-leave:ease-in"
      >
        <div className="px-3 pb-2">
          <p className="truncate text-sm font-medium text-gray-900">{user.displayName}</p>
          <p className="truncate text-xs text-gray-500">{user.email}</p>
        </div>
        <MenuSeparator className="my-1 h-px bg-gray-100" />
        {showDashboardLink && (
          <MenuItem>
            <Link to={paths.dashboard.root} className={ITEM}>
              Dashboard
            </Link>
          </MenuItem>
        )}
        <MenuItem>
          <Link to={paths.dashboard.account} className={ITEM}>
            Account
          </Link>
        </MenuItem>
        <MenuItem>
          <a href={shopUrl} target="_blank" rel="noreferrer" className={ITEM}>
            Marketplace<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </MenuItem>
        <MenuItem>
          <Link to={paths.dashboard.billing} className={ITEM}>
            Billing
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to={paths.dashboard.support} className={ITEM}>
            Support
          </Link>
        </MenuItem>
        <MenuSeparator className="my-1 h-px bg-gray-100" />
        <MenuItem>
          <button type="button" onClick={onLogout} className={ITEM}>
            Logout
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
