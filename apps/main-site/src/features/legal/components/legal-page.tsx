import { LEGAL_LAST_UPDATED, PRODUCT_NAME } from '@domainfolio/contracts';
import { useDocumentTitle } from '@domainfolio/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** '21 April 2021': the calendar date as written, whatever the visitor's time zone. */
const LAST_UPDATED_TEXT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(LEGAL_LAST_UPDATED));

const OTHER_POLICIES = [
  { href: paths.privacyPolicy, label: 'Privacy Policy' },
  { href: paths.cookiePolicy, label: 'Cookie Policy' },
  { href: paths.acceptableUsePolicy, label: 'Acceptable Use Policy' },
  { href: paths.termsOfService, label: 'Terms of Service' },
];

/** A legal page: its title, the date it was last updated and its sections. */
export function LegalPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(`${title} | ${PRODUCT_NAME}`);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <p className="text-sm font-semibold text-indigo-600">Legal</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 text-sm text-gray-500">
        Last updated <time dateTime={LEGAL_LAST_UPDATED}>{LAST_UPDATED_TEXT}</time>
      </p>
      <article className="mt-8 space-y-10 rounded-lg border border-gray-200 bg-white p-6 text-base leading-7 text-gray-700 shadow-sm sm:p-10">
        <div className="space-y-4">{intro}</div>
        {children}
      </article>
      <nav aria-label="Other policies" className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {OTHER_POLICIES.filter((policy) => policy.label !== title).map((policy) => (
          <Link
            key={policy.href}
            to={policy.href}
            className="font-medium text-indigo-600 hover:text-indigo-500"
          >
            {policy.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}

/** One numbered part of a legal page. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4">
      <h2 className="text-xl font-semibold text-gray-900">{title}</h2>
      {children}
    </section>
  );
}

/** A bulleted list inside a legal section. */
export function LegalList({ items }: { items: ReactNode[] }) {
  return (
    <ul role="list" className="list-disc space-y-2 pl-6 marker:text-gray-400">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** An inline link to another page of the site, styled for body text. */
export function LegalLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-indigo-600 underline-offset-2 hover:underline">
      {children}
    </Link>
  );
}
