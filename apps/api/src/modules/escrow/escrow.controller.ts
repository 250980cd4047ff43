import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { EscrowPayResponse } from '@domainfolio/contracts';
import type { Request } from 'express';
import { Public } from '../../common/auth/public.decorator';
import { EscrowNotificationDto, EscrowPayDto } from './dto/escrow-pay.dto';
import { EscrowService } from './escrow.service';

/** Buy-It-Now checkout through Escrow.com, started from a landing page. */
@ApiTags('escrow')
@Public()
@Controller('integrations/escrow')
export class EscrowController {
  constructor(private readonly escrow: EscrowService) {}

  @Post('pay')
  @HttpCode(200)
  @ApiOperation({ summary: 'Start a Buy-It-Now purchase at the selling price' })
  @ApiNotFoundResponse({ description: 'Not a Buy-It-Now domain of this host' })
  @ApiServiceUnavailableResponse({ description: 'Escrow checkout is not configured' })
  pay(@Req() request: Request, @Body() body: EscrowPayDto): Promise<EscrowPayResponse> {
    return this.escrow.pay(request, body.domain, body.email);
  }

  @Post('notifications')
  @HttpCode(200)
  @ApiOperation({ summary: "Escrow.com's notice that a transaction changed (re-read before use)" })
  async notified(@Body() body: EscrowNotificationDto): Promise<{ received: true }> {
    await this.escrow.notified(body.transaction_id);
    return { received: true };
  }
}
