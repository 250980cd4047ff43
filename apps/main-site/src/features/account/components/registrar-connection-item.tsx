import { queryKeys } from '@domainfolio/api-client';
import type { RegistrarConnection } from '@domainfolio/contracts';
import { Alert, Badge, Button, classNames, notify } from '@domainfolio/ui';
import { ChevronDownIcon } from '@heroicons/react/20/solid';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { notifyError } from '../../../lib/api-errors';
import { formatDateTime } from '../../../lib/format-date-time';
import {
  isRunOpen,
  registrarKeys,
  usePauseRegistrarConnection,
  useSyncRegistrarConnection,
  useTestRegistrarConnection,
} from '../api/registrar-connections';
import { SyncRuns } from './registrar-sync-runs';
import { SyncStatus } from './registrar-sync-status';

/**
 * When a run ends, the domains it added or updated are in the portfolio: the dashboard's lists
 * and this connection's runs load again.
 */
function useRefreshWhenRunEnds(connection: RegistrarConnection) {
  const queryClient = useQueryClient();
  const open = isRunOpen(connection.lastRun);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.domains() });
      void queryClient.invalidateQueries({ queryKey: registrarKeys.runs(connection._id) });
    }
    wasOpen.current = open;
  }, [open, connection._id, queryClient]);
}

function Schedule({
  connection,
  timeZone,
}: {
  connection: RegistrarConnection;
  timeZone: string | undefined;
}) {
  return (
    <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-500">
      <div className="flex gap-x-1">
        <dt>Last sync</dt>
        <dd className="text-gray-700">
          {connection.lastSyncAt ? (
            <time dateTime={connection.lastSyncAt}>
              {formatDateTime(connection.lastSyncAt, timeZone)}
            </time>
          ) : (
            'Never'
          )}
        </dd>
      </div>
      <div className="flex gap-x-1">
        <dt>Next sync</dt>
        <dd className="text-gray-700">
          {connection.nextSyncAt && !connection.paused ? (
            <time dateTime={connection.nextSyncAt}>
              {formatDateTime(connection.nextSyncAt, timeZone)}
            </time>
          ) : (
            'None while paused'
          )}
        </dd>
      </div>
    </dl>
  );
}

/**
 * One registrar account: what is stored of its credentials, its daily schedule, its last run
 * (live while it runs), its actions and, on demand, its last runs.
 */
export function RegistrarConnectionItem({
  connection,
  name,
  timeZone,
  onRemove,
}: {
  connection: RegistrarConnection;
  /** How the connection is named to assistive technology: its registrar, and more when two share one. */
  name: string;
  timeZone: string | undefined;
  onRemove: (connection: RegistrarConnection) => void;
}) {
  const runsId = useId();
  const [runsOpen, setRunsOpen] = useState(false);
  const sync = useSyncRegistrarConnection();
  const test = useTestRegistrarConnection();
  const pause = usePauseRegistrarConnection();
  const run = connection.lastRun;
  const running = isRunOpen(run);
  useRefreshWhenRunEnds(connection);

  const onError = (error: unknown) => notifyError(error);
  // The failed run already says why; the warning is for what it does not (a refused test).
  const warning =
    connection.lastError && connection.lastError !== run?.error ? connection.lastError : null;

  return (
    <li className="py-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-medium text-gray-900">{connection.label}</span>
            {connection.paused ? (
              <Badge color="yellow">Paused</Badge>
            ) : (
              <Badge color="green">Daily sync</Badge>
            )}
          </p>
          <p className="mt-1 text-sm break-words text-gray-500">{connection.hint}</p>
          <Schedule connection={connection} timeZone={timeZone} />
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            loading={sync.isPending}
            disabled={running}
            onClick={() =>
              sync.mutate(connection._id, { onSuccess: (response) => notify(response), onError })
            }
          >
            Sync now<span className="sr-only"> {name}</span>
          </Button>
          <Button
            variant="secondary"
            size="sm"
            loading={test.isPending}
            onClick={() =>
              test.mutate(connection._id, { onSuccess: (response) => notify(response), onError })
            }
          >
            Test<span className="sr-only"> {name}</span>
          </Button>
          <Button
            variant="secondary"
            size="sm"
            loading={pause.isPending}
            onClick={() =>
              pause.mutate(
                { id: connection._id, paused: !connection.paused },
                { onSuccess: (response) => notify(response), onError },
              )
            }
          >
            {connection.paused ? 'Resume' : 'Pause'}
            <span className="sr-only"> {name}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-600 hover:text-red-700"
            onClick={() => onRemove(connection)}
          >
            Remove<span className="sr-only"> {name}</span>
          </Button>
        </div>
      </div>
      {warning && (
        <Alert tone="warning" title="Last error" className="mt-3">
          {warning}
        </Alert>
      )}
      {run ? (
        <SyncStatus run={run} registrar={connection.label} />
      ) : (
        <p className="mt-3 text-sm text-gray-500">Not synced yet.</p>
      )}
      <button
        type="button"
        aria-expanded={runsOpen}
        aria-controls={runsId}
        onClick={() => setRunsOpen((open) => !open)}
        className="mt-3 inline-flex items-center gap-x-1 rounded-md text-sm font-medium text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <ChevronDownIcon
          aria-hidden="true"
          className={classNames('size-5 transition-transform', runsOpen && 'rotate-180')}
        />
        Last runs<span className="sr-only"> of {name}</span>
      </button>
      <div id={runsId} hidden={!runsOpen} className="mt-3">
        {runsOpen && (
          <SyncRuns
            connectionId={connection._id}
            name={name}
            registrar={connection.label}
            timeZone={timeZone}
          />
        )}
      </div>
    </li>
  );
}
