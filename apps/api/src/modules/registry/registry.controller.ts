import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  NotificationType,
  SuccessCode,
  successBody,
  type DomainRegistryResponse,
} from '@domainfolio/contracts';
import { ApiErrors, ApiOwner, ApiPayload } from '../../common/api-docs/api-docs';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import type { UserRow } from '../../database/schema';
import { DomainRegistrySchema } from '../domains/dto/domain-responses.dto';
import { UseRegistryValuesDto } from './dto/use-registry-values.dto';
import { RegistryService } from './registry.service';

@ApiTags('registry')
@ApiOwner()
@Controller('domains')
export class RegistryController {
  constructor(private readonly registry: RegistryService) {}

  @Post(':domain/registry-refresh')
  @HttpCode(200)
  @ApiOperation({
    summary: "Read one of your domains' registry data (RDAP) now",
    description:
      'Asks the registry at once, ahead of the daily look-ups, and answers the Registry data panel. A registry that does not answer leaves the data as it was, with `problem` saying why. At most 30 refreshes a minute per account.',
  })
  @ApiPayload(DomainRegistrySchema, { notification: true })
  @ApiErrors(404, 429)
  async refresh(
    @CurrentUser() owner: UserRow,
    @Param('domain') name: string,
  ): Promise<DomainRegistryResponse> {
    const registry = await this.registry.refresh(owner, name);
    // A registry that did not answer is no error of the request (the data stands as it was),
    // but the owner is told so, not that it was read.
    const notice = registry.problem
      ? {
          ...successBody(SuccessCode.REGISTRY_NOT_REACHED, { problem: registry.problem }),
          type: NotificationType.ERROR,
        }
      : successBody(SuccessCode.REGISTRY_REFRESHED, { domain: name });
    return { ...notice, payload: registry };
  }

  @Post(':domain/registry-apply')
  @HttpCode(200)
  @ApiOperation({
    summary: "Use the registry's expiration or registrar for one of your domains",
    description:
      "The fields take the registry's value and follow the registry from then on (a renewal moves the expiration). 409 when the registry has no value for a field.",
  })
  @ApiPayload(DomainRegistrySchema, { notification: true })
  @ApiErrors(400, 404, 409)
  async useRegistryValues(
    @CurrentUser() owner: UserRow,
    @Param('domain') name: string,
    @Body() body: UseRegistryValuesDto,
  ): Promise<DomainRegistryResponse> {
    const registry = await this.registry.useRegistryValues(owner, name, body.fields);
    return {
      ...successBody(SuccessCode.REGISTRY_VALUES_USED, {
        domain: name,
        fields: body.fields.join(' and '),
      }),
      payload: registry,
    };
  }
}
