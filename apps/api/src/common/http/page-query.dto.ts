import { PAGE_MAX, PAGE_SIZE } from '@domainfolio/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** The most rows one page of any list holds. */
export const PAGE_LIMIT_MAX = 100;

/** `page` and `limit` of every paged list (first page 1, PAGE_SIZE rows by default). */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: PAGE_MAX, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'page must be 1 or more' })
  @Max(PAGE_MAX, { message: `page must be ${PAGE_MAX.toLocaleString('en-US')} or less` })
  @IsInt({ message: 'page must be a whole number' })
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: PAGE_LIMIT_MAX, default: PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'limit must be 1 or more' })
  @Max(PAGE_LIMIT_MAX, { message: `limit must be ${PAGE_LIMIT_MAX} or less` })
  @IsInt({ message: 'limit must be a whole number' })
  limit: number = PAGE_SIZE;
}
