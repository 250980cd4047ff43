import type { SiteContext } from '@domainfolio/contracts';
import { useEffect } from 'react';
import { loadScript } from './load-script';

type RecaptchaConfig = NonNullable<SiteContext['recaptcha']>;

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** The reCAPTCHA v3 action the lead form's tokens are issued for. */
export const RECAPTCHA_LEAD_ACTION = 'lead';
/** A bot check that has not answered by then (a blocked script) counts as failed. */
export const RECAPTCHA_TIMEOUT_MS = 10_000;

export function recaptchaScriptUrl({ scriptUrl, siteKey }: RecaptchaConfig): string {
  const separator = scriptUrl.includes('?') ? '&' : '?';
  return `${scriptUrl}${separator}render=${encodeURIComponent(siteKey)}`;
}

/** Loads the reCAPTCHA script with the page (v3 scores the visit, not just the click). */
export function useRecaptchaScript(config: SiteContext['recaptcha']): void {
  const src = config ? recaptchaScriptUrl(config) : null;
  useEffect(() => {
    if (src) loadScript(src).catch(() => undefined);
  }, [src]);
}

async function executeRecaptcha(config: RecaptchaConfig, action: string): Promise<string> {
  if (!window.grecaptcha) await loadScript(recaptchaScriptUrl(config));
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) throw new Error('reCAPTCHA did not start');
  return new Promise((resolve, reject) => {
    grecaptcha.ready(() => {
      grecaptcha.execute(config.siteKey, { action }).then(resolve, reject);
    });
  });
}

/**
 * A reCAPTCHA v3 token for `action`, or '' when the server has no bot check configured.
 * Rejects when the check cannot run (script blocked, no answer within the timeout).
 */
export function getRecaptchaToken(
  config: SiteContext['recaptcha'],
  action: string = RECAPTCHA_LEAD_ACTION,
): Promise<string> {
  if (!config) return Promise.resolve('');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('reCAPTCHA timed out')), RECAPTCHA_TIMEOUT_MS);
    executeRecaptcha(config, action).then(
      (token) => {
        clearTimeout(timer);
        resolve(token);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
