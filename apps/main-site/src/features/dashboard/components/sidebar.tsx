import type { User } from '@domainfolio/contracts';
import { VersionBadge, Wordmark, classNames, useSiteContext } from '@domainfolio/ui';
import {
  ArrowRightStartOnRectangleIcon,
  ArrowTopRightOnSquareIcon,
} from '@heroicons/react/24/outline';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { dashboardNavItems } from './nav-items';

const ITEM =
  'group flex w-full gap-x-3 rounded-md p-2 text-sm/6 font-semibold focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600';
const IDLE = 'text-gray-700 hover:bg-gray-50 hover:text-indigo-600';
const ACTIVE = 'bg-gray-50 text-indigo-600';
const ICON = 'size-6 shrink-0';

export interface SidebarProps {
  user: User;
  onLogout: () => void;
  /** Called when a link is followed, so the phone slide-over can close. */
  onNavigate?: () => void;
}

/** The dashboard's navigation, the same on desktop and in the phone slide-over. */
export function Sidebar({ user, onLogout, onNavigate }: SidebarProps) {
  const { shopUrl } = useSiteContext();
  return (
    <aside
      aria-label="Sidebar"
      className="flex grow flex-col gap-y-5 overflow-y-auto border-r border-gray-200 bg-white px-6 pb-4"
    >
      <div className="flex h-16 shrink-0 items-center gap-x-3">
        <Link
          to={paths.dashboard.root}
          onClick={onNavigate}
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <Wordmark />
        </Link>
      </div>
      <nav aria-label="Dashboard" className="flex flex-1 flex-col">
        <ul role="list" className="-mx-2 flex flex-1 flex-col gap-y-1">
          {dashboardNavItems(user, shopUrl).map((item) => (
            <li key={item.label}>
              {item.external ? (
                <a
                  href={item.to}
                  target="_blank"
                  rel="noreferrer"
                  onClick={onNavigate}
                  className={classNames(ITEM, IDLE)}
                >
                  <item.icon
                    aria-hidden="true"
                    className={classNames(ICON, 'text-gray-400 group-hover:text-indigo-600')}
                  />
                  {item.label}
                  <ArrowTopRightOnSquareIcon
                    aria-hidden="true"
                    className="ml-auto size-4 self-center text-gray-400"
                  />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : item.callToAction ? (
                <Link to={item.to} onClick={onNavigate} className={classNames(ITEM, IDLE)}>
                  <item.icon
                    aria-hidden="true"
                    className={classNames(ICON, 'text-gray-400 group-hover:text-indigo-600')}
                  />
                  {item.label}
                </Link>
              ) : (
                <NavLink
                  to={item.to}
                  end={item.end}
                  onClick={onNavigate}
                  className={({ isActive }) => classNames(ITEM, isActive ? ACTIVE : IDLE)}
                >
                  {({ isActive }) => (
                    <>
                      <item.icon
                        aria-hidden="true"
                        className={classNames(
                          ICON,
                          isActive
                            ? 'text-indigo-600'
                            : 'text-gray-400 group-hover:text-indigo-600',
                        )}
                      />
                      {item.label}
                    </>
                  )}
                </NavLink>
              )}
            </li>
          ))}
          <li className="mt-auto pt-4">
            <button type="button" onClick={onLogout} className={classNames(ITEM, IDLE)}>
              <ArrowRightStartOnRectangleIcon
                aria-hidden="true"
                className={classNames(ICON, 'text-gray-400 group-hover:text-indigo-600')}
              />
              Logout
            </button>
          </li>
        </ul>
      </nav>
      <VersionBadge className="lg:hidden" />
    </aside>
  );
}
