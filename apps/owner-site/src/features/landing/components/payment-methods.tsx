import type { PublicDomain } from '@domainfolio/contracts';
import { Button } from '@domainfolio/ui';

const METHODS = [
  { key: 'purchaseUrl', label: 'Purchase' },
  { key: 'financeUrl', label: 'Finance' },
  { key: 'leaseUrl', label: 'Lease' },
] as const;

/**
 * The owner's own payment links: shown when any exists; a missing one stays
 * visible but disabled, so the three always sit in the same place.
 */
export function PaymentMethods({
  domain,
}: {
  domain: Pick<PublicDomain, 'purchaseUrl' | 'financeUrl' | 'leaseUrl'>;
}) {
  if (METHODS.every((method) => !domain[method.key])) return null;
  return (
    <section
      aria-labelledby="payment-methods"
      className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
    >
      <h2 id="payment-methods" className="text-sm font-semibold text-gray-900">
        Additional Payment Methods
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {METHODS.map(({ key, label }) => {
          const url = domain[key];
          return url ? (
            <Button
              key={key}
              variant="secondary"
              href={url}
              target="_blank"
              rel="noopener noreferrer nofollow"
            >
              {label}
            </Button>
          ) : (
            <Button key={key} variant="secondary" disabled>
              {label}
            </Button>
          );
        })}
      </div>
    </section>
  );
}
