import {
  BuildingStorefrontIcon,
  DocumentTextIcon,
  GlobeAltIcon,
  ListBulletIcon,
} from '@heroicons/react/20/solid';
import type { ComponentType, SVGProps } from 'react';
import { useId } from 'react';

type Kind = 'Registrar' | 'Marketplace' | 'Your own file';

/**
 * The services whose exports are read as they are. Their own logos are their trademarks, so
 * each is shown as its name set as a wordmark, in a tile the size of a logo.
 */
const SOURCES: { name: string; kind: Kind }[] = [
  { name: 'GoDaddy', kind: 'Registrar' },
  { name: 'Namecheap', kind: 'Registrar' },
  { name: 'Dynadot', kind: 'Registrar' },
  { name: 'Porkbun', kind: 'Registrar' },
  { name: 'Spaceship', kind: 'Registrar' },
  { name: 'Uniregistry', kind: 'Registrar' },
  { name: 'Sedo', kind: 'Marketplace' },
  { name: 'Afternic', kind: 'Marketplace' },
  { name: 'Dan.com', kind: 'Marketplace' },
  { name: 'Efty', kind: 'Marketplace' },
  { name: 'Our template', kind: 'Your own file' },
  { name: 'List of names', kind: 'Your own file' },
];

const ICONS: Record<Kind, ComponentType<SVGProps<SVGSVGElement>>> = {
  Registrar: GlobeAltIcon,
  Marketplace: BuildingStorefrontIcon,
  'Your own file': DocumentTextIcon,
};

/** The registrars and marketplaces whose exports are read as they are, as a row of tiles. */
export function SupportedSources() {
  const headingId = useId();
  return (
    <div>
      <p id={headingId} className="text-sm font-medium text-gray-900">
        Reads the files of
      </p>
      <ul
        aria-labelledby={headingId}
        className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-2 xl:grid-cols-3"
      >
        {SOURCES.map(({ name, kind }) => {
          const Icon = name === 'List of names' ? ListBulletIcon : ICONS[kind];
          return (
            <li
              key={name}
              className="flex h-16 min-w-0 flex-col items-center justify-center rounded-lg border border-gray-200 bg-white px-2 text-center shadow-xs"
            >
              <span className="flex max-w-full items-center gap-x-1.5">
                <Icon aria-hidden="true" className="size-4 shrink-0 text-indigo-500" />
                <span className="text-sm/5 font-bold tracking-tight whitespace-nowrap text-gray-900">
                  {name}
                </span>
              </span>
              <span className="mt-0.5 text-[0.6875rem]/4 font-medium tracking-wide text-gray-500 uppercase">
                {kind}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-xs text-gray-500">
        Any other spreadsheet works too when its first row names the columns (Domain, Price,
        Expiration…).
      </p>
    </div>
  );
}
