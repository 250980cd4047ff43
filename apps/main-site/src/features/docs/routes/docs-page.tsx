import { PRODUCT_NAME } from '@domainfolio/contracts';
import { useDocumentTitle } from '@domainfolio/ui';
import { paths } from '../../../config/paths';
import { ApiKeyNote, ApiReference } from '../components/api-reference';

/** The public REST reference at /docs, between the marketing header and footer. */
export function DocsPage() {
  useDocumentTitle(`API reference | ${PRODUCT_NAME}`);
  return (
    <div className="bg-white">
      {/* The reference below is the page's main landmark; this introduction is a region. */}
      <section
        aria-labelledby="api-reference-heading"
        className="mx-auto max-w-7xl px-4 pt-10 pb-4 sm:px-6 lg:px-8"
      >
        <h1 id="api-reference-heading" className="text-3xl font-bold tracking-tight text-gray-900">
          API reference
        </h1>
        <div className="mt-3 max-w-3xl">
          <ApiKeyNote accountHref={paths.dashboard.account} />
        </div>
      </section>
      <ApiReference />
    </div>
  );
}
