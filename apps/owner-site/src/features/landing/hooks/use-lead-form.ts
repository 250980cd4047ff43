import { isApiError, sendLead, startEscrowPayment } from '@domainfolio/api-client';
import {
  ErrorCode,
  OFFER_MIN,
  SUBMIT_REENABLE_MS,
  errorBody,
  formatCurrency,
  type PublicDomain,
  type SendLeadData,
  type SiteContext,
} from '@domainfolio/contracts';
import { notify, visiblePrice } from '@domainfolio/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { getRecaptchaToken } from '../../../lib/recaptcha';

export const LEAD_FIELDS = ['name', 'email', 'phone', 'offer', 'message'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];
export type LeadValues = Record<LeadField, string>;
export type LeadErrors = Partial<Record<LeadField, string>>;

/**
 * idle → sending (once the bot-check token is in) → cooling for SUBMIT_REENABLE_MS → idle;
 * a Buy-It-Now request goes from sending to redirecting while the escrow checkout starts.
 */
export type LeadFormPhase = 'idle' | 'sending' | 'redirecting' | 'cooling';

const EMPTY: LeadValues = { name: '', email: '', phone: '', offer: '', message: '' };

/** What a visitor can do on this domain's page: make an offer, or buy at the shown price. */
export function leadTerms(domain: PublicDomain) {
  const price = visiblePrice(domain);
  return {
    price,
    /** No price at all (and none hidden): the form asks how much the visitor offers. */
    asksOffer: domain.sellingPrice === null && !domain.priceHidden,
    /**
     * Buy-It-Now at the shown price, through escrow. The landing data offers it only when the
     * server has escrow set up; without it a shown price gets a request to buy, not a checkout.
     */
    buyItNow: domain.buyItNow && price !== null,
    /**
     * A shown price whose owner takes offers too: the visitor chooses between buying at the
     * price and offering an amount of their own.
     */
    offersChoice: price !== null && domain.offersEnabled,
  };
}

/** With a choice, what the visitor chose: to buy at the shown price, or to make an offer. */
export const LEAD_INTENTS = ['buy', 'offer'] as const;
export type LeadIntent = (typeof LEAD_INTENTS)[number];

function validate(values: LeadValues, offerAsked: boolean, form: HTMLFormElement): LeadErrors {
  const errors: LeadErrors = {};
  if (values.name.trim() === '') errors.name = 'Enter your full name.';
  if (values.email.trim() === '') errors.email = 'Enter your email address.';
  if (errors.name || errors.email) return errors;

  const email = form.elements.namedItem('email');
  if (email instanceof HTMLInputElement && email.validity.typeMismatch) {
    errors.email = 'Enter a valid email address, like name@example.com.';
  }
  if (offerAsked) {
    const offer = Number(values.offer);
    if (values.offer.trim() === '') errors.offer = 'Enter the amount you offer.';
    else if (!Number.isFinite(offer) || offer < OFFER_MIN)
      errors.offer = `Your offer must be at least ${formatCurrency(OFFER_MIN)}.`;
  }
  return errors;
}

/** The API's field errors ('data.email') under the form's own field names. */
function serverFieldErrors(error: unknown): LeadErrors {
  const errors: LeadErrors = {};
  if (!isApiError(error)) return errors;
  for (const { field, message } of error.errors) {
    const short = field.slice(field.lastIndexOf('.') + 1);
    if ((LEAD_FIELDS as readonly string[]).includes(short)) errors[short as LeadField] ??= message;
  }
  return errors;
}

function notifyFailure(error: unknown): void {
  notify(isApiError(error) ? error.toNotification() : errorBody(ErrorCode.INTERNAL));
}

function focusFirstInvalid(form: HTMLFormElement, errors: LeadErrors): void {
  const first = LEAD_FIELDS.find((field) => errors[field]);
  const element = first ? form.elements.namedItem(first) : null;
  if (element instanceof HTMLElement) element.focus();
}

/**
 * The landing page's lead and offer form: checks the fields,
 * gets a bot-check token, stores the lead, and for Buy-It-Now goes on to the escrow checkout.
 * At a shown price with offers on, the visitor chooses to buy or to offer (`intent`); an offer
 * is sent with its amount, which makes the lead an offer for the owner to answer.
 * The fields are cleared only once the lead is stored; a failure keeps them.
 */
export function useLeadForm({
  domain,
  owner,
  recaptcha,
}: {
  domain: PublicDomain;
  owner: string;
  recaptcha: SiteContext['recaptcha'];
}) {
  const { asksOffer, buyItNow: buyItNowOffered, offersChoice } = leadTerms(domain);
  const [intent, setIntent] = useState<LeadIntent>('buy');
  /** Whether the form asks for an amount: no price at all, or the visitor chose to offer one. */
  const offerAsked = asksOffer || (offersChoice && intent === 'offer');
  /** An offer goes to the owner; only buying at the shown price goes on to the checkout. */
  const buyItNow = buyItNowOffered && !offerAsked;
  const [values, setValues] = useState<LeadValues>(EMPTY);
  const [errors, setErrors] = useState<LeadErrors>({});
  const [phase, setPhase] = useState<LeadFormPhase>('idle');
  // Set from the first click until the button is back, so a second click sends nothing twice.
  const busy = useRef(false);
  const cooldown = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    // Back from the escrow site, a page restored from the back-forward cache is usable again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setPhase('idle');
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      clearTimeout(cooldown.current);
    };
  }, []);

  function coolDown() {
    setPhase('cooling');
    cooldown.current = setTimeout(() => {
      busy.current = false;
      setPhase('idle');
    }, SUBMIT_REENABLE_MS);
  }

  function choose(next: LeadIntent) {
    setIntent(next);
    // An amount refused while offering says nothing about buying at the price.
    if (next === 'buy')
      setErrors((current) => (current.offer ? { ...current, offer: undefined } : current));
  }

  function change(field: LeadField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    const found = validate(values, offerAsked, form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      if (values.name.trim() === '' || values.email.trim() === '') {
        notify(errorBody(ErrorCode.MISSING_FIELDS));
      }
      focusFirstInvalid(form, found);
      return;
    }

    busy.current = true;
    let token: string;
    try {
      token = await getRecaptchaToken(recaptcha);
    } catch {
      busy.current = false;
      notify(errorBody(ErrorCode.RECAPTCHA_FAILED));
      return;
    }

    const email = values.email.trim();
    const data: SendLeadData = {
      domain: domain.name,
      owner,
      sellingPrice: domain.sellingPrice,
      name: values.name.trim(),
      email,
      recaptcha: token,
    };
    if (values.phone.trim() !== '') data.phone = values.phone.trim();
    if (offerAsked) data.offer = Number(values.offer);
    if (values.message.trim() !== '') data.message = values.message.trim();

    setPhase('sending');
    let leadId: string;
    try {
      const stored = await sendLead(data);
      notify(stored);
      leadId = stored.payload.leadId;
      setValues(EMPTY);
    } catch (error) {
      notifyFailure(error);
      setErrors(serverFieldErrors(error));
      coolDown();
      return;
    }
    if (!buyItNow) {
      coolDown();
      return;
    }

    setPhase('redirecting');
    try {
      // The checkout belongs to the lead just stored, so the owner always has the buyer's request.
      const checkout = await startEscrowPayment({ domain: domain.name, email, leadId });
      window.location.assign(checkout.payload.escrowLandingPageUrl);
    } catch (error) {
      notifyFailure(error);
      coolDown();
    }
  }

  return {
    values,
    errors,
    phase,
    asksOffer,
    offersChoice,
    intent,
    offerAsked,
    buyItNow,
    choose,
    change,
    submit,
  };
}
