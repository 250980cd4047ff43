import { Footer } from '@domainfolio/ui';
import { Outlet } from 'react-router-dom';
import { useScrollToTop } from '../hooks/use-scroll-to-top';
import { MarketingHeader } from './marketing-header';

/** Header, page and footer of the public marketing pages; a new page starts at the top. */
export function MarketingLayout() {
  useScrollToTop();

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
