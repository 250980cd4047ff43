import { PageSpinner } from '@domainfolio/ui';
import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { safeNextPath } from '../../../lib/safe-next-path';
import { useCurrentUser } from '../../../lib/auth/get-current-user';

/**
 * Keeps signed-in owners off the sign-in and register pages: they go to the page
 * they asked for (`?next=`, when it is on this site) or the dashboard. If the session check
 * fails the page is shown anyway, since signing in is the way out.
 */
export function RedirectIfAuthenticated() {
  const [params] = useSearchParams();
  const currentUser = useCurrentUser();

  if (currentUser.isPending) return <PageSpinner label="Checking your session" />;
  if (currentUser.data) {
    return <Navigate to={safeNextPath(params.get('next')) ?? paths.dashboard.root} replace />;
  }
  return <Outlet />;
}
