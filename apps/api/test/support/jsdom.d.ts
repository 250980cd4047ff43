// jsdom (a root dev dependency) ships without types, @types/jsdom is not installed, and the API
// compiles without the DOM's types: this declares the little the XSS tests read of a document
// parsed as a browser parses it (and the sitemap tests of one parsed as XML).
declare module 'jsdom' {
  interface ParsedAttribute {
    readonly name: string;
    readonly value: string;
  }
  interface ParsedElement {
    readonly tagName: string;
    readonly attributes: ArrayLike<ParsedAttribute>;
    readonly textContent: string | null;
    /** A form field's current value (a textarea's text). */
    readonly value?: string;
    readonly namespaceURI: string | null;
    getElementsByTagName(tag: string): ArrayLike<ParsedElement>;
  }
  interface ParsedDocument {
    readonly body: ParsedElement;
    readonly documentElement: ParsedElement;
    getElementsByTagName(tag: string): ArrayLike<ParsedElement>;
    querySelector(selector: string): ParsedElement | null;
    querySelectorAll(selector: string): ArrayLike<ParsedElement>;
  }
  export class JSDOM {
    /** `contentType: 'application/xml'` parses the text as XML. */
    constructor(html?: string, options?: { contentType?: string });
    readonly window: { readonly document: ParsedDocument };
  }
}
