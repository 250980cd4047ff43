import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  AccountState,
  AdminActionKind,
  PlanType,
  type AdminAccount,
  type AdminAction,
} from '@domainfolio/contracts';
import { pagedSchema } from '../../../common/api-docs/api-docs';

// OpenAPI schemas of the answers; each implements its contract type, so they cannot drift.

@ApiSchema({ name: 'AdminAccount', description: 'An account as administrators see it' })
export class AdminAccountSchema implements AdminAccount {
  @ApiProperty()
  _id!: string;
  @ApiProperty()
  username!: string;
  @ApiProperty()
  email!: string;
  @ApiProperty()
  displayName!: string;
  @ApiProperty({ enum: Object.values(PlanType) })
  planType!: PlanType;
  @ApiProperty()
  domainCount!: number;
  @ApiProperty({ enum: Object.values(AccountState) })
  state!: AccountState;
  @ApiProperty({ description: 'ISO 8601' })
  createdAt!: string;
}

@ApiSchema({ name: 'AdminAction', description: 'One recorded administrative action' })
export class AdminActionSchema implements AdminAction {
  @ApiProperty()
  _id!: string;
  @ApiProperty({ enum: Object.values(AdminActionKind) })
  action!: AdminActionKind;
  @ApiProperty({ description: 'Who did it' })
  adminEmail!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null once the account is removed' })
  targetUserId!: string | null;
  @ApiProperty()
  targetUsername!: string;
  @ApiProperty()
  targetEmail!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, example: { state: 'ACTIVE' } })
  before!: Record<string, unknown>;
  @ApiProperty({ type: 'object', additionalProperties: true, example: { state: 'DISABLED' } })
  after!: Record<string, unknown>;
  @ApiProperty({ description: 'ISO 8601' })
  createdAt!: string;
}

export const AdminAccountsPageSchema = pagedSchema(AdminAccountSchema, 'AdminAccountsPage');
export const AdminActionsPageSchema = pagedSchema(AdminActionSchema, 'AdminActionsPage');
