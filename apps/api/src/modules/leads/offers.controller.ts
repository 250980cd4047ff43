import {
  SuccessCode,
  formatCurrency,
  offerPagePath,
  successBody,
  type BuyerCheckoutResponse,
  type BuyerOffer,
  type BuyerOfferChangedResponse,
  type BuyerOfferResponse,
} from '@domainfolio/contracts';
import { Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors, ApiPayload } from '../../common/api-docs/api-docs';
import { Public } from '../../common/auth/public.decorator';
import { toErrorResponse } from '../../common/errors/app-exception.filter';
import { RateLimiter } from '../../common/http/rate-limiter';
import { createValidationPipe } from '../../common/http/validation.pipe';
import { BuyerOfferSchema } from './dto/lead-responses.dto';
import { BuyerCounterDto, BuyerDeclineDto } from './dto/negotiation.dto';
import { EscrowCheckoutPayloadSchema } from './dto/offer-responses.dto';
import { NegotiationService } from './negotiation.service';

const HOUR = 60 * 60_000;
/** Moves one address may make on offer pages an hour: a negotiation takes a handful. */
const MOVES_PER_HOUR = 60;

/** A body that is an object, or nothing at all (a form of buttons only posts none). */
function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * The buyer's side of a negotiation, reached by the token their emails link to (no account).
 * Each move takes JSON and answers JSON, or takes the offer page's form as a browser posts it
 * without JavaScript and answers with a redirect back to the page (or on to Escrow.com).
 */
@ApiTags('offers')
@Public()
@Controller('offers')
export class OffersController {
  private readonly validation = createValidationPipe();

  constructor(
    private readonly negotiation: NegotiationService,
    private readonly limiter: RateLimiter,
  ) {}

  @Get(':token')
  @ApiOperation({ summary: 'Your offer and its conversation, as the owner answered it' })
  @ApiPayload(BuyerOfferSchema)
  @ApiErrors(404)
  async offer(@Param('token') token: string): Promise<BuyerOfferResponse> {
    return { payload: await this.negotiation.offer(token) };
  }

  @Post(':token/accept')
  @HttpCode(200)
  @ApiOperation({ summary: "Accept the owner's open counteroffer" })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiPayload(BuyerOfferSchema, { notification: true })
  @ApiResponse({ status: 303, description: 'Posted as a form: back to the offer page' })
  @ApiErrors(404, 409, 429)
  accept(@Req() request: Request, @Res() response: Response, @Param('token') token: string) {
    return this.respond(request, response, token, 'accepted', async () => {
      const offer = await this.negotiation.buyerAccept(token);
      return this.changed(SuccessCode.OFFER_ACCEPTED, offer, offer.agreedAmount);
    });
  }

  @Post(':token/counter')
  @HttpCode(200)
  @ApiOperation({ summary: 'Counter with your own price (a few times per conversation)' })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiBody({ type: BuyerCounterDto })
  @ApiPayload(BuyerOfferSchema, { notification: true })
  @ApiResponse({ status: 303, description: 'Posted as a form: back to the offer page' })
  @ApiErrors(400, 404, 409, 429)
  counter(@Req() request: Request, @Res() response: Response, @Param('token') token: string) {
    return this.respond(request, response, token, 'countered', async () => {
      const body = await this.validate(BuyerCounterDto, request.body);
      const offer = await this.negotiation.buyerCounter(token, body.amount, body.message);
      return this.changed(SuccessCode.OFFER_COUNTERED, offer, body.amount);
    });
  }

  @Post(':token/decline')
  @HttpCode(200)
  @ApiOperation({ summary: 'End the conversation, with an optional message' })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiBody({ type: BuyerDeclineDto, required: false })
  @ApiPayload(BuyerOfferSchema, { notification: true })
  @ApiResponse({ status: 303, description: 'Posted as a form: back to the offer page' })
  @ApiErrors(400, 404, 409, 429)
  decline(@Req() request: Request, @Res() response: Response, @Param('token') token: string) {
    return this.respond(request, response, token, 'declined', async () => {
      const body = await this.validate(BuyerDeclineDto, request.body);
      const offer = await this.negotiation.buyerDecline(token, body.message);
      return this.changed(SuccessCode.OFFER_DECLINED, offer, null);
    });
  }

  @Post(':token/verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm your offer (where the owner asks buyers to)' })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiPayload(BuyerOfferSchema, { notification: true })
  @ApiResponse({ status: 303, description: 'Posted as a form: back to the offer page' })
  @ApiErrors(404, 429)
  verify(@Req() request: Request, @Res() response: Response, @Param('token') token: string) {
    return this.respond(request, response, token, 'verified', async () => {
      const offer = await this.negotiation.verify(token);
      return this.changed(SuccessCode.OFFER_CONFIRMED, offer, null);
    });
  }

  @Post(':token/checkout')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Pay the agreed price through Escrow.com (from the owner’s site): its payment page',
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiExtraModels(EscrowCheckoutPayloadSchema)
  @ApiOkResponse({ type: EscrowCheckoutPayloadSchema })
  @ApiResponse({ status: 303, description: "Posted as a form: on to Escrow.com's payment page" })
  @ApiErrors(404, 409, 429, 503)
  checkout(@Req() request: Request, @Res() response: Response, @Param('token') token: string) {
    return this.respond(request, response, token, null, async () => {
      const url = await this.negotiation.checkout(request, token);
      const answer: BuyerCheckoutResponse = { payload: { escrowLandingPageUrl: url } };
      return answer;
    });
  }

  private changed(
    code: SuccessCode,
    offer: BuyerOffer,
    amount: number | null,
  ): BuyerOfferChangedResponse {
    return {
      ...successBody(code, {
        domain: offer.unicodeDomain,
        amount: amount === null ? '' : formatCurrency(amount),
      }),
      payload: offer,
    };
  }

  private async validate<T extends object>(type: new () => T, body: unknown): Promise<T> {
    return (await this.validation.transform(record(body), { type: 'body', metatype: type })) as T;
  }

  /**
   * Runs a move within the address's limit and answers it: JSON as it is; a form post with a
   * redirect to the offer page saying what happened (or to Escrow.com for a checkout).
   */
  private async respond(
    request: Request,
    response: Response,
    token: string,
    done: string | null,
    move: () => Promise<BuyerOfferChangedResponse | BuyerCheckoutResponse>,
  ): Promise<void> {
    const form =
      request.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';
    response.set('Cache-Control', 'no-store');
    try {
      await this.limiter.consume(`offer:${request.ip}`, { limit: MOVES_PER_HOUR, windowMs: HOUR });
      const answer = await move();
      if (!form) {
        response.status(200).json(answer);
        return;
      }
      const escrow = (answer as BuyerCheckoutResponse).payload;
      if ('escrowLandingPageUrl' in escrow) {
        response.redirect(303, escrow.escrowLandingPageUrl);
        return;
      }
      response.redirect(303, `${offerPagePath(token)}?done=${done}`);
    } catch (error) {
      // JSON clients get the error as every route answers it (the global filter), and so does
      // a form for a token that names nothing or a failure of ours; a form's refusal (a price
      // below the minimum, a move no longer allowed) goes back to the page, which shows it.
      const { status, body } = toErrorResponse(error);
      if (!form || status === 404 || status >= 500) throw error;
      response.redirect(303, `${offerPagePath(token)}?error=${encodeURIComponent(body.message)}`);
    }
  }
}
