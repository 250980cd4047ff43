import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthService, type AppVersion, type HealthStatus } from './health.service';
import { Public } from '../../common/auth/public.decorator';

@ApiTags('health')
@Public()
@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get('health')
  @ApiOperation({ summary: 'Liveness and database reachability' })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer' })
  check(): Promise<HealthStatus> {
    return this.health.check();
  }

  @Get('app-version')
  @ApiOperation({ summary: 'The running version and release label' })
  version(): AppVersion {
    return this.health.version();
  }
}
