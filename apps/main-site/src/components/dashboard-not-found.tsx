import { PRODUCT_NAME } from '@domainfolio/contracts';
import { useDocumentTitle } from '@domainfolio/ui';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';

/** An unknown dashboard page, inside the shell so the owner can carry on from the menu. */
export function DashboardNotFound() {
  useDocumentTitle(`Page not found | ${PRODUCT_NAME}`);
  return (
    <section className="rounded-lg bg-white px-6 py-16 text-center shadow-xs ring-1 ring-gray-200">
      <p className="text-base font-semibold text-indigo-600">404 error</p>
      <h2 className="mt-4 text-3xl font-semibold tracking-tight text-gray-900">Page not found.</h2>
      <p className="mt-4 text-base text-gray-500">
        Sorry, we couldn't find the page you're looking for.
      </p>
      <Link
        to={paths.dashboard.root}
        className="mt-8 inline-block text-sm font-semibold text-indigo-600 hover:text-indigo-500"
      >
        Back to your domains <span aria-hidden="true">&rarr;</span>
      </Link>
    </section>
  );
}
