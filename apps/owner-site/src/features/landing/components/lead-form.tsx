import {
  HELD_SUBMIT_GLOBAL,
  HOLD_UNTIL_HYDRATED,
  HYDRATED,
  OFFER_MIN,
  OFFER_STEP,
  formatCurrency,
  type PublicDomain,
  type SiteContext,
} from '@domainfolio/contracts';
import { Button, MAKE_AN_OFFER, TextField } from '@domainfolio/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useRecaptchaScript } from '../../../lib/recaptcha';
import { LEAD_FIELDS, leadTerms, useLeadForm, type LeadField } from '../hooks/use-lead-form';
import { EscrowMark } from '../../../components/escrow-mark';
import { MessageField } from './message-field';

const STATUS_TEXT = {
  idle: '',
  cooling: '',
  sending: 'Sending your request…',
  redirecting: 'Taking you to the secure escrow checkout…',
} as const;

/**
 * The button's words: 'Buy Now for {price}' when instant checkout is offered at the shown price;
 * otherwise 'Make an Offer' (at a shown price the request is to buy at it, with no amount).
 */
export function leadButtonLabel(domain: PublicDomain): string {
  const { price, buyItNow } = leadTerms(domain);
  return buyItNow && price !== null ? `Buy Now for ${formatCurrency(price)}` : MAKE_AN_OFFER;
}

/** The line under the form's heading: what happens once the visitor sends it. */
function leadIntro(domain: PublicDomain): string {
  const { price, buyItNow } = leadTerms(domain);
  if (buyItNow) return 'Leave your details, then pay securely through escrow.';
  if (price !== null)
    return `Leave your details and the owner will get back to you about buying it for ${formatCurrency(price)}.`;
  return 'Leave your details and the owner will get back to you.';
}

/**
 * The visitor's form on a landing page: name, email, optional phone, an offer when the domain
 * has no price, and a message. Enter in any field sends it.
 */
export function LeadForm({
  domain,
  owner,
  recaptcha,
}: {
  domain: PublicDomain;
  owner: string;
  recaptcha: SiteContext['recaptcha'];
}) {
  useRecaptchaScript(recaptcha);
  const form = useLeadForm({ domain, owner, recaptcha });
  const { values, errors, phase, asksOffer, buyItNow } = form;
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // On a page rendered on the server a visitor can type, and even send, before the script has
  // loaded: the browser keeps the text in the fields, and the page holds the submit back (see
  // the API's site HTML). Once the form runs, the text becomes its values and a held submit is
  // sent, the way the script sends it.
  const change = form.change;
  const [sendHeld, setSendHeld] = useState(false);
  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    for (const name of LEAD_FIELDS) {
      const input = element.elements.namedItem(name);
      if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) {
        if (input.value !== '') change(name, input.value);
      }
    }
    element.setAttribute(HYDRATED, '');
    const held = window as unknown as Record<string, unknown>;
    if (held[HELD_SUBMIT_GLOBAL] === element) {
      delete held[HELD_SUBMIT_GLOBAL];
      setSendHeld(true);
    }
    // Once, when the form first runs in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    // After the render that has the adopted values, so the submit sends them.
    if (!sendHeld) return;
    setSendHeld(false);
    formRef.current?.requestSubmit();
  }, [sendHeld]);
  const working = phase === 'sending' || phase === 'redirecting';
  const field = (name: LeadField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => form.change(name, event.target.value),
  });

  return (
    <div className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold break-words text-gray-900">
        {asksOffer ? 'Make the owner an offer' : `Get ${domain.unicodeName}`}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{leadIntro(domain)}</p>

      {/* noValidate: empty fields get the 'Missing Fields' toast, not the browser's bubble.
          method and action: without JavaScript (or before it has loaded) the browser posts the
          form itself, and the API answers with a page; with it, submit() sends JSON instead. */}
      <form
        ref={formRef}
        {...{ [HOLD_UNTIL_HYDRATED]: '' }}
        noValidate
        method="post"
        action="/api/leads/form"
        aria-labelledby={headingId}
        onSubmit={(event) => void form.submit(event)}
        className="mt-6 space-y-5"
      >
        <input type="hidden" name="domain" value={domain.name} />
        <input type="hidden" name="owner" value={owner} />
        <TextField label="Full name" autoComplete="name" required {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          corner={<span className="text-gray-500">Optional</span>}
          {...field('phone')}
        />
        {asksOffer && (
          <TextField
            label="Your offer"
            type="number"
            inputMode="decimal"
            required
            min={OFFER_MIN}
            step={OFFER_STEP}
            leading="$"
            hint="In US dollars."
            {...field('offer')}
          />
        )}
        <MessageField
          value={values.message}
          error={errors.message}
          onChange={(event) => form.change('message', event.target.value)}
        />

        <Button type="submit" size="lg" fullWidth loading={working} disabled={phase === 'cooling'}>
          {leadButtonLabel(domain)}
        </Button>
        <p
          role="status"
          className={STATUS_TEXT[phase] ? 'text-center text-sm text-gray-600' : 'sr-only'}
        >
          {STATUS_TEXT[phase]}
        </p>

        {buyItNow && (
          <div className="flex items-center justify-center gap-x-3 border-t border-gray-100 pt-5">
            <span className="text-sm font-medium text-gray-500">Instant Checkout via</span>
            <EscrowMark />
          </div>
        )}
      </form>
    </div>
  );
}
