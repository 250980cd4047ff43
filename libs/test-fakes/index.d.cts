export * from './recaptcha.cjs';
export * from './stripe.cjs';
export * from './escrow.cjs';
export * from './free-port.cjs';
export * from './silent-servers.cjs';
