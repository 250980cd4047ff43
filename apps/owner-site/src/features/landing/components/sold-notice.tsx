import type { PublicDomain } from '@domainfolio/contracts';
import { Button } from '@domainfolio/ui';
import { CheckBadgeIcon } from '@heroicons/react/24/outline';

/**
 * What a sold domain's landing page says instead of a price and a form: the name is taken, and,
 * when the owner shows a portfolio, where to find their other names.
 */
export function SoldNotice({
  domain,
  home,
}: {
  domain: Pick<PublicDomain, 'unicodeName'>;
  /** The owner's portfolio page, when it is enabled. */
  home: { href: string; host: string } | null;
}) {
  return (
    <section
      aria-labelledby="sold-heading"
      className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex size-12 shrink-0 items-center justify-center rounded-full bg-indigo-50">
          <CheckBadgeIcon aria-hidden="true" className="size-7 text-indigo-600" />
        </div>
        <div className="min-w-0">
          <h2 id="sold-heading" className="text-xl font-semibold break-words text-gray-900">
            {domain.unicodeName} has been sold
          </h2>
          <p className="mt-2 text-base text-pretty text-gray-600">
            This domain is no longer for sale, and the owner is not taking offers for it.
          </p>
          {home && (
            <Button href={home.href} className="mt-6 max-w-full">
              <span className="truncate">View more from {home.host}</span>
              <span aria-hidden="true">&rarr;</span>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
