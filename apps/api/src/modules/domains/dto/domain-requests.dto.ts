import {
  DEFAULT_INTERVAL,
  type Interval,
  type CreateDomainInput,
  type CreateDomainRequest,
  type DeleteDomainsRequest,
  type MuteRemindersRequest,
  type EditDomainInput,
  type EditDomainRequest,
} from '@domainfolio/contracts';
import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IntervalField } from '../../../common/http/interval-field';
import { PageQueryDto } from '../../../common/http/page-query.dto';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { DomainFieldsDto } from './domain-fields.dto';

export class CreateDomainInputDto extends DomainFieldsDto implements CreateDomainInput {
  @ApiProperty({ example: 'example.com' })
  @IsDefined({ message: 'name is required' })
  @MaxLength(300, { message: 'name must be a domain name' })
  @IsString({ message: 'name must be text' })
  name: string;
}

export class EditDomainInputDto extends DomainFieldsDto implements EditDomainInput {
  @ApiProperty()
  @IsUUID('all', { message: '_id must be a domain id' })
  _id: string;

  @ApiPropertyOptional()
  @IsOptional()
  @MinLength(1, { message: 'name must not be empty' })
  @MaxLength(300, { message: 'name must be a domain name' })
  @IsString({ message: 'name must be text' })
  name?: string;
}

export class CreateDomainDto implements CreateDomainRequest {
  @ApiProperty({ type: CreateDomainInputDto })
  @IsDefined({ message: 'domain is required' })
  // ValidateNested alone lets a list through (it checks each item): a list is no domain.
  @IsObject({ message: 'domain must be an object' })
  @ValidateNested()
  @Type(() => CreateDomainInputDto)
  domain: CreateDomainInputDto;
}

export class EditDomainDto implements EditDomainRequest {
  @ApiProperty({ type: EditDomainInputDto })
  @IsDefined({ message: 'domain is required' })
  // ValidateNested alone lets a list through (it checks each item): a list is no domain.
  @IsObject({ message: 'domain must be an object' })
  @ValidateNested()
  @Type(() => EditDomainInputDto)
  domain: EditDomainInputDto;
}

export const DELETE_MAX = 5000;

export class DeleteDomainsDto implements DeleteDomainsRequest {
  @ApiProperty({ type: [String] })
  @ArrayMinSize(1, { message: 'payload must name at least one domain' })
  @ArrayMaxSize(DELETE_MAX, { message: `payload can name at most ${DELETE_MAX} domains` })
  @IsUUID('all', { each: true, message: 'payload must contain domain ids' })
  @IsArray({ message: 'payload must be a list of domain ids' })
  payload: string[];
}

export class MuteRemindersDto implements MuteRemindersRequest {
  @ApiProperty({ type: [String], description: 'Domain ids of yours' })
  @ArrayMinSize(1, { message: 'payload must name at least one domain' })
  @ArrayMaxSize(DELETE_MAX, { message: `payload can name at most ${DELETE_MAX} domains` })
  @IsUUID('all', { each: true, message: 'payload must contain domain ids' })
  @IsArray({ message: 'payload must be a list of domain ids' })
  payload: string[];

  @ApiProperty({ description: 'true: no expiry reminders for these domains ("let it expire")' })
  @IsBoolean({ message: 'muted must be true or false' })
  muted: boolean;
}

export class IntervalQueryDto {
  @IntervalField(DEFAULT_INTERVAL)
  interval: Interval = DEFAULT_INTERVAL;
}

export class PagedIntervalQueryDto extends IntersectionType(IntervalQueryDto, PageQueryDto) {}
