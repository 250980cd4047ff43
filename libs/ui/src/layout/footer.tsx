import { classNames } from '../lib/class-names';
import { AppLink } from '../navigation/app-link';
import { LEGAL_LINKS } from './legal-links';

export interface FooterProps {
  /** The main site's URL ('' on the main site itself, so the links stay inside the app). */
  mainSiteUrl: string;
  /** A 'Powered by Domainfolio' link; left out on an owner's custom domain. */
  poweredBy?: { label: string; href: string };
  className?: string;
}

/** The legal links every site ends with, and an optional 'Powered by' link. */
export function Footer({ mainSiteUrl, poweredBy, className }: FooterProps) {
  const base = mainSiteUrl.replace(/\/+$/, '');
  return (
    <footer className={classNames('border-t border-gray-200 bg-white', className)}>
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-4 py-8 sm:px-6 md:flex-row md:justify-between lg:px-8">
        <nav aria-label="Legal">
          <ul role="list" className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
            {LEGAL_LINKS.map((link) => (
              <li key={link.path}>
                <AppLink href={`${base}${link.path}`} className="text-gray-500 hover:text-gray-900">
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        {poweredBy && (
          <p className="text-sm text-gray-500">
            <AppLink href={poweredBy.href} className="hover:text-gray-900">
              {poweredBy.label}
            </AppLink>
          </p>
        )}
      </div>
    </footer>
  );
}
