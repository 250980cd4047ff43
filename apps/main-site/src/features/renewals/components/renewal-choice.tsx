import type { RenewalCandidate } from '@domainfolio/contracts';
import { classNames } from '@domainfolio/ui';

export interface RenewalChoiceProps {
  domain: RenewalCandidate;
  onChoose: (domain: RenewalCandidate, letExpire: boolean) => void;
}

const OPTIONS = [
  { letExpire: false, label: 'Renew' },
  { letExpire: true, label: 'Let it expire' },
] as const;

/** The owner's own choice for a name: Renew or Let it expire, one of them pressed. */
export function RenewalChoice({ domain, onChoose }: RenewalChoiceProps) {
  return (
    <div
      role="group"
      aria-label={`Your choice for ${domain.unicodeName}`}
      className="inline-flex rounded-md shadow-xs"
    >
      {OPTIONS.map((option, index) => {
        const chosen = domain.letExpire === option.letExpire;
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={chosen}
            onClick={() => {
              if (!chosen) onChoose(domain, option.letExpire);
            }}
            className={classNames(
              'relative inline-flex items-center px-2.5 py-1.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
              index === 0 ? 'rounded-l-md' : '-ml-px rounded-r-md',
              chosen
                ? option.letExpire
                  ? 'z-10 bg-gray-700 text-white ring-gray-700'
                  : 'z-10 bg-indigo-600 text-white ring-indigo-600'
                : 'bg-white text-gray-700 ring-gray-300 hover:bg-gray-50',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
