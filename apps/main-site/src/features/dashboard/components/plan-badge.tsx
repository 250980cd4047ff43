import { PLAN_INTERVAL_NAMES, PLANS, PlanType, type User } from '@domainfolio/contracts';
import { Badge } from '@domainfolio/ui';

/** 'PRO · YEAR', 'PRO · MONTH' or 'FREE': the plan and how it is billed. */
export function planBadgeLabel(user: Pick<User, 'planType' | 'planInterval'>): string {
  return user.planInterval ? `${user.planType} · ${user.planInterval}` : user.planType;
}

export function PlanBadge({ user }: { user: Pick<User, 'planType' | 'planInterval'> }) {
  const plan = PLANS[user.planType];
  const billed = user.planInterval ? `, billed ${PLAN_INTERVAL_NAMES[user.planInterval]}` : '';
  return (
    <Badge color={user.planType === PlanType.PRO ? 'indigo' : 'gray'}>
      <span aria-hidden="true">{planBadgeLabel(user)}</span>
      <span className="sr-only">
        {plan.name} plan{billed}
      </span>
    </Badge>
  );
}
