import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/**
 * Whether this browser can use passkeys at all (it has WebAuthn). The screens that offer
 * passkeys render in the browser only, but the check holds without a window too.
 */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential !== 'undefined';
}

/**
 * The WebAuthn helpers, loaded with the first passkey action: most sign-ins and most visits to
 * the account screen use no passkey, so neither the sign-in page nor the dashboard carries them.
 */
function webAuthn() {
  return import('@simplewebauthn/browser');
}

/** Asks the browser to make a passkey for the options the API gave (its creation prompt). */
export async function createPasskey(
  options: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await webAuthn();
  return startRegistration({ optionsJSON: options });
}

/** Asks the browser to sign the API's sign-in options with one of the owner's passkeys. */
export async function getPasskey(
  options: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await webAuthn();
  return startAuthentication({ optionsJSON: options });
}

/**
 * Whether the browser's passkey prompt was closed (or timed out) rather than failing: the
 * browser reports both as NotAllowedError, and an aborted prompt as AbortError.
 */
export function passkeyPromptClosed(error: unknown): boolean {
  return (
    error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')
  );
}

/** What went wrong in the browser's passkey prompt, in words the owner can act on. */
export function passkeyPromptMessage(error: unknown): string {
  if (passkeyPromptClosed(error)) {
    return 'The passkey prompt was closed or timed out. Try again when you are ready.';
  }
  const code =
    error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return 'This device or password manager already has a passkey for your account.';
  }
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID') {
    return 'Passkeys cannot be used at this address. Open the site at its usual address and try again.';
  }
  return 'Your browser could not use a passkey. Try again, or use another device.';
}

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  // Order matters: Edge, Opera and Samsung's browser also say Chrome, and Chrome says Safari.
  [/Edg(?:A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
];

/**
 * A first name for a new passkey, from the browser it is made in ('Chrome on macOS'), so the
 * list tells passkeys apart even when the owner keeps the suggestion.
 */
export function suggestedPasskeyName(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'My passkey';
}
