import { Footer } from '@domainfolio/ui';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { MarketingHeader } from './marketing-header';

/** Header, page and footer of the public marketing pages; a new page starts at the top. */
export function MarketingLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <MarketingHeader />
      <main className="grow">
        <Outlet />
      </main>
      <Footer mainSiteUrl="" />
    </div>
  );
}
