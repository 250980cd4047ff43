import { Controller, Get } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { HealthService, type AppVersion, type HealthStatus } from './health.service';
import { Public } from '../../common/auth/public.decorator';
import { ErrorBodySchema } from '../../common/api-docs/api-docs';
import { AppVersionSchema, HealthStatusSchema } from './health-responses.dto';

@ApiTags('health')
@Public()
@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get('health')
  @ApiOperation({ summary: 'Liveness and database reachability' })
  @ApiOkResponse({ type: HealthStatusSchema })
  @ApiServiceUnavailableResponse({
    description: 'The database does not answer',
    type: ErrorBodySchema,
  })
  check(): Promise<HealthStatus> {
    return this.health.check();
  }

  @Get('app-version')
  @ApiOperation({ summary: 'The running version and release label' })
  @ApiOkResponse({ type: AppVersionSchema })
  version(): AppVersion {
    return this.health.version();
  }
}
