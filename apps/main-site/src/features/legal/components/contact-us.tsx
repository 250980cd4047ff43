import { LegalLink } from './legal-page';

/** How to reach us about a policy. */
export function ContactUs({ topic }: { topic: string }) {
  return (
    <p>
      Questions about {topic}? Contact our support team from the{' '}
      <LegalLink to="/dashboard/support">Support page</LegalLink> of your dashboard. If you cannot
      sign in, reply to any email you have received from Domainfolio and it will reach the same
      team.
    </p>
  );
}
