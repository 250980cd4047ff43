export * from './recaptcha.cjs';
