import {
  IMPORT_ROWS_PER_UPLOAD,
  PlanType,
  REGISTRAR_NAMES,
  RegistrarCode,
  formatCount,
  planLimits,
} from '@domainfolio/contracts';
import {
  ArrowsRightLeftIcon,
  BuildingStorefrontIcon,
  CalendarDaysIcon,
  InboxStackIcon,
  PencilSquareIcon,
  PuzzlePieceIcon,
} from '@heroicons/react/24/outline';
import type { ComponentType, SVGProps } from 'react';

export interface Feature {
  id: string;
  name: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  summary: string;
  details: string[];
}

const IMPORT_REGISTRARS = [
  RegistrarCode.GODADDY,
  RegistrarCode.NAMECHEAP,
  RegistrarCode.DYNADOT,
  RegistrarCode.PORKBUN,
  RegistrarCode.NAME_COM,
].map((code) => REGISTRAR_NAMES[code]);

/** The six features of the home page's grid, with the detail the features page shows. */
export const FEATURES: readonly Feature[] = [
  {
    id: 'domain-manager',
    name: 'Domain Manager with live edit',
    icon: PencilSquareIcon,
    summary:
      'One table for every domain you own. Change prices, descriptions and visibility in place and see the landing page update right away.',
    details: [
      'Edit selling price, description, buy-it-now and visibility right in the table.',
      'Track purchase price, renewal cost and registrar for every name.',
      'Sort by newest, views, price, length or expiration, and search as you type.',
      'Portfolio totals: domains, estimated value, views and leads for the period you choose.',
    ],
  },
  {
    id: 'expirations',
    name: 'Expirations Dashboard',
    icon: CalendarDaysIcon,
    summary:
      'Know what expires this week, month, quarter or year, and what the renewals will cost, before the registrar emails you.',
    details: [
      'Expirations grouped by calendar period in your own time zone.',
      'The total renewal cost of the period and how many registrars it involves.',
      'Decide early which names to renew and which to drop.',
    ],
  },
  {
    id: 'bulk-import-export',
    name: 'Bulk Import/Export',
    icon: ArrowsRightLeftIcon,
    summary: `Upload the CSV exports of ${IMPORT_REGISTRARS.slice(0, 3).join(', ')} and other registrars, and export your portfolio whenever you like.`,
    details: [
      `Up to ${formatCount(IMPORT_ROWS_PER_UPLOAD)} rows per upload, with a progress bar.`,
      `Column headers from ${IMPORT_REGISTRARS.join(', ')} and others are recognized.`,
      'Existing domains are updated, new ones added, and every rejected row is listed with the reason.',
      'Export to CSV or JSON at any time: your data stays yours.',
    ],
  },
  {
    id: 'lead-management',
    name: 'Lead Management',
    icon: InboxStackIcon,
    summary:
      'Every inquiry and offer from your landing pages arrives in one inbox, with an email to tell you about it.',
    details: [
      'Buyers send their name, contact details, offer and message from the landing page.',
      'See leads per domain, with views and conversion beside them.',
      'Export leads to CSV or JSON for your CRM.',
      'Leads are never dropped: over the monthly limit they are still stored and shown.',
    ],
  },
  {
    id: 'marketplace',
    name: 'Domain Marketplace',
    icon: BuildingStorefrontIcon,
    summary:
      'Public domains are listed on the Domainfolio marketplace, where buyers search, sort and open your landing pages.',
    details: [
      'Every public domain gets a landing page and a marketplace listing automatically.',
      'Mark a domain private to keep it off the marketplace and your portfolio page.',
      'Your own portfolio page on your subdomain, with your logo and description.',
    ],
  },
  {
    id: 'integrations',
    name: 'Powerful Integrations',
    icon: PuzzlePieceIcon,
    summary:
      'Google Analytics on your pages, a REST API with your own API key, your logo and your own domain.',
    details: [
      'Add your Google Analytics ID to measure visits to your landing pages.',
      'Automate your portfolio through the REST API with an API key you can revoke at any time.',
      'Point your own domain at your portfolio page and show your own logo.',
      `Included in Pro, together with room for ${formatCount(planLimits(PlanType.PRO).domains)} domains.`,
    ],
  },
];
