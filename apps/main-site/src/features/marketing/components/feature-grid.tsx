import { FEATURES } from '../content/features';

/** The six features as a grid of icon, name and one line. */
export function FeatureGrid() {
  return (
    <section aria-labelledby="features-heading" className="bg-gray-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-base font-semibold text-indigo-600">Everything in one place</p>
          <h2
            id="features-heading"
            className="mt-2 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl"
          >
            Built for domain investors
          </h2>
          <p className="mt-4 text-lg text-gray-600">
            From the day you register a name to the day you sell it.
          </p>
        </div>
        <div className="mx-auto mt-12 grid max-w-2xl grid-cols-1 gap-6 sm:mt-16 md:grid-cols-2 lg:max-w-none lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <div
              key={feature.id}
              className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
            >
              <div className="flex size-10 items-center justify-center rounded-lg bg-indigo-600">
                <feature.icon aria-hidden="true" className="size-6 text-white" />
              </div>
              <h3 className="mt-4 text-base font-semibold text-gray-900">{feature.name}</h3>
              <p className="mt-2 text-sm leading-6 text-gray-600">{feature.summary}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
