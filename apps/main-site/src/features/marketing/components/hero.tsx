import { PLANS, PlanType, formatCount } from '@domainfolio/contracts';
import { Button } from '@domainfolio/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useExampleUrls } from '../hooks/use-example-urls';
import { HeroPreview } from './hero-preview';

export function Hero() {
  const { portfolioUrl, landingPageUrl } = useExampleUrls();
  return (
    <section className="relative isolate overflow-hidden bg-white">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-96 bg-linear-to-b from-indigo-50 to-white"
      />
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <p className="inline-flex flex-wrap items-center justify-center gap-x-2 rounded-full bg-white px-3 py-1 text-sm text-gray-600 ring-1 ring-gray-900/10">
            Free for up to {formatCount(PLANS[PlanType.FREE].limits.domains)} domains.
            <Link
              to={paths.pricing}
              className="font-semibold text-indigo-600 hover:text-indigo-500"
            >
              See pricing <span aria-hidden="true">&rarr;</span>
            </Link>
          </p>
          <h1 className="mt-8 text-4xl font-bold tracking-tight text-balance text-gray-900 sm:text-6xl">
            The Domain Investor Platform
          </h1>
          <p className="mt-6 text-lg text-pretty text-gray-600 sm:text-xl">
            Manage your whole portfolio across registrars, give every domain a landing page that
            captures leads, and sell on the marketplace with escrow-backed Buy It Now.
          </p>
          <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <Button href={portfolioUrl} size="lg">
              View example portfolio
            </Button>
            <Button href={landingPageUrl} size="lg" variant="secondary">
              View example landing page
            </Button>
          </div>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
