/**
 * Loads the toast library on first use: a page on which nobody is notified (a buyer reading a
 * landing page, a visitor of the marketplace) never downloads it.
 */
export const loadToaster = () => import('./toaster-module');

/**
 * Set on the window once anything has asked for a notification. The page's toaster and the
 * code that notifies may be compiled into different bundles (the host and a remote each have
 * their own copy of this library), so they meet on the window, not in a module variable: the
 * flag tells a toaster that mounts later, the event one that is already listening.
 */
const TOASTER_WANTED = '__domainfolioToasterWanted';
const TOASTER_EVENT = 'domainfolio:toaster-wanted';

type ToasterWindow = Window & { [TOASTER_WANTED]?: boolean };

/** Asks the page's toaster to load (it shows any toast created meanwhile once it mounts). */
export function requestToaster(): void {
  if (typeof window === 'undefined') return;
  (window as ToasterWindow)[TOASTER_WANTED] = true;
  window.dispatchEvent(new Event(TOASTER_EVENT));
}

/** Calls `onWanted` once a notification has been asked for, now or later; returns the unsubscribe. */
export function whenToasterWanted(onWanted: () => void): () => void {
  if ((window as ToasterWindow)[TOASTER_WANTED]) {
    onWanted();
    return () => undefined;
  }
  window.addEventListener(TOASTER_EVENT, onWanted, { once: true });
  return () => window.removeEventListener(TOASTER_EVENT, onWanted);
}
