import { isValidDomainName, planLimits, type User } from '@domainfolio/contracts';
import { Badge, TextField, useSiteContext } from '@domainfolio/ui';
import { ArrowTopRightOnSquareIcon } from '@heroicons/react/20/solid';
import { useState } from 'react';
import { DNS_CHECKER_URL } from '../../../config/paths';
import { useSaveSection } from '../hooks/use-save-section';
import { SettingsSection } from './settings-section';

/** 'https://Portfolio.Example.com/' → 'portfolio.example.com': what people paste, as a host name. */
function toHost(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/\/.*$/, '')
    .replace(/\.$/, '');
}

/**
 * Custom Domain (spec 2.12): the owner's public site at their own host. They point an A record
 * at our proxy, save the domain here and see whether our check found the record. Pro only.
 */
export function CustomDomainSection({ user }: { user: User }) {
  const { proxyIp } = useSiteContext();
  const allowed = planLimits(user.planType).customDomain;
  const [domain, setDomain] = useState(user.customDomain ?? '');
  const [domainError, setDomainError] = useState<string | null>(null);
  const { save, saving, fieldErrors } = useSaveSection();
  const saved = user.customDomain;

  function submit() {
    const host = toHost(domain);
    setDomain(host);
    if (host !== '' && !isValidDomainName(host)) {
      setDomainError('Enter a domain name such as portfolio.example.com.');
      return;
    }
    setDomainError(null);
    save({ user: { customDomain: host === '' ? null : host } });
  }

  return (
    <SettingsSection
      title="Custom Domain"
      pro
      locked={!allowed}
      description="Show your portfolio at a domain of your own, such as portfolio.example.com, instead of your username's address."
      onSubmit={submit}
      saving={saving}
    >
      <ol className="list-decimal space-y-2 pl-5 text-sm text-gray-700">
        <li>
          At your DNS provider, create an <strong>A record</strong> for the domain pointing at{' '}
          <code className="rounded-sm bg-gray-100 px-1 py-0.5 font-mono text-gray-900">
            {proxyIp}
          </code>
          .
        </li>
        <li>Enter the domain below and save.</li>
        <li>
          Once the record is visible worldwide, which can take a few hours, the domain shows as
          verified and opens your portfolio.
        </li>
      </ol>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)_auto] gap-x-6 rounded-md bg-gray-50 px-4 py-3 text-sm ring-1 ring-gray-200 ring-inset">
        <div>
          <dt className="font-medium text-gray-500">Type</dt>
          <dd className="mt-1 font-mono text-gray-900">A</dd>
        </div>
        <div className="min-w-0">
          <dt className="font-medium text-gray-500">Name</dt>
          <dd className="mt-1 font-mono break-all text-gray-900">
            {toHost(domain) || 'your domain'}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-gray-500">Value</dt>
          <dd className="mt-1 font-mono text-gray-900">{proxyIp}</dd>
        </div>
      </dl>
      <TextField
        label="Custom domain"
        name="customDomain"
        inputMode="url"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="portfolio.example.com"
        value={domain}
        onChange={(event) => {
          setDomain(event.target.value);
          setDomainError(null);
        }}
        error={domainError ?? fieldErrors.customDomain}
        hint="Leave empty and save to stop using a custom domain."
      />
      {saved && (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-gray-700">
            <span className="font-medium text-gray-900">{saved}</span>:
          </span>
          {user.customDomainVerified ? (
            <Badge color="green">Verified</Badge>
          ) : (
            <Badge color="yellow">Not verified yet</Badge>
          )}
        </div>
      )}
      <p className="text-sm text-gray-600">
        Check what the world sees for your domain on a{' '}
        <a
          href={DNS_CHECKER_URL}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-x-1 font-semibold text-indigo-600 hover:text-indigo-500"
        >
          public DNS checker
          <ArrowTopRightOnSquareIcon aria-hidden="true" className="size-4" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        .
      </p>
    </SettingsSection>
  );
}
