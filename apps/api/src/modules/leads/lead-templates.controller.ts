import {
  SuccessCode,
  successBody,
  type LeadTemplateResponse,
  type LeadTemplatesResponse,
  type Notification,
} from '@domainfolio/contracts';
import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiNotification, ApiOwner, ApiPayload } from '../../common/api-docs/api-docs';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import type { UserRow } from '../../database/schema';
import { LeadTemplateSchema } from './dto/lead-responses.dto';
import { LeadTemplateDto } from './dto/negotiation.dto';
import { LeadTemplatesService } from './lead-templates.service';

/** An owner's saved replies, for answering leads. */
@ApiTags('leads')
@ApiOwner()
@Controller('lead-templates')
export class LeadTemplatesController {
  constructor(private readonly templates: LeadTemplatesService) {}

  @Get()
  @ApiOperation({ summary: 'Your saved reply templates, oldest first' })
  @ApiPayload(LeadTemplateSchema, { isArray: true })
  async list(@CurrentUser() owner: UserRow): Promise<LeadTemplatesResponse> {
    return { payload: await this.templates.list(owner) };
  }

  @Post()
  @ApiOperation({
    summary: 'Save a reply template ({domain}, {buyerName}, {offer}, {price} are filled in)',
  })
  @ApiPayload(LeadTemplateSchema, { status: 201, notification: true })
  @ApiErrors(400, 409)
  async create(
    @CurrentUser() owner: UserRow,
    @Body() body: LeadTemplateDto,
  ): Promise<LeadTemplateResponse> {
    const template = await this.templates.create(owner, body);
    return {
      ...successBody(SuccessCode.TEMPLATE_SAVED, { name: template.name }),
      payload: template,
    };
  }

  @Post(':id/edit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change a reply template' })
  @ApiPayload(LeadTemplateSchema, { notification: true })
  @ApiErrors(400, 404)
  async edit(
    @CurrentUser() owner: UserRow,
    @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string,
    @Body() body: LeadTemplateDto,
  ): Promise<LeadTemplateResponse> {
    const template = await this.templates.edit(owner, id, body);
    return {
      ...successBody(SuccessCode.TEMPLATE_SAVED, { name: template.name }),
      payload: template,
    };
  }

  @Post(':id/delete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a reply template' })
  @ApiNotification()
  @ApiErrors(404)
  async delete(
    @CurrentUser() owner: UserRow,
    @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string,
  ): Promise<Notification> {
    await this.templates.delete(owner, id);
    return successBody(SuccessCode.TEMPLATE_DELETED);
  }
}
