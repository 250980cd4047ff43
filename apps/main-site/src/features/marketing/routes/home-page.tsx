import { PRODUCT_NAME } from '@domainfolio/contracts';
import { useDocumentTitle } from '@domainfolio/ui';
import { CallToAction } from '../components/call-to-action';
import { FaqSection } from '../components/faq-section';
import { FeatureGrid } from '../components/feature-grid';
import { Hero } from '../components/hero';
import { SellingSection } from '../components/selling-section';

/** The marketing home page. */
export function HomePage() {
  useDocumentTitle(`${PRODUCT_NAME}: The Domain Investor Platform`);
  return (
    <>
      <Hero />
      <FeatureGrid />
      <SellingSection />
      <FaqSection />
      <CallToAction />
    </>
  );
}
