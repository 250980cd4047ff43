import {
  customHostFromInput,
  isValidDomainName,
  planLimitsOf,
  type User,
} from '@domainfolio/contracts';
import { TextField, useSiteContext } from '@domainfolio/ui';
import { useState } from 'react';
import { DnsVerificationPanel } from '../../../components/dns-verification-panel';
import { useCustomDomain } from '../api/get-custom-domain';
import { useVerifyCustomDomain } from '../api/verify-custom-domain';
import { useSaveSection } from '../hooks/use-save-section';
import { SettingsSection } from './settings-section';

const CODE = 'rounded-sm bg-gray-100 px-1 py-0.5 font-mono text-gray-900';

/** The saved domain's records from the API, its status and the Verify button. */
function SavedDomainRecords({ host, timeZone }: { host: string; timeZone: string }) {
  const records = useCustomDomain(host);
  const verify = useVerifyCustomDomain();
  return (
    <DnsVerificationPanel
      records={records}
      verify={() => verify.mutateAsync()}
      verifying={verify.isPending}
      timeZone={timeZone}
    />
  );
}

/**
 * Custom Domain: the owner's public site at their own host. They save the domain
 * here, point its A record at our proxy, add a TXT record that proves it is theirs and verify.
 * Pro only.
 */
export function CustomDomainSection({ user }: { user: User }) {
  const { proxyIp } = useSiteContext();
  const allowed = planLimitsOf(user.planType).customDomain;
  const [domain, setDomain] = useState(user.customDomain ?? '');
  const [domainError, setDomainError] = useState<string | null>(null);
  const { save, saving, fieldErrors } = useSaveSection();
  const saved = user.customDomain;

  function submit() {
    const host = customHostFromInput(domain);
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
        <li>Enter the domain below and save.</li>
        <li>
          At your DNS provider, create an <strong>A record</strong> for the domain pointing at{' '}
          <code className={CODE}>{proxyIp}</code>, and the <strong>TXT record</strong> shown below,
          which proves the domain is yours.
        </li>
        <li>
          Click Verify. New records can take up to an hour to be seen everywhere; once verified, the
          domain opens your portfolio.
        </li>
      </ol>
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
      {saved && <SavedDomainRecords host={saved} timeZone={user.timeZone} />}
    </SettingsSection>
  );
}
