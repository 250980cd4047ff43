import { PLAN_ONE, type User } from '@domainfolio/contracts';
import {
  ArrowsUpDownIcon,
  BanknotesIcon,
  BuildingStorefrontIcon,
  CalendarDaysIcon,
  CreditCardIcon,
  GlobeAltIcon,
  InboxIcon,
  LifebuoyIcon,
  PlusCircleIcon,
  ScaleIcon,
  ShieldCheckIcon,
  SparklesIcon,
  UserCircleIcon,
} from '@heroicons/react/24/outline';
import type { ComponentType, SVGProps } from 'react';
import { paths } from '../../../config/paths';

export interface NavItem {
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** A route of this site, or an external URL opened in a new tab. */
  to: string;
  external?: boolean;
  /** Active only on exactly this path (the dashboard root). */
  end?: boolean;
  /** An invitation rather than a place (Upgrade Account): never shown as the current page. */
  callToAction?: boolean;
  /** A count shown at the right of the item (leads that need a reply). */
  count?: { value: number; label: (count: number) => string };
}

/** ', 3 need a reply': what the Leads badge's number means, for screen readers. */
export function needReplyLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'needs' : 'need'} a reply`;
}

/** The sidebar's links in order; Logout follows them as a button. */
export function dashboardNavItems(
  user: User,
  shopUrl: string,
  needsReply: number | undefined = undefined,
): NavItem[] {
  const items: (NavItem | false)[] = [
    { label: 'Domains', icon: GlobeAltIcon, to: paths.dashboard.root, end: true },
    { label: 'Add Domain', icon: PlusCircleIcon, to: paths.dashboard.newDomain },
    {
      label: 'Leads',
      icon: InboxIcon,
      to: paths.dashboard.leads,
      count: needsReply ? { value: needsReply, label: needReplyLabel } : undefined,
    },
    { label: 'Expirations', icon: CalendarDaysIcon, to: paths.dashboard.expirations },
    { label: 'Renew or drop', icon: ScaleIcon, to: paths.dashboard.renewals },
    { label: 'Sales', icon: BanknotesIcon, to: paths.dashboard.sales },
    { label: 'Bulk import/export', icon: ArrowsUpDownIcon, to: paths.dashboard.bulk },
    { label: 'Marketplace', icon: BuildingStorefrontIcon, to: shopUrl, external: true },
    user.planType === PLAN_ONE && {
      label: 'Upgrade Account',
      icon: SparklesIcon,
      to: paths.dashboard.billing,
      callToAction: true,
    },
    { label: 'Account', icon: UserCircleIcon, to: paths.dashboard.account },
    { label: 'Billing', icon: CreditCardIcon, to: paths.dashboard.billing },
    { label: 'Support', icon: LifebuoyIcon, to: paths.dashboard.support },
    user.isAdmin && { label: 'Administration', icon: ShieldCheckIcon, to: paths.dashboard.admin },
  ];
  return items.filter((item): item is NavItem => item !== false);
}
