import { formatCurrency, type PublicDomain } from '@domainfolio/contracts';
import { Badge, MAKE_AN_OFFER, visiblePrice } from '@domainfolio/ui';

/** 'For sale' and the price, or 'Make an Offer' when there is no price or it is hidden. */
export function PricePanel({ domain }: { domain: PublicDomain }) {
  const price = visiblePrice(domain);
  return (
    <section
      aria-label="Price"
      className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
    >
      {price === null ? (
        <p className="text-2xl font-semibold text-indigo-600">{MAKE_AN_OFFER}</p>
      ) : (
        <>
          <p className="flex items-center gap-x-2 text-sm font-medium text-gray-500">
            For sale
            {domain.buyItNow && <Badge color="green">Buy Now</Badge>}
          </p>
          <p className="mt-1 text-4xl font-bold tracking-tight text-gray-900 tabular-nums">
            {formatCurrency(price)}
          </p>
        </>
      )}
    </section>
  );
}
