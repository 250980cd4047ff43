import { Logo, Skeleton } from '@domainfolio/ui';

export interface PortfolioHeaderProps {
  title: string;
  description: string | null;
  logo: string | null;
}

/** The owner's logo, title and description at the top of the portfolio. */
export function PortfolioHeader({ title, description, logo }: PortfolioHeaderProps) {
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-8 sm:flex-row sm:items-center sm:px-6 lg:px-8">
        <Logo
          src={logo}
          alt={`${title} logo`}
          className="size-16 shrink-0 rounded-lg bg-white object-contain p-1 ring-1 ring-gray-200"
        />
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight break-words text-gray-900 sm:text-4xl">
            {title}
          </h1>
          {description && <p className="mt-2 max-w-3xl text-base text-gray-600">{description}</p>}
        </div>
      </div>
    </header>
  );
}

export function PortfolioHeaderSkeleton() {
  return (
    <header className="border-b border-gray-200 bg-white" aria-busy="true">
      <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-8 sm:flex-row sm:items-center sm:px-6 lg:px-8">
        <Skeleton className="size-16 rounded-lg" />
        <div className="grow">
          <Skeleton className="h-8 w-64 max-w-full" />
          <Skeleton className="mt-3 h-4 w-96 max-w-full" />
        </div>
      </div>
    </header>
  );
}
