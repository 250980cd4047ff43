import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { SecurityEventType, type SecurityEvent } from '@domainfolio/contracts';

@ApiSchema({
  name: 'SecurityEvent',
  description: 'One event of the security log: what happened, when, from which device and country',
})
export class SecurityEventSchema implements SecurityEvent {
  @ApiProperty()
  _id!: string;
  @ApiProperty({ enum: Object.values(SecurityEventType) })
  type!: SecurityEventType;
  @ApiProperty({ format: 'date-time' })
  date!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The browser and system in words ('Chrome 131 on macOS')",
  })
  device!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'ISO 3166-1 alpha-2', example: 'DE' })
  country!: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: "What the type needs beside it: { method: 'PASSWORD' }, { reason: 'password' }",
  })
  detail!: Record<string, string | number | boolean | null>;
}
