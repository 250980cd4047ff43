import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SECURITY_LOG_LIMIT, type SecurityLogResponse } from '@domainfolio/contracts';
import { ApiErrors, ApiOwner, ApiPayload } from '../../common/api-docs/api-docs';
import { CurrentAuth } from '../../common/auth/current-user.decorator';
import type { RequestAuth } from '../../common/auth/request-auth';
import { signedInOnly } from '../../common/auth/second-factor';
import { SecurityEventSchema } from './dto/security-responses.dto';
import { SecurityLog } from './security-log.service';

@ApiTags('account')
@ApiOwner()
@Controller('user/security-log')
export class SecurityController {
  constructor(private readonly log: SecurityLog) {}

  @Get()
  @ApiOperation({
    summary: `The account's security log, newest first (the last ${SECURITY_LOG_LIMIT} events)`,
  })
  @ApiPayload(SecurityEventSchema, { isArray: true })
  @ApiErrors(403)
  async list(@CurrentAuth() auth: RequestAuth): Promise<SecurityLogResponse> {
    return { payload: await this.log.list(signedInOnly(auth).user.id) };
  }
}
