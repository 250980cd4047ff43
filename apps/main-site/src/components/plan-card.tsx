import {
  PLANS,
  PlanInterval,
  PlanType,
  formatCount,
  formatCurrencyWhole,
  planFeatures,
  type PlanDefinition,
} from '@domainfolio/contracts';
import { Button, classNames } from '@domainfolio/ui';
import { CheckIcon } from '@heroicons/react/20/solid';
import type { ReactNode } from 'react';
import { paths } from '../config/paths';

const PITCH: Record<PlanType, string> = {
  FREE: 'Everything you need to manage and sell a starter portfolio.',
  PRO: 'Bigger limits, your own brand, analytics and the API.',
};

const CTA: Record<PlanType, string> = {
  FREE: 'Register for free',
  PRO: 'Get started with Pro',
};

function limitLines(plan: PlanDefinition): string[] {
  const { limits } = plan;
  return [
    `Up to ${formatCount(limits.domains)} domains`,
    `${formatCount(limits.domainPages)} domain landing pages`,
    `${formatCount(limits.leadsPerMonth)} leads a month`,
  ];
}

/** The features a plan adds to the one below it (Free lists all of its own). */
function featureLines(plan: PlanDefinition): string[] {
  if (plan.type === PlanType.FREE) return planFeatures(PlanType.FREE);
  const included = new Set(planFeatures(PlanType.FREE));
  return [
    'Everything in Free',
    ...planFeatures(plan.type).filter((feature) => !included.has(feature)),
  ];
}

/**
 * One plan: name, price for the chosen billing period, limits and features. On the public
 * pricing page its button registers; inside the account `action` takes its place.
 */
export function PlanCard({
  type,
  interval,
  action,
  note,
}: {
  type: PlanType;
  interval: PlanInterval;
  action?: ReactNode;
  /** A line under the button ('Upgrades are not available on this installation.'). */
  note?: ReactNode;
}) {
  const plan = PLANS[type];
  const featured = type === PlanType.PRO;
  const price = formatCurrencyWhole(plan.priceCents[interval] / 100);
  const per = interval === PlanInterval.YEAR ? '/year' : '/month';
  const headingId = `plan-${type.toLowerCase()}`;

  return (
    <section
      aria-labelledby={headingId}
      className={classNames(
        'flex flex-col rounded-2xl bg-white p-8 shadow-sm',
        featured ? 'ring-2 ring-indigo-600' : 'ring-1 ring-gray-200',
      )}
    >
      <h2
        id={headingId}
        className={classNames(
          'text-lg font-semibold',
          featured ? 'text-indigo-600' : 'text-gray-900',
        )}
      >
        {plan.name}
      </h2>
      <p className="mt-2 text-sm text-gray-600">{PITCH[type]}</p>
      <p className="mt-6 flex items-baseline gap-x-1">
        <span className="text-4xl font-bold tracking-tight text-gray-900 tabular-nums">
          {price}
        </span>
        <span className="text-sm font-semibold text-gray-600">{per}</span>
      </p>
      {type === PlanType.FREE && <p className="mt-1 text-sm text-gray-500">Free forever</p>}
      {type === PlanType.PRO && interval === PlanInterval.YEAR && (
        <p className="mt-1 text-sm text-gray-500">
          Billed yearly, instead of {formatCurrencyWhole((plan.priceCents.MONTH * 12) / 100)}
        </p>
      )}
      {type === PlanType.PRO && interval === PlanInterval.MONTH && (
        <p className="mt-1 text-sm text-gray-500">Billed monthly, cancel any time</p>
      )}
      <div className="mt-6">
        {action ?? (
          <Button
            href={paths.register}
            variant={featured ? 'primary' : 'secondary'}
            size="lg"
            fullWidth
          >
            {CTA[type]}
          </Button>
        )}
      </div>
      {note && <p className="mt-3 text-sm text-gray-500">{note}</p>}
      <ul role="list" className="mt-8 space-y-3 text-sm text-gray-700">
        {[...limitLines(plan), ...featureLines(plan)].map((line) => (
          <li key={line} className="flex gap-x-3">
            <CheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-600" />
            {line}
          </li>
        ))}
      </ul>
    </section>
  );
}
