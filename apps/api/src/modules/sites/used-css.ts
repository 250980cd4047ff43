/**
 * The part of a site's Tailwind stylesheet that a page's markup uses: everything outside the
 * utilities layer as it is (theme variables, base styles, @property and @keyframes rules), and
 * of the utilities only the rules that name a class the markup has. A page kept for every
 * visitor (a marketing page) carries this much in its head, so that it arrives in fewer round
 * trips; the site's script adds the whole stylesheet before it takes the page over.
 */
export function usedCss(css: string, html: string): string {
  const start = css.indexOf(UTILITIES);
  if (start === -1) return css;
  const bodyStart = start + UTILITIES.length;
  const bodyEnd = blockEnd(css, bodyStart);
  if (bodyEnd === -1) return css;
  const used = classesOf(html);
  const utilities = filterRules(css.slice(bodyStart, bodyEnd), used);
  return `${css.slice(0, bodyStart)}${utilities}${css.slice(bodyEnd)}`;
}

const UTILITIES = '@layer utilities{';

/** Every class named in the markup's class attributes, as written there (entities decoded). */
function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeEntities(value!).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#39': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|quot|lt|gt|#39|#x27);/g, (_, name: string) =>
    name === '#x27' ? "'" : ENTITIES[name]!,
  );
}

/**
 * The rules of a block's body that the page uses: a rule whose selector names a used class,
 * or no class at all; an at-rule block (@media, @supports) with the rules inside it filtered,
 * dropped when none is left.
 */
function filterRules(body: string, used: Set<string>): string {
  let kept = '';
  let at = 0;
  while (at < body.length) {
    const open = nextOpenBrace(body, at);
    if (open === -1) {
      kept += body.slice(at);
      break;
    }
    const close = blockEnd(body, open + 1);
    if (close === -1) return body;
    const prelude = body.slice(at, open);
    const inner = body.slice(open + 1, close);
    if (prelude.trimStart().startsWith('@')) {
      const filtered = filterRules(inner, used);
      if (filtered.trim() !== '') kept += `${prelude}{${filtered}}`;
    } else if (selectorIsUsed(prelude, used)) {
      kept += `${prelude}{${inner}}`;
    }
    at = close + 1;
  }
  return kept;
}

function selectorIsUsed(selector: string, used: Set<string>): boolean {
  const classes = [...selector.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)].map(
    ([, name]) => unescapeCss(name!),
  );
  return classes.length === 0 || classes.some((name) => used.has(name));
}

/** A CSS identifier as the markup spells it: `\:` is `:`, `\32 xl` is `2xl`. */
function unescapeCss(name: string): string {
  return name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex?: string, char?: string) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char!,
  );
}

/** The index of the next `{` at or after `from` that opens a block, or -1. */
function nextOpenBrace(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const char = text[i];
    if (char === '\\') i++;
    else if (char === '"' || char === "'") i = stringEnd(text, i);
    else if (char === '{') return i;
  }
  return -1;
}

/** The index of the `}` that closes the block whose body starts at `from`, or -1. */
function blockEnd(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const char = text[i];
    if (char === '\\') i++;
    else if (char === '"' || char === "'") i = stringEnd(text, i);
    else if (char === '{') depth++;
    else if (char === '}') {
      if (depth === 0) return i;
      depth--;
    }
  }
  return -1;
}

/** The index of the quote that ends the string opening at `start`. */
function stringEnd(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === quote) return i;
  }
  return text.length;
}
