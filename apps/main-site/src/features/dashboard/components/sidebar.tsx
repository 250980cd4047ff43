import type { User } from '@domainfolio/contracts';
import { VersionBadge, Wordmark, classNames, useSiteContext } from '@domainfolio/ui';
import {
  ArrowRightStartOnRectangleIcon,
  ArrowTopRightOnSquareIcon,
} from '@heroicons/react/24/outline';
import { formatCount } from '@domainfolio/contracts';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useLeadsSummary } from '../../../lib/api/get-leads-summary';
import { dashboardNavItems, type NavItem } from './nav-items';

const ITEM =
  'group flex w-full gap-x-3 rounded-md p-2 text-sm/6 font-semibold focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600';
const IDLE = 'text-gray-700 hover:bg-gray-50 hover:text-indigo-600';
const ACTIVE = 'bg-gray-50 text-indigo-600';
const ICON = 'size-6 shrink-0';

/** The item's count at its right; the link's name says what it counts (see `itemName`). */
function NavCount({ count, active }: { count: NavItem['count']; active: boolean }) {
  if (!count) return null;
  return (
    <span
      aria-hidden="true"
      className={classNames(
        'ml-auto min-w-max rounded-full px-2.5 py-0.5 text-center text-xs/5 font-medium tabular-nums ring-1 ring-inset',
        active
          ? 'bg-indigo-600 text-white ring-indigo-600'
          : 'bg-white text-gray-600 ring-gray-200',
      )}
    >
      {formatCount(count.value)}
    </span>
  );
}

/**
 * 'Leads 3 need a reply': a counted item's name, whole, as screen readers should say it. It
 * starts with what the link shows ('Leads 3', the label and the count with a space between),
 * so a person who speaks the visible words to voice control names the link (WCAG 2.5.3, Label
 * in Name).
 */
function itemName(item: NavItem): string | undefined {
  return item.count ? `${item.label} ${item.count.label(item.count.value)}` : undefined;
}

export interface SidebarProps {
  user: User;
  onLogout: () => void;
  /** Called when a link is followed, so the phone slide-over can close. */
  onNavigate?: () => void;
}

/** The dashboard's navigation, the same on desktop and in the phone slide-over. */
export function Sidebar({ user, onLogout, onNavigate }: SidebarProps) {
  const { shopUrl } = useSiteContext();
  // A failed count is no reason to bother the owner: the badge just stays away.
  const summary = useLeadsSummary();
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
          {dashboardNavItems(user, shopUrl, summary.data?.needsReply).map((item) => (
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
                  aria-label={itemName(item)}
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
                      {/* A space, so the visible text reads 'Leads 3' (not 'Leads3') as the name does. */}
                      {item.count && ' '}
                      <NavCount count={item.count} active={isActive} />
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
