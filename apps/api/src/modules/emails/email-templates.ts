import { Inject, Injectable } from '@nestjs/common';
import { PRODUCT_NAME, formatCurrency } from '@domainfolio/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

interface Button {
  label: string;
  url: string;
}

/** One email's content; every string is plain text, escaped when the HTML is built. */
interface EmailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Emails to the support team have none: they are answered by replying. */
  button?: Button;
  /** Smaller print under the button: expiry, "not you?" advice, other links. */
  notes: string[];
  links?: Button[];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const PARAGRAPH =
  'margin:0 0 16px;font-size:16px;line-height:24px;color:#374151;white-space:pre-line;';
const NOTE = 'margin:0 0 12px;font-size:14px;line-height:20px;color:#6b7280;';

function renderButton({ label, url }: Button): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;">
<tr><td style="border-radius:6px;background-color:#4f46e5;">
<a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a>
</td></tr>
</table>
<p style="${NOTE}">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(url)}" style="color:#4f46e5;word-break:break-all;">${escapeHtml(url)}</a></p>`;
}

function renderHtml(content: EmailContent): string {
  const paragraphs = [content.greeting, ...content.paragraphs]
    .map((p) => `<p style="${PARAGRAPH}">${escapeHtml(p)}</p>`)
    .join('\n');
  const notes = content.notes.map((n) => `<p style="${NOTE}">${escapeHtml(n)}</p>`).join('\n');
  const links = (content.links ?? [])
    .map(
      (l) =>
        `<p style="${NOTE}">${escapeHtml(l.label)}: <a href="${escapeHtml(l.url)}" style="color:#4f46e5;">${escapeHtml(l.url)}</a></p>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f9fafb;font-family:${FONT};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background-color:#f9fafb;padding:32px 16px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background-color:#ffffff;border:1px solid #e5e7eb;border-radius:8px;">
<tr><td style="padding:32px;">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#4f46e5;">${escapeHtml(PRODUCT_NAME)}</p>
${paragraphs}
${content.button ? renderButton(content.button) : ''}
${links}
${notes}
</td></tr>
</table>
<p style="margin:16px 0 0;font-size:12px;line-height:16px;color:#9ca3af;">${escapeHtml(PRODUCT_NAME)}</p>
</td></tr>
</table>
</body>
</html>
`;
}

function renderText(content: EmailContent): string {
  const lines = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.button ? [`${content.button.label}: ${content.button.url}`, ''] : []),
    ...(content.links ?? []).flatMap((l) => [`${l.label}: ${l.url}`, '']),
    ...content.notes.flatMap((n) => [n, '']),
    `-- ${PRODUCT_NAME}`,
  ];
  return `${lines.join('\n')}\n`;
}

/** What a buyer is told of an answer to their offer. */
export interface OfferAnswerInput {
  buyerName: string;
  domain: string;
  /** The owner's public name. */
  seller: string;
  kind: 'MESSAGE' | 'COUNTER' | 'ACCEPT' | 'DECLINE' | 'SOLD';
  message: string | null;
  amount: number | null;
  /** When a counter stops being open, in words. */
  expires: string | null;
  /** An accepted price can be paid through Escrow.com from the offer page. */
  checkout: boolean;
  offerUrl: string;
}

/** Who wrote to support: the signed-in account, never what the form claimed. */
export interface SupportEmailInput {
  username: string;
  displayName: string;
  email: string;
  plan: string;
  /** The contact name and phone the owner gave, when they gave one. */
  name?: string | null;
  phone?: string | null;
  message: string;
}

function accountNotes(input: Partial<SupportEmailInput>): string[] {
  return [
    `Account: ${input.username} (${input.email}), ${input.plan} plan.`,
    ...(input.name ? [`Contact name: ${input.name}`] : []),
    ...(input.phone ? [`Phone: ${input.phone}`] : []),
    'Reply to this email to answer the owner.',
  ];
}

function render(content: EmailContent): RenderedEmail {
  return { subject: content.subject, html: renderHtml(content), text: renderText(content) };
}

/**
 * The account emails. Links are built from APP_URL (never from request headers, which a client
 * controls), with every query value URL-encoded and every user-provided value HTML-escaped.
 */
@Injectable()
export class EmailTemplates {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private link(path: string, query: Record<string, string> = {}): string {
    const search = Object.entries(query)
      .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
      .join('&');
    return `${this.config.APP_URL}${path}${search ? `?${search}` : ''}`;
  }

  /**
   * An owner alert sent to the account's address (an expiry reminder, a sale, a summary): its
   * lines, a button to the dashboard page it concerns, and where to change what is sent.
   */
  ownerAlert(input: {
    displayName: string;
    subject: string;
    lines: string[];
    url: string;
    buttonLabel: string;
  }): RenderedEmail {
    return render({
      subject: input.subject,
      greeting: `Hi ${input.displayName},`,
      paragraphs: input.lines,
      button: { label: input.buttonLabel, url: input.url },
      notes: [
        `You get this email because of your ${PRODUCT_NAME} notification settings. Change which events reach you, and where: ${this.link('/dashboard/account', {})}#notifications`,
      ],
    });
  }

  confirmEmail(input: { displayName: string; email: string; token: string }): RenderedEmail {
    return render({
      subject: `Confirm your ${PRODUCT_NAME} email address`,
      greeting: `Hi ${input.displayName},`,
      paragraphs: [
        `Thanks for creating a ${PRODUCT_NAME} account. Please confirm your email address (${input.email}) to sign in.`,
      ],
      button: {
        label: 'Confirm email address',
        url: this.link('/confirm-email', { email: input.email, token: input.token }),
      },
      notes: [`If you did not create a ${PRODUCT_NAME} account, you can ignore this email.`],
    });
  }

  resetPassword(input: { displayName: string; email: string; token: string }): RenderedEmail {
    return render({
      subject: `Reset your ${PRODUCT_NAME} password`,
      greeting: `Hi ${input.displayName},`,
      paragraphs: [`We received a request to reset the password of your account (${input.email}).`],
      button: {
        label: 'Reset password',
        url: this.link('/reset-password', { email: input.email, token: input.token }),
      },
      notes: [
        'This link expires in 1 hour and can be used once.',
        'If you did not ask for a new password, you can ignore this email: your password stays the same.',
      ],
    });
  }

  confirmDevice(input: {
    displayName: string;
    token: string;
    userAgent?: string | null;
    ipAddress?: string | null;
  }): RenderedEmail {
    return render({
      subject: `Confirm a new sign-in to ${PRODUCT_NAME}`,
      greeting: `Hi ${input.displayName},`,
      paragraphs: [
        'Someone signed in to your account from a device we have not seen before:',
        `Browser: ${input.userAgent || 'unknown'}. IP address: ${input.ipAddress || 'unknown'}.`,
        'If this was you, confirm the device to finish signing in.',
      ],
      button: {
        label: 'Confirm this device',
        url: this.link('/confirm-device', { token: input.token }),
      },
      notes: [
        'If this was not you, do not confirm it, and change your password: someone may know it.',
      ],
    });
  }

  /**
   * Something that changed the account's protection (a new device, two-factor sign-in off, an
   * API key, a lock after wrong codes): what happened, where from, and what to do if it was not
   * the owner.
   */
  securityNotice(input: {
    displayName: string;
    subject: string;
    lines: string[];
    /** 'Chrome 131 on macOS', 'Germany': where the change came from, when known. */
    device: string | null;
    place: string | null;
  }): RenderedEmail {
    const from = [input.device, input.place].filter(Boolean).join(', ');
    return render({
      subject: input.subject,
      greeting: `Hi ${input.displayName},`,
      paragraphs: [...input.lines, ...(from ? [`Where: ${from}.`] : [])],
      button: {
        label: 'Review your account security',
        url: `${this.link('/dashboard/account')}#security`,
      },
      notes: [
        'If this was you, there is nothing to do.',
        'If it was not, reset your password now, sign out every other device in Account → Security, and turn on two-factor sign-in.',
      ],
    });
  }

  registerAttempt(input: { displayName: string; email: string }): RenderedEmail {
    return render({
      subject: `Someone tried to register with your email on ${PRODUCT_NAME}`,
      greeting: `Hi ${input.displayName},`,
      paragraphs: [
        `Someone tried to create a ${PRODUCT_NAME} account with your email address (${input.email}), which already has an account. No new account was created.`,
        'If it was you, sign in instead. If you forgot your password, you can reset it.',
      ],
      button: { label: 'Sign in', url: this.link('/login', { email: input.email }) },
      links: [{ label: 'Forgot your password?', url: this.link('/forgot-password') }],
      notes: ['If it was not you, you can ignore this email: your account has not changed.'],
    });
  }

  leadReceived(input: {
    displayName: string;
    domain: string;
    kind: 'INQUIRY' | 'OFFER' | 'BUY_NOW';
    name: string;
    email: string;
    phone: string | null;
    offer: number | null;
    price: number | null;
    message: string | null;
    /** The lead's thread in the dashboard, where the owner answers it. */
    leadId?: string;
  }): RenderedEmail {
    const what =
      input.kind === 'OFFER' && input.offer !== null
        ? `an offer of ${formatCurrency(input.offer)}`
        : input.kind === 'BUY_NOW' && input.price !== null
          ? `a Buy Now request at ${formatCurrency(input.price)}`
          : 'an inquiry';
    const subject =
      input.kind === 'OFFER' && input.offer !== null
        ? `New offer of ${formatCurrency(input.offer)} for ${input.domain}`
        : input.kind === 'BUY_NOW'
          ? `Buy Now request for ${input.domain}`
          : `New inquiry for ${input.domain}`;
    return render({
      subject,
      greeting: `Hi ${input.displayName},`,
      paragraphs: [
        `${input.name} sent ${what} for ${input.domain}.`,
        [
          `Name: ${input.name}`,
          `Email: ${input.email}`,
          `Phone: ${input.phone || '-'}`,
          ...(input.offer !== null ? [`Offer: ${formatCurrency(input.offer)}`] : []),
        ].join('\n'),
        ...(input.message ? [`Message:\n${input.message}`] : []),
        input.leadId
          ? 'Answer, counter or accept in your dashboard, or reply to this email to write to the buyer directly.'
          : 'Reply to this email to answer the buyer directly.',
      ],
      button: input.leadId
        ? { label: 'Answer this offer', url: this.link(`/dashboard/leads/${input.leadId}`) }
        : { label: 'View your leads', url: this.link('/dashboard/leads') },
      notes: [`You receive this email because ${input.domain} is listed on ${PRODUCT_NAME}.`],
    });
  }

  leadLimitReached(input: { displayName: string; limit: number; month: string }): RenderedEmail {
    return render({
      subject: `You reached your ${PRODUCT_NAME} lead limit for ${input.month}`,
      greeting: `Hi ${input.displayName},`,
      paragraphs: [
        `Your plan includes ${input.limit.toLocaleString('en-US')} leads a month, and buyers have sent more this month.`,
        'Every new lead is still saved and shown in your Leads screen, but we stop emailing you about each one until next month.',
        'Upgrade your plan to raise the limit and get every lead by email again.',
      ],
      button: { label: 'View your leads', url: this.link('/dashboard/leads') },
      links: [{ label: 'Plans and billing', url: this.link('/dashboard/billing') }],
      notes: [],
    });
  }

  /**
   * The owner's answer to a buyer (or the product's, on the owner's behalf below the floor),
   * with the link to the buyer's offer page. It names no floor: an automatic counter states
   * only its amount.
   */
  offerAnswered(input: OfferAnswerInput): RenderedEmail {
    const amount = input.amount === null ? '' : formatCurrency(input.amount);
    const lines: Record<OfferAnswerInput['kind'], { subject: string; lead: string }> = {
      MESSAGE: {
        subject: `${input.seller} replied about ${input.domain}`,
        lead: `${input.seller} replied to your message about ${input.domain}.`,
      },
      COUNTER: {
        subject: `Counteroffer of ${amount} for ${input.domain}`,
        lead: `${input.seller} would sell ${input.domain} for ${amount}.${input.expires ? ` This offer is open until ${input.expires}.` : ''}`,
      },
      ACCEPT: {
        subject: `Your offer for ${input.domain} was accepted`,
        lead: `${input.seller} accepted your offer of ${amount} for ${input.domain}.`,
      },
      DECLINE: {
        subject: `Your offer for ${input.domain} was declined`,
        lead: `${input.seller} declined your offer for ${input.domain}.`,
      },
      SOLD: {
        subject: `${input.domain} is yours`,
        lead: `The sale of ${input.domain} to you is complete.`,
      },
    };
    const { subject, lead } = lines[input.kind];
    const next =
      input.kind === 'ACCEPT'
        ? input.checkout
          ? 'Open your offer page to pay securely through Escrow.com.'
          : `${input.seller} will be in touch to arrange payment and the transfer.`
        : input.kind === 'DECLINE'
          ? 'You can make a new offer on the domain’s page at any time.'
          : input.kind === 'SOLD'
            ? 'Keep this email for your records.'
            : 'Open your offer page to accept, counter or decline.';
    return render({
      subject,
      greeting: `Hi ${input.buyerName},`,
      paragraphs: [lead, ...(input.message ? [input.message] : []), next],
      button: { label: 'Open your offer', url: input.offerUrl },
      notes: [
        `You receive this email because you sent an offer for ${input.domain} through ${PRODUCT_NAME}. Keep the link private: it opens your offer without a password.`,
      ],
    });
  }

  /** Asks a buyer to confirm their offer (the owner hears of it only then). */
  offerVerification(input: { buyerName: string; domain: string; offerUrl: string }): RenderedEmail {
    return render({
      subject: `Confirm your offer for ${input.domain}`,
      greeting: `Hi ${input.buyerName},`,
      paragraphs: [
        `Thank you for your interest in ${input.domain}. Please confirm your offer: the owner receives it as soon as you do.`,
      ],
      button: { label: 'Confirm my offer', url: input.offerUrl },
      notes: [`If you did not send an offer for ${input.domain}, ignore this email.`],
    });
  }

  /** A buyer moved in a negotiation: the owner is told, with the link to the thread. */
  buyerAnswered(input: {
    displayName: string;
    domain: string;
    buyerName: string;
    kind: 'ACCEPT' | 'COUNTER' | 'DECLINE' | 'VERIFY';
    amount: number | null;
    message: string | null;
    leadId: string;
    /** An accepted price can be paid through Escrow.com from the buyer's offer page. */
    checkout?: boolean;
  }): RenderedEmail {
    const amount = input.amount === null ? '' : formatCurrency(input.amount);
    const what = {
      ACCEPT: {
        subject: `${input.buyerName} accepted ${amount} for ${input.domain}`,
        lead: `${input.buyerName} accepted your price of ${amount} for ${input.domain}.`,
      },
      COUNTER: {
        subject: `Counteroffer of ${amount} for ${input.domain}`,
        lead: `${input.buyerName} countered with ${amount} for ${input.domain}.`,
      },
      DECLINE: {
        subject: `${input.buyerName} declined your offer for ${input.domain}`,
        lead: `${input.buyerName} ended the negotiation for ${input.domain}.`,
      },
      VERIFY: {
        subject: `Confirmed offer for ${input.domain}`,
        lead: `${input.buyerName} confirmed their email address and their offer for ${input.domain}.`,
      },
    }[input.kind];
    return render({
      subject: what.subject,
      greeting: `Hi ${input.displayName},`,
      paragraphs: [
        what.lead,
        ...(input.message ? [`Message:\n${input.message}`] : []),
        ...(input.kind !== 'ACCEPT'
          ? []
          : input.checkout
            ? [
                'They can now pay through Escrow.com from their offer page; the sale is recorded when Escrow.com confirms the purchase.',
              ]
            : [
                'Instant checkout is not set up here: contact the buyer to arrange payment and the transfer, then record the sale on the domain.',
              ]),
      ],
      button: {
        label: 'Open the conversation',
        url: this.link(`/dashboard/leads/${input.leadId}`),
      },
      notes: [`You receive this email because ${input.domain} is listed on ${PRODUCT_NAME}.`],
    });
  }

  /** A support request, to the support team; replies go to the owner (Reply-To). */
  supportRequest(input: SupportEmailInput): RenderedEmail {
    return render({
      subject: `Support request from ${input.username} (${PRODUCT_NAME})`,
      greeting: `Support request from ${input.displayName} (${input.email}):`,
      paragraphs: [input.message],
      notes: accountNotes(input),
    });
  }

  /** Feedback from the dashboard's feedback button, to the support team. */
  feedback(input: Omit<SupportEmailInput, 'name' | 'phone'>): RenderedEmail {
    return render({
      subject: `Feedback from ${input.username} (${PRODUCT_NAME})`,
      greeting: `Feedback from ${input.displayName} (${input.email}):`,
      paragraphs: [input.message],
      notes: accountNotes(input),
    });
  }

  /** To the owner, right after they asked to delete their account. */
  accountDeletionRequested(input: {
    displayName: string;
    username: string;
    purgeDays: number;
    purgeOn: string;
  }): RenderedEmail {
    const support = this.config.SUPPORT_EMAIL;
    return render({
      subject: `Your ${PRODUCT_NAME} account is deleted`,
      greeting: `Hi ${input.displayName},`,
      paragraphs: [
        `As you asked, your ${PRODUCT_NAME} account (${input.username}) is deleted. You were signed out everywhere, your API key no longer works, and your portfolio page, landing pages and marketplace listings are offline.`,
        `Your domains, leads and settings will be removed for good after ${input.purgeDays} days, on ${input.purgeOn}.`,
        `Changed your mind? Write to us at ${support} before then and we will restore the account.`,
      ],
      button: {
        label: 'Write to support',
        url: `mailto:${support}?subject=${encodeURIComponent(`Cancel the deletion of ${input.username}`)}`,
      },
      notes: [
        `If you did not ask for this, write to ${support} at once: someone may know your password.`,
      ],
    });
  }

  /** To the former owner, once their data is removed for good. */
  accountPurged(input: { displayName: string; username: string }): RenderedEmail {
    return render({
      subject: `Your ${PRODUCT_NAME} data has been removed`,
      greeting: `Hi ${input.displayName},`,
      paragraphs: [
        `The data of your deleted ${PRODUCT_NAME} account (${input.username}) has now been removed for good: your domains, leads, sales and settings. This cannot be undone.`,
        'Thank you for having used our service. You are welcome back at any time.',
      ],
      button: { label: `Visit ${PRODUCT_NAME}`, url: this.link('/') },
      notes: [],
    });
  }
}
