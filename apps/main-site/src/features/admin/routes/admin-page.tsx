import {
  ErrorCode,
  PLANS,
  PRODUCT_NAME,
  planName,
  type AdminAccount,
  type PlanType,
  type User,
} from '@domainfolio/contracts';
import {
  Alert,
  Button,
  ConfirmDialog,
  Dialog,
  Pager,
  SearchInput,
  notify,
  useDocumentTitle,
} from '@domainfolio/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { DashboardNotFound } from '../../../components/dashboard-not-found';
import { LoadError } from '../../../components/load-error';
import { SecondFactorDialog } from '../../../components/second-factor-dialog';
import { accountPath } from '../../../config/paths';
import { errorCodeOf, errorNotification, notifyError } from '../../../lib/api-errors';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import {
  ADMIN_ACCOUNTS_PAGE_SIZE,
  adminKey,
  useAdminAccounts,
  useAdminActions,
  useAdminChange,
  type AdminChange,
} from '../api/admin-api';
import { AccountsTable } from '../components/accounts-table';
import { ActionLog } from '../components/action-log';

type Pending =
  | { kind: 'disable' | 'enable'; account: AdminAccount }
  | { kind: 'plan'; account: AdminAccount }
  | null;

/**
 * /dashboard/admin, for administrators only (the server answers 404 to anyone else, and so does
 * this page): every account with its plan, domain count and state, Disable (red confirmation),
 * Enable and Change plan, and the log of what administrators did. An administrator whose
 * session has proved no second factor is told what to do instead (SECOND_FACTOR_REQUIRED).
 */
export function AdminPage() {
  const { data: user } = useCurrentUser();
  if (!user?.isAdmin) return <DashboardNotFound />;
  return <Administration user={user} />;
}

/**
 * The API's answer to an administrator without a second factor, in place of the screens: its
 * message (turn two-factor sign-in on, or confirm a code), a link to Account → Security, and
 * with two-factor sign-in on, a way to confirm a code here and load the screens again.
 */
function SecondFactorNeeded({ error, user }: { error: unknown; user: User }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const notice = errorNotification(error);
  return (
    <>
      <Alert
        tone="warning"
        title={notice.title}
        actions={
          <>
            {user.twoFactorEnabled && (
              <Button size="sm" onClick={() => setAsking(true)}>
                Enter a code
              </Button>
            )}
            <Link
              to={accountPath('security')}
              className="self-center text-sm font-semibold text-yellow-800 underline hover:text-yellow-700"
            >
              Go to Account → Security
            </Link>
          </>
        }
      >
        {notice.message}
      </Alert>
      <SecondFactorDialog
        open={asking}
        onClose={() => setAsking(false)}
        onConfirmed={(notification) => {
          setAsking(false);
          notify(notification);
          void queryClient.invalidateQueries({ queryKey: adminKey });
        }}
      />
    </>
  );
}

function Administration({ user }: { user: User }) {
  const selfId = user._id;
  useDocumentTitle(`Administration | ${PRODUCT_NAME}`);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const deferredQuery = useDeferredValue(query);
  const accounts = useAdminAccounts(deferredQuery, page);
  const actions = useAdminActions();
  const change = useAdminChange();
  const [pending, setPending] = useState<Pending>(null);
  const [planType, setPlanType] = useState<PlanType>('FREE');
  const planFieldId = useId();

  function apply(request: AdminChange) {
    change.mutate(request, {
      onSuccess: (response) => {
        notify(response);
        setPending(null);
      },
      onError: (error) => notifyError(error),
    });
  }

  function close() {
    if (!change.isPending) setPending(null);
  }

  function submitPlan(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending?.kind === 'plan') apply({ kind: 'plan', id: pending.account._id, planType });
  }

  const secondFactorError = [accounts.error, actions.error].find(
    (error) => errorCodeOf(error) === ErrorCode.SECOND_FACTOR_REQUIRED,
  );
  if (secondFactorError) {
    return (
      <section aria-labelledby="admin-accounts-heading" className="space-y-4">
        <h2
          id="admin-accounts-heading"
          className="border-b border-gray-200 pb-5 text-xl font-semibold text-gray-900"
        >
          Administration
        </h2>
        <SecondFactorNeeded error={secondFactorError} user={user} />
      </section>
    );
  }

  const result = accounts.data?.payload;
  const restoring = pending?.kind === 'enable' && pending.account.state === 'DELETED';
  return (
    <div className="space-y-10">
      <section aria-labelledby="admin-accounts-heading" className="space-y-4">
        <div className="flex flex-col gap-3 border-b border-gray-200 pb-5 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="admin-accounts-heading" className="text-xl font-semibold text-gray-900">
              Administration
            </h2>
            <p className="mt-1 text-sm text-gray-600">
              Accounts, their plan and state. Disabling signs the owner out, refuses their API key
              and takes their sites offline.
            </p>
          </div>
          <SearchInput
            value={query}
            onChange={(value) => {
              setQuery(value);
              setPage(1);
            }}
            label="Search by email or username"
            className="w-full sm:max-w-xs"
          />
        </div>
        {accounts.isError ? (
          <LoadError
            title="The accounts could not be loaded"
            error={accounts.error}
            onRetry={() => void accounts.refetch()}
          />
        ) : (
          <>
            <AccountsTable
              accounts={result?.docs}
              selfId={selfId}
              onDisable={(account) => setPending({ kind: 'disable', account })}
              onEnable={(account) => setPending({ kind: 'enable', account })}
              onChangePlan={(account) => {
                setPlanType(account.planType);
                setPending({ kind: 'plan', account });
              }}
            />
            {result && result.totalDocs > ADMIN_ACCOUNTS_PAGE_SIZE && (
              <Pager
                page={result.page}
                limit={result.limit}
                totalDocs={result.totalDocs}
                onPageChange={setPage}
                label="Accounts pages"
              />
            )}
          </>
        )}
      </section>

      <section aria-labelledby="admin-log-heading" className="space-y-4">
        <h2 id="admin-log-heading" className="text-base font-semibold text-gray-900">
          Recent actions
        </h2>
        {actions.isError ? (
          <LoadError
            title="The log could not be loaded"
            error={actions.error}
            onRetry={() => void actions.refetch()}
          />
        ) : actions.data ? (
          <ActionLog actions={actions.data.payload.docs} />
        ) : (
          <p role="status" className="text-sm text-gray-500">
            Loading the log…
          </p>
        )}
      </section>

      <ConfirmDialog
        open={pending?.kind === 'disable'}
        tone="disable"
        title={`Disable ${pending?.account.username ?? ''}?`}
        message="The owner is signed out everywhere, their API key stops working and their portfolio page, landing pages and marketplace listings go offline until you enable the account again."
        confirmLabel="Disable"
        loading={change.isPending}
        onConfirm={() => pending && apply({ kind: 'disable', id: pending.account._id })}
        onCancel={close}
      />
      <ConfirmDialog
        open={pending?.kind === 'enable'}
        tone="enable"
        title={`${restoring ? 'Restore' : 'Enable'} ${pending?.account.username ?? ''}?`}
        message={
          restoring
            ? 'This cancels the deletion the owner asked for: they can sign in again (their old API key stays revoked) and their sites and listings are back online.'
            : 'The owner can sign in again, and their sites and listings are back online.'
        }
        confirmLabel={restoring ? 'Restore' : 'Enable'}
        loading={change.isPending}
        onConfirm={() => pending && apply({ kind: 'enable', id: pending.account._id })}
        onCancel={close}
      />
      <Dialog
        open={pending?.kind === 'plan'}
        onClose={close}
        title={`Change the plan of ${pending?.account.username ?? ''}`}
        description="Set by hand, for a complimentary plan or a correction. A Stripe subscription is not changed: its next event sets the plan it pays for again."
      >
        <form onSubmit={submitPlan} className="space-y-4">
          <div>
            <label htmlFor={planFieldId} className="block text-sm font-medium text-gray-900">
              Plan
            </label>
            <select
              id={planFieldId}
              value={planType}
              onChange={(event) => setPlanType(event.target.value as PlanType)}
              className="mt-2 block w-full rounded-md bg-white py-1.5 pr-8 pl-3 text-sm text-gray-900 outline-1 -outline-offset-1 outline-gray-300 focus:outline-2 focus:-outline-offset-2 focus:outline-indigo-600"
            >
              {(Object.keys(PLANS) as PlanType[]).map((plan) => (
                <option key={plan} value={plan}>
                  {planName(plan)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} data-autofocus>
              Cancel
            </Button>
            <Button type="submit" loading={change.isPending}>
              Change plan
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
