import { Footer, Wordmark } from '@domainfolio/ui';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { useScrollToTop } from '../../../hooks/use-scroll-to-top';
import { paths } from '../../../config/paths';

/** The frame of the sign-in screens: the product's mark over a centred column, legal links below. */
export function AuthLayout() {
  useScrollToTop();

  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <main className="flex grow flex-col items-center px-4 py-10 sm:px-6 sm:py-16">
        <Link
          to={paths.home}
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <Wordmark />
        </Link>
        <div className="mt-8 w-full max-w-md">
          <Outlet />
        </div>
      </main>
      <Footer mainSiteUrl="" />
    </div>
  );
}

export interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card ('Need an account? Register instead.'). */
  footer?: ReactNode;
}

/** A screen's heading and its white card. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <>
      <div className="text-center">
        <h1 className="text-2xl/9 font-bold tracking-tight text-gray-900">{title}</h1>
        {subtitle && <p className="mt-2 text-sm text-gray-600">{subtitle}</p>}
      </div>
      <div className="mt-8 rounded-lg bg-white px-4 py-8 shadow-sm ring-1 ring-gray-200 sm:px-10">
        {children}
      </div>
      {footer && <div className="mt-8 space-y-2 text-center text-sm text-gray-600">{footer}</div>}
    </>
  );
}

export const TEXT_LINK_CLASS_NAME =
  'font-semibold text-indigo-600 hover:text-indigo-500 rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
