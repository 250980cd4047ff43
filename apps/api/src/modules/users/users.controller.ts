import { SuccessCode, successBody } from '@domainfolio/contracts';
import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  CurrentUserResponse,
  DefaultPageResponse,
  EditUserResponse,
  OfferSettingsChangedResponse,
  OfferSettingsResponse,
} from '@domainfolio/contracts';
import type { UserRow } from '../../database/schema';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { EditUserDto } from './dto/edit-user.dto';
import { OfferSettingsDto, OfferSettingsSchema } from './dto/offer-settings.dto';
import { UsersService } from './users.service';
import { ApiErrors, ApiOwner, ApiPayload } from '../../common/api-docs/api-docs';
import { AccountAndPageSchema, PortfolioPageSchema, UserSchema } from './dto/user-responses.dto';

@ApiTags('account')
@ApiOwner()
@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('current-user')
  @ApiOperation({ summary: 'The signed-in owner' })
  @ApiPayload(UserSchema)
  async current(@CurrentUser() user: UserRow): Promise<CurrentUserResponse> {
    return { payload: await this.users.profile(user) };
  }

  @Get('pages/default')
  @ApiOperation({ summary: "The owner's portfolio page settings" })
  @ApiPayload(PortfolioPageSchema)
  async defaultPage(@CurrentUser() user: UserRow): Promise<DefaultPageResponse> {
    return { payload: await this.users.defaultPage(user.id) };
  }

  @Post('user/edit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change account fields and portfolio page settings' })
  @ApiPayload(AccountAndPageSchema, { notification: true })
  @ApiErrors(400, 403, 409)
  async edit(@CurrentUser() user: UserRow, @Body() body: EditUserDto): Promise<EditUserResponse> {
    const payload = await this.users.edit(user, body);
    return { ...successBody(SuccessCode.ACCOUNT_UPDATED), payload };
  }

  @Get('user/offer-settings')
  @ApiOperation({ summary: 'How offers are answered: floor rule, below-floor answer, who is told' })
  @ApiPayload(OfferSettingsSchema)
  offerSettings(@CurrentUser() user: UserRow): OfferSettingsResponse {
    return { payload: this.users.offerSettings(user) };
  }

  @Post('user/offer-settings')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change how offers are answered (the fields sent change)' })
  @ApiPayload(OfferSettingsSchema, { notification: true })
  @ApiErrors(400)
  async editOfferSettings(
    @CurrentUser() user: UserRow,
    @Body() body: OfferSettingsDto,
  ): Promise<OfferSettingsChangedResponse> {
    const payload = await this.users.editOfferSettings(user, body);
    return { ...successBody(SuccessCode.OFFER_SETTINGS_SAVED), payload };
  }
}
