import { formatDate, planName, type AdminAction } from '@domainfolio/contracts';

function describe(action: AdminAction): string {
  switch (action.action) {
    case 'DISABLE_ACCOUNT':
      return `disabled ${action.targetUsername}`;
    case 'ENABLE_ACCOUNT':
      return `enabled ${action.targetUsername}`;
    case 'CHANGE_PLAN':
      return `changed the plan of ${action.targetUsername} from ${planName(
        String(action.before.planType ?? ''),
      )} to ${planName(String(action.after.planType ?? ''))}`;
  }
}

/** The most recent administrative actions: who did what to whom, and when. */
export function ActionLog({ actions }: { actions: readonly AdminAction[] }) {
  if (actions.length === 0)
    return <p className="text-sm text-gray-500">No administrator has changed anything yet.</p>;
  return (
    <ul role="list" className="divide-y divide-gray-100">
      {actions.map((action) => (
        <li key={action._id} className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between">
          <p className="text-sm text-gray-900">
            <span className="font-medium">{action.adminEmail}</span> {describe(action)}
          </p>
          <time dateTime={action.createdAt} className="shrink-0 text-sm text-gray-500">
            {formatDate(action.createdAt)} {new Date(action.createdAt).toISOString().slice(11, 16)}{' '}
            UTC
          </time>
        </li>
      ))}
    </ul>
  );
}
