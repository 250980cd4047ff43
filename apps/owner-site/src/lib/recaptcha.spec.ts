import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECAPTCHA_TIMEOUT_MS, getRecaptchaToken, recaptchaScriptUrl } from './recaptcha';

const CONFIG = { siteKey: 'key-1', scriptUrl: 'https://recaptcha.test/api.js' };

function scriptsFor(src: string) {
  return Array.from(document.scripts).filter((script) => script.getAttribute('src') === src);
}

describe('getRecaptchaToken', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is an empty token when the server has no bot check', async () => {
    await expect(getRecaptchaToken(null)).resolves.toBe('');
    expect(document.scripts).toHaveLength(0);
  });

  it('asks grecaptcha for a token for the lead action once it is ready', async () => {
    const execute = vi.fn().mockResolvedValue('tok');
    window.grecaptcha = { ready: (callback) => setTimeout(callback, 0), execute };

    await expect(getRecaptchaToken(CONFIG)).resolves.toBe('tok');
    expect(execute).toHaveBeenCalledWith('key-1', { action: 'lead' });
  });

  it('loads the script first when grecaptcha is not there yet, and only once', async () => {
    const src = recaptchaScriptUrl(CONFIG);
    expect(src).toBe('https://recaptcha.test/api.js?render=key-1');
    const first = getRecaptchaToken(CONFIG);
    const second = getRecaptchaToken(CONFIG);
    expect(scriptsFor(src)).toHaveLength(1);

    window.grecaptcha = { ready: (callback) => callback(), execute: () => Promise.resolve('t') };
    scriptsFor(src)[0]?.dispatchEvent(new Event('load'));

    await expect(first).resolves.toBe('t');
    await expect(second).resolves.toBe('t');
  });

  it('fails when the script cannot load, and tries it afresh the next time', async () => {
    const src = recaptchaScriptUrl(CONFIG);
    const attempt = getRecaptchaToken(CONFIG);
    scriptsFor(src)[0]?.dispatchEvent(new Event('error'));

    await expect(attempt).rejects.toThrow(`Could not load ${src}`);
    expect(scriptsFor(src)).toHaveLength(0);
    void getRecaptchaToken(CONFIG).catch(() => undefined);
    expect(scriptsFor(src)).toHaveLength(1);
  });

  it('fails when the check gives no answer in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    window.grecaptcha = { ready: () => undefined, execute: vi.fn() };

    const attempt = getRecaptchaToken(CONFIG);
    const outcome = expect(attempt).rejects.toThrow('reCAPTCHA timed out');
    await vi.advanceTimersByTimeAsync(RECAPTCHA_TIMEOUT_MS);
    await outcome;
  });

  it('adds the site key to a script URL that has a query already', () => {
    expect(recaptchaScriptUrl({ siteKey: 'k', scriptUrl: '/fake/api.js?hl=en' })).toBe(
      '/fake/api.js?hl=en&render=k',
    );
  });
});
