import { ErrorCode, type FieldError } from '@domainfolio/contracts';
import { Body, Controller, HttpCode, Inject, Logger, Post, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrorPages, ErrorBodySchema } from '../../common/api-docs/api-docs';
import { Public } from '../../common/auth/public.decorator';
import { AppError } from '../../common/errors/app-error';
import { toErrorResponse } from '../../common/errors/app-exception.filter';
import { RateLimiter } from '../../common/http/rate-limiter';
import { createValidationPipe } from '../../common/http/validation.pipe';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { unicodeName } from '../domains/domains.mapper';
import { LeadFormFieldsSchema } from './dto/lead-form-fields.dto';
import { SendLeadDto } from './dto/send-lead.dto';
import { LeadCheckouts } from './lead-checkout';
import {
  LEAD_FORM_PAGE_CSP,
  leadRefusedPage,
  leadSentPage,
  type LeadFormIntent,
  type LeadFormPage,
  type LeadFormValues,
} from './lead-form-page';
import { LeadsService, type SentLead } from './leads.service';

const HOUR = 60 * 60_000;

/** Where the landing page's form posts, and where the page it answers with posts again. */
const FORM_ACTION = '/api/leads/form';

/** What the form sends: its hidden fields and the visitor's. Anything else is ignored. */
const POSTED_FIELDS = ['domain', 'owner', 'name', 'email', 'phone', 'offer', 'message'] as const;

/** Refusals that sending the same form again cannot cure: the page shows the typed text. */
const FINAL_REFUSALS = new Set<ErrorCode>([
  ErrorCode.NOT_FOUND,
  ErrorCode.DOMAIN_SOLD,
  ErrorCode.RECAPTCHA_FAILED,
]);

/** The landing form's own words for a required field left blank. */
const REQUIRED_MESSAGES = { name: 'Enter your full name.', email: 'Enter your email address.' };

type Outcome = { redirect: string } | { page: LeadFormPage; headers?: Record<string, string> };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** What the visitor posted, as text to show back (a repeated or nested field shows blank). */
function valuesOf(posted: Record<string, unknown>): LeadFormValues {
  return {
    domain: text(posted['domain']).trim(),
    owner: text(posted['owner']).trim(),
    name: text(posted['name']),
    email: text(posted['email']),
    phone: text(posted['phone']),
    offer: text(posted['offer']),
    message: text(posted['message']),
    offerAsked: Object.hasOwn(posted, 'offer'),
    ...(posted['intent'] === 'buy' || posted['intent'] === 'offer'
      ? { intent: posted['intent'] as LeadFormIntent }
      : {}),
  };
}

/**
 * The landing page's address on this host: `/{domain}`, or `/` on the domain itself when it
 * is parked here (its own landing page is its home).
 */
function landingHref(request: Request, domain: string): string {
  const name = domain.trim().toLowerCase();
  if (name === '') return '/';
  const host = request.hostname.toLowerCase().replace(/^www\./, '');
  return host === name ? '/' : `/${encodeURIComponent(name)}`;
}

/** Only a web address can be where the buyer pays. */
function isWebAddress(url: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/**
 * The landing page's offer form posted by a browser without JavaScript (POST /api/leads/form):
 * the same rules, limit and service as POST /api/emails/send, answered with a page.
 */
@ApiTags('leads')
@Controller('leads')
export class LeadFormPostController {
  private readonly logger = new Logger(LeadFormPostController.name);
  /** The global pipe's rules (blank optional fields, whitelist, messages) for the form's data. */
  private readonly validation = createValidationPipe();

  constructor(
    private readonly leads: LeadsService,
    private readonly checkouts: LeadCheckouts,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('form')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Send the landing-page form without JavaScript (answers with a page)',
    description:
      'The offer form as a browser posts it: the same fields, rules and rate limit as POST /api/emails/send, without a reCAPTCHA token (where the bot check is set up, such a lead is kept but fails it). Answers with an HTML page; a Buy-It-Now request, where instant checkout is offered, goes on to the escrow payment page.',
  })
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({ type: LeadFormFieldsSchema })
  @ApiResponse({
    status: 200,
    description: 'The lead is stored: a thank-you page saying what happens next',
    content: { 'text/html': { schema: { type: 'string' } } },
  })
  @ApiResponse({
    status: 303,
    description: "A Buy-It-Now request: the lead is stored; Location is Escrow.com's payment page",
    headers: { Location: { description: 'The escrow payment page', schema: { type: 'string' } } },
  })
  @ApiErrorPages(400, 404, 409, 429)
  @ApiForbiddenResponse({
    description: 'Sent from another site (the form posts from its own landing page)',
    type: ErrorBodySchema,
  })
  async submit(
    @Req() request: Request,
    @Res() response: Response,
    @Body() body: unknown,
  ): Promise<void> {
    const posted = isRecord(body) ? body : {};
    const outcome = await this.handle(request, posted, valuesOf(posted));
    // The page names the visitor and what they typed: no cache keeps it.
    response.set('Cache-Control', 'no-store');
    if ('redirect' in outcome) {
      response.redirect(303, outcome.redirect);
      return;
    }
    response
      .status(outcome.page.status)
      .set({
        ...outcome.headers,
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': LEAD_FORM_PAGE_CSP,
      })
      .send(outcome.page.html);
  }

  private async handle(
    request: Request,
    posted: Record<string, unknown>,
    values: LeadFormValues,
  ): Promise<Outcome> {
    let lead: SentLead;
    let email: string;
    try {
      const { data } = await this.validate(posted);
      await this.limiter.consume(`lead:${request.ip}`, {
        limit: this.config.LEADS_PER_HOUR_PER_ADDRESS,
        windowMs: HOUR,
      });
      lead = await this.leads.send(data, {
        ipAddress: request.ip ?? null,
        userAgent: request.get('user-agent') ?? null,
      });
      email = data.email;
    } catch (error) {
      return this.refused(request, error, values);
    }

    const sent = (checkoutFailed = false): Outcome => ({
      page: leadSentPage({
        domain: lead.domain,
        kind: lead.kind,
        landingHref: landingHref(request, lead.domainName),
        checkoutFailed,
      }),
    });
    const checkout = lead.buyItNow ? this.checkouts.available : null;
    if (!checkout) return sent();
    // The lead is stored whatever happens here: a checkout that cannot start leaves the owner
    // the buyer's request, and the page says the owner will get back to them.
    try {
      const paymentPage = await checkout.start(request, {
        domain: lead.domainName,
        email,
        leadId: lead.id,
      });
      if (isWebAddress(paymentPage)) return { redirect: paymentPage };
      this.logger.warn(`Escrow checkout of ${lead.domainName} answered no payment page`);
    } catch (error) {
      const reason = error instanceof AppError ? error.code : String(error);
      this.logger.warn(
        `Escrow checkout of ${lead.domainName} from the form did not start: ${reason}`,
      );
    }
    return sent(true);
  }

  /**
   * The form's fields as the JSON path's body, checked by the same pipe and DTO. Beside a shown
   * price the form asks `intent`: buying drops an amount left in the offer field, and an offer
   * needs its amount (else the lead would become a Buy Now request).
   */
  private async validate(posted: Record<string, unknown>): Promise<SendLeadDto> {
    const data: Record<string, unknown> = Object.fromEntries(
      POSTED_FIELDS.filter((field) => Object.hasOwn(posted, field)).map((field) => [
        field,
        posted[field],
      ]),
    );
    if (posted['intent'] === 'buy') delete data['offer'];
    if (posted['intent'] === 'offer' && text(data['offer']).trim() === '') {
      const message = 'Enter your offer.';
      throw new AppError(ErrorCode.VALIDATION_FAILED, {
        message,
        errors: [{ field: 'offer', message }],
      });
    }
    return (await this.validation.transform(
      { data },
      { type: 'body', metatype: SendLeadDto },
    )) as SendLeadDto;
  }

  /** The page for a refusal, with the status and headers (Retry-After) the JSON path sends. */
  private refused(request: Request, error: unknown, values: LeadFormValues): Outcome {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) this.logger.error({ err: error }, 'The lead form failed');
    const code = error instanceof AppError ? error.code : null;
    const errors: FieldError[] = [...(body.errors ?? [])];
    if (code === ErrorCode.MISSING_FIELDS)
      for (const field of ['name', 'email'] as const)
        if (values[field].trim() === '') errors.push({ field, message: REQUIRED_MESSAGES[field] });
    const page = leadRefusedPage({
      status,
      title: body.title,
      message: body.message,
      note:
        code === ErrorCode.RECAPTCHA_FAILED
          ? 'The check runs in your browser with JavaScript: go back to the page, let it load with JavaScript on, and send the form again.'
          : undefined,
      errors,
      values,
      editable: code === null || !FINAL_REFUSALS.has(code),
      action: FORM_ACTION,
      landingHref: landingHref(request, values.domain),
      domain: unicodeName(values.domain.toLowerCase()),
    });
    return {
      page,
      headers: error instanceof AppError ? error.options.headers : undefined,
    };
  }
}
