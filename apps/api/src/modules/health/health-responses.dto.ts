import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { ReplicaStatus } from '../../database/read-replicas';
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
  @ApiProperty({
    type: () => [ReplicaStatusSchema],
    description: 'The read replicas (DATABASE_READ_URLS) with their state and lag; empty without',
  })
  replicas!: ReplicaStatusSchema[];
}

@ApiSchema({ name: 'ReplicaStatus' })
export class ReplicaStatusSchema implements ReplicaStatus {
  @ApiProperty({ example: 'replica-1', description: 'In the order of DATABASE_READ_URLS' })
  name!: string;
  @ApiProperty({
    enum: ['up', 'lagging', 'down', 'promoted', 'starting'],
    description: 'Only an `up` replica serves reads',
  })
  state!: ReplicaStatus['state'];
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: "How far behind the primary's writes its replay is, in ms",
  })
  lagMs!: number | null;
  @ApiProperty({ type: 'string', nullable: true, example: '0/3000148' })
  replayLsn!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  checkedAt!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'Why it is out of rotation' })
  problem!: string | null;
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
