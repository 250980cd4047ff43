import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { ErrorCode } from '@domainfolio/contracts';
import { AppError } from '../../common/errors/app-error';
import { Public } from '../../common/auth/public.decorator';

/**
 * Buy-It-Now checkout through Escrow.com. Until the escrow integration is configured the call
 * says so clearly; the landing page has already stored the buyer's request as a lead.
 */
@ApiTags('escrow')
@Controller('integrations/escrow')
export class EscrowController {
  @Public()
  @Post('pay')
  @HttpCode(200)
  @ApiOperation({ summary: 'Start a Buy-It-Now purchase at the selling price' })
  @ApiServiceUnavailableResponse({ description: 'Escrow checkout is not configured' })
  pay(): never {
    throw new AppError(ErrorCode.INTEGRATION_NOT_CONFIGURED, {
      vars: { integration: 'Instant checkout (escrow)' },
    });
  }
}
