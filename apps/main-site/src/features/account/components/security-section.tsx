import type { User } from '@domainfolio/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { accountAnchors } from '../../../config/paths';
import { useSecurityOverview } from '../api/security';
import { DevicesSection } from './security-devices';
import { SecurityLogSection } from './security-log';
import { PasskeysSection } from './security-passkeys';
import { TwoFactorSection } from './security-two-factor';

/** The anchor of the security part of the account screen (`/dashboard/account#security`). */
export const SECURITY_ANCHOR = accountAnchors.security;

/**
 * Security: two-factor sign-in, passkeys, the signed-in devices and the security log. Linked to
 * as #security, from the admin screens among others (an administrator needs a second factor).
 */
export function SecuritySection({ user }: { user: User }) {
  const { hash } = useLocation();
  const loaded = useSecurityOverview().data !== undefined;

  // Opened at #security: scroll here once two-factor sign-in has its height. After a tick,
  // since the dashboard scrolls a newly opened page to the top after this runs.
  useEffect(() => {
    if (hash !== `#${SECURITY_ANCHOR}` || !loaded) return;
    const timer = window.setTimeout(() =>
      document.getElementById(SECURITY_ANCHOR)?.scrollIntoView({ block: 'start' }),
    );
    return () => window.clearTimeout(timer);
  }, [hash, loaded]);

  return (
    <div
      id={SECURITY_ANCHOR}
      className="scroll-mt-24 space-y-10 divide-y divide-gray-900/10 [&>*:not(:first-child)]:pt-10"
    >
      <TwoFactorSection user={user} />
      <PasskeysSection timeZone={user.timeZone} />
      <DevicesSection timeZone={user.timeZone} />
      <SecurityLogSection timeZone={user.timeZone} />
    </div>
  );
}
