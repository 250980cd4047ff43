import type { RegistrarConnection } from '@domainfolio/contracts';
import { EmptyState, Skeleton } from '@domainfolio/ui';
import { RemoveDialog } from '../../../components/remove-dialog';
import { ArrowPathIcon } from '@heroicons/react/24/outline';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadError } from '../../../components/load-error';
import {
  useRegistrarConnections,
  useRemoveRegistrarConnection,
} from '../api/registrar-connections';
import { AddRegistrarSection } from './registrar-add-form';
import { RegistrarConnectionItem } from './registrar-connection-item';
import { SettingsSection } from './settings-section';

/** The anchor of the registrars part of the account screen (`/dashboard/account#registrars`). */
export const REGISTRARS_ANCHOR = 'registrars';

/**
 * Each connection's accessible name: its registrar, with the first part of its credential hint
 * when the owner connected two accounts at the same registrar, so "Remove Porkbun" is never
 * ambiguous.
 */
export function connectionNames(connections: readonly RegistrarConnection[]): Map<string, string> {
  const perRegistrar = new Map<string, number>();
  for (const connection of connections)
    perRegistrar.set(connection.registrar, (perRegistrar.get(connection.registrar) ?? 0) + 1);
  return new Map(
    connections.map((connection) => {
      const shared = (perRegistrar.get(connection.registrar) ?? 0) > 1;
      const first = connection.hint.split(' · ')[0];
      return [
        connection._id,
        shared && first ? `${connection.label} (${first})` : connection.label,
      ];
    }),
  );
}

function ConnectionsList({ timeZone }: { timeZone: string | undefined }) {
  const connections = useRegistrarConnections();
  const remove = useRemoveRegistrarConnection();
  const [removing, setRemoving] = useState<RegistrarConnection | null>(null);
  const list = connections.data?.payload;

  let content;
  if (list && list.length === 0) {
    content = (
      <EmptyState
        icon={ArrowPathIcon}
        title="No registrar connected"
        description="Connect an account below and its domains come in by themselves."
        className="py-8"
      />
    );
  } else if (list) {
    const names = connectionNames(list);
    content = (
      <ul role="list" aria-label="Registrar connections" className="-my-4 divide-y divide-gray-100">
        {list.map((connection) => (
          <RegistrarConnectionItem
            key={connection._id}
            connection={connection}
            name={names.get(connection._id) ?? connection.label}
            timeZone={timeZone}
            onRemove={setRemoving}
          />
        ))}
      </ul>
    );
  } else if (connections.isError) {
    content = (
      <LoadError
        title="Your registrar connections could not be loaded"
        error={connections.error}
        onRetry={() => void connections.refetch()}
      />
    );
  } else {
    content = (
      <div role="status" aria-label="Loading your registrar connections" className="space-y-3">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-4 w-64" />
        <Skeleton className="h-4 w-full" />
      </div>
    );
  }

  return (
    <>
      <SettingsSection
        title="Registrar connections"
        description="Your accounts at Porkbun, GoDaddy, Namecheap, Dynadot and Cloudflare, synced daily: every domain with its expiration, auto-renew and lock. New names are added as not public; names an account no longer lists are flagged, never deleted."
      >
        {content}
      </SettingsSection>
      <RemoveDialog
        item={removing}
        title={(connection) => `Remove the ${connection.label} connection?`}
        message="Its credentials are deleted and its domains are no longer synced. The domains stay in your portfolio."
        remove={remove}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

/**
 * Registrar connections: the owner's registrar accounts with their syncs, and a form to connect
 * another. Linked to as #registrars.
 */
export function RegistrarConnectionsSection({ timeZone }: { timeZone: string | undefined }) {
  const { hash } = useLocation();
  const loaded = useRegistrarConnections().data !== undefined;

  // Opened at #registrars: scroll here once the list has its height. After a tick, since the
  // dashboard scrolls a newly opened page to the top after this runs.
  useEffect(() => {
    if (hash !== `#${REGISTRARS_ANCHOR}` || !loaded) return;
    const timer = window.setTimeout(() =>
      document.getElementById(REGISTRARS_ANCHOR)?.scrollIntoView({ block: 'start' }),
    );
    return () => window.clearTimeout(timer);
  }, [hash, loaded]);

  return (
    <div
      id={REGISTRARS_ANCHOR}
      className="scroll-mt-24 space-y-10 divide-y divide-gray-900/10 [&>*:not(:first-child)]:pt-10"
    >
      <ConnectionsList timeZone={timeZone} />
      <AddRegistrarSection />
    </div>
  );
}
