import {
  DEFAULT_PLAN_INTERVAL,
  PLAN_TYPES,
  PRODUCT_NAME,
  PlanType,
  type PlanInterval,
} from '@domainfolio/contracts';
import { useDocumentTitle } from '@domainfolio/ui';
import { useState } from 'react';
import { BillingIntervalToggle } from '../../../components/billing-interval-toggle';
import { PlanCard } from '../../../components/plan-card';
import { usePaymentsConfig } from '../../../lib/api/get-payments-config';

/** Public pricing: a billing toggle (yearly first) and the two plans. */
export function PricingPage() {
  useDocumentTitle(`Pricing | ${PRODUCT_NAME}`);
  const [interval, setBillingInterval] = useState<PlanInterval>(DEFAULT_PLAN_INTERVAL);
  const config = usePaymentsConfig();
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-base font-semibold text-indigo-600">Pricing</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-gray-900 sm:text-5xl">
          Simple pricing for every portfolio
        </h1>
        <p className="mt-6 text-lg text-gray-600">
          Start free and upgrade when your portfolio outgrows it.
        </p>
      </div>
      <div className="mt-10 flex justify-center">
        <BillingIntervalToggle value={interval} onChange={setBillingInterval} />
      </div>
      <div className="mx-auto mt-10 grid max-w-4xl grid-cols-1 gap-8 md:grid-cols-2">
        {PLAN_TYPES.map((type) => (
          <PlanCard
            key={type}
            type={type}
            interval={interval}
            note={
              type === PlanType.PRO && config.data?.upgrades === false
                ? 'Upgrades are not available on this installation yet: ask its administrator.'
                : undefined
            }
          />
        ))}
      </div>
    </div>
  );
}
