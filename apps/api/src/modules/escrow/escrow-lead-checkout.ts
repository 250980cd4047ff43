import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Request } from 'express';
import { RateLimiter } from '../../common/http/rate-limiter';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import {
  LeadCheckouts,
  type AgreedCheckout,
  type CheckoutLead,
  type LeadCheckout,
} from '../leads/lead-checkout';
import { countCheckout } from './escrow-checkout-limit';
import { EscrowGateway } from './escrow.gateway';
import { EscrowService } from './escrow.service';

/**
 * The escrow checkout as the leads module starts it (the form without JavaScript, and a price
 * agreed in a negotiation): the same limit and the same service as POST
 * /api/integrations/escrow/pay, so every path follows one set of rules.
 */
@Injectable()
export class EscrowLeadCheckout implements LeadCheckout, OnModuleInit {
  constructor(
    private readonly escrow: EscrowService,
    private readonly gateway: EscrowGateway,
    private readonly limiter: RateLimiter,
    private readonly checkouts: LeadCheckouts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.checkouts.provide(this);
  }

  get configured(): boolean {
    return this.gateway.configured;
  }

  async start(request: Request, lead: CheckoutLead): Promise<string> {
    await countCheckout(this.limiter, this.config, request);
    const answer = await this.escrow.pay(request, lead);
    return answer.payload.escrowLandingPageUrl;
  }

  async startAgreed(request: Request, agreed: AgreedCheckout): Promise<string> {
    await countCheckout(this.limiter, this.config, request);
    return this.escrow.payAgreed(request, agreed);
  }
}
