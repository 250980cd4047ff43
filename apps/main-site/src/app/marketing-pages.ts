// The marketing and legal pages: one chunk, loaded on the first visit to one of them.
export { MarketingLayout } from '../components/marketing-layout';
export { FeaturesPage } from '../features/marketing/routes/features-page';
export { HomePage } from '../features/marketing/routes/home-page';
export { PricingPage } from '../features/marketing/routes/pricing-page';
export { AcceptableUsePolicyPage } from '../features/legal/routes/acceptable-use-policy-page';
export { CookiePolicyPage } from '../features/legal/routes/cookie-policy-page';
export { PrivacyPolicyPage } from '../features/legal/routes/privacy-policy-page';
export { TermsOfServicePage } from '../features/legal/routes/terms-of-service-page';
