import { createHash } from 'node:crypto';
import {
  HELD_SUBMIT_GLOBAL,
  HOLD_UNTIL_HYDRATED,
  HYDRATED,
  PARTIAL_STYLES,
  SITE_CONTEXT_GLOBAL,
  type ServerRenderResult,
  landingPageDescription,
  landingPageTitle,
  type SiteContext,
} from '@domainfolio/contracts';
import { jsonLdText, landingStructuredData } from './structured-data';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON that is safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
}

/** What a page says about itself to browsers, search engines and link previews. */
export interface PageMeta {
  title: string;
  description: string;
  /**
   * Absolute URL of the page without its query string; null on a host that shows no site,
   * which is then named nowhere in the page.
   */
  canonical: string | null;
  /** Keep the page out of search results (a sold domain's landing page, a not-found page). */
  noindex?: boolean;
  /** schema.org JSON-LD describing the page's subject (a landing page's domain and offer). */
  structuredData?: Record<string, unknown>;
}

const DEFAULT_DESCRIPTION = 'Domainfolio: the platform for domain-name investors.';

/**
 * Title and description per site: a landing page is titled with the domain and the host, or
 * the product name on the product's own hosts.
 */
export function pageMeta(context: SiteContext, host: string, canonical: string | null): PageMeta {
  const meta = (title: string, description = DEFAULT_DESCRIPTION) => ({
    title,
    description,
    canonical,
  });
  const landing = context.landing;
  if (context.site === 'owner' && landing)
    return {
      ...meta(
        landingPageTitle(landing.domain, context.owner, host, landing.sold),
        landingPageDescription(landing.domain, landing.sold),
      ),
      // A sold name is no longer on offer: search engines should drop the page.
      noindex: landing.sold,
      ...(canonical ? { structuredData: landingStructuredData(landing, canonical) } : {}),
    };
  switch (context.site) {
    case 'main':
      return meta('Domainfolio: The Domain Investor Platform');
    case 'shop':
      return meta(
        'Domain Marketplace | Domainfolio',
        'Browse domain names for sale from independent domain investors, and contact the owners directly.',
      );
    case 'owner':
      return meta(
        `${context.owner?.username ?? ''} | Domain Portfolio`,
        `Domain names for sale by ${context.owner?.username ?? 'this owner'}.`,
      );
    default:
      return notFoundMeta();
  }
}

/**
 * A page that is not found (an unknown host, domain or path): titled so, named nowhere (no
 * canonical link), and kept out of search results, whatever page its path resembles.
 */
export function notFoundMeta(): PageMeta {
  return {
    title: 'Page not found | Domainfolio',
    description: DEFAULT_DESCRIPTION,
    canonical: null,
    noindex: true,
  };
}

/**
 * On a server-rendered page, a visitor may send a form before its script has loaded; the
 * browser would then post it itself (the no-JavaScript path). Forms that ask for it are held
 * back instead, and their script sends them once it runs. Without JavaScript this never runs,
 * and the browser posts the form as it should.
 */
const HOLD_SUBMITS = `addEventListener('submit',function(e){var f=e.target;if(f&&f.hasAttribute&&f.hasAttribute('${HOLD_UNTIL_HYDRATED}')&&!f.hasAttribute('${HYDRATED}')){e.preventDefault();window.${HELD_SUBMIT_GLOBAL}=f}},true)`;

/** React puts the resource hints of a render (`<link rel="preload">`) before its markup. */
const LEADING_LINKS = /^(?:<link [^>]*\/?>)+/;

/** A style element's text cannot end the element early (CSS has no reason to say `</style`). */
export function styleText(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}

/** A page of a site: its HTML, and the hashes of its inline scripts for its CSP. */
export interface SitePage {
  html: string;
  /** `sha256-…` of each inline script, which the page's Content-Security-Policy allows. */
  scriptHashes: string[];
}

/** The CSP source of an inline script: the base64 SHA-256 of its exact text. */
function scriptHash(script: string): string {
  return `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`;
}

/**
 * The host's index.html with the site context inlined (so the host starts without a round
 * trip), and the page's title, description, canonical link and link-preview tags. With a
 * server render, its markup fills the root, its stylesheet and resource hints go into the head,
 * and the page shows before any script has run. The inline scripts are allowed by their hashes
 * rather than a nonce, so a page is the same for every request with the same host, URL and
 * session state, and can be kept and served again (see public-page-cache.ts).
 */
export function renderSiteHtml(
  template: string,
  context: SiteContext,
  meta: PageMeta,
  rendered: ServerRenderResult | null = null,
): SitePage {
  const contextScript = `window.${SITE_CONTEXT_GLOBAL}=${scriptJson(context)}`;
  const scripts: string[] = [];
  const head = [
    ...(meta.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...(meta.canonical ? [`<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`] : []),
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.canonical
      ? [`<meta property="og:url" content="${escapeHtml(meta.canonical)}" />`]
      : []),
    `<meta property="og:type" content="website" />`,
  ];
  if (meta.structuredData) {
    // A data block, which browsers do not run; allowed by its hash all the same, like every
    // inline script of the page, so no policy reports or blocks it.
    const data = jsonLdText(meta.structuredData);
    head.push(`<script type="application/ld+json">${data}</script>`);
    scripts.push(data);
  }
  let markup = '';
  if (rendered) {
    const links = LEADING_LINKS.exec(rendered.html)?.[0] ?? '';
    markup = rendered.html.slice(links.length);
    if (links) head.push(links);
    head.push(
      `<style data-site="${escapeHtml(rendered.styleId)}"${rendered.partialCss ? ` ${PARTIAL_STYLES}` : ''}>${styleText(rendered.css)}</style>`,
      `<script>${HOLD_SUBMITS}</script>`,
    );
    scripts.push(HOLD_SUBMITS);
  }
  head.push(`<script>${contextScript}</script>`);
  scripts.push(contextScript);
  // The markup goes in last, so no replacement above can match inside it.
  const html = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', () => `    ${head.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
  return { html, scriptHashes: scripts.map(scriptHash) };
}

/**
 * Scripts only from this origin (plus the page's own inline scripts, by hash), and the third
 * parties we embed. Forms post to this origin, and to `formTargets`: the landing page's offer
 * form, sent without JavaScript, is answered with a redirect to the escrow payment page, which
 * a browser follows only when the policy names it.
 */
export function contentSecurityPolicy(
  scriptHashes: string[],
  extraScriptOrigins: string[] = [],
  formTargets: string[] = [],
): string {
  const scripts = [
    "'self'",
    ...scriptHashes.map((hash) => `'${hash}'`),
    'https://www.googletagmanager.com',
    'https://www.google.com/recaptcha/',
    'https://www.gstatic.com/recaptcha/',
    ...extraScriptOrigins,
  ];
  return [
    "default-src 'self'",
    `script-src ${[...new Set(scripts)].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com",
    'frame-src https://www.google.com/recaptcha/',
    "frame-ancestors 'self'",
    "base-uri 'self'",
    `form-action ${["'self'", ...new Set(formTargets)].join(' ')}`,
    "object-src 'none'",
  ].join('; ');
}

/**
 * Where Escrow.com's payment pages live for an API base URL: the API's `api.` host becomes the
 * site's `www.` host (api.escrow.com → www.escrow.com, the sandbox likewise); the API's own
 * origin stays too (a local stand-in serves its payment page there).
 */
export function escrowPaymentOrigins(apiUrl: string): string[] {
  const api = new URL(apiUrl);
  const origins = [api.origin];
  if (api.hostname.startsWith('api.')) {
    origins.push(`${api.protocol}//www.${api.hostname.slice(4)}${api.port ? `:${api.port}` : ''}`);
  }
  return origins;
}
