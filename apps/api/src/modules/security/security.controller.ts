import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SecurityLogResponse } from '@domainfolio/contracts';
import { ApiOwner, ApiPayload } from '../../common/api-docs/api-docs';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import type { UserRow } from '../../database/schema';
import { SecurityEventSchema } from './dto/security-responses.dto';
import { SECURITY_LOG_LIMIT, SecurityLog } from './security-log.service';

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
  async list(@CurrentUser() owner: UserRow): Promise<SecurityLogResponse> {
    return { payload: await this.log.list(owner.id) };
  }
}
