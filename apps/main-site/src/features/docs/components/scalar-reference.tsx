import { injectStyles } from '@domainfolio/ui';
import { ApiReferenceReact } from '@scalar/api-reference-react';
import scalarStyles from '@scalar/api-reference-react/style.css?inline';
import { useEffect, useMemo, useRef } from 'react';
import type { OpenApiDocument } from '../api/get-openapi-document';

/** The API's name for its key header's security scheme in the document. */
const API_KEY_SCHEME = 'apiKey';

/**
 * The product's look on the renderer's CSS variables: indigo accents, the system font, light
 * mode. Unlayered, so it wins over the renderer's layered theme.
 */
const PRODUCT_THEME = `
.df-api-reference, .df-api-reference .light-mode {
  --scalar-font: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  --scalar-font-code: ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, 'Liberation Mono', monospace;
  --scalar-color-1: #111827;
  --scalar-color-2: #4b5563;
  --scalar-color-3: #6b7280;
  --scalar-color-accent: #4f46e5;
  --scalar-background-1: #ffffff;
  --scalar-background-2: #f9fafb;
  --scalar-background-3: #f3f4f6;
  --scalar-background-accent: #eef2ff;
  --scalar-border-color: #e5e7eb;
  --scalar-radius: 0.375rem;
  --scalar-radius-lg: 0.5rem;
  /* Method badges, strings and 'required' readable on white (4.5:1): Tailwind's 700 shades. */
  --scalar-color-green: #15803d;
  --scalar-color-blue: #1d4ed8;
  --scalar-color-orange: #c2410c;
  --scalar-color-red: #b91c1c;
  --scalar-color-yellow: #a16207;
  --scalar-color-purple: #7e22ce;
  --scalar-sidebar-color-2: #4b5563;
  --scalar-sidebar-search-color: #4b5563;
}
/* A long token in a summary ('(SETTING=on)') wraps instead of widening a 375 px screen. */
.df-api-reference .section-header-label { overflow-wrap: anywhere; }
/*
 * A sidebar group's expand button is its 16 px chevron and 3 px around it, 22 px square: under
 * the 24 px target size of WCAG 2.2 (2.5.8). 4 px around the chevron makes it 24.
 */
.df-api-reference .group\\/group-button > button.absolute { padding: 4px; }
`;

// Only this chunk adds the renderer's stylesheet, so no other page carries it.
injectStyles('main-api-reference', `${scalarStyles}\n${PRODUCT_THEME}`);

/**
 * What the renderer draws that a screen reader would misread, put right in place (axe checks
 * the page in CI):
 * - its copy buttons on code blocks show only an icon and carry no name: they get the name
 *   their tooltip shows;
 * - on a phone it draws a top-level `<header>` (the menu button and the current section),
 *   which would be a second banner beside the site's own: its bar becomes the reference's
 *   navigation landmark, and the `<header>` inside it plain;
 * - a tag's list of endpoints scrolls sideways on narrow screens but cannot take focus, so a
 *   keyboard could not scroll it: it joins the tab order.
 */
export function fixRendererSemantics(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>(
    'button.scalar-code-copy:not([aria-label])',
  )) {
    button.setAttribute('aria-label', 'Copy code');
  }
  for (const bar of root.querySelectorAll<HTMLElement>('.t-doc__header:not([role])')) {
    bar.setAttribute('role', 'navigation');
    bar.setAttribute('aria-label', 'API reference menu');
  }
  for (const header of root.querySelectorAll<HTMLElement>('.t-doc__header > header:not([role])')) {
    header.setAttribute('role', 'none');
  }
  for (const list of root.querySelectorAll<HTMLElement>('ul.endpoints:not([tabindex])')) {
    list.tabIndex = 0;
  }
}

export interface ScalarReferenceProps {
  document: OpenApiDocument;
}

/**
 * The OpenAPI renderer (Scalar) over the API's own document: search, every operation with its
 * request and response shapes, and curl examples. Everything it needs ships in this chunk:
 * the default web fonts, the request-proxy client, the assistant and the MCP button, which
 * would reach third-party hosts, are off.
 */
export default function ScalarReference({ document }: ScalarReferenceProps) {
  const configuration = useMemo(
    () => ({
      content: document,
      theme: 'default' as const,
      layout: 'modern' as const,
      forceDarkModeState: 'light' as const,
      hideDarkModeToggle: true,
      withDefaultFonts: false,
      hideClientButton: true,
      hideTestRequestButton: true,
      showDeveloperTools: 'never' as const,
      telemetry: false,
      documentDownloadType: 'json' as const,
      defaultHttpClient: { targetKey: 'shell' as const, clientKey: 'curl' as const },
      agent: { disabled: true },
      // Its MCP button (shown on local addresses) uploads the document to the renderer's
      // hosted service: off, like the assistant.
      mcp: { disabled: true },
      // The examples call this site's own API, absolute so they can be pasted into a shell.
      servers: [{ url: window.location.origin, description: 'This site' }],
      // The curl examples carry the key header, ready to fill in.
      authentication: { preferredSecurityScheme: API_KEY_SCHEME },
    }),
    [document],
  );
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    fixRendererSemantics(element);
    // The renderer draws operations as they scroll into view: fix those as they appear.
    const observer = new MutationObserver(() => fixRendererSemantics(element));
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={root} className="df-api-reference">
      <ApiReferenceReact configuration={configuration} />
    </div>
  );
}
