// The legal pages: one chunk, loaded on the first visit to one of them.
export { AcceptableUsePolicyPage } from '../features/legal/routes/acceptable-use-policy-page';
export { CookiePolicyPage } from '../features/legal/routes/cookie-policy-page';
export { PrivacyPolicyPage } from '../features/legal/routes/privacy-policy-page';
export { TermsOfServicePage } from '../features/legal/routes/terms-of-service-page';
