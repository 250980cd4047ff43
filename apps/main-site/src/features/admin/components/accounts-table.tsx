import {
  AccountState,
  formatCount,
  formatDate,
  planName,
  type AdminAccount,
} from '@domainfolio/contracts';
import { Badge, Button, DataTable, type BadgeColor } from '@domainfolio/ui';
import type { ColumnDef } from '@tanstack/react-table';

/** Placeholder rows while the first page loads. */
const SKELETON_ROWS = 10;

const STATE: Record<AccountState, { label: string; color: BadgeColor }> = {
  ACTIVE: { label: 'Active', color: 'green' },
  DISABLED: { label: 'Disabled', color: 'red' },
  DELETED: { label: 'Deleted', color: 'gray' },
};

export interface AccountsTableProps {
  accounts: readonly AdminAccount[] | undefined;
  /** The administrator's own account, which offers no Disable. */
  selfId: string;
  onDisable: (account: AdminAccount) => void;
  onEnable: (account: AdminAccount) => void;
  onChangePlan: (account: AdminAccount) => void;
}

/** Every account with its plan, domain count and state, and what an administrator may do. */
export function AccountsTable({
  accounts,
  selfId,
  onDisable,
  onEnable,
  onChangePlan,
}: AccountsTableProps) {
  const columns: ColumnDef<AdminAccount, never>[] = [
    {
      id: 'account',
      header: 'Account',
      cell: ({ row }) => (
        <div className="min-w-0">
          <p className="font-medium text-gray-900">{row.original.displayName}</p>
          <p className="truncate text-gray-500">
            {row.original.username} · {row.original.email}
          </p>
        </div>
      ),
    },
    { id: 'plan', header: 'Plan', cell: ({ row }) => planName(row.original.planType) },
    {
      id: 'domains',
      header: 'Domains',
      meta: { align: 'right' },
      cell: ({ row }) => formatCount(row.original.domainCount),
    },
    {
      id: 'state',
      header: 'State',
      cell: ({ row }) => {
        const state = STATE[row.original.state];
        return <Badge color={state.color}>{state.label}</Badge>;
      },
    },
    { id: 'created', header: 'Created', cell: ({ row }) => formatDate(row.original.createdAt) },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { align: 'right', cellClassName: 'py-1.5' },
      cell: ({ row }) => {
        const account = row.original;
        if (account.state === AccountState.DELETED)
          return (
            <div className="flex justify-end">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onEnable(account)}
                aria-label={`Restore ${account.username}`}
              >
                Restore
              </Button>
            </div>
          );
        return (
          <div className="flex justify-end gap-2">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onChangePlan(account)}
              aria-label={`Change plan for ${account.username}`}
            >
              Change plan
            </Button>
            {account.state === AccountState.DISABLED ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onEnable(account)}
                aria-label={`Enable ${account.username}`}
              >
                Enable
              </Button>
            ) : (
              account._id !== selfId && (
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => onDisable(account)}
                  aria-label={`Disable ${account.username}`}
                >
                  Disable
                </Button>
              )
            )}
          </div>
        );
      },
    },
  ];
  return (
    <DataTable
      data={accounts}
      columns={columns}
      getRowId={(account) => account._id}
      label="Accounts"
      skeletonRows={SKELETON_ROWS}
      empty={<p className="px-4 py-6 text-center text-sm text-gray-500">No account matches.</p>}
    />
  );
}
