import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  SuccessCode,
  planName,
  successBody,
  type AdminAccountResponse,
  type AdminAccountsResponse,
  type AdminActionsResponse,
} from '@domainfolio/contracts';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { Public } from '../../common/auth/public.decorator';
import { ApiErrors, ApiPayload } from '../../common/api-docs/api-docs';
import { PageQueryDto } from '../../common/http/page-query.dto';
import type { UserRow } from '../../database/schema';
import { AdminGuard } from './admin.guard';
import { AdminService } from './admin.service';
import { AccountIdParamDto, AdminAccountsQueryDto, ChangePlanDto } from './dto/admin.dto';
import {
  AdminAccountSchema,
  AdminAccountsPageSchema,
  AdminActionsPageSchema,
} from './dto/admin-responses.dto';

/** Administrators only (AdminGuard); everyone else gets 404. */
@ApiTags('admin')
@Controller('admin')
@Public()
@UseGuards(AdminGuard)
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Get('accounts')
  @ApiPayload(AdminAccountsPageSchema)
  @ApiErrors(400, 404)
  @ApiOperation({
    summary: 'Accounts with plan, domain count and state (administrators)',
    description: 'Newest first; `query` matches part of the email or username.',
  })
  accounts(@Query() query: AdminAccountsQueryDto): Promise<AdminAccountsResponse> {
    return this.admin.accounts(query.query ?? '', query.page, query.limit);
  }

  @Post('accounts/:id/disable')
  @HttpCode(200)
  @ApiPayload(AdminAccountSchema, { notification: true })
  @ApiErrors(400, 404, 409)
  @ApiOperation({
    summary: 'Disable an account: signed out, API key refused, sites offline (administrators)',
  })
  async disable(
    @CurrentUser() admin: UserRow,
    @Param() params: AccountIdParamDto,
  ): Promise<AdminAccountResponse> {
    const payload = await this.admin.disable(admin, params.id);
    return {
      ...successBody(SuccessCode.ADMIN_ACCOUNT_DISABLED, { username: payload.username }),
      payload,
    };
  }

  @Post('accounts/:id/enable')
  @HttpCode(200)
  @ApiPayload(AdminAccountSchema, { notification: true })
  @ApiErrors(400, 404, 409)
  @ApiOperation({
    summary: 'Enable a disabled account, or cancel the deletion of a deleted one (administrators)',
  })
  async enable(
    @CurrentUser() admin: UserRow,
    @Param() params: AccountIdParamDto,
  ): Promise<AdminAccountResponse> {
    const payload = await this.admin.enable(admin, params.id);
    return {
      ...successBody(SuccessCode.ADMIN_ACCOUNT_ENABLED, { username: payload.username }),
      payload,
    };
  }

  @Post('accounts/:id/plan')
  @HttpCode(200)
  @ApiPayload(AdminAccountSchema, { notification: true })
  @ApiErrors(400, 404, 409)
  @ApiOperation({ summary: "Change an account's plan (administrators)" })
  async changePlan(
    @CurrentUser() admin: UserRow,
    @Param() params: AccountIdParamDto,
    @Body() body: ChangePlanDto,
  ): Promise<AdminAccountResponse> {
    const payload = await this.admin.changePlan(admin, params.id, body.planType);
    return {
      ...successBody(SuccessCode.ADMIN_PLAN_CHANGED, {
        username: payload.username,
        plan: planName(payload.planType),
      }),
      payload,
    };
  }

  @Get('actions')
  @ApiPayload(AdminActionsPageSchema)
  @ApiErrors(400, 404)
  @ApiOperation({ summary: 'What administrators did, newest first (administrators)' })
  actions(@Query() query: PageQueryDto): Promise<AdminActionsResponse> {
    return this.admin.actionLog(query.page, query.limit);
  }
}
