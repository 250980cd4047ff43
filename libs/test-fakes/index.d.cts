export * from './recaptcha.cjs';
export * from './stripe.cjs';
export * from './escrow.cjs';
