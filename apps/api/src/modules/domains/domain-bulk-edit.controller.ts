import { BULK_EDIT_MAX, BULK_EDIT_UNDO_DAYS, ErrorCode } from '@domainfolio/contracts';
import type {
  BulkEditHistoryResponse,
  BulkEditResponse,
  BulkEditUndoResponse,
  DomainTagsResponse,
} from '@domainfolio/contracts';
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { isUUID } from 'class-validator';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ApiErrors, ApiOwner, ApiPayload } from '../../common/api-docs/api-docs';
import { AppError } from '../../common/errors/app-error';
import type { UserRow } from '../../database/schema';
import { DomainBulkEditService } from './domain-bulk-edit.service';
import { DomainTagsRepository } from './domain-tags';
import { BulkEditDto } from './dto/bulk-edit.dto';
import {
  BulkEditResultSchema,
  BulkEditSummarySchema,
  BulkEditUndoneSchema,
  DomainTagCountSchema,
} from './dto/bulk-edit-responses.dto';

/**
 * Tags and bulk edits of the owner's names. Registered before DomainsController, so that
 * GET /api/domains/tags and /api/domains/bulk-edit are these routes and not a domain named so.
 */
@ApiTags('domains')
@ApiOwner()
@Controller('domains')
export class DomainBulkEditController {
  constructor(
    private readonly bulkEdits: DomainBulkEditService,
    private readonly tags: DomainTagsRepository,
  ) {}

  @Get('tags')
  @ApiOperation({
    summary: 'Your tags with how many names carry each, the most used first',
  })
  @ApiPayload(DomainTagCountSchema, { isArray: true })
  async listTags(@CurrentUser() owner: UserRow): Promise<DomainTagsResponse> {
    return { payload: await this.tags.counts(owner.id) };
  }

  @Post('bulk-edit')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Change many of your names at once (preview with dryRun)',
    description: `Selects your names by \`names\` (at most ${BULK_EDIT_MAX.toLocaleString('en-US')}, stored or Unicode form; a name not in your portfolio is not matched) or by \`filter\` (what the dashboard table shows for that search, refused past ${BULK_EDIT_MAX.toLocaleString('en-US')} names), and applies \`changes\`: a price set or changed by a percent (rounded to the cent), flags, the registrar, tags set or added and removed. A name that would break a rule (a floor above the selling price, Buy It Now without a price) is skipped with the reason; a name nothing changes is left out. Saved in one step with an id to undo it by, unless \`dryRun\`.`,
  })
  @ApiPayload(BulkEditResultSchema)
  @ApiErrors(400)
  async apply(@CurrentUser() owner: UserRow, @Body() body: BulkEditDto): Promise<BulkEditResponse> {
    return { payload: await this.bulkEdits.apply(owner, body) };
  }

  @Get('bulk-edit')
  @ApiOperation({ summary: 'Your last 20 bulk edits, newest first' })
  @ApiPayload(BulkEditSummarySchema, { isArray: true })
  async history(@CurrentUser() owner: UserRow): Promise<BulkEditHistoryResponse> {
    return { payload: await this.bulkEdits.history(owner) };
  }

  @Post('bulk-edit/:id/undo')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Undo one of your bulk edits',
    description: `Restores the fields the edit changed to their values before it, on every name it changed that still exists (a field changed since goes back too). 404 for an edit that is not yours; 409 when it was undone already or is more than ${BULK_EDIT_UNDO_DAYS} days old.`,
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiPayload(BulkEditUndoneSchema)
  @ApiErrors(404, 409)
  async undo(
    @CurrentUser() owner: UserRow,
    @Param('id') id: string,
  ): Promise<BulkEditUndoResponse> {
    // An id that cannot be one is no edit of theirs, as an unknown one is not.
    if (!isUUID(id)) throw new AppError(ErrorCode.NOT_FOUND);
    return { payload: await this.bulkEdits.undo(owner, id) };
  }
}
