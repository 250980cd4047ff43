import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  SYNCED_REGISTRARS,
  type RegistrarConnection,
  type RegistrarCredentialField,
  type RegistrarOption,
  type RegistrarSyncRun,
  type SyncedRegistrar,
  type SyncRunStatus,
} from '@domainfolio/contracts';

// OpenAPI schemas of the answers; each implements its contract type, so they cannot drift.

@ApiSchema({
  name: 'RegistrarSyncRun',
  description: 'One sync of a registrar account: its counts as it goes and at the end',
})
export class RegistrarSyncRunSchema implements RegistrarSyncRun {
  @ApiProperty()
  _id!: string;
  @ApiProperty({ enum: ['manual', 'daily'] })
  trigger!: 'manual' | 'daily';
  @ApiProperty({ enum: ['queued', 'running', 'succeeded', 'failed'] })
  status!: SyncRunStatus;
  @ApiProperty({ description: 'Pages read so far' })
  pages!: number;
  @ApiProperty({ description: 'Domains the account listed so far' })
  listed!: number;
  @ApiProperty()
  added!: number;
  @ApiProperty()
  updated!: number;
  @ApiProperty()
  unchanged!: number;
  @ApiProperty({ description: 'Names the account no longer lists (flagged, never deleted)' })
  missing!: number;
  @ApiProperty({
    type: [String],
    description: "Names the plan's domain limit left out (the first 100)",
  })
  leftOut!: string[];
  @ApiProperty()
  leftOutCount!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Why the run failed' })
  error!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  startedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  finishedAt!: string | null;
  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

@ApiSchema({
  name: 'RegistrarConnection',
  description: 'A registrar account; its credentials are never answered back',
})
export class RegistrarConnectionSchema implements RegistrarConnection {
  @ApiProperty()
  _id!: string;
  @ApiProperty({ enum: SYNCED_REGISTRARS })
  registrar!: SyncedRegistrar;
  @ApiProperty({ example: 'Porkbun' })
  label!: string;
  @ApiProperty({
    description: "What you see of the credentials: a secret's last four characters",
    example: 'API Key …9f3c · Secret API Key …71ab',
  })
  hint!: string;
  @ApiProperty()
  paused!: boolean;
  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  lastSyncAt!: string | null;
  @ApiProperty({ type: String, nullable: true })
  lastError!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  nextSyncAt!: string | null;
  @ApiProperty({ type: RegistrarSyncRunSchema, nullable: true })
  lastRun!: RegistrarSyncRun | null;
}

@ApiSchema({ name: 'RegistrarCredentialField' })
class RegistrarCredentialFieldSchema implements RegistrarCredentialField {
  @ApiProperty({ example: 'secretApiKey' })
  name!: string;
  @ApiProperty({ example: 'Secret API Key' })
  label!: string;
  @ApiProperty()
  secret!: boolean;
  @ApiPropertyOptional()
  hint?: string;
}

@ApiSchema({
  name: 'RegistrarOption',
  description: 'A registrar that can be connected, and the credentials it issues',
})
class RegistrarOptionSchema implements RegistrarOption {
  @ApiProperty({ enum: SYNCED_REGISTRARS })
  registrar!: SyncedRegistrar;
  @ApiProperty()
  label!: string;
  @ApiProperty({ type: [RegistrarCredentialFieldSchema] })
  fields!: RegistrarCredentialField[];
}

@ApiSchema({ name: 'RegistrarConnectionsResponse' })
export class RegistrarConnectionsResponseSchema {
  @ApiProperty({ type: [RegistrarConnectionSchema] })
  payload!: RegistrarConnection[];
  @ApiProperty({ type: [RegistrarOptionSchema] })
  registrars!: RegistrarOption[];
}
