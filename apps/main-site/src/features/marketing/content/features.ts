import { IMPORT_ROWS_PER_UPLOAD, PlanType, formatCount, planLimits } from '@domainfolio/contracts';
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

/** The exports the importer reads as they are (the bulk screen's tiles name the same). */
const IMPORT_REGISTRARS = [
  'GoDaddy',
  'Namecheap',
  'Dynadot',
  'Porkbun',
  'Spaceship',
  'Uniregistry',
];
const IMPORT_MARKETPLACES = ['Sedo', 'Afternic', 'Dan.com', 'Efty'];
/** The marketplaces whose upload files the export writes. */
const EXPORT_MARKETPLACES = ['Afternic', 'Sedo', 'Dan.com'];

const list = (names: readonly string[]) =>
  `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** The six features of the home page's grid, with the detail the features page shows. */
export const FEATURES: readonly Feature[] = [
  {
    id: 'domain-manager',
    name: 'Domain Manager with live edit',
    icon: PencilSquareIcon,
    summary:
      'One table for every domain you own. Change prices, descriptions and visibility in place and see the landing page update right away.',
    details: [
      'Edit selling price, description, expiration, registrar, Buy It Now and visibility right in the table.',
      'Track purchase price, renewal cost and registrar for every name.',
      'Sort by newest, views, name, expiration, Buy It Now or price, and search as you type.',
      'Portfolio totals: domains, estimated value, views, leads, renewals, sales and profit for the period you choose.',
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
    summary: `Upload the exports of ${IMPORT_REGISTRARS.slice(0, 3).join(', ')} and other registrars and marketplaces, and export your portfolio whenever you like.`,
    details: [
      `Up to ${formatCount(IMPORT_ROWS_PER_UPLOAD)} rows per upload, with a progress bar.`,
      `Exports of ${list(IMPORT_REGISTRARS)} are read as they are, and so are those of ${list(IMPORT_MARKETPLACES)}.`,
      'Any other spreadsheet or a plain list of names works too: you choose which column is which.',
      'Existing domains are updated, new ones added, and every rejected row is listed with the reason.',
      `Export to CSV or JSON at any time, or as upload files for ${list(EXPORT_MARKETPLACES)}.`,
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
      'Leads are never dropped: over the monthly limit they are still stored and shown, only the emails pause.',
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
      'Your own portfolio page on your subdomain, with your description, and your logo on Pro.',
      'Buy It Now sells at your price through Escrow.com, right from the landing page.',
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
      'Point your own domain at your portfolio page, verified by a DNS record, and show your own logo.',
      `Included in Pro, together with room for ${formatCount(planLimits(PlanType.PRO).domains)} domains.`,
    ],
  },
];
