import type { RenewalSuggestion } from '@domainfolio/contracts';
import { Badge, type BadgeColor } from '@domainfolio/ui';

export const SUGGESTION_LABELS: Readonly<Record<RenewalSuggestion, string>> = {
  renew: 'Renew',
  reprice: 'Reprice',
  drop: 'Drop',
};

const COLORS: Readonly<Record<RenewalSuggestion, BadgeColor>> = {
  renew: 'green',
  reprice: 'yellow',
  drop: 'red',
};

/** The rules' suggestion for a name, coloured: renew green, reprice yellow, drop red. */
export function SuggestionBadge({ suggestion }: { suggestion: RenewalSuggestion }) {
  return (
    <Badge color={COLORS[suggestion]}>
      <span className="sr-only">Suggestion: </span>
      {SUGGESTION_LABELS[suggestion]}
    </Badge>
  );
}
