import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { MinusSmallIcon, PlusSmallIcon } from '@heroicons/react/24/outline';
import { FAQ } from '../content/faq';

/** The five questions, each opening in place. */
export function FaqSection() {
  return (
    <section aria-labelledby="faq-heading" className="bg-gray-50 py-20 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <h2
          id="faq-heading"
          className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl"
        >
          Frequently asked questions
        </h2>
        <dl className="mt-10 divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white px-6 shadow-sm">
          {FAQ.map((item) => (
            <Disclosure key={item.question} as="div" className="py-5">
              <dt>
                <DisclosureButton className="group flex w-full items-start justify-between gap-x-6 text-left text-gray-900">
                  <span className="text-base font-semibold">{item.question}</span>
                  <span className="flex h-6 items-center">
                    <PlusSmallIcon aria-hidden="true" className="size-6 group-data-open:hidden" />
                    <MinusSmallIcon
                      aria-hidden="true"
                      className="size-6 group-not-data-open:hidden"
                    />
                  </span>
                </DisclosureButton>
              </dt>
              <DisclosurePanel as="dd" className="mt-3 pr-12 text-base text-gray-600">
                {item.answer}
              </DisclosurePanel>
            </Disclosure>
          ))}
        </dl>
      </div>
    </section>
  );
}
