import { Injectable, Logger } from '@nestjs/common';
import {
  ESCROW_SELLER_FEE_CENTS,
  ErrorCode,
  localDate,
  type EscrowPayRequest,
  type EscrowPayResponse,
  normalizeEmail,
} from '@domainfolio/contracts';
import type { Request } from 'express';
import { AppError } from '../../common/errors/app-error';
import { NoAnswerError } from '../../common/outbound/deadline';
import { UnitOfWork } from '../../database/unit-of-work';
import { unicodeName } from '../domains/domains.mapper';
import { DomainsService } from '../domains/domains.service';
import { LeadsService } from '../leads/leads.service';
import { SiteResolver } from '../sites/site-resolver';
import { EscrowGateway, type EscrowTransaction } from './escrow.gateway';
import { EscrowRepository } from './escrow.repository';

/** Days the buyer has to check the domain after the transfer. */
const INSPECTION_DAYS = 3;

/**
 * The sale is recorded once the buyer has accepted the domain at Escrow.com: by then the name
 * has been transferred and inspected, and the buyer's money is secured and can no longer go
 * back to them. Escrow.com's `complete` comes later still, once it has paid the seller (days,
 * by bank transfer); waiting for it would keep a name the buyer already holds listed for sale.
 */
function accepted(transaction: EscrowTransaction): boolean {
  const domains = transaction.items.filter((item) => item.type === 'domain_name');
  return domains.length > 0 && domains.every((item) => item.status?.['accepted'] === true);
}

/**
 * Buy-It-Now through Escrow.com: the buyer pays the escrow fees, the seller a flat disbursement
 * fee. Escrow.com's notifications are only hints: the transaction is read again before the
 * domain is marked sold.
 */
@Injectable()
export class EscrowService {
  private readonly logger = new Logger(EscrowService.name);

  constructor(
    private readonly escrow: EscrowGateway,
    private readonly repository: EscrowRepository,
    private readonly sites: SiteResolver,
    private readonly domains: DomainsService,
    private readonly leads: LeadsService,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /**
   * Starts the purchase of a listed Buy-It-Now domain of the host's owner at its price, for the
   * buyer of the lead the landing form stored just before (each lead starts one checkout).
   */
  async pay(request: Request, body: EscrowPayRequest): Promise<EscrowPayResponse> {
    if (!this.escrow.configured)
      throw new AppError(ErrorCode.INTEGRATION_NOT_CONFIGURED, {
        vars: { integration: 'Instant checkout (escrow)' },
      });
    const site = await this.sites.forRequest(request);
    const owner = site.owner;
    const domain = owner ? await this.domains.findOnLanding(owner.id, body.domain) : null;
    if (domain?.sold)
      throw new AppError(ErrorCode.DOMAIN_SOLD, { vars: { domain: unicodeName(domain.name) } });
    if (!owner || !domain || !domain.buyItNow || domain.priceHidden || domain.sellingPrice === null)
      throw new AppError(ErrorCode.NOT_FOUND, {
        message: 'This domain cannot be bought instantly. Make an offer instead.',
      });
    const buyer = normalizeEmail(body.email);
    if (!(await this.leads.isCheckoutLead(body.leadId, domain.id, buyer)))
      throw new AppError(ErrorCode.VALIDATION_FAILED, {
        message: 'We could not find your request for this domain. Please send the form again.',
        errors: [{ field: 'leadId', message: 'leadId must be your recent Buy-It-Now request' }],
      });
    const id = await this.repository.claim({
      domainId: domain.id,
      leadId: body.leadId,
      ownerId: owner.id,
      domainName: domain.name,
      buyerEmail: buyer,
      amount: domain.sellingPrice,
    });
    if (id === null)
      throw new AppError(ErrorCode.CONFLICT, {
        message: 'This request already started a checkout. Send the form again to start another.',
      });
    const name = unicodeName(domain.name);
    const landingUrl = `${request.protocol}://${request.host}/${encodeURIComponent(domain.name)}`;
    const sellerFee = ESCROW_SELLER_FEE_CENTS / 100;
    try {
      const answer = await this.escrow.pay({
        currency: 'usd',
        description: `Purchase of the domain name ${name}`,
        reference: id,
        return_url: landingUrl,
        redirect_type: 'automatic',
        parties: [
          { role: 'buyer', customer: buyer, agree: true },
          { role: 'seller', customer: owner.email, agree: true },
          { role: 'broker', customer: this.escrow.accountEmail, agree: true },
        ],
        items: [
          {
            title: name,
            description: `${name}, sold at its Buy-It-Now price.`,
            type: 'domain_name',
            inspection_period: INSPECTION_DAYS * 86_400,
            quantity: 1,
            schedule: [
              {
                amount: Number(domain.sellingPrice),
                payer_customer: buyer,
                beneficiary_customer: owner.email,
              },
            ],
            // The buyer pays all of Escrow.com's fees.
            fees: [{ type: 'escrow', payer_customer: buyer, split: '1' }],
          },
          // The seller's flat disbursement fee, the one the product promises and records:
          // Escrow.com takes it from the seller's proceeds for the broker.
          {
            type: 'broker_fee',
            schedule: [
              {
                amount: sellerFee,
                payer_customer: owner.email,
                beneficiary_customer: this.escrow.accountEmail,
              },
            ],
          },
        ],
      });
      await this.repository.started(id, answer.transactionId, answer.landingPage);
      return { type: 'SUCCESS', payload: { escrowLandingPageUrl: answer.landingPage } };
    } catch (error) {
      this.logger.error({ err: error }, `Escrow checkout of ${domain.name} failed`);
      // Nothing started: the same request may try again.
      await this.repository.failed(id);
      if (error instanceof NoAnswerError) throw error;
      throw new AppError(ErrorCode.ESCROW_ERROR);
    }
  }

  /**
   * Escrow.com says a transaction changed. Whatever the notification claims, the transaction
   * is read again, and only one whose domain the buyer accepted marks the domain sold (once).
   */
  async notified(escrowId: string): Promise<void> {
    if (!this.escrow.configured) return;
    const ours = await this.repository.findByEscrowId(escrowId);
    if (!ours || ours.status === 'COMPLETED' || !ours.domainId) return;
    const transaction = await this.escrow.transaction(escrowId);
    if (!accepted(transaction)) return;
    const today = localDate(new Date(), 'UTC');
    await this.unitOfWork.run(async (tx) => {
      if (!(await this.repository.complete(tx, ours.id))) return;
      await this.domains.recordSale(tx, ours.ownerId, ours.domainId!, {
        salePrice: ours.amount,
        saleDate: today,
        saleVenue: 'Escrow.com',
        saleFees: (ESCROW_SELLER_FEE_CENTS / 100).toFixed(2),
      });
    });
  }
}
