import {
  ESCROW_SELLER_FEE_CENTS,
  PLANS,
  PlanType,
  formatCount,
  formatCurrencyWhole,
} from '@domainfolio/contracts';
import { ContactUs } from '../components/contact-us';
import { LegalLink, LegalList, LegalPage, LegalSection } from '../components/legal-page';
import { paths } from '../../../config/paths';

const pro = PLANS[PlanType.PRO];
const freeDomains = formatCount(PLANS[PlanType.FREE].limits.domains);
const proMonthly = formatCurrencyWhole(pro.priceCents.MONTH / 100);
const proYearly = formatCurrencyWhole(pro.priceCents.YEAR / 100);
const sellerFee = formatCurrencyWhole(ESCROW_SELLER_FEE_CENTS / 100);

/** The agreement between Domainfolio and its users. */
export function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p>
          These terms are the agreement between you and Domainfolio for the use of our website,
          dashboard, marketplace, hosted portfolio and landing pages, and API (together, the
          "service"). By creating an account or using the service you accept them. If you use
          Domainfolio for an organisation, you accept them on its behalf.
        </p>
      }
    >
      <LegalSection title="1. Who may use Domainfolio">
        <p>
          The service is not meant for children under 13, who may not use it. Where the GDPR
          applies, a person under 16 may only use the service with the consent of a parent or
          guardian. You must give accurate information when you register and keep it up to date.
        </p>
      </LegalSection>

      <LegalSection title="2. Your account">
        <p>
          You are responsible for everything done with your account and your API keys. Keep your
          password and keys secret, and tell us at once if you think someone else has used them. You
          can revoke an API key at any time.
        </p>
      </LegalSection>

      <LegalSection title="3. Your domains and content">
        <p>
          You keep all rights to the domains and content you add. You give us permission to store,
          display and distribute that content as needed to run the service, for example to publish
          landing pages and marketplace listings for your public domains. You confirm that you own
          or are authorised to sell every domain you list, and that the prices and descriptions you
          publish are accurate.
        </p>
        <p>
          You can mark a domain private to keep it off the marketplace and your portfolio page, and
          export your portfolio at any time.
        </p>
      </LegalSection>

      <LegalSection title="4. Sales between buyers and sellers">
        <p>
          Domainfolio helps owners present domains and receive inquiries and offers; the sale itself
          is between the buyer and the seller. We are not a party to it and do not guarantee that
          any domain is sold, transferable or free of third-party claims.
        </p>
        <p>
          Buy It Now sales are processed by an independent escrow service under its own terms. The
          buyer pays all escrow fees; the seller pays a flat {sellerFee} disbursement fee per
          completed sale.
        </p>
      </LegalSection>

      <LegalSection title="5. Plans and payment">
        <LegalList
          items={[
            `The Free plan costs nothing and covers up to ${freeDomains} domains.`,
            `The Pro plan costs ${proMonthly} a month or ${proYearly} a year, plus any applicable taxes, and is paid in advance through our payment provider.`,
            'Paid plans renew automatically at the end of each billing period until you cancel. You can cancel at any time; the plan then stays active until the end of the period already paid for.',
            'If you move to a plan with lower limits, you need to be within those limits to add more domains.',
          ]}
        />
      </LegalSection>

      <LegalSection title="6. Acceptable use and privacy">
        <p>
          You must follow our{' '}
          <LegalLink to={paths.acceptableUsePolicy}>Acceptable Use Policy</LegalLink>. Our{' '}
          <LegalLink to={paths.privacyPolicy}>Privacy Policy</LegalLink> and{' '}
          <LegalLink to={paths.cookiePolicy}>Cookie Policy</LegalLink> explain how we handle
          personal information.
        </p>
      </LegalSection>

      <LegalSection title="7. Ending your use of Domainfolio">
        <p>
          You can delete your account at any time; we then delete your information within 90 days,
          as described in the Privacy Policy. We may suspend or close an account that breaks these
          terms or the Acceptable Use Policy, or that owes payment. When we can, we will tell you
          first and give you the chance to export your data.
        </p>
      </LegalSection>

      <LegalSection title="8. The service is in beta">
        <p>
          Domainfolio is under active development and labelled beta. Features may change, and the
          service is provided "as is" and "as available", without warranties of any kind to the
          extent the law allows. We work to keep it running and your data safe, but cannot promise
          it will always be available or free of errors.
        </p>
      </LegalSection>

      <LegalSection title="9. Limitation of liability">
        <p>
          To the extent the law allows, Domainfolio is not liable for indirect or consequential
          losses, such as lost profits, lost sales or lost data, and our total liability for any
          claim is limited to the amount you paid us in the 12 months before it arose. Nothing in
          these terms limits liability that cannot be limited by law.
        </p>
      </LegalSection>

      <LegalSection title="10. Changes to these terms">
        <p>
          We may update these terms. We will change the date at the top of this page and, for
          important changes, tell you by email or in the dashboard before they take effect. If you
          keep using the service after a change takes effect, you accept the new terms.
        </p>
      </LegalSection>

      <LegalSection title="11. Contact">
        <ContactUs topic="these terms" />
      </LegalSection>
    </LegalPage>
  );
}
