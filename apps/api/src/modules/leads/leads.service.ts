import { OwnerEvents } from '../../common/events/owner-events';
import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  LEAD_EXPORT_FIELDS,
  LeadKind,
  LeadMessageKind,
  LeadSender,
  buildPagedResult,
  formatCurrency,
  leadExportFileName,
  localDate,
  periodRange,
  type Interval,
  type Lead,
  type LeadExportFormat,
  type LeadFilter,
  type LeadSort,
  type LeadsSummary,
  type NegotiatedLead,
  type PagedResult,
  type PeriodRange,
  normalizeEmail,
} from '@domainfolio/contracts';
import { toCsv } from '@domainfolio/portfolio-files';
import { AppError } from '../../common/errors/app-error';
import type { DomainRow, UserRow } from '../../database/schema';
import { UnitOfWork } from '../../database/unit-of-work';
import { unicodeName } from '../domains/domains.mapper';
import { DomainsService } from '../domains/domains.service';
import { UsersService } from '../users/users.service';
import type { ActiveOwner } from '../users/active-owner';
import { EmailOutbox, isSingleAddress } from '../emails/email-outbox.service';
import type { SendLeadDataDto } from './dto/send-lead.dto';
import { LeadMessagesRepository } from './lead-messages.repository';
import { LeadNotifier } from './lead-notifier';
import { toLead } from './leads.mapper';
import { LeadsRepository, type BotCheck, type NewLead } from './leads.repository';
import { toNegotiatedLead } from './negotiation.mapper';
import { NegotiationService } from './negotiation.service';
import { RecaptchaGateway } from './recaptcha.gateway';

type NegotiatedLeadsPage = PagedResult<NegotiatedLead>;

/** Which page of an owner's leads to show, and from which period. */
export interface LeadsPageQuery {
  page: number;
  limit: number;
  interval: Interval;
  status: LeadFilter;
  sort: LeadSort;
}

/** The domain a lead is for, and its owner. */
interface LeadTarget {
  domain: DomainRow;
  owner: ActiveOwner;
}

/** The visitor behind a lead, as the request shows them. */
export interface LeadClient {
  ipAddress: string | null;
  userAgent: string | null;
}

/**
 * The form's email input accepts something@host.tld without spaces; the address must also be
 * one the outbox can use as Reply-To.
 */
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function blankToNull(value: string | undefined | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** A lead just stored, as the form's answer needs it. */
export interface SentLead {
  id: string;
  /** The domain as people read it (Unicode). */
  domain: string;
  /** The domain's stored (ASCII) name, for the address of its landing page. */
  domainName: string;
  kind: LeadKind;
  /**
   * A request to buy at the shown price of a domain whose owner turned Buy-It-Now on: the buyer
   * may pay at once, where instant checkout (escrow) is set up.
   */
  buyItNow: boolean;
}

/** How long after the landing form stored a Buy-It-Now lead its escrow checkout may start. */
const CHECKOUT_LEAD_MAX_AGE_MS = 60 * 60_000;

@Injectable()
export class LeadsService {
  constructor(
    private readonly repository: LeadsRepository,
    private readonly domains: DomainsService,
    private readonly users: UsersService,
    private readonly unitOfWork: UnitOfWork,
    private readonly recaptcha: RecaptchaGateway,
    private readonly outbox: EmailOutbox,
    private readonly messages: LeadMessagesRepository,
    private readonly negotiation: NegotiationService,
    private readonly notifier: LeadNotifier,
    private readonly events: OwnerEvents,
  ) {}

  /**
   * A visitor's inquiry, offer or Buy-It-Now request. The lead is stored first; only then is
   * the bot check asked, and the owner notified (through the outbox, so a mail server outage
   * loses nothing). Over the monthly lead limit the lead is still stored and shown.
   */
  async send(data: SendLeadDataDto, client: LeadClient): Promise<SentLead> {
    const name = blankToNull(data.name);
    const given = blankToNull(data.email);
    const email = given === null ? null : normalizeEmail(given);
    if (!name || !email) throw new AppError(ErrorCode.MISSING_FIELDS);
    if (!EMAIL_FORMAT.test(email) || !isSingleAddress(email))
      throw new AppError(ErrorCode.VALIDATION_FAILED, {
        message: 'email must be an email address',
        errors: [{ field: 'email', message: 'email must be an email address' }],
      });

    const target = await this.findTarget(data.owner, data.domain);
    if (!target) throw new AppError(ErrorCode.NOT_FOUND);
    const kind = this.kindOf(target, data.offer ?? null);
    const owner = await this.users.findById(target.owner.id);
    if (!owner) throw new AppError(ErrorCode.NOT_FOUND);

    const offer = kind === LeadKind.OFFER ? data.offer!.toFixed(2) : null;
    const lead: NewLead = {
      domainId: target.domain.id,
      ownerId: target.owner.id,
      domainName: target.domain.name,
      name,
      email,
      phone: blankToNull(data.phone),
      message: blankToNull(data.message),
      offer,
      kind,
      botCheck: this.recaptcha.configured ? 'PENDING' : 'SKIPPED',
      ipAddress: client.ipAddress,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
      askingPrice: target.domain.sellingPrice,
      currentAmount: offer,
      currentBy: offer === null ? null : 'BUYER',
      needsVerification: owner.verifiedBuyersOnly,
    };

    // 1. Keep what the visitor sent, whatever happens next: the lead, the first message of
    // its thread, and the domain's count.
    const id = await this.unitOfWork.run(async (tx) => {
      const inserted = await this.repository.insert(tx, lead);
      await this.messages.insert(tx, {
        leadId: inserted,
        ownerId: lead.ownerId,
        sender: LeadSender.BUYER,
        kind: LeadMessageKind.OFFER,
        message: lead.message,
        amount: offer,
      });
      await this.domains.countLeads(tx, lead.domainId, 1);
      return inserted;
    });

    // 2. The bot check (skipped when not configured).
    const check: BotCheck = this.recaptcha.configured
      ? await this.recaptcha.verify(data.recaptcha ?? '', client.ipAddress ?? undefined)
      : 'SKIPPED';

    // 3. Record the outcome; for a real lead, answer it below the floor or ask its buyer to
    // confirm, and queue the owner's email, together.
    await this.unitOfWork.run(async (tx) => {
      if (check !== 'SKIPPED') await this.repository.setBotCheck(tx, id, check);
      // A lead that failed the bot check is kept for the record but no longer counts.
      if (check === 'FAILED') {
        await this.domains.countLeads(tx, lead.domainId, -1);
        return;
      }
      const stored = (await this.repository.lockVisible(tx, id))!;
      const { notifyOwner } = await this.negotiation.opened(tx, stored, target.domain, owner);
      if (notifyOwner) await this.notifier.newLead(tx, owner, target.domain, stored);
    });
    if (check === 'FAILED') throw new AppError(ErrorCode.RECAPTCHA_FAILED);
    this.outbox.kick();
    this.events.kick();
    return {
      id,
      domain: unicodeName(target.domain.name),
      domainName: target.domain.name,
      kind,
      buyItNow: kind === LeadKind.BUY_NOW && target.domain.buyItNow,
    };
  }

  /**
   * A listed domain of an active owner: the only kind a lead can be sent for. A sold domain's
   * page still shows, so its form could still be posted: that is refused, and nothing stored.
   */
  private async findTarget(username: string, rawName: string): Promise<LeadTarget | null> {
    const owner = await this.users.findActiveOwner(username);
    const domain = owner ? await this.domains.findOnLanding(owner.id, rawName) : null;
    if (domain?.sold)
      throw new AppError(ErrorCode.DOMAIN_SOLD, { vars: { domain: unicodeName(domain.name) } });
    return owner && domain ? { owner, domain } : null;
  }

  /**
   * Whether `leadId` is a recent Buy-It-Now request of this buyer for this domain: an escrow
   * checkout starts only from one, so every transaction has a lead the owner can see. A lead
   * that failed the bot check does not count. `email` is normalized as leads store it.
   */
  async isCheckoutLead(leadId: string, domainId: string, email: string): Promise<boolean> {
    const lead = await this.repository.findVisible(leadId);
    return (
      lead !== null &&
      lead.domainId === domainId &&
      lead.email === email &&
      lead.kind === LeadKind.BUY_NOW &&
      Date.now() - lead.createdAt.getTime() <= CHECKOUT_LEAD_MAX_AGE_MS
    );
  }

  /** The owner's visible leads received in a period (all time for open bounds). */
  /** Per domain: its leads since `since` and the best offer it drew (renew or drop). */
  interestIn(ownerId: string, domainIds: readonly string[], since: Date) {
    return this.repository.interestIn(ownerId, domainIds, since);
  }

  /** Visible leads per UTC day in [from, to), of one domain or all the owner's (analytics). */
  countByDay(ownerId: string, domainId: string | null, from: Date, to: Date) {
    return this.repository.countByDay(ownerId, domainId, from, to);
  }

  /** Visible leads of some domains in [from, to), per domain id (analytics' top domains). */
  countByDomain(ownerId: string, domainIds: readonly string[], from: Date, to: Date) {
    return this.repository.countByDomain(ownerId, domainIds, from, to);
  }

  countIn(ownerId: string, period: PeriodRange): Promise<number> {
    return this.repository.countVisibleBetween(ownerId, period.start, period.end);
  }

  /**
   * What the form asked for: a visible price makes it a Buy-It-Now request at that price; no
   * price at all asks for an offer; a hidden price, an inquiry. An amount the form would not
   * have asked for is refused rather than silently dropped.
   */
  private kindOf(target: LeadTarget, offer: number | null): LeadKind {
    const { sellingPrice, priceHidden, offersEnabled } = target.domain;
    const offerError = (message: string) =>
      new AppError(ErrorCode.VALIDATION_FAILED, { message, errors: [{ field: 'offer', message }] });
    // An amount makes it an offer, beside a shown price too (as Dan.com and Afternic take
    // them), unless the owner turned offers off for a domain with a shown price.
    if (offer !== null) {
      if (sellingPrice !== null && !priceHidden && !offersEnabled)
        throw offerError(
          `This domain is for sale at ${formatCurrency(Number(sellingPrice))}; the owner takes no offers for it.`,
        );
      return LeadKind.OFFER;
    }
    if (sellingPrice !== null && !priceHidden) return LeadKind.BUY_NOW;
    if (priceHidden) return LeadKind.INQUIRY;
    throw offerError('Please enter your offer (at least $0.01).');
  }

  /** A page of the owner's leads received in the period, newest first. */
  async list(
    owner: UserRow,
    query: LeadsPageQuery,
    now = new Date(),
  ): Promise<NegotiatedLeadsPage> {
    return this.page(owner, null, query, now);
  }

  async listForDomain(
    owner: UserRow,
    rawName: string,
    query: LeadsPageQuery,
    now = new Date(),
  ): Promise<NegotiatedLeadsPage> {
    const domain = await this.domains.findOwned(owner.id, rawName);
    if (!domain) throw new AppError(ErrorCode.NOT_FOUND);
    return this.page(owner, domain.id, query, now);
  }

  private async page(
    owner: UserRow,
    domainId: string | null,
    { page, limit, interval, status, sort }: LeadsPageQuery,
    now: Date,
  ): Promise<NegotiatedLeadsPage> {
    const { rows, total } = await this.repository.page(owner.id, {
      domainId,
      period: periodRange(interval, now, owner.timeZone),
      filter: status,
      sort,
      now,
      offset: (page - 1) * limit,
      limit,
    });
    return buildPagedResult(
      rows.map((row) => toNegotiatedLead(row, now)),
      total,
      page,
      limit,
    );
  }

  /** The inbox's tiles and the sidebar's badge. */
  async summary(owner: UserRow, interval: Interval, now = new Date()): Promise<LeadsSummary> {
    const period = periodRange(interval, now, owner.timeZone);
    const [needsReply, openOffers, acceptedThisPeriod, share] = await Promise.all([
      this.repository.countMatching(owner.id, 'NEEDS_REPLY', now),
      this.repository.countOpen(owner.id, now),
      this.messages.countAcceptedIn(owner.id, period),
      this.repository.averageOfferShare(owner.id, period),
    ]);
    return {
      needsReply,
      openOffers,
      acceptedThisPeriod,
      averageOfferShare: share === null ? null : Math.round(share * 10) / 10,
    };
  }

  async delete(owner: UserRow, ids: string[]): Promise<number> {
    const deleted = await this.unitOfWork.run(async (tx) => {
      const domainIds = await this.repository.deleteAll(tx, owner.id, ids);
      if (domainIds === null) return null;
      const perDomain = new Map<string, number>();
      for (const domainId of domainIds) perDomain.set(domainId, (perDomain.get(domainId) ?? 0) + 1);
      // Domains in id order, so concurrent deletions lock them in the same order.
      for (const [domainId, n] of [...perDomain].sort(([a], [b]) => (a < b ? -1 : 1)))
        await this.domains.countLeads(tx, domainId, -n);
      return domainIds.length;
    });
    if (deleted === null)
      throw new AppError(ErrorCode.NOT_FOUND, {
        message: 'Some of these leads were not found in your account. Nothing was deleted.',
      });
    return deleted;
  }

  /** The owner's leads as a file: the export fields, then the kind and when each arrived. */
  async export(
    owner: UserRow,
    format: LeadExportFormat,
    now = new Date(),
  ): Promise<{ fileName: string; contentType: string; body: string }> {
    const leads = (await this.repository.all(owner.id)).map(toLead);
    const day = localDate(now, owner.timeZone);
    const fileName = leadExportFileName(owner.username, day, format);
    const fields = [...LEAD_EXPORT_FIELDS, 'kind', 'createdDate'] as const;
    const pick = (lead: Lead) => Object.fromEntries(fields.map((f) => [f, lead[f]]));
    if (format === 'json')
      return {
        fileName,
        contentType: 'application/json; charset=utf-8',
        body: `${JSON.stringify(leads.map(pick), null, 2)}\n`,
      };
    return {
      fileName,
      contentType: 'text/csv; charset=utf-8',
      body: toCsv([fields, ...leads.map((lead) => fields.map((f) => lead[f]))]),
    };
  }
}
