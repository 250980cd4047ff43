import type { Domain } from '@domainfolio/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DnsVerificationPanel } from '../../../components/dns-verification-panel';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { useDomainParking } from '../api/get-domain-parking';
import { useVerifyDomainParking } from '../api/verify-domain-parking';
import { editDomainPath } from '../../../lib/domain-paths';

type ParkedDomain = Pick<Domain, 'name' | 'unicodeName' | 'public' | 'sold'>;

function ParkingRecords({ domain }: { domain: ParkedDomain }) {
  const { data: user } = useCurrentUser();
  const parking = useDomainParking(domain.name);
  const verify = useVerifyDomainParking();
  return (
    <DnsVerificationPanel
      records={parking}
      verify={() => verify.mutateAsync(domain.name)}
      verifying={verify.isPending}
      timeZone={user?.timeZone}
      intro={({ aRecord }) => (
        <p className="text-sm text-gray-600">
          At your registrar, point the A record of {domain.unicodeName} at{' '}
          <code className="rounded-sm bg-gray-100 px-1 py-0.5 font-mono text-gray-900">
            {aRecord}
          </code>{' '}
          and add the TXT record below, then click Verify. New records can take up to an hour to be
          seen everywhere.
        </p>
      )}
    />
  );
}

/** Why a domain cannot be parked, or null when it can. */
function unparkableReason(domain: ParkedDomain): ReactNode {
  if (domain.sold) return 'This domain is marked as sold, so it has no landing page to show.';
  if (!domain.public) {
    return (
      <>
        This domain is private, so it has no public landing page to show. Make it public in{' '}
        <Link
          to={editDomainPath(domain.name)}
          className="font-semibold text-indigo-600 hover:text-indigo-500"
        >
          Domain Settings
        </Link>{' '}
        to park it here.
      </>
    );
  }
  return null;
}

/**
 * Park on Domainfolio (docs/product.md, "Sites and hosts"): once the domain's DNS points at us and
 * a TXT record proves it is the owner's, buyers who type the domain see its landing page.
 */
export function ParkingPanel({ domain }: { domain: ParkedDomain }) {
  const reason = unparkableReason(domain);
  return (
    <section
      aria-labelledby="parking-heading"
      className="space-y-4 rounded-lg bg-white px-4 py-5 shadow-xs ring-1 ring-gray-200 sm:p-6"
    >
      <div>
        <h3 id="parking-heading" className="text-base font-semibold text-gray-900">
          Park on Domainfolio
        </h3>
        <p className="mt-1 text-sm text-gray-600">
          Buyers who type {domain.unicodeName} into their browser see its landing page, with your
          price and offer form.
        </p>
      </div>
      {reason ? (
        <p className="text-sm text-gray-700">{reason}</p>
      ) : (
        <ParkingRecords domain={domain} />
      )}
    </section>
  );
}
