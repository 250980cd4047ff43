import { formatDate, type DnsVerification, type VerifyDnsResponse } from '@domainfolio/contracts';
import { Badge, Button, Skeleton, notify } from '@domainfolio/ui';
import { ArrowTopRightOnSquareIcon } from '@heroicons/react/20/solid';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DNS_CHECKER_URL } from '../config/paths';
import { notifyError } from '../lib/api-errors';
import { CopyButton } from './copy-button';
import { LoadError } from './load-error';

interface DnsRecord {
  type: 'A' | 'TXT';
  name: string;
  value: string;
}

function RecordField({ record, field }: { record: DnsRecord; field: 'name' | 'value' }) {
  const label = field === 'name' ? 'Name' : 'Value';
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-gray-500">{label}</dt>
      <dd className="mt-0.5 flex items-start gap-x-1">
        <code className="min-w-0 grow py-1 font-mono text-sm break-all text-gray-900">
          {record[field]}
        </code>
        <CopyButton value={record[field]} label={`Copy ${record.type} record ${field}`} />
      </dd>
    </div>
  );
}

interface DnsRecordsProps {
  verification: DnsVerification;
  onVerify: () => void;
  verifying: boolean;
  timeZone: string | undefined;
}

function DnsRecords({ verification, onVerify, verifying, timeZone }: DnsRecordsProps) {
  const records: DnsRecord[] = [
    { type: 'A', name: verification.host, value: verification.aRecord },
    { type: 'TXT', name: verification.recordName, value: verification.recordValue },
  ];
  const checker = `${DNS_CHECKER_URL}#TXT/${verification.recordName}`;

  return (
    <div className="space-y-4">
      <ul
        role="list"
        aria-label={`DNS records for ${verification.host}`}
        className="divide-y divide-gray-200 rounded-md bg-gray-50 ring-1 ring-gray-200 ring-inset"
      >
        {records.map((record) => (
          <li key={record.type} className="px-4 py-3">
            <p className="text-sm font-semibold text-gray-900">{record.type} record</p>
            <dl className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
              <RecordField record={record} field="name" />
              <RecordField record={record} field="value" />
            </dl>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-x-2 text-sm text-gray-700">
          Status:
          {verification.verified ? (
            <Badge color="green">Verified on {formatDate(verification.verifiedAt, timeZone)}</Badge>
          ) : (
            <Badge color="yellow">Not verified</Badge>
          )}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <a
            href={checker}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-x-1 text-sm font-semibold text-indigo-600 hover:text-indigo-500"
          >
            Check the TXT record
            <ArrowTopRightOnSquareIcon aria-hidden="true" className="size-4" />
            <span className="sr-only"> on a public DNS checker (opens in a new tab)</span>
          </a>
          <Button variant="secondary" onClick={onVerify} loading={verifying}>
            Verify
          </Button>
        </div>
      </div>
    </div>
  );
}

export interface DnsVerificationPanelProps {
  /** The host's records; null when the server has none (the custom domain was removed). */
  records: UseQueryResult<DnsVerification | null>;
  /** Asks the server to look the TXT record up; its answer or error becomes a toast. */
  verify: () => Promise<VerifyDnsResponse>;
  verifying: boolean;
  /** The owner's time zone, for the verification date. */
  timeZone: string | undefined;
  /** Says what to do with the records, once they are known. */
  intro?: (verification: DnsVerification) => ReactNode;
}

/**
 * The two DNS records that connect a host to Domainfolio (an A record at the proxy and a TXT
 * record that proves ownership), each value with a copy button, the status, a Verify button
 * and a public DNS checker to see what the world sees meanwhile. Used for the custom domain
 * and for parking a domain.
 */
export function DnsVerificationPanel({
  records,
  verify,
  verifying,
  timeZone,
  intro,
}: DnsVerificationPanelProps) {
  if (records.isError) {
    return (
      <LoadError
        title="The DNS records could not be loaded"
        error={records.error}
        onRetry={() => void records.refetch()}
      />
    );
  }
  if (records.data === null) return null;
  if (records.data === undefined) {
    return (
      <div role="status" aria-label="Loading the DNS records" className="space-y-2">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {intro?.(records.data)}
      <DnsRecords
        verification={records.data}
        timeZone={timeZone}
        verifying={verifying}
        onVerify={() => void verify().then((response) => notify(response), notifyError)}
      />
    </div>
  );
}
