import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AppVersion, HealthStatus } from './health.service';

// OpenAPI schemas of the answers; each implements its type, so they cannot drift.

@ApiSchema({ name: 'HealthStatus' })
export class HealthStatusSchema implements HealthStatus {
  @ApiProperty({ enum: ['ok'] })
  status!: 'ok';
  @ApiProperty({ enum: ['pglite', 'postgres'], description: 'The database driver' })
  database!: HealthStatus['database'];
  @ApiProperty()
  version!: string;
}

@ApiSchema({ name: 'AppVersion' })
export class AppVersionSchema implements AppVersion {
  @ApiProperty({ example: '0.1.0' })
  version!: string;
  @ApiProperty()
  release!: string;
  @ApiProperty()
  label!: string;
}
