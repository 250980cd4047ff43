import { PLAN_INTERVAL_NAMES, PlanInterval, annualDiscountPercent } from '@domainfolio/contracts';
import { Radio, RadioGroup } from '@headlessui/react';

const OPTIONS = [PlanInterval.YEAR, PlanInterval.MONTH].map((value) => ({
  value,
  label: capitalize(PLAN_INTERVAL_NAMES[value]),
}));

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Yearly or monthly billing, with the yearly saving beside it. */
export function BillingIntervalToggle({
  value,
  onChange,
}: {
  value: PlanInterval;
  onChange: (interval: PlanInterval) => void;
}) {
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row">
      <RadioGroup
        value={value}
        onChange={onChange}
        aria-label="Billing period"
        className="grid grid-cols-2 gap-x-1 rounded-full bg-white p-1 text-center text-sm font-semibold ring-1 ring-gray-200 ring-inset"
      >
        {OPTIONS.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            className="cursor-pointer rounded-full px-4 py-1.5 text-gray-600 data-checked:bg-indigo-600 data-checked:text-white data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-indigo-600"
          >
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
      <span className="rounded-full bg-green-50 px-2.5 py-1 text-xs font-semibold text-green-700 ring-1 ring-green-600/20 ring-inset">
        Save {annualDiscountPercent()}% with yearly billing
      </span>
    </div>
  );
}
