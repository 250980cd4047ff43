import { SuccessCode, successBody } from '@domainfolio/contracts';
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DnsVerificationResponse, VerifyDnsResponse } from '@domainfolio/contracts';
import type { UserRow } from '../../database/schema';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { DnsVerificationService } from './dns-verification.service';
import { VerifyParkingDto } from './dto/verify-parking.dto';
import { ApiErrors, ApiOwner, ApiPayload } from '../../common/api-docs/api-docs';
import { DnsVerificationSchema } from './dto/dns-verification-responses.dto';

@ApiTags('account')
@ApiOwner()
@Controller()
export class DnsVerificationController {
  constructor(private readonly verification: DnsVerificationService) {}

  @Get('user/custom-domain')
  @ApiOperation({ summary: 'The DNS records that connect your custom domain, and its status' })
  @ApiPayload(DnsVerificationSchema, {
    description: 'The records; payload is null without a custom domain',
  })
  customDomain(@CurrentUser() owner: UserRow): DnsVerificationResponse {
    return { payload: this.verification.customDomain(owner) };
  }

  @Post('user/custom-domain/verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Check the TXT record of your custom domain' })
  @ApiPayload(DnsVerificationSchema, { notification: true })
  @ApiErrors(400, 404, 409)
  async verifyCustomDomain(@CurrentUser() owner: UserRow): Promise<VerifyDnsResponse> {
    const payload = await this.verification.verifyCustomDomain(owner);
    return {
      ...successBody(SuccessCode.CUSTOM_DOMAIN_VERIFIED, {
        host: payload.host,
        ip: payload.aRecord,
      }),
      payload,
    };
  }

  @Get('domains/:domain/parking')
  @ApiOperation({ summary: 'The DNS records that park one of your domains here, and its status' })
  @ApiPayload(DnsVerificationSchema)
  @ApiErrors(404)
  async parking(
    @CurrentUser() owner: UserRow,
    @Param('domain') domain: string,
  ): Promise<DnsVerificationResponse> {
    return { payload: await this.verification.parking(owner, domain) };
  }

  @Post('domains/parking/verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Check the TXT record that parks one of your domains here' })
  @ApiPayload(DnsVerificationSchema, { notification: true })
  @ApiErrors(400, 404, 409)
  async verifyParking(
    @CurrentUser() owner: UserRow,
    @Body() body: VerifyParkingDto,
  ): Promise<VerifyDnsResponse> {
    const payload = await this.verification.verifyParking(owner, body.domain);
    return {
      ...successBody(SuccessCode.PARKING_VERIFIED, { host: payload.host, ip: payload.aRecord }),
      payload,
    };
  }
}
