import { API_KEY_HEADER } from '@domainfolio/contracts';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/load-error';
import { useOpenApiDocument } from '../api/get-openapi-document';

// The renderer is large: it loads only when a reference page is shown, never with the others.
const ScalarReference = lazy(() => import('./scalar-reference'));

function Loading() {
  return (
    <p role="status" className="px-4 py-16 text-center text-sm text-gray-500">
      Loading the API reference…
    </p>
  );
}

/** How to authenticate, above the reference: the one thing every call needs. */
export function ApiKeyNote({ accountHref }: { accountHref: string }) {
  return (
    <p className="text-sm text-gray-600">
      Send your API key in the{' '}
      <code className="rounded-sm bg-gray-100 px-1 py-0.5 text-xs text-gray-800">
        {API_KEY_HEADER}
      </code>{' '}
      header of every request to an owner endpoint. Pro owners generate the key in{' '}
      <Link to={accountHref} className="font-semibold text-indigo-600 hover:text-indigo-500">
        Account settings
      </Link>
      . Errors answer with a 4xx status and a JSON body{' '}
      <code className="rounded-sm bg-gray-100 px-1 py-0.5 text-xs text-gray-800">
        {'{type, code, title, message, errors?}'}
      </code>
      .
    </p>
  );
}

/** The REST reference, rendered from the API's OpenAPI document as the API serves it now. */
export function ApiReference() {
  const { data, error, refetch } = useOpenApiDocument();
  if (error) {
    return (
      <LoadError
        title="The API reference could not be loaded"
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!data) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <ScalarReference document={data} />
    </Suspense>
  );
}
