import { Button } from '@domainfolio/ui';
import { paths } from '../../../config/paths';

/** The closing invitation to register. */
export function CallToAction() {
  return (
    <section className="bg-indigo-700">
      <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
        <h2 className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          Put your whole portfolio to work
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-indigo-100">
          Import your domains in minutes and every one of them gets a landing page and a marketplace
          listing.
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Button href={paths.register} size="lg" variant="secondary">
            Register for free
          </Button>
          <Button
            href={paths.pricing}
            size="lg"
            className="bg-indigo-600 ring-1 ring-white/30 hover:bg-indigo-500"
          >
            See pricing
          </Button>
        </div>
      </div>
    </section>
  );
}
