import { PRODUCT_NAME } from '@domainfolio/contracts';
import { useDocumentTitle } from '@domainfolio/ui';
import { CheckIcon } from '@heroicons/react/20/solid';
import { CallToAction } from '../components/call-to-action';
import { SellingSection } from '../components/selling-section';
import { FEATURES } from '../content/features';

/** The features in more depth than the landing page's grid. */
export function FeaturesPage() {
  useDocumentTitle(`Features | ${PRODUCT_NAME}`);
  return (
    <>
      <section className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <div className="mx-auto max-w-2xl text-center">
            <p className="text-base font-semibold text-indigo-600">Features</p>
            <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-gray-900 sm:text-5xl">
              Everything a domain investor needs
            </h1>
            <p className="mt-6 text-lg text-gray-600">
              Keep track of every name, every renewal and every buyer, and sell with confidence.
            </p>
          </div>
          <nav
            aria-label="Features"
            className="mx-auto mt-10 flex max-w-4xl flex-wrap justify-center gap-2"
          >
            {FEATURES.map((feature) => (
              <a
                key={feature.id}
                href={`#${feature.id}`}
                className="rounded-full bg-gray-50 px-3 py-1 text-sm font-medium text-gray-700 ring-1 ring-gray-200 hover:bg-indigo-50 hover:text-indigo-700"
              >
                {feature.name}
              </a>
            ))}
          </nav>
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-6 px-4 py-16 sm:px-6 lg:px-8">
        {FEATURES.map((feature) => (
          <section
            key={feature.id}
            id={feature.id}
            aria-labelledby={`${feature.id}-heading`}
            className="grid scroll-mt-8 grid-cols-1 gap-6 rounded-lg border border-gray-200 bg-white p-6 shadow-sm sm:p-8 lg:grid-cols-5 lg:gap-10"
          >
            <div className="lg:col-span-2">
              <div className="flex size-12 items-center justify-center rounded-lg bg-indigo-600">
                <feature.icon aria-hidden="true" className="size-7 text-white" />
              </div>
              <h2
                id={`${feature.id}-heading`}
                className="mt-4 text-2xl font-bold tracking-tight text-gray-900"
              >
                {feature.name}
              </h2>
              <p className="mt-3 text-base text-gray-600">{feature.summary}</p>
            </div>
            <ul role="list" className="space-y-3 self-center text-sm text-gray-700 lg:col-span-3">
              {feature.details.map((detail) => (
                <li key={detail} className="flex gap-x-3">
                  <CheckIcon
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-indigo-600"
                  />
                  {detail}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <SellingSection />
      <CallToAction />
    </>
  );
}
