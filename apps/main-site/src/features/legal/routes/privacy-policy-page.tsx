import { ContactUs } from '../components/contact-us';
import { LegalLink, LegalList, LegalPage, LegalSection } from '../components/legal-page';
import { paths } from '../../../config/paths';

/** What we collect, why, who else sees it, and how long we keep it. */
export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <>
          <p>
            This policy explains what personal information Domainfolio ("we", "us") collects when
            you use our website, the marketplace, the owners' portfolio and landing pages we host,
            and our API, what we use it for, and the choices you have.
          </p>
          <p>
            By using Domainfolio you agree to this policy. If you do not agree, please do not use
            the service.
          </p>
        </>
      }
    >
      <LegalSection title="1. Information we collect">
        <p>When you create an account or use the service, we collect:</p>
        <LegalList
          items={[
            <>
              <strong>Your name, email address and phone number.</strong> Your name and email are
              needed for your account; your phone number is optional.
            </>,
            'Your portfolio: the domains you add or import and what you record about them, such as prices, costs, renewal and expiration dates, registrars, descriptions and payment links.',
            'Your portfolio page settings, such as its title, description and logo, and any custom domain you connect.',
            'Billing details needed to run your subscription. Card numbers are entered with our payment provider and never reach or are stored on our servers.',
          ]}
        />
        <p>
          When a visitor sends an inquiry or offer from a landing page, we collect what they enter:
          their name, email address, phone number (optional), offer and message. We store it for the
          domain's owner and send it to them.
        </p>
        <p>
          When anyone visits our sites, we collect technical information such as pages viewed, the
          browser and device used, the IP address and the referring page, and we count views of
          landing pages.
        </p>
      </LegalSection>

      <LegalSection title="2. How we use your information">
        <LegalList
          items={[
            'To provide the service: your account, portfolio, landing pages, marketplace listings and leads.',
            'To send emails you need, such as account confirmation, password resets, lead notifications and replies to support requests.',
            'To process payments for paid plans and escrow sales.',
            'To keep the service secure, prevent abuse and fix problems.',
            'To understand how the service is used and improve it.',
          ]}
        />
        <p>We do not sell your personal information, and we do not use it for advertising.</p>
      </LegalSection>

      <LegalSection title="3. Third-party services">
        <p>
          We rely on carefully chosen service providers, who process personal information on our
          behalf and only for the purposes below:
        </p>
        <LegalList
          items={[
            <>
              <strong>Payment providers</strong>, to take payments for subscriptions, and an escrow
              service, to handle Buy It Now sales between buyers and sellers.
            </>,
            <>
              <strong>Spam protection</strong> (Google reCAPTCHA) on the inquiry and offer forms of
              landing pages, which checks that a person, not a program, is sending.
            </>,
            <>
              <strong>Google Sign-In</strong>, when you choose to register or sign in with your
              Google account.
            </>,
            <>
              <strong>Email delivery</strong>, to send the emails the service sends you.
            </>,
          ]}
        />
        <p>
          Owners on the Pro plan may add their own analytics to their landing pages. The owner is
          responsible for that analytics and its use of visitors' information.
        </p>
      </LegalSection>

      <LegalSection title="4. Cookies">
        <p>
          We use cookies and similar technologies as described in our{' '}
          <LegalLink to={paths.cookiePolicy}>Cookie Policy</LegalLink>.
        </p>
      </LegalSection>

      <LegalSection title="5. When we share information">
        <LegalList
          items={[
            "With the owner of a domain, when you send an inquiry or offer about it. From then on the owner's own privacy practices apply to what you sent.",
            'With the service providers named above, under agreements that protect your information.',
            'When the law requires it, or to protect the rights, property or safety of our users, the public or Domainfolio.',
            'With a successor, if Domainfolio is merged or sold, under the terms of this policy.',
          ]}
        />
      </LegalSection>

      <LegalSection title="6. How long we keep your information">
        <p>
          We keep your information for as long as your account exists. When you delete your account,
          we delete your personal information and your portfolio <strong>within 90 days</strong>,
          including from backups, unless the law requires us to keep part of it (for example,
          invoices).
        </p>
        <p>
          Leads are kept in the owner's account until the owner deletes them or deletes the account.
          If you sent an inquiry and want it removed, contact the domain's owner, or contact us and
          we will pass the request on.
        </p>
      </LegalSection>

      <LegalSection title="7. Your rights">
        <p>
          Depending on where you live, including under the EU and UK General Data Protection
          Regulation (GDPR), you may have the right to access, correct, export or delete your
          personal information, and to object to or restrict how we use it. You can see and change
          most of it in your account settings, export your portfolio at any time, and delete your
          account. For anything else, contact us. You may also complain to your local data
          protection authority.
        </p>
      </LegalSection>

      <LegalSection title="8. Children">
        <p>
          Domainfolio is not directed at children under 13, and we do not knowingly collect personal
          information from them. Where the GDPR applies, a person under 16 may only use the service
          with the consent of a parent or guardian. If you believe a child has given us personal
          information, contact us and we will delete it.
        </p>
      </LegalSection>

      <LegalSection title="9. Security">
        <p>
          We protect your information with hashed passwords, API keys stored encrypted, and access
          limited to the people who need it. No service can be perfectly secure; please use a
          strong, unique password.
        </p>
      </LegalSection>

      <LegalSection title="10. Changes to this policy">
        <p>
          We may update this policy. When we do, we change the date at the top of the page and, for
          important changes, tell you by email or in the dashboard before they take effect.
        </p>
      </LegalSection>

      <LegalSection title="11. Contact">
        <ContactUs topic="your privacy" />
      </LegalSection>
    </LegalPage>
  );
}
