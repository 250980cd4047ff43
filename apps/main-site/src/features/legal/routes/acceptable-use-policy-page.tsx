import { ContactUs } from '../components/contact-us';
import { LegalLink, LegalList, LegalPage, LegalSection } from '../components/legal-page';
import { paths } from '../../../config/paths';

/** What may not be done with Domainfolio, and how changes take effect. */
export function AcceptableUsePolicyPage() {
  return (
    <LegalPage
      title="Acceptable Use Policy"
      intro={
        <p>
          This policy sets out what you may not do with Domainfolio. It applies to everyone who uses
          the service, including owners, buyers and API users, and to everything published through
          it: domains, descriptions, portfolio and landing pages, logos, inquiries and messages. It
          is part of our <LegalLink to={paths.termsOfService}>Terms of Service</LegalLink>.
        </p>
      }
    >
      <LegalSection title="1. What you may not do">
        <p>You may not use Domainfolio to:</p>
        <LegalList
          items={[
            'Break any law, or help anyone else break one.',
            'List or offer domains you do not own or are not authorised to sell.',
            "Infringe anyone's trademarks, copyrights or other rights, including by registering or selling domains in bad faith to profit from someone else's mark.",
            'Mislead or defraud buyers, for example with fake prices, fake offers or false claims about a domain.',
            'Publish content that is unlawful, hateful, harassing, sexually exploitative of anyone, or that promotes violence.',
            'Distribute malware, run phishing pages, or use a landing page to redirect visitors to harmful sites.',
            'Send spam or unsolicited messages, including through landing-page inquiry forms.',
          ]}
        />
      </LegalSection>

      <LegalSection title="2. Protecting the service">
        <p>You may not:</p>
        <LegalList
          items={[
            "Probe, scan or test the service's security, or get around its limits, plan quotas or access controls.",
            'Overload the service, for example by sending requests faster than the API allows or by automated scraping of the marketplace.',
            'Access another account, or share your password or API key with people who should not use your account.',
            'Copy, resell or frame the service without our written permission.',
          ]}
        />
      </LegalSection>

      <LegalSection title="3. What we do about misuse">
        <p>
          If we believe this policy has been broken, we may remove or hide content, disable landing
          pages or listings, revoke API keys, and suspend or close accounts, with or without notice
          depending on how serious and urgent the problem is. Where the law requires it, we report
          illegal activity to the authorities.
        </p>
      </LegalSection>

      <LegalSection title="4. Reporting misuse">
        <p>
          To report a domain, page or message that breaks this policy, contact us with the address
          of the page and what is wrong. We review every report.
        </p>
      </LegalSection>

      <LegalSection title="5. Changes to this policy">
        <p>
          We may change this policy from time to time by publishing a new version on this page. A
          change takes effect on the earlier of the day you first use the service after it is
          published, or 30 days after it is published.
        </p>
      </LegalSection>

      <LegalSection title="6. Contact">
        <ContactUs topic="this policy" />
      </LegalSection>
    </LegalPage>
  );
}
