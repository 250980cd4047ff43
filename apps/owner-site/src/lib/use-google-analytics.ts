import { useEffect } from 'react';
import { loadScript } from './load-script';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export function gtagScriptUrl(trackingId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(trackingId)}`;
}

function startGoogleAnalytics(trackingId: string): void {
  const src = gtagScriptUrl(trackingId);
  if (Array.from(document.scripts).some((script) => script.getAttribute('src') === src)) return;
  const dataLayer = (window.dataLayer ??= []);
  if (!window.gtag) {
    window.gtag = function gtag() {
      // gtag.js reads the Arguments object itself; an array would be ignored.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    window.gtag('js', new Date());
  }
  // The config sends the first page view; later in-app navigations are history changes, which
  // GA4's enhanced measurement counts by itself.
  window.gtag('config', trackingId);
  loadScript(src).catch(() => undefined);
}

/**
 * The owner's Google Analytics (a Pro feature: the API sends the id only for Pro owners). With
 * an id, loads gtag.js once for the page and configures it; without one, loads nothing.
 */
export function useGoogleAnalytics(trackingId: string | null | undefined): void {
  useEffect(() => {
    if (trackingId) startGoogleAnalytics(trackingId);
  }, [trackingId]);
}
