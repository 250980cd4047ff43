import { ESCROW_SELLER_FEE_CENTS, formatCurrencyWhole } from '@domainfolio/contracts';
import { CheckIcon, CodeBracketIcon, ShieldCheckIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

const SELLER_FEE = formatCurrencyWhole(ESCROW_SELLER_FEE_CENTS / 100);

const ESCROW_POINTS = [
  'Set a price and switch on Buy It Now for any domain.',
  'Buyers check out from the landing page; payment is held in escrow until the domain is transferred.',
  'The buyer pays all escrow fees.',
  `You pay a flat ${SELLER_FEE} disbursement fee, whatever the price.`,
];

const TOOL_POINTS: { key: string; text: ReactNode }[] = [
  { key: 'import', text: 'Import the files your registrar or marketplace already gives you.' },
  {
    key: 'export',
    text: 'Export to plain CSV and JSON whenever you like, or as Afternic, Sedo and Dan.com upload files.',
  },
  {
    key: 'api',
    text: (
      <>
        Script your portfolio through the{' '}
        <Link
          to={paths.docs}
          className="font-semibold text-indigo-600 underline underline-offset-2 hover:text-indigo-500"
        >
          documented REST API
        </Link>{' '}
        with a Pro API key.
      </>
    ),
  },
];

/** Sells escrow Buy It Now and the open formats the portfolio moves in and out in. */
export function SellingSection() {
  return (
    <section aria-label="Selling and tools" className="bg-white py-20 sm:py-24">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className="rounded-2xl border border-gray-200 bg-gray-50 p-8 shadow-sm">
          <ShieldCheckIcon aria-hidden="true" className="size-8 text-indigo-600" />
          <h2 className="mt-4 text-2xl font-bold tracking-tight text-gray-900">
            Sell safely with Escrow Buy It Now
          </h2>
          <p className="mt-3 text-base text-gray-600">
            Turn interest into a closed sale without chasing wire transfers. The buyer pays the
            escrow fees, you pay a flat {SELLER_FEE}.
          </p>
          <ul role="list" className="mt-6 space-y-3 text-sm text-gray-700">
            {ESCROW_POINTS.map((point) => (
              <li key={point} className="flex gap-x-3">
                <CheckIcon aria-hidden="true" className="size-5 shrink-0 text-indigo-600" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-gray-200 bg-gray-50 p-8 shadow-sm">
          <CodeBracketIcon aria-hidden="true" className="size-8 text-indigo-600" />
          <h2 className="mt-4 text-2xl font-bold tracking-tight text-gray-900">
            Open formats, no lock-in
          </h2>
          <p className="mt-3 text-base text-gray-600">
            Your portfolio comes in and goes out as plain files, so it is never locked in.
          </p>
          <ul role="list" className="mt-6 space-y-3 text-sm text-gray-700">
            {TOOL_POINTS.map((point) => (
              <li key={point.key} className="flex gap-x-3">
                <CheckIcon aria-hidden="true" className="size-5 shrink-0 text-indigo-600" />
                <span>{point.text}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
