import { PRODUCT_NAME } from '@domainfolio/contracts';
import { useDocumentTitle } from '@domainfolio/ui';
import { paths } from '../../../config/paths';
import { ApiKeyNote, ApiReference } from '../components/api-reference';

/** The REST reference inside the dashboard (/dashboard/docs), for owners writing scripts. */
export function DashboardDocsPage() {
  useDocumentTitle(`API reference | ${PRODUCT_NAME}`);
  return (
    <div className="space-y-4">
      {/* The reference below is the page's main landmark; this introduction is a region. */}
      <section aria-labelledby="api-reference-heading">
        <h2 id="api-reference-heading" className="text-xl font-semibold text-gray-900">
          API reference
        </h2>
        <div className="mt-2 max-w-3xl">
          <ApiKeyNote accountHref={paths.dashboard.account} />
        </div>
      </section>
      {/* The dashboard's top bar (h-16) stays on screen: the reference's sticky sidebar and
          its scrolled-to headings sit below it. */}
      <div className="rounded-lg bg-white shadow-sm ring-1 ring-gray-900/5 [--scalar-custom-header-height:4rem]">
        <ApiReference />
      </div>
    </div>
  );
}
