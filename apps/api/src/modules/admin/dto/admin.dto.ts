import { PlanType, type ChangePlanRequest } from '@domainfolio/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../common/http/page-query.dto';

export class AdminAccountsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of an email address or username' })
  @IsOptional()
  @MaxLength(254, { message: 'query must be 254 characters or fewer' })
  @IsString({ message: 'query must be text' })
  query?: string;
}

export class AccountIdParamDto {
  @ApiProperty({ description: "The account's _id" })
  @IsUUID('all', { message: 'id must be an account id' })
  id!: string;
}

export class ChangePlanDto implements ChangePlanRequest {
  @ApiProperty({ enum: Object.values(PlanType) })
  @IsIn(Object.values(PlanType), {
    message: `planType must be one of ${Object.values(PlanType).join(', ')}`,
  })
  planType!: PlanType;
}
