import { PRODUCT_NAME } from '@domainfolio/contracts';
import { useDocumentTitle } from '../hooks/use-document-title';
import { AppLink } from '../navigation/app-link';
import { useNotFoundStatus } from '../site/page-status';
import { Footer } from './footer';

export interface NotFoundPageProps {
  homeHref: string;
  mainSiteUrl: string;
}

/** The 404 page of every site; rendered on the server, it makes the page's answer a 404. */
export function NotFoundPage({ homeHref, mainSiteUrl }: NotFoundPageProps) {
  useDocumentTitle(`Page not found | ${PRODUCT_NAME}`);
  useNotFoundStatus();
  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <main className="flex grow items-center justify-center px-6 py-24 sm:py-32">
        <div className="text-center">
          <p className="text-base font-semibold text-indigo-600">404 error</p>
          <h1 className="mt-4 text-4xl font-semibold tracking-tight text-balance text-gray-900 sm:text-5xl">
            Page not found.
          </h1>
          <p className="mt-6 text-base text-pretty text-gray-500">
            Sorry, we couldn't find the page you're looking for.
          </p>
          <div className="mt-10">
            <AppLink
              href={homeHref}
              className="text-sm font-semibold text-indigo-600 hover:text-indigo-500"
            >
              Go back home <span aria-hidden="true">&rarr;</span>
            </AppLink>
          </div>
        </div>
      </main>
      <Footer mainSiteUrl={mainSiteUrl} />
    </div>
  );
}
