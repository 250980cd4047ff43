export * from './recaptcha.cjs';
export * from './stripe.cjs';
