// jsdom (a root dev dependency) ships without types, @types/jsdom is not installed, and the API
// compiles without the DOM's types: this declares the little the XSS tests read of a document
// parsed as a browser parses it.
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
  }
  interface ParsedDocument {
    readonly body: ParsedElement;
    getElementsByTagName(tag: string): ArrayLike<ParsedElement>;
    querySelector(selector: string): ParsedElement | null;
    querySelectorAll(selector: string): ArrayLike<ParsedElement>;
  }
  export class JSDOM {
    constructor(html?: string);
    readonly window: { readonly document: ParsedDocument };
  }
}
