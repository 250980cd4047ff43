import { ContactUs } from '../components/contact-us';
import { LegalLink, LegalList, LegalPage, LegalSection } from '../components/legal-page';
import { paths } from '../../../config/paths';

/** Which cookies we use and which we do not. */
export function CookiePolicyPage() {
  return (
    <LegalPage
      title="Cookie Policy"
      intro={
        <p>
          This policy explains how Domainfolio uses cookies and similar technologies, such as local
          storage, on our website, the marketplace and the portfolio and landing pages we host. It
          supplements our <LegalLink to={paths.privacyPolicy}>Privacy Policy</LegalLink>.
        </p>
      }
    >
      <LegalSection title="1. What cookies are">
        <p>
          Cookies are small text files a website stores in your browser so it can remember something
          between pages or visits, such as the fact that you are signed in. Local storage works in a
          similar way but stays in your browser and is not sent to our servers.
        </p>
      </LegalSection>

      <LegalSection title="2. The cookies we use">
        <p>We use two kinds of cookies:</p>
        <LegalList
          items={[
            <>
              <strong>Essential cookies</strong> make the service work: they keep you signed in,
              protect your account and forms against misuse, and remember security choices. The
              service cannot work without them, so they cannot be switched off.
            </>,
            <>
              <strong>Functionality cookies</strong> remember your choices, such as a banner you
              dismissed or the sort order you prefer, so you do not have to make them again.
            </>,
          ]}
        />
      </LegalSection>

      <LegalSection title="3. The cookies we do not use">
        <p>
          We do <strong>not</strong> use performance, analytics, targeting or advertising cookies of
          our own. We do not track you across other websites, build advertising profiles, or let
          advertisers place cookies through our sites.
        </p>
      </LegalSection>

      <LegalSection title="4. Cookies set by others">
        <p>
          The spam protection on landing-page forms (Google reCAPTCHA) may set its own cookies, and
          so may Google when you sign in with Google. Owners on the Pro plan may add their own
          analytics to their landing pages; those cookies are the owner's responsibility.
        </p>
      </LegalSection>

      <LegalSection title="5. Managing cookies">
        <p>
          You can delete cookies, or block them, in your browser's settings. If you block essential
          cookies, you will not be able to sign in. Blocking functionality cookies does not stop the
          service from working, but some of your choices will not be remembered.
        </p>
      </LegalSection>

      <LegalSection title="6. Changes to this policy">
        <p>
          If we change the cookies we use, we will update this page and the date at the top of it.
        </p>
      </LegalSection>

      <LegalSection title="7. Contact">
        <ContactUs topic="cookies" />
      </LegalSection>
    </LegalPage>
  );
}
