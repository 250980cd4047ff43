import type { SiteContext } from './site-context';

/**
 * A site's server renderer: the module each remote builds for the server
 * (`{site}/dist-server/render.cjs`), which the API loads to send a public page's first paint
 * as HTML. The browser's host then hydrates that HTML with the same components.
 */
export interface ServerRenderInput {
  /** The request's path and query, e.g. `/example.com?ref=x`. */
  url: string;
  context: SiteContext;
}

export interface ServerRenderResult {
  /** The markup of the page, to go inside the host's `<div id="root">`. */
  html: string;
  /**
   * The site's stylesheet, to go into the head as `<style data-site="{styleId}">`, where the
   * site's own script finds it and adds no second copy.
   */
  css: string;
  styleId: string;
  /**
   * True when the page is the same for every request with this path and site context (a
   * marketing or legal page for a visitor without a session): the API renders it once and
   * serves the same HTML again.
   */
  shared?: boolean;
  /**
   * Set by the API on a shared page it keeps: `css` is then only the part of the stylesheet
   * the markup uses, and the page marks its style element with PARTIAL_STYLES, so that the
   * site's script adds the whole stylesheet before it takes the page over.
   */
  partialCss?: boolean;
  /**
   * True when the page is the site's not-found page (no route of the site matched the path):
   * the API answers it with 404 and keeps it out of search results.
   */
  notFound?: boolean;
}

/** Marks a site's style element that holds only the part of its stylesheet the page uses. */
export const PARTIAL_STYLES = 'data-partial';

/** Null when the site renders this page in the browser only (e.g. a signed-in screen). */
export type ServerRender = (input: ServerRenderInput) => Promise<ServerRenderResult | null>;

/** Where a site's server renderer lands inside its build folder. */
export const SERVER_RENDER_FILE = 'dist-server/render.cjs';

/**
 * A server-rendered form that must not be posted by the browser itself once scripts run
 * (its script sends it instead) carries this attribute; the page holds back a submit made
 * before the form's script has taken over, and the form sends it when it has.
 */
export const HOLD_UNTIL_HYDRATED = 'data-hold-until-hydrated';
/** Set on such a form once its script has taken over. */
export const HYDRATED = 'data-hydrated';
/** Where the page keeps the form whose submit it held back. */
export const HELD_SUBMIT_GLOBAL = '__DOMAINFOLIO_HELD_SUBMIT__';
