import { createHash } from 'node:crypto';
import {
  LEAD_MESSAGE_MAX,
  LeadKind,
  OFFER_MIN,
  OFFER_STEP,
  PRODUCT_NAME,
  SuccessCode,
  successBody,
  type FieldError,
} from '@domainfolio/contracts';
import { escapeHtml } from '../emails/email-templates';

/** The fields a visitor fills in, in the order the landing page shows them. */
export const LEAD_FORM_FIELDS = ['name', 'email', 'phone', 'offer', 'message'] as const;
export type LeadFormField = (typeof LEAD_FORM_FIELDS)[number];

/** At a shown price with offers on, the landing form's choice (`intent`): buy, or offer. */
export const LEAD_FORM_INTENTS = ['buy', 'offer'] as const;
export type LeadFormIntent = (typeof LEAD_FORM_INTENTS)[number];

/** What the form posted, as text; the page shows it back as it was typed. */
export interface LeadFormValues extends Record<LeadFormField, string> {
  domain: string;
  owner: string;
  /**
   * Whether the form had an offer field: a domain without any price asks for one, and a
   * domain with a shown price and offers on has one for a visitor who chooses to offer.
   */
  offerAsked: boolean;
  /** The visitor's choice, when their form offered one; absent otherwise. */
  intent?: LeadFormIntent;
}

/** The choice's words, as the landing page's form says them. */
const INTENT_LABELS: Record<LeadFormIntent, string> = {
  buy: 'Buy now',
  offer: 'Make an offer',
};

/** The labels of the landing page's form, so the visitor finds the fields they filled in. */
const LABELS: Record<LeadFormField, string> = {
  name: 'Full name',
  email: 'Email',
  phone: 'Phone',
  offer: 'Your offer',
  message: 'Message',
};

/** What each kind of lead is called in "your … was sent to the owner". */
const SENT_WHAT: Record<LeadKind, (domain: string) => string> = {
  [LeadKind.OFFER]: (domain) => `offer for ${domain}`,
  [LeadKind.INQUIRY]: (domain) => `inquiry for ${domain}`,
  [LeadKind.BUY_NOW]: (domain) => `request to buy ${domain}`,
};

/** The product's look in a few lines: the landing page's card, type and indigo button. */
const STYLE = [
  '*{box-sizing:border-box}',
  'body{margin:0;background:#f9fafb;color:#111827;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}',
  'main{max-width:36rem;margin:0 auto;padding:2rem 1rem}',
  '.card{background:#fff;border:1px solid #e5e7eb;border-radius:.5rem;padding:1.5rem;box-shadow:0 1px 2px rgb(0 0 0/.05)}',
  '.brand{margin:0 0 1.25rem;font-weight:700;color:#4f46e5}',
  'h1{margin:0 0 .75rem;font-size:1.25rem;line-height:1.4;overflow-wrap:anywhere}',
  'h2{margin:1.5rem 0 .75rem;font-size:1rem}',
  'p{margin:0 0 1rem;color:#374151;overflow-wrap:anywhere}',
  '.note{font-size:.875rem;color:#6b7280}',
  'a{color:#4f46e5;font-weight:600}',
  '.problems{margin:0 0 1.5rem;padding:.75rem 1rem;border-left:4px solid #dc2626;background:#fef2f2}',
  '.problems ul{margin:0;padding-left:1.25rem}.problems a{color:#b91c1c}',
  'form,.field{margin:0 0 1.25rem}',
  'label{display:block;margin:0 0 .375rem;font-size:.875rem;font-weight:500}',
  'label span{float:right;font-weight:400;color:#6b7280}',
  'fieldset{margin:0 0 1.25rem;padding:0;border:0}legend{margin:0 0 .375rem;padding:0;font-size:.875rem;font-weight:500}',
  '.choice{display:flex;gap:1.5rem}.choice label{display:flex;align-items:center;gap:.5rem;margin:0;font-size:1rem;font-weight:400}.choice input{width:auto;margin:0}',
  'input,textarea{display:block;width:100%;padding:.5rem .75rem;border:1px solid #d1d5db;border-radius:.375rem;font:inherit;color:inherit;background:#fff}',
  'input:focus,textarea:focus{outline:2px solid #4f46e5;outline-offset:-1px}',
  '[aria-invalid=true]{border-color:#dc2626}',
  '.error{margin:.375rem 0 0;font-size:.875rem;color:#dc2626}',
  'button{width:100%;padding:.625rem 1rem;border:0;border-radius:.375rem;font:inherit;font-weight:600;color:#fff;background:#4f46e5;cursor:pointer}',
  'button:hover{background:#4338ca}',
  'dl{margin:0 0 1rem}dt{font-size:.875rem;color:#6b7280}dd{margin:0 0 .75rem;white-space:pre-line;overflow-wrap:anywhere}',
].join('\n');

/**
 * The page's Content-Security-Policy: no scripts at all, the one style element by its hash.
 * form-action is left out on purpose: the page's form can be answered with a redirect to
 * Escrow.com's payment page, and browsers hold form-action against redirects too.
 */
export const LEAD_FORM_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "img-src 'self' data:",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** A page the form's POST answers with, and its HTTP status. */
export interface LeadFormPage {
  status: number;
  html: string;
}

function layout(title: string, content: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="card">
<p class="brand">${escapeHtml(PRODUCT_NAME)}</p>
${content}
</div>
</main>
</body>
</html>
`;
}

function backLink(href: string, domain: string): string {
  const label = domain ? `Back to ${domain}` : 'Back to the page';
  return `<p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`;
}

/** The answer to a lead the owner now has: what was sent, and what happens next. */
export function leadSentPage({
  domain,
  kind,
  landingHref,
  checkoutFailed = false,
}: {
  /** The domain as people read it. */
  domain: string;
  kind: LeadKind;
  landingHref: string;
  /** A Buy-It-Now request whose escrow checkout could not start: the owner will follow up. */
  checkoutFailed?: boolean;
}): LeadFormPage {
  const sent = successBody(SuccessCode.LEAD_SENT, { domain });
  const heading = `Thank you — your ${SENT_WHAT[kind](domain)} was sent to the owner`;
  const content = [
    `<h1>${escapeHtml(heading)}</h1>`,
    `<p>${escapeHtml(sent.message)}</p>`,
    checkoutFailed
      ? `<p class="note">${escapeHtml(
          'We could not start the secure escrow checkout just now, so there is nothing to pay yet: the owner will get back to you by email about buying the domain.',
        )}</p>`
      : '',
    backLink(landingHref, domain),
  ];
  return { status: 200, html: layout(`${sent.title} · ${domain}`, content.join('\n')) };
}

/** The problem of each field, under the form's own field names ('data.email' → 'email'). */
function problemsByField(errors: FieldError[]): Partial<Record<LeadFormField, string>> {
  const byField: Partial<Record<LeadFormField, string>> = {};
  for (const { field, message } of errors) {
    const short = field.slice(field.lastIndexOf('.') + 1);
    if ((LEAD_FORM_FIELDS as readonly string[]).includes(short))
      byField[short as LeadFormField] ??= message;
  }
  return byField;
}

function fieldId(field: LeadFormField): string {
  return `lead-${field}`;
}

function inputOf(
  field: LeadFormField,
  value: string,
  problem: string | undefined,
  offerRequired: boolean,
): string {
  const invalid = problem ? ` aria-invalid="true" aria-describedby="${fieldId(field)}-error"` : '';
  const common = `id="${fieldId(field)}" name="${field}"${invalid}`;
  switch (field) {
    case 'name':
      return `<input ${common} type="text" autocomplete="name" required value="${escapeHtml(value)}">`;
    case 'email':
      return `<input ${common} type="email" autocomplete="email" required value="${escapeHtml(value)}">`;
    case 'phone':
      return `<input ${common} type="tel" autocomplete="tel" value="${escapeHtml(value)}">`;
    case 'offer':
      return `<input ${common} type="number" inputmode="decimal"${offerRequired ? ' required' : ''} min="${OFFER_MIN}" step="${OFFER_STEP}" value="${escapeHtml(value)}">`;
    case 'message':
      return `<textarea ${common} rows="4" maxlength="${LEAD_MESSAGE_MAX}">${escapeHtml(value)}</textarea>`;
  }
}

function fieldOf(
  field: LeadFormField,
  value: string,
  problem: string | undefined,
  intent: LeadFormIntent | undefined,
): string {
  // With a choice, the amount counts only for a visitor who chose to make an offer.
  const offerRequired = intent === undefined;
  const corner =
    field === 'phone' || field === 'message'
      ? ' <span>Optional</span>'
      : field === 'offer'
        ? ` <span>${offerRequired ? 'In US dollars' : 'In US dollars, when making an offer'}</span>`
        : '';
  return [
    '<div class="field">',
    `<label for="${fieldId(field)}">${LABELS[field]}${corner}</label>`,
    inputOf(field, value, problem, offerRequired),
    problem ? `<p class="error" id="${fieldId(field)}-error">${escapeHtml(problem)}</p>` : '',
    '</div>',
  ].join('\n');
}

/** The landing form's choice between buying and offering, as the visitor left it. */
function choiceOf(intent: LeadFormIntent): string {
  return [
    '<fieldset>',
    '<legend>How would you like to buy it?</legend>',
    '<div class="choice">',
    ...LEAD_FORM_INTENTS.map(
      (value) =>
        `<label><input type="radio" name="intent" value="${value}"${value === intent ? ' checked' : ''}> ${INTENT_LABELS[value]}</label>`,
    ),
    '</div>',
    '</fieldset>',
  ].join('\n');
}

/** The fields the visitor's form had: the offer only where the domain asks for one. */
function fieldsOf(values: LeadFormValues): LeadFormField[] {
  return LEAD_FORM_FIELDS.filter((field) => field !== 'offer' || values.offerAsked);
}

/**
 * The answer to a lead that was refused: what is wrong, and what the visitor typed, kept.
 * Where sending again can work (a field to fix, a wait) the form comes back filled in;
 * otherwise (no such domain, sold, the bot check) the typed text is shown to copy.
 */
export function leadRefusedPage({
  status,
  title,
  message,
  note,
  errors = [],
  values,
  editable,
  action,
  landingHref,
  domain,
}: {
  status: number;
  title: string;
  message: string;
  note?: string;
  errors?: FieldError[];
  values: LeadFormValues;
  editable: boolean;
  /** Where the form posts (this endpoint). */
  action: string;
  landingHref: string;
  domain: string;
}): LeadFormPage {
  const problems = problemsByField(errors);
  const listed = LEAD_FORM_FIELDS.filter((field) => problems[field]);
  const content = [`<h1>${escapeHtml(title)}</h1>`, `<p>${escapeHtml(message)}</p>`];
  if (note) content.push(`<p class="note">${escapeHtml(note)}</p>`);
  if (editable) {
    if (listed.length > 0)
      content.push(
        '<div class="problems"><ul>',
        ...listed.map(
          (field) =>
            `<li><a href="#${fieldId(field)}">${LABELS[field]}: ${escapeHtml(problems[field]!)}</a></li>`,
        ),
        '</ul></div>',
      );
    content.push(
      // novalidate, as on the landing page: the server's messages above are the ones to follow.
      `<form method="post" action="${escapeHtml(action)}" novalidate>`,
      `<input type="hidden" name="domain" value="${escapeHtml(values.domain)}">`,
      `<input type="hidden" name="owner" value="${escapeHtml(values.owner)}">`,
      ...(values.intent ? [choiceOf(values.intent)] : []),
      ...fieldsOf(values).map((field) =>
        fieldOf(field, values[field], problems[field], values.intent),
      ),
      '<button type="submit">Send again</button>',
      '</form>',
    );
  } else {
    const typed = fieldsOf(values).filter((field) => values[field].trim() !== '');
    if (typed.length > 0)
      content.push(
        '<h2>What you wrote</h2>',
        '<dl>',
        ...typed.map((field) => `<dt>${LABELS[field]}</dt><dd>${escapeHtml(values[field])}</dd>`),
        '</dl>',
      );
  }
  content.push(backLink(landingHref, domain));
  return { status, html: layout(title, content.join('\n')) };
}
