import type { RegistrarSyncRun, SyncRunStatus } from '@domainfolio/contracts';
import {
  Badge,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  type BadgeColor,
} from '@domainfolio/ui';
import { LoadError } from '../../../components/load-error';
import { SM_UP, useMediaQuery } from '../../../hooks/use-media-query';
import { formatDateTime } from '../../../lib/format-date-time';
import { useRegistrarSyncRuns } from '../api/registrar-connections';
import { countOf, formatCount } from './registrar-sync-status';

const STATUS: Record<SyncRunStatus, { label: string; color: BadgeColor }> = {
  queued: { label: 'Queued', color: 'gray' },
  running: { label: 'Running', color: 'indigo' },
  succeeded: { label: 'Done', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

const TRIGGERS: Record<RegistrarSyncRun['trigger'], string> = {
  manual: 'Sync now',
  daily: 'Daily',
};

function StatusBadge({ status }: { status: SyncRunStatus }) {
  const { label, color } = STATUS[status];
  return <Badge color={color}>{label}</Badge>;
}

/** When the run started, or was asked for when it has not started yet. */
function When({ run, timeZone }: { run: RegistrarSyncRun; timeZone: string | undefined }) {
  const at = run.startedAt ?? run.createdAt;
  return <time dateTime={at}>{formatDateTime(at, timeZone)}</time>;
}

/** What the run found, in words, and why it failed when it did. */
function Counts({ run, registrar }: { run: RegistrarSyncRun; registrar: string }) {
  const parts = [
    `${countOf(run.listed, 'domain')} read`,
    `${formatCount(run.added)} added`,
    `${formatCount(run.updated)} updated`,
  ];
  if (run.missing > 0) parts.push(`${formatCount(run.missing)} no longer at ${registrar}`);
  if (run.leftOutCount > 0) parts.push(`${formatCount(run.leftOutCount)} left out by the plan`);
  return (
    <>
      <span className="block whitespace-normal">{parts.join(', ')}</span>
      {run.error && (
        <span className="block break-words whitespace-normal text-red-700">{run.error}</span>
      )}
    </>
  );
}

function RunsTable({
  runs,
  label,
  registrar,
  timeZone,
}: {
  runs: RegistrarSyncRun[];
  label: string;
  registrar: string;
  timeZone: string | undefined;
}) {
  return (
    <Table aria-label={label} className="max-h-96">
      <TableHead>
        <TableRow>
          <TableHeaderCell>Date</TableHeaderCell>
          <TableHeaderCell>Trigger</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
          <TableHeaderCell>Result</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {runs.map((run) => (
          <TableRow key={run._id}>
            <TableCell className="align-top">
              <When run={run} timeZone={timeZone} />
            </TableCell>
            <TableCell className="align-top">{TRIGGERS[run.trigger]}</TableCell>
            <TableCell className="align-top">
              <StatusBadge status={run.status} />
            </TableCell>
            {/* Takes the room the others leave; an error can be a long sentence. */}
            <TableCell className="w-full max-w-0 min-w-48 align-top">
              <Counts run={run} registrar={registrar} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function RunCards({
  runs,
  label,
  registrar,
  timeZone,
}: {
  runs: RegistrarSyncRun[];
  label: string;
  registrar: string;
  timeZone: string | undefined;
}) {
  return (
    <ul
      role="list"
      aria-label={label}
      className="max-h-[28rem] divide-y divide-gray-100 overflow-y-auto rounded-lg border border-gray-200 bg-white text-sm"
    >
      {runs.map((run) => (
        <li key={run._id} className="space-y-1 px-3 py-2.5">
          <div className="flex items-start justify-between gap-x-3">
            <span className="font-medium text-gray-900">
              <When run={run} timeZone={timeZone} />
            </span>
            <StatusBadge status={run.status} />
          </div>
          <p className="text-xs text-gray-500">{TRIGGERS[run.trigger]}</p>
          <p className="text-gray-700">
            <Counts run={run} registrar={registrar} />
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * A connection's last runs (the server keeps 20), newest first: a table from `sm` up, a card
 * per run on a phone.
 */
export function SyncRuns({
  connectionId,
  name,
  registrar,
  timeZone,
}: {
  connectionId: string;
  /** The connection's accessible name (its registrar, and more when two share one). */
  name: string;
  registrar: string;
  timeZone: string | undefined;
}) {
  const wide = useMediaQuery(SM_UP, true);
  const runs = useRegistrarSyncRuns(connectionId);
  const label = `Last runs of ${name}`;

  if (runs.data && runs.data.length === 0) {
    return <p className="text-sm text-gray-500">{registrar} was not synced yet.</p>;
  }
  if (runs.data) {
    return wide ? (
      <RunsTable runs={runs.data} label={label} registrar={registrar} timeZone={timeZone} />
    ) : (
      <RunCards runs={runs.data} label={label} registrar={registrar} timeZone={timeZone} />
    );
  }
  if (runs.isError) {
    return (
      <LoadError
        title="The last runs could not be loaded"
        error={runs.error}
        onRetry={() => void runs.refetch()}
      />
    );
  }
  return (
    <div role="status" aria-label={`Loading the last runs of ${name}`}>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-2/3" />
    </div>
  );
}
