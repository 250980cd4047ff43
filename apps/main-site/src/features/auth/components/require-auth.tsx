import { Button, EmptyState, PageSpinner } from '@domainfolio/ui';
import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { loginPathFor } from '../../../lib/safe-next-path';
import { useCurrentUser } from '../../../lib/auth/get-current-user';

/**
 * Guards the owner's pages: a spinner while we ask who is signed in, the login page (coming
 * back here afterwards) when nobody is, and the page itself for a signed-in owner.
 */
export function RequireAuth() {
  const location = useLocation();
  const currentUser = useCurrentUser();

  if (currentUser.isPending) return <PageSpinner label="Checking your session" />;
  if (currentUser.data) return <Outlet />;
  if (currentUser.isError) {
    return (
      <div className="min-h-screen bg-gray-50 px-4 py-24">
        <EmptyState
          className="mx-auto max-w-lg"
          icon={ExclamationTriangleIcon}
          title="We could not check your session"
          description={currentUser.error.message}
          action={<Button onClick={() => void currentUser.refetch()}>Try again</Button>}
        />
      </div>
    );
  }
  return <Navigate to={loginPathFor(paths.login, location.pathname + location.search)} replace />;
}
