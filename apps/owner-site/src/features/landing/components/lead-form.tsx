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
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useRecaptchaScript } from '../../../lib/recaptcha';
import { useScripted } from '../../../lib/use-scripted';
import {
  LEAD_FIELDS,
  LEAD_INTENTS,
  leadTerms,
  useLeadForm,
  type LeadField,
  type LeadIntent,
} from '../hooks/use-lead-form';
import { EscrowMark } from '../../../components/escrow-mark';
import { MessageField } from './message-field';

const STATUS_TEXT = {
  idle: '',
  cooling: '',
  sending: 'Sending your request…',
  redirecting: 'Taking you to the secure escrow checkout…',
} as const;

/** The button's words when the visitor has chosen to make an offer. */
export const SEND_OFFER = 'Send offer';

/** The choice's words, short enough for two halves of a phone-wide form. */
const INTENT_LABELS: Record<LeadIntent, string> = { buy: 'Buy now', offer: 'Make an offer' };

/**
 * The button's words: 'Buy Now for {price}' when instant checkout is offered at the shown price;
 * with offers on, 'Buy for {price}' without it and 'Send offer' once the visitor chose to offer;
 * otherwise 'Make an Offer' (at a shown price the request is to buy at it, with no amount).
 */
export function leadButtonLabel(domain: PublicDomain, intent: LeadIntent = 'buy'): string {
  const { price, buyItNow, offersChoice } = leadTerms(domain);
  if (offersChoice && intent === 'offer') return SEND_OFFER;
  if (buyItNow && price !== null) return `Buy Now for ${formatCurrency(price)}`;
  if (offersChoice && price !== null) return `Buy for ${formatCurrency(price)}`;
  return MAKE_AN_OFFER;
}

/** The line under the form's heading: what happens once the visitor sends it. */
function leadIntro(domain: PublicDomain): string {
  const { price, buyItNow, offersChoice } = leadTerms(domain);
  if (offersChoice && price !== null)
    return buyItNow
      ? 'Buy now and pay securely through escrow, or make the owner an offer.'
      : `Buy it for ${formatCurrency(price)} or make the owner an offer; the owner will get back to you.`;
  if (buyItNow) return 'Leave your details, then pay securely through escrow.';
  if (price !== null)
    return `Leave your details and the owner will get back to you about buying it for ${formatCurrency(price)}.`;
  return 'Leave your details and the owner will get back to you.';
}

/**
 * Before the script runs (and without JavaScript), the parts that depend on the visitor's choice
 * are all in the page, and the stylesheet shows those of the checked choice (CSS `:has()`); a
 * browser without `:has()` shows them all, so an offer can still be made. Once the script runs,
 * only the chosen ones are rendered.
 */
const SHOWN_FOR: Record<LeadIntent, string> = {
  buy: 'group-has-[[data-intent=offer]:checked]/lead:hidden',
  offer: 'group-has-[[data-intent=buy]:checked]/lead:hidden',
};

function ForIntent({
  intent,
  chosen,
  scripted,
  as: Element = 'div',
  children,
}: {
  intent: LeadIntent;
  chosen: LeadIntent;
  scripted: boolean;
  as?: 'div' | 'span';
  children: ReactNode;
}) {
  if (scripted) return intent === chosen ? children : null;
  return <Element className={SHOWN_FOR[intent]}>{children}</Element>;
}

/**
 * Buy at the shown price, or make an offer: two radio buttons drawn as one segmented control,
 * so the choice is posted (`intent`) by a browser without JavaScript too.
 */
function IntentChoice({
  intent,
  onChoose,
  domainName,
}: {
  intent: LeadIntent;
  onChoose: (intent: LeadIntent) => void;
  domainName: string;
}) {
  return (
    <fieldset>
      <legend className="sr-only">How would you like to buy {domainName}?</legend>
      <div className="grid grid-cols-2 gap-1 rounded-lg bg-gray-100 p-1">
        {LEAD_INTENTS.map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-center justify-center rounded-md px-3 py-2 text-center text-sm font-semibold text-gray-600 hover:text-gray-900 has-checked:bg-white has-checked:text-indigo-700 has-checked:shadow-sm has-checked:ring-1 has-checked:ring-gray-200 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600"
          >
            <input
              type="radio"
              name="intent"
              value={value}
              data-intent={value}
              checked={intent === value}
              onChange={() => onChoose(value)}
              className="sr-only"
            />
            {INTENT_LABELS[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The visitor's form on a landing page: name, email, optional phone, an offer when the domain
 * has no price (or, at a shown price with offers on, when the visitor chooses to make one), and
 * a message. Enter in any field sends it.
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
  const { values, errors, phase, asksOffer, offersChoice, intent } = form;
  const { buyItNow: buyItNowOffered, price } = leadTerms(domain);
  const scripted = useScripted();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // On a page rendered on the server a visitor can type, and even send, before the script has
  // loaded: the browser keeps the text in the fields, and the page holds the submit back (see
  // the API's site HTML). Once the form runs, the text becomes its values and a held submit is
  // sent, the way the script sends it.
  const { change, choose } = form;
  const [sendHeld, setSendHeld] = useState(false);
  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    const chosen = element.elements.namedItem('intent');
    if (chosen instanceof RadioNodeList && chosen.value === 'offer') choose('offer');
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
        // A named group: the parts shown for one choice look at the form's checked radio.
        className="group/lead mt-6 space-y-5"
      >
        <input type="hidden" name="domain" value={domain.name} />
        <input type="hidden" name="owner" value={owner} />
        {offersChoice && (
          <IntentChoice intent={intent} onChoose={choose} domainName={domain.unicodeName} />
        )}
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
        {offersChoice && (
          <ForIntent intent="offer" chosen={intent} scripted={scripted}>
            <TextField
              label="Your offer"
              type="number"
              inputMode="decimal"
              required
              min={OFFER_MIN}
              step={OFFER_STEP}
              leading="$"
              hint={
                price === null
                  ? 'In US dollars.'
                  : `In US dollars. The asking price is ${formatCurrency(price)}.`
              }
              {...field('offer')}
            />
          </ForIntent>
        )}
        <MessageField
          value={values.message}
          error={errors.message}
          onChange={(event) => form.change('message', event.target.value)}
        />

        <Button type="submit" size="lg" fullWidth loading={working} disabled={phase === 'cooling'}>
          {offersChoice
            ? LEAD_INTENTS.map((value) => (
                <ForIntent key={value} as="span" intent={value} chosen={intent} scripted={scripted}>
                  {leadButtonLabel(domain, value)}
                </ForIntent>
              ))
            : leadButtonLabel(domain)}
        </Button>
        <p
          role="status"
          className={STATUS_TEXT[phase] ? 'text-center text-sm text-gray-600' : 'sr-only'}
        >
          {STATUS_TEXT[phase]}
        </p>

        {buyItNowOffered && (
          <ForIntent intent="buy" chosen={offersChoice ? intent : 'buy'} scripted={scripted}>
            <div className="flex items-center justify-center gap-x-3 border-t border-gray-100 pt-5">
              <span className="text-sm font-medium text-gray-500">Instant Checkout via</span>
              <EscrowMark />
            </div>
          </ForIntent>
        )}
      </form>
    </div>
  );
}
