import { REGISTRY_FLAG_LABELS, type RegistryFlag } from '@domainfolio/contracts';
import { Badge, type BadgeColor } from '@domainfolio/ui';
import { CheckIcon, ExclamationTriangleIcon, XCircleIcon } from '@heroicons/react/16/solid';

const COLORS: Readonly<Record<Exclude<RegistryFlag, 'ok'>, BadgeColor>> = {
  'at-risk': 'red',
  differs: 'yellow',
  'not-found': 'red',
  'no-rdap': 'gray',
  pending: 'gray',
};

const ICONS: Partial<Record<RegistryFlag, typeof CheckIcon>> = {
  'at-risk': ExclamationTriangleIcon,
  differs: ExclamationTriangleIcon,
  'not-found': XCircleIcon,
};

/**
 * What a domain's registry data says, in a word: a badge for what needs a look, a quiet check
 * when the registry agrees. The label always carries the meaning, the colour only repeats it.
 */
export function RegistryFlagBadge({ flag }: { flag: RegistryFlag }) {
  const label = REGISTRY_FLAG_LABELS[flag];
  if (flag === 'ok') {
    return (
      <span className="inline-flex items-center gap-x-1 text-xs whitespace-nowrap text-gray-500">
        <CheckIcon aria-hidden="true" className="size-4 text-green-600" />
        {label}
      </span>
    );
  }
  const Icon = ICONS[flag];
  return (
    <Badge color={COLORS[flag]} className="gap-x-1">
      {Icon && <Icon aria-hidden="true" className="size-3.5" />}
      {label}
    </Badge>
  );
}
