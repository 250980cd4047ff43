import { ownerSiteUrl, type User } from '@domainfolio/contracts';
import { Button, useSiteContext } from '@domainfolio/ui';
import { ArrowTopRightOnSquareIcon, PlusIcon } from '@heroicons/react/20/solid';
import { paths } from '../../../config/paths';

/** The portfolio's name (or 'Domain Portfolio'), Add Domain and View Domain Portfolio. */
export function PageHeader({ user }: { user: User }) {
  const { appUrl } = useSiteContext();
  const title = user.portfolioDisplayName?.trim() || 'Domain Portfolio';
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <h1 className="min-w-0 truncate text-2xl/7 font-bold text-gray-900 sm:text-3xl sm:tracking-tight">
        {title}
      </h1>
      <div className="flex shrink-0 flex-wrap gap-3">
        <Button
          href={ownerSiteUrl(appUrl, user.username)}
          target="_blank"
          rel="noreferrer"
          variant="secondary"
        >
          View Domain Portfolio
          <ArrowTopRightOnSquareIcon aria-hidden="true" className="size-4 text-gray-400" />
          <span className="sr-only"> (opens in a new tab)</span>
        </Button>
        <Button href={paths.dashboard.newDomain}>
          <PlusIcon aria-hidden="true" className="-ml-0.5 size-5" />
          Add Domain
        </Button>
      </div>
    </div>
  );
}
