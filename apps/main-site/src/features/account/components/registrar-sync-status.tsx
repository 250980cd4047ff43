import type { RegistrarSyncRun } from '@domainfolio/contracts';
import { Alert, Spinner } from '@domainfolio/ui';
import { CheckCircleIcon, XCircleIcon } from '@heroicons/react/20/solid';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { isRunOpen } from '../api/registrar-connections';

const numbers = new Intl.NumberFormat('en-US');

/** A count with its thousands separated: '1,002'. */
export function formatCount(count: number): string {
  return numbers.format(count);
}

/** A count with its noun: '1 domain', '1,002 domains'. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${numbers.format(count)} ${count === 1 ? singular : plural}`;
}

/** An open run as it reads while the list is polled: 'Syncing… 1,002 domains read, 12 added, 3 updated'. */
export function progressText(run: RegistrarSyncRun, registrar: string): string {
  if (run.status === 'queued' && run.listed === 0) return `Syncing… waiting for ${registrar}`;
  return `Syncing… ${countOf(run.listed, 'domain')} read, ${numbers.format(run.added)} added, ${numbers.format(run.updated)} updated`;
}

/** A finished run's counts: 'Synced: 1,002 domains, 12 added, 3 updated, 2 no longer at Porkbun'. */
export function outcomeText(run: RegistrarSyncRun, registrar: string): string {
  const parts = [
    countOf(run.listed, 'domain'),
    `${numbers.format(run.added)} added`,
    `${numbers.format(run.updated)} updated`,
  ];
  if (run.missing > 0) parts.push(`${numbers.format(run.missing)} no longer at ${registrar}`);
  return `Synced: ${parts.join(', ')}`;
}

/** Names the plan's domain limit kept out: how many, and the first of them. */
function LeftOut({ run }: { run: RegistrarSyncRun }) {
  const more = run.leftOutCount - run.leftOut.length;
  const title =
    run.leftOutCount === 1
      ? "1 name was left out: your plan's domain limit."
      : `${numbers.format(run.leftOutCount)} names were left out: your plan's domain limit.`;
  return (
    <Alert
      tone="warning"
      title={title}
      className="mt-3"
      actions={
        <Link
          to={paths.dashboard.billing}
          className="text-sm font-semibold text-yellow-800 underline hover:text-yellow-700"
        >
          Upgrade to add them
        </Link>
      }
    >
      {run.leftOut.length > 0 && (
        <>
          {/* Scrolls past a few lines, so it takes focus: a keyboard can scroll it too. */}
          <ul
            role="list"
            aria-label="Names left out"
            tabIndex={0}
            className="flex max-h-32 flex-wrap gap-x-3 gap-y-1 overflow-y-auto rounded-sm font-mono text-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-yellow-600"
          >
            {run.leftOut.map((name) => (
              <li key={name} className="break-all">
                {name}
              </li>
            ))}
          </ul>
          {more > 0 && <p className="mt-1">and {countOf(more, 'more name', 'more names')}.</p>}
        </>
      )}
    </Alert>
  );
}

/**
 * A connection's last run: while it is open, the counts so far with a spinner (the list is
 * polled, so they move; no total is known until the last page, so there is no bar to fill);
 * then its outcome, or why it failed. The sentence is a polite live
 * region, so a screen reader hears the sync start, move on and end without losing its place.
 */
export function SyncStatus({ run, registrar }: { run: RegistrarSyncRun; registrar: string }) {
  const open = isRunOpen(run);
  let line;
  if (open) {
    line = (
      <p className="flex items-start gap-x-2 text-indigo-700">
        <Spinner className="mt-0.5 size-4 shrink-0" />
        {progressText(run, registrar)}
      </p>
    );
  } else if (run.status === 'succeeded') {
    line = (
      <p className="flex items-start gap-x-2 text-gray-700">
        <CheckCircleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-500" />
        {outcomeText(run, registrar)}
      </p>
    );
  } else {
    line = (
      <p className="flex items-start gap-x-2 text-red-700">
        <XCircleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-500" />
        <span className="min-w-0 break-words">
          Sync failed: {run.error ?? `${registrar} could not be read.`}
        </span>
      </p>
    );
  }

  return (
    <div className="mt-3">
      <div role="status" aria-live="polite" className="text-sm">
        {line}
      </div>
      {!open && run.leftOutCount > 0 && <LeftOut run={run} />}
    </div>
  );
}
