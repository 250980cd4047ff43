import { Body, Controller, Get, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  BillingResponse,
  CheckoutSessionResponse,
  CustomerPortalResponse,
  PaymentsConfigResponse,
} from '@domainfolio/contracts';
import type { RawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { Public } from '../../common/auth/public.decorator';
import type { UserRow } from '../../database/schema';
import { CheckoutSessionDto } from './dto/checkout-session.dto';
import { PaymentsService } from './payments.service';
import { ApiErrors, ApiOwner, ApiPayload, ReceivedSchema } from '../../common/api-docs/api-docs';
import {
  BillingSchema,
  CheckoutSessionSchema,
  CustomerPortalSchema,
  PaymentsConfigSchema,
} from './dto/payments-responses.dto';

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Public()
  @Get('config')
  @ApiOperation({ summary: 'Whether this installation sells plans' })
  @ApiOkResponse({ type: PaymentsConfigSchema })
  config(): PaymentsConfigResponse {
    return { upgrades: this.payments.upgrades, escrow: this.payments.escrow };
  }

  @Get('billing')
  @ApiOperation({ summary: 'Your plan, its interval and when the paid period ends' })
  @ApiOwner()
  @ApiPayload(BillingSchema)
  billing(@CurrentUser() user: UserRow): BillingResponse {
    return this.payments.billing(user);
  }

  @Post('checkout-session')
  @HttpCode(200)
  @ApiOperation({ summary: "Start Stripe Checkout for Pro; redirect to the answer's url" })
  @ApiOwner()
  @ApiOkResponse({ type: CheckoutSessionSchema })
  @ApiErrors(400, 409, 503)
  checkout(
    @CurrentUser() user: UserRow,
    @Body() body: CheckoutSessionDto,
  ): Promise<CheckoutSessionResponse> {
    return this.payments.checkout(user, body.interval);
  }

  @Post('customer-portal')
  @HttpCode(200)
  @ApiOperation({ summary: "Open Stripe's customer portal to change or cancel the plan" })
  @ApiOwner()
  @ApiOkResponse({ type: CustomerPortalSchema })
  @ApiErrors(409, 503)
  portal(@CurrentUser() user: UserRow): Promise<CustomerPortalResponse> {
    return this.payments.portal(user);
  }

  @Public()
  @Post('webhook')
  @HttpCode(200)
  @ApiOperation({ summary: "Stripe's events (signed); the plan is re-read from Stripe" })
  @ApiOkResponse({ type: ReceivedSchema })
  @ApiErrors(400, 503)
  async webhook(
    @Req() request: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    await this.payments.webhook(request.rawBody, signature);
    return { received: true };
  }
}
