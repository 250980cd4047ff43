import { SITE_CONTEXT_GLOBAL, type SiteContext } from '@domainfolio/contracts';

const TITLES: { [site in SiteContext['site']]: (context: SiteContext) => string } = {
  main: () => 'Domainfolio: The Domain Investor Platform',
  shop: () => 'Domain Marketplace | Domainfolio',
  owner: (context) =>
    `${context.owner?.parkedDomain ?? context.owner?.username ?? ''} | Domain Portfolio`,
  notFound: () => 'Page not found | Domainfolio',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON that is safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
}

/**
 * The host's index.html with the site context inlined (so the host starts without a round
 * trip) and the page title set for the site.
 */
export function renderSiteHtml(template: string, context: SiteContext, nonce: string): string {
  const script = `<script nonce="${nonce}">window.${SITE_CONTEXT_GLOBAL}=${scriptJson(context)}</script>`;
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(TITLES[context.site](context))}</title>`)
    .replace('</head>', `    ${script}\n  </head>`);
}

/** Scripts only from this origin (plus a per-response nonce), and the third parties we embed. */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' https://www.googletagmanager.com https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com",
    'frame-src https://www.google.com/recaptcha/',
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
