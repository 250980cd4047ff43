import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import {
  ApiBody,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { EscrowPayResponse } from '@domainfolio/contracts';
import type { Request } from 'express';
import { Public } from '../../common/auth/public.decorator';
import { RateLimiter } from '../../common/http/rate-limiter';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { EscrowPayDto } from './dto/escrow-pay.dto';
import { notificationTransactionId } from './escrow-notification';
import { EscrowService } from './escrow.service';
import {
  ApiErrors,
  ApiPayload,
  ErrorBodySchema,
  ReceivedSchema,
} from '../../common/api-docs/api-docs';
import { EscrowCheckoutSchema, EscrowNotificationSchema } from './dto/escrow-responses.dto';
import { countCheckout } from './escrow-checkout-limit';

/** Buy-It-Now checkout through Escrow.com, started from a landing page. */
@ApiTags('escrow')
@Public()
@Controller('integrations/escrow')
export class EscrowController {
  constructor(
    private readonly escrow: EscrowService,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('pay')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start a Buy-It-Now purchase at the selling price, from the lead just stored',
  })
  @ApiPayload(EscrowCheckoutSchema, { description: 'Send the buyer to escrowLandingPageUrl' })
  @ApiErrors(400)
  @ApiNotFoundResponse({
    description: 'Not a Buy-It-Now domain of this host',
    type: ErrorBodySchema,
  })
  @ApiConflictResponse({
    description: 'The domain has been sold, or the lead already paid',
    type: ErrorBodySchema,
  })
  @ApiTooManyRequestsResponse({
    description: 'Too many checkouts from this address',
    type: ErrorBodySchema,
  })
  @ApiServiceUnavailableResponse({
    description: 'Escrow checkout is not configured',
    type: ErrorBodySchema,
  })
  async pay(@Req() request: Request, @Body() body: EscrowPayDto): Promise<EscrowPayResponse> {
    await countCheckout(this.limiter, this.config, request);
    return this.escrow.pay(request, body);
  }

  @Post('notifications')
  @HttpCode(200)
  @ApiOperation({
    summary: "Escrow.com's notice that a transaction changed (re-read before use)",
    description:
      'Takes the body Escrow.com posts (`event`, `event_type`, `transaction_id` as a number, ' +
      '`reference` and whatever else it adds): only the transaction id is used, to read the ' +
      'transaction from Escrow.com again; fields the product does not read are ignored.',
  })
  @ApiBody({ type: EscrowNotificationSchema })
  @ApiOkResponse({ type: ReceivedSchema })
  @ApiErrors(400)
  async notified(@Body() body: Record<string, unknown>): Promise<{ received: true }> {
    await this.escrow.notified(notificationTransactionId(body));
    return { received: true };
  }
}
