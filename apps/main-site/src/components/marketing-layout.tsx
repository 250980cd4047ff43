import { Footer } from '@domainfolio/ui';
import { Outlet, useLocation } from 'react-router-dom';
import { hasOwnMainLandmark } from '../config/paths';
import { useScrollToTop } from '../hooks/use-scroll-to-top';
import { MarketingHeader } from './marketing-header';

/** Header, page and footer of the public marketing pages; a new page starts at the top. */
export function MarketingLayout() {
  useScrollToTop();
  const Content = hasOwnMainLandmark(useLocation().pathname) ? 'div' : 'main';

  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <MarketingHeader />
      <Content className="grow">
        <Outlet />
      </Content>
      <Footer mainSiteUrl="" />
    </div>
  );
}
