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
import type { DomainRow } from '../../database/schema';
import { UnitOfWork } from '../../database/unit-of-work';
import { unicodeName } from '../domains/domains.mapper';
import { DomainsService } from '../domains/domains.service';
import type { AgreedCheckout } from '../leads/lead-checkout';
import { LeadsService } from '../leads/leads.service';
import { NegotiationService } from '../leads/negotiation.service';
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
    private readonly negotiation: NegotiationService,
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
    const url = await this.start(request, {
      owner,
      domain,
      buyer,
      leadId: body.leadId,
      amount: domain.sellingPrice,
      item: 'sold at its Buy-It-Now price',
      conflict: 'This request already started a checkout. Send the form again to start another.',
    });
    return { type: 'SUCCESS', payload: { escrowLandingPageUrl: url } };
  }

  /**
   * Starts the purchase of a domain of the host's owner at the price the buyer and the owner
   * agreed in a negotiation (the leads module checked the agreement; one checkout per thread
   * unless the last one failed).
   */
  async payAgreed(request: Request, agreed: AgreedCheckout): Promise<string> {
    if (!this.escrow.configured)
      throw new AppError(ErrorCode.INTEGRATION_NOT_CONFIGURED, {
        vars: { integration: 'Instant checkout (escrow)' },
      });
    const site = await this.sites.forRequest(request);
    const owner = site.owner;
    if (!owner || owner.id !== agreed.ownerId) throw new AppError(ErrorCode.NOT_FOUND);
    const domain = await this.domains.findById(agreed.domainId);
    if (!domain || domain.ownerId !== owner.id) throw new AppError(ErrorCode.NOT_FOUND);
    if (domain.sold)
      throw new AppError(ErrorCode.DOMAIN_SOLD, { vars: { domain: unicodeName(domain.name) } });
    return this.start(request, {
      owner,
      domain,
      buyer: agreed.email,
      leadId: agreed.leadId,
      amount: agreed.amount.toFixed(2),
      item: 'sold at the price agreed with its owner',
      conflict:
        'The payment of this offer has already started. Open the Escrow.com link you were sent.',
    });
  }

  /** Claims the lead's checkout and creates the transaction at Escrow.com: its payment page. */
  private async start(
    request: Request,
    sale: {
      owner: { id: string; email: string };
      domain: DomainRow;
      buyer: string;
      leadId: string;
      amount: string;
      item: string;
      conflict: string;
    },
  ): Promise<string> {
    const { owner, domain, buyer } = sale;
    const id = await this.repository.claim({
      domainId: domain.id,
      leadId: sale.leadId,
      ownerId: owner.id,
      domainName: domain.name,
      buyerEmail: buyer,
      amount: sale.amount,
    });
    if (id === null) throw new AppError(ErrorCode.CONFLICT, { message: sale.conflict });
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
            description: `${name}, ${sale.item}.`,
            type: 'domain_name',
            inspection_period: INSPECTION_DAYS * 86_400,
            quantity: 1,
            schedule: [
              {
                amount: Number(sale.amount),
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
      return answer.landingPage;
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
      // The buyer's thread ends as Sold (a negotiated price is marked by the sale itself).
      if (ours.leadId) await this.negotiation.soldThrough(tx, ours.leadId);
    });
  }
}
