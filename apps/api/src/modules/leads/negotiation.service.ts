import { OwnerEvents } from '../../common/events/owner-events';
import { Inject, Injectable } from '@nestjs/common';
import {
  COUNTER_EXPIRY_DAYS_DEFAULT,
  ErrorCode,
  LeadMessageKind,
  LeadSender,
  LeadStatus,
  formatCurrency,
  offerPagePath,
  ownerSiteUrl,
  type BelowFloor,
  type BuyerOffer,
  type LeadThread,
} from '@domainfolio/contracts';
import type { Request } from 'express';
import { AppError } from '../../common/errors/app-error';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { DbExecutor } from '../../database/database';
import type { DomainRow, LeadMessageRow, LeadRow, UserRow } from '../../database/schema';
import { UnitOfWork } from '../../database/unit-of-work';
import { DomainSaleListeners } from '../domains/domain-sales-hooks';
import { money, unicodeName } from '../domains/domains.mapper';
import { DomainsService } from '../domains/domains.service';
import { EmailOutbox } from '../emails/email-outbox.service';
import { EmailTemplates, type OfferAnswerInput } from '../emails/email-templates';
import { UsersService } from '../users/users.service';
import { LeadCheckouts } from './lead-checkout';
import { LeadMessagesRepository } from './lead-messages.repository';
import { OwnerEmailPreferences } from './owner-email-preferences';
import { LeadNotifier } from './lead-notifier';
import { LeadsRepository, type ThreadChanges } from './leads.repository';
import {
  automaticAnswer,
  buyerMoves,
  countersLeft,
  currentStatus,
  floorOf,
  ownerMoves,
  type AutomaticAnswer,
} from './negotiation-rules';
import { stateOf, toBuyerOffer, toThread } from './negotiation.mapper';
import { leadIdOfToken, offerToken } from './offer-token';

const DAY_MS = 86_400_000;

/** Everything a move needs, read under the lead's row lock. */
interface Locked {
  lead: LeadRow;
  domain: DomainRow;
  owner: UserRow;
}

/** The owner's public name, as buyers see it in emails and on their offer page. */
function sellerName(owner: Pick<UserRow, 'portfolioDisplayName' | 'displayName'>): string {
  return owner.portfolioDisplayName?.trim() || owner.displayName;
}

/** Why a move is refused, in words the person who tried it can act on. */
function refused(message: string): AppError {
  return new AppError(ErrorCode.CONFLICT, { message });
}

/**
 * Negotiation over a lead: the owner replies, counters, accepts or declines; the buyer, from
 * the offer page their emails link to, accepts, counters or declines. Every move runs under the
 * lead's row lock (so two accepts at once accept once), records its message in the same
 * transaction as the new status, and queues the other side's email through the outbox. The
 * floor price never leaves the owner's side: below it an offer is answered at once, as the
 * owner chose, and a counter names only its own amount.
 */
@Injectable()
export class NegotiationService {
  constructor(
    private readonly leads: LeadsRepository,
    private readonly messages: LeadMessagesRepository,
    private readonly domains: DomainsService,
    private readonly users: UsersService,
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: EmailOutbox,
    private readonly templates: EmailTemplates,
    private readonly notifier: LeadNotifier,
    private readonly checkouts: LeadCheckouts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: OwnerEvents,
    private readonly emailPreferences: OwnerEmailPreferences,
    saleListeners: DomainSaleListeners,
  ) {
    // A sale recorded on the domain (by hand, or an escrow purchase) ends its agreed thread.
    saleListeners.listen(async (tx, sale) => {
      for (const lead of await this.leads.lockAgreedOf(tx, sale.domainId))
        await this.markSold(tx, lead);
    });
  }

  /** The buyer's private link to their offer page, on the owner's site. */
  offerUrl(owner: Pick<UserRow, 'username'>, leadId: string): string {
    return `${ownerSiteUrl(this.config.APP_URL, owner.username)}${offerPagePath(
      offerToken(this.config.APP_SECRET!, leadId),
    )}`;
  }

  // ---- A new lead ----------------------------------------------------------------------

  /**
   * A lead just stored and past its bot check: a buyer's amount below the floor is answered at
   * once; a buyer who must confirm their email is asked to. Answers whether the owner is to be
   * told now.
   */
  async opened(
    tx: DbExecutor,
    lead: LeadRow,
    domain: DomainRow,
    owner: UserRow,
  ): Promise<{ notifyOwner: boolean }> {
    let notifyOwner = true;
    const amount = money(lead.offer);
    if (amount !== null) {
      const answer = this.answerBelowFloor(amount, domain, owner, null);
      if (answer) {
        await this.answerAutomatically(tx, { lead, domain, owner }, answer);
        notifyOwner = owner.notifyBelowFloor;
      }
    }
    if (lead.needsVerification) {
      await this.outbox.enqueue(tx, {
        kind: 'OFFER_VERIFY',
        to: lead.email,
        secret: true,
        ...this.templates.offerVerification({
          buyerName: lead.name,
          domain: unicodeName(domain.name),
          offerUrl: this.offerUrl(owner, lead.id),
        }),
      });
      notifyOwner = false;
    }
    return { notifyOwner };
  }

  private answerBelowFloor(
    amount: number,
    domain: DomainRow,
    owner: UserRow,
    ownerCounter: number | null,
  ): AutomaticAnswer | null {
    const floor = floorOf(
      { floorPrice: money(domain.floorPrice), sellingPrice: money(domain.sellingPrice) },
      owner.floorPercent,
    );
    return automaticAnswer(amount, floor, owner.belowFloor as BelowFloor, ownerCounter);
  }

  /** The owner's answer below the floor, sent by the product: a decline or a counter. */
  private async answerAutomatically(
    tx: DbExecutor,
    locked: Locked,
    answer: AutomaticAnswer,
  ): Promise<void> {
    const now = new Date();
    const domainName = unicodeName(locked.domain.name);
    if (answer.kind === 'DECLINE') {
      await this.move(tx, locked, {
        changes: { status: LeadStatus.DECLINED, autoAnswered: true },
        message: {
          sender: LeadSender.AUTOMATIC,
          kind: LeadMessageKind.DECLINE,
          message: `Thank you for your offer for ${domainName}. The owner is not able to accept it.`,
        },
        tell: 'BUYER',
      });
      return;
    }
    const expiresAt = new Date(now.getTime() + COUNTER_EXPIRY_DAYS_DEFAULT * DAY_MS);
    await this.move(tx, locked, {
      changes: {
        status: LeadStatus.COUNTERED,
        currentAmount: answer.amount.toFixed(2),
        currentBy: 'OWNER',
        counterExpiresAt: expiresAt,
        autoAnswered: true,
      },
      message: {
        sender: LeadSender.AUTOMATIC,
        kind: LeadMessageKind.COUNTER,
        amount: answer.amount.toFixed(2),
        expiresAt,
        message: `Thank you for your offer for ${domainName}. The owner would sell it for ${formatCurrency(answer.amount)}.`,
      },
      tell: 'BUYER',
    });
  }

  // ---- The owner's side ----------------------------------------------------------------

  async thread(owner: UserRow, id: string, now = new Date()): Promise<LeadThread> {
    const lead = await this.leads.findOwned(owner.id, id);
    if (!lead) throw new AppError(ErrorCode.NOT_FOUND);
    const domain = await this.domains.findById(lead.domainId);
    if (!domain) throw new AppError(ErrorCode.NOT_FOUND);
    return this.ownerView(lead, domain, owner, await this.messages.of(lead.id), now);
  }

  private ownerView(
    lead: LeadRow,
    domain: DomainRow,
    owner: UserRow,
    messages: LeadMessageRow[],
    now: Date,
  ): LeadThread {
    const floor = floorOf(
      { floorPrice: money(domain.floorPrice), sellingPrice: money(domain.sellingPrice) },
      owner.floorPercent,
    );
    return toThread(
      lead,
      domain,
      floor,
      messages,
      ownerMoves(stateOf(lead), domain.sold, now),
      now,
    );
  }

  /** A message to the buyer, and a counter when `counterOffer` is given. */
  async reply(
    owner: UserRow,
    id: string,
    input: { message: string; counterOffer?: number; expiresInDays?: number },
  ): Promise<LeadThread> {
    return this.asOwner(owner, id, async (tx, locked, now) => {
      const moves = ownerMoves(stateOf(locked.lead), locked.domain.sold, now);
      if (input.counterOffer !== undefined) {
        if (!moves.counter) throw this.ownerRefusal(locked, now, 'counter');
        const days = input.expiresInDays ?? COUNTER_EXPIRY_DAYS_DEFAULT;
        const expiresAt = new Date(now.getTime() + days * DAY_MS);
        return this.move(tx, locked, {
          changes: {
            status: LeadStatus.COUNTERED,
            currentAmount: input.counterOffer.toFixed(2),
            currentBy: 'OWNER',
            counterExpiresAt: expiresAt,
            autoAnswered: false,
          },
          message: {
            sender: LeadSender.OWNER,
            kind: LeadMessageKind.COUNTER,
            amount: input.counterOffer.toFixed(2),
            expiresAt,
            message: input.message,
          },
          tell: 'BUYER',
        });
      }
      if (!moves.reply) throw this.ownerRefusal(locked, now, 'reply');
      const status = currentStatus(stateOf(locked.lead), now);
      return this.move(tx, locked, {
        changes: { status: status === LeadStatus.NEW ? LeadStatus.REPLIED : status },
        message: {
          sender: LeadSender.OWNER,
          kind: LeadMessageKind.MESSAGE,
          message: input.message,
        },
        tell: 'BUYER',
      });
    });
  }

  /** The buyer's price, accepted. */
  async accept(owner: UserRow, id: string): Promise<LeadThread> {
    return this.asOwner(owner, id, async (tx, locked, now) => {
      if (!ownerMoves(stateOf(locked.lead), locked.domain.sold, now).accept)
        throw this.ownerRefusal(locked, now, 'accept');
      return this.move(tx, locked, {
        changes: { status: LeadStatus.ACCEPTED, agreedAmount: locked.lead.currentAmount },
        message: {
          sender: LeadSender.OWNER,
          kind: LeadMessageKind.ACCEPT,
          amount: locked.lead.currentAmount,
        },
        tell: 'BUYER',
      });
    });
  }

  async decline(owner: UserRow, id: string, message?: string): Promise<LeadThread> {
    return this.asOwner(owner, id, async (tx, locked, now) => {
      if (!ownerMoves(stateOf(locked.lead), locked.domain.sold, now).decline)
        throw this.ownerRefusal(locked, now, 'decline');
      return this.move(tx, locked, {
        changes: { status: LeadStatus.DECLINED },
        message: {
          sender: LeadSender.OWNER,
          kind: LeadMessageKind.DECLINE,
          message: message ?? null,
        },
        tell: 'BUYER',
      });
    });
  }

  /** Runs an owner's move on their lead under its lock, and answers the thread after it. */
  private async asOwner(
    owner: UserRow,
    id: string,
    run: (tx: DbExecutor, locked: Locked, now: Date) => Promise<LeadRow>,
  ): Promise<LeadThread> {
    const { lead, domain } = await this.unitOfWork.run(async (tx) => {
      const row = await this.leads.lockOwned(tx, owner.id, id);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND);
      const locked = await this.lockedParts(tx, row, owner);
      const now = new Date();
      const settled = await this.settle(tx, locked, now);
      return { lead: await run(tx, settled, now), domain: locked.domain };
    });
    this.outbox.kick();
    this.events.kick();
    return this.ownerView(lead, domain, owner, await this.messages.of(lead.id), new Date());
  }

  private ownerRefusal(locked: Locked, now: Date, move: string): AppError {
    const status = currentStatus(stateOf(locked.lead), now);
    if (locked.domain.sold)
      return new AppError(ErrorCode.DOMAIN_SOLD, {
        vars: { domain: unicodeName(locked.domain.name) },
      });
    if (status === LeadStatus.DECLINED || status === LeadStatus.SOLD)
      return refused('This conversation has ended: nothing more can be sent in it.');
    if (move === 'counter') return refused('A price has been agreed: there is nothing to counter.');
    if (move === 'accept')
      return refused(
        locked.lead.currentBy === 'BUYER'
          ? 'This offer has already been answered.'
          : 'There is no price from the buyer to accept: reply or counter instead.',
      );
    return refused('This conversation has changed. Reload it to see where it stands.');
  }

  // ---- The buyer's side ----------------------------------------------------------------

  /** The buyer's view of their thread; a token this server did not make is a 404. */
  async offer(token: string, now = new Date()): Promise<BuyerOffer> {
    const found = await this.byToken(token);
    if (!found) throw new AppError(ErrorCode.NOT_FOUND);
    return this.buyerView(found, await this.messages.of(found.lead.id), now);
  }

  /**
   * The offer page's data on an owner's site: the thread, when the token is one of this
   * owner's threads; null for anything else (a forged token, another owner's thread).
   */
  async offerOnSite(username: string, token: string): Promise<BuyerOffer | null> {
    const found = await this.byToken(token);
    if (!found || found.owner.username !== username) return null;
    return this.buyerView(found, await this.messages.of(found.lead.id), new Date());
  }

  /** The thread a token names, with its domain and active owner; null for anything else. */
  private async byToken(token: string): Promise<Locked | null> {
    const leadId = leadIdOfToken(this.config.APP_SECRET!, token);
    const lead = leadId ? await this.leads.findVisible(leadId) : null;
    const parts = lead ? await this.parts(lead) : null;
    return lead && parts ? { lead, ...parts } : null;
  }

  private buyerView(
    { lead, domain, owner }: Locked,
    messages: LeadMessageRow[],
    now: Date,
  ): BuyerOffer {
    const moves = buyerMoves(stateOf(lead), domain.sold, now);
    const status = currentStatus(stateOf(lead), now);
    return toBuyerOffer(
      lead,
      domain,
      {
        seller: sellerName(owner),
        messages,
        can: {
          ...moves,
          checkout:
            status === LeadStatus.ACCEPTED &&
            lead.agreedAmount !== null &&
            !domain.sold &&
            this.checkouts.available !== null,
        },
        countersLeft: countersLeft(lead),
        landingUrl: `${ownerSiteUrl(this.config.APP_URL, owner.username)}/${encodeURIComponent(domain.name)}`,
      },
      now,
    );
  }

  async buyerAccept(token: string): Promise<BuyerOffer> {
    return this.asBuyer(token, async (tx, locked, now) => {
      if (!buyerMoves(stateOf(locked.lead), locked.domain.sold, now).accept)
        throw this.buyerRefusal(locked, now, 'accept');
      return this.move(tx, locked, {
        changes: { status: LeadStatus.ACCEPTED, agreedAmount: locked.lead.currentAmount },
        message: {
          sender: LeadSender.BUYER,
          kind: LeadMessageKind.ACCEPT,
          amount: locked.lead.currentAmount,
        },
        tell: 'OWNER',
      });
    });
  }

  async buyerCounter(token: string, amount: number, message?: string): Promise<BuyerOffer> {
    return this.asBuyer(token, async (tx, locked, now) => {
      const { lead } = locked;
      if (!buyerMoves(stateOf(lead), locked.domain.sold, now).counter)
        throw this.buyerRefusal(locked, now, 'counter');
      const ownerCounter = lead.currentBy === 'OWNER' ? money(lead.currentAmount) : null;
      const answer = this.answerBelowFloor(amount, locked.domain, locked.owner, ownerCounter);
      const tellOwner = !answer || locked.owner.notifyBelowFloor;
      const countered = await this.move(tx, locked, {
        changes: {
          status: LeadStatus.NEW,
          currentAmount: amount.toFixed(2),
          currentBy: 'BUYER',
          counterExpiresAt: null,
          buyerCounters: lead.buyerCounters + 1,
          autoAnswered: false,
        },
        message: {
          sender: LeadSender.BUYER,
          kind: LeadMessageKind.COUNTER,
          amount: amount.toFixed(2),
          message: message ?? null,
        },
        tell: null,
        sentTo: tellOwner ? locked.owner.email : null,
      });
      const next = { ...locked, lead: countered };
      if (answer) await this.answerAutomatically(tx, next, answer);
      if (tellOwner) await this.tellOwner(tx, next, 'COUNTER', amount, message ?? null);
      return (await this.leads.lockVisible(tx, lead.id))!;
    });
  }

  async buyerDecline(token: string, message?: string): Promise<BuyerOffer> {
    return this.asBuyer(token, async (tx, locked, now) => {
      if (!buyerMoves(stateOf(locked.lead), locked.domain.sold, now).decline)
        throw this.buyerRefusal(locked, now, 'decline');
      return this.move(tx, locked, {
        changes: { status: LeadStatus.DECLINED },
        message: {
          sender: LeadSender.BUYER,
          kind: LeadMessageKind.DECLINE,
          message: message ?? null,
        },
        tell: 'OWNER',
      });
    });
  }

  /** The buyer confirms their email: the owner hears of the offer now (once). */
  async verify(token: string): Promise<BuyerOffer> {
    return this.asBuyer(token, async (tx, locked) => {
      const { lead } = locked;
      if (!lead.needsVerification || lead.verifiedAt !== null) return lead;
      const verified = await this.move(tx, locked, {
        changes: { verifiedAt: new Date() },
        message: { sender: LeadSender.BUYER, kind: LeadMessageKind.VERIFY },
        tell: null,
        keepActivity: true,
      });
      // An offer answered below the floor reaches the owner only if they asked for those.
      if (!verified.autoAnswered || locked.owner.notifyBelowFloor)
        await this.notifier.newLead(tx, locked.owner, locked.domain, verified);
      return verified;
    });
  }

  /** Escrow.com's page where the buyer pays the agreed price. */
  async checkout(request: Request, token: string): Promise<string> {
    const found = await this.byToken(token);
    if (!found) throw new AppError(ErrorCode.NOT_FOUND);
    const checkout = this.checkouts.available;
    if (!checkout)
      throw new AppError(ErrorCode.INTEGRATION_NOT_CONFIGURED, {
        vars: { integration: 'Instant checkout (escrow)' },
      });
    const { lead, domain } = found;
    const agreed = money(lead.agreedAmount);
    if (
      currentStatus(stateOf(lead), new Date()) !== LeadStatus.ACCEPTED ||
      agreed === null ||
      domain.sold
    )
      throw refused(
        domain.sold
          ? `${unicodeName(domain.name)} has been sold.`
          : 'There is no agreed price to pay yet.',
      );
    return checkout.startAgreed(request, {
      leadId: lead.id,
      domainId: lead.domainId,
      ownerId: lead.ownerId,
      email: lead.email,
      amount: agreed,
    });
  }

  private async asBuyer(
    token: string,
    run: (tx: DbExecutor, locked: Locked, now: Date) => Promise<LeadRow>,
  ): Promise<BuyerOffer> {
    const leadId = leadIdOfToken(this.config.APP_SECRET!, token);
    if (!leadId) throw new AppError(ErrorCode.NOT_FOUND);
    const { lead, domain, owner } = await this.unitOfWork.run(async (tx) => {
      const row = await this.leads.lockVisible(tx, leadId);
      const owner = row ? await this.users.findById(row.ownerId, tx) : null;
      if (!row || !owner || owner.disabledAt !== null) throw new AppError(ErrorCode.NOT_FOUND);
      const locked = await this.lockedParts(tx, row, owner);
      const now = new Date();
      const settled = await this.settle(tx, locked, now);
      return { lead: await run(tx, settled, now), domain: locked.domain, owner };
    });
    this.outbox.kick();
    this.events.kick();
    return this.buyerView({ lead, domain, owner }, await this.messages.of(lead.id), new Date());
  }

  private buyerRefusal(locked: Locked, now: Date, move: string): AppError {
    const status = currentStatus(stateOf(locked.lead), now);
    if (locked.domain.sold)
      return new AppError(ErrorCode.DOMAIN_SOLD, {
        vars: { domain: unicodeName(locked.domain.name) },
      });
    if (status === LeadStatus.DECLINED || status === LeadStatus.SOLD)
      return refused('This conversation has ended. You can make a new offer on the domain’s page.');
    if (status === LeadStatus.ACCEPTED) return refused('A price has already been agreed.');
    if (move === 'accept')
      return refused(
        status === LeadStatus.EXPIRED
          ? 'This counteroffer has expired. You can make a new counteroffer instead.'
          : 'There is no counteroffer from the owner to accept.',
      );
    if (move === 'counter')
      return refused(
        countersLeft(locked.lead) === 0
          ? 'You have made all the counteroffers this conversation allows.'
          : 'The owner has not answered your last offer yet.',
      );
    return refused('This conversation has changed. Reload the page to see where it stands.');
  }

  // ---- Shared steps --------------------------------------------------------------------

  private async lockedParts(tx: DbExecutor, lead: LeadRow, owner: UserRow): Promise<Locked> {
    const domain = await this.domains.findById(lead.domainId, tx);
    if (!domain) throw new AppError(ErrorCode.NOT_FOUND);
    return { lead, domain, owner };
  }

  /** The lead's domain and owner, for a read; null when either is gone or disabled. */
  private async parts(lead: LeadRow): Promise<{ domain: DomainRow; owner: UserRow } | null> {
    const [domain, owner] = await Promise.all([
      this.domains.findById(lead.domainId),
      this.users.findById(lead.ownerId),
    ]);
    return domain && owner && owner.disabledAt === null ? { domain, owner } : null;
  }

  /** A counter past its expiry is recorded as expired before any move is made on it. */
  private async settle(tx: DbExecutor, locked: Locked, now: Date): Promise<Locked> {
    const { lead } = locked;
    if (lead.status !== LeadStatus.COUNTERED || currentStatus(stateOf(lead), now) !== 'EXPIRED')
      return locked;
    await this.messages.insert(tx, {
      leadId: lead.id,
      ownerId: lead.ownerId,
      sender: LeadSender.AUTOMATIC,
      kind: LeadMessageKind.EXPIRE,
      amount: lead.currentAmount,
      createdAt: lead.counterExpiresAt!,
    });
    const expired = await this.leads.updateThread(tx, lead.id, { status: LeadStatus.EXPIRED });
    return { ...locked, lead: expired };
  }

  /**
   * One move: the lead's new state and its message in the caller's transaction, and the other
   * side's email (`tell`) through the outbox. Answers the lead as it is after the move.
   */
  private async move(
    tx: DbExecutor,
    locked: Locked,
    step: {
      changes: ThreadChanges;
      message: Partial<Pick<LeadMessageRow, 'message' | 'amount' | 'expiresAt'>> &
        Pick<LeadMessageRow, 'sender' | 'kind'>;
      tell: 'BUYER' | 'OWNER' | null;
      /** The address the step goes to when the caller sends its email itself. */
      sentTo?: string | null;
      keepActivity?: boolean;
    },
  ): Promise<LeadRow> {
    const now = new Date();
    const { lead } = locked;
    const updated = await this.leads.updateThread(tx, lead.id, {
      ...step.changes,
      ...(step.keepActivity ? {} : { lastActivityAt: now }),
    });
    const message = step.message.message?.trim() || null;
    const sentTo =
      step.tell === 'BUYER'
        ? lead.email
        : step.tell === 'OWNER'
          ? locked.owner.email
          : (step.sentTo ?? null);
    await this.messages.insert(tx, {
      leadId: lead.id,
      ownerId: lead.ownerId,
      sender: step.message.sender,
      kind: step.message.kind,
      message,
      amount: step.message.amount ?? null,
      expiresAt: step.message.expiresAt ?? null,
      sentTo,
      createdAt: now,
    });
    const next = { ...locked, lead: updated };
    if (step.tell === 'BUYER') await this.tellBuyer(tx, next, step.message.kind, message);
    if (step.tell === 'OWNER')
      await this.tellOwner(
        tx,
        next,
        step.message.kind as 'ACCEPT' | 'DECLINE',
        money(step.message.amount ?? null),
        message,
      );
    return updated;
  }

  private async tellBuyer(
    tx: DbExecutor,
    { lead, domain, owner }: Locked,
    kind: string,
    message: string | null,
  ): Promise<void> {
    const answer: OfferAnswerInput['kind'] =
      kind === LeadMessageKind.COUNTER
        ? 'COUNTER'
        : kind === LeadMessageKind.ACCEPT
          ? 'ACCEPT'
          : kind === LeadMessageKind.DECLINE
            ? 'DECLINE'
            : 'MESSAGE';
    const expires =
      answer === 'COUNTER' && lead.counterExpiresAt
        ? new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
            lead.counterExpiresAt,
          )
        : null;
    await this.outbox.enqueue(tx, {
      kind: 'OFFER_ANSWER',
      to: lead.email,
      secret: true,
      ...this.templates.offerAnswered({
        buyerName: lead.name,
        domain: unicodeName(domain.name),
        seller: sellerName(owner),
        kind: answer,
        message,
        amount: money(answer === 'ACCEPT' ? lead.agreedAmount : lead.currentAmount),
        expires,
        checkout: answer === 'ACCEPT' && this.checkouts.available !== null,
        offerUrl: this.offerUrl(owner, lead.id),
      }),
    });
  }

  private async tellOwner(
    tx: DbExecutor,
    { lead, domain, owner }: Locked,
    kind: 'ACCEPT' | 'COUNTER' | 'DECLINE',
    amount: number | null,
    message: string | null,
  ): Promise<void> {
    await this.events.record(tx, owner.id, {
      type: 'offer.answered',
      payload: {
        leadId: lead.id,
        domain: unicodeName(domain.name),
        answer: kind,
        amount,
        buyerName: lead.name,
      },
    });
    if (!(await this.emailPreferences.wantsEmail(tx, owner.id, 'offer.answered'))) return;
    await this.outbox.enqueue(tx, {
      kind: 'OFFER_UPDATE',
      to: owner.email,
      ...this.templates.buyerAnswered({
        displayName: owner.displayName,
        domain: unicodeName(domain.name),
        buyerName: lead.name,
        kind,
        amount,
        message,
        leadId: lead.id,
        checkout: this.checkouts.available !== null,
      }),
    });
  }

  /** The domain was sold to this lead's buyer: the thread ends as Sold (once). */
  async markSold(tx: DbExecutor, lead: LeadRow): Promise<void> {
    if (lead.status === LeadStatus.SOLD) return;
    await this.leads.updateThread(tx, lead.id, {
      status: LeadStatus.SOLD,
      agreedAmount: lead.agreedAmount ?? lead.currentAmount,
      lastActivityAt: new Date(),
    });
    await this.messages.insert(tx, {
      leadId: lead.id,
      ownerId: lead.ownerId,
      sender: LeadSender.AUTOMATIC,
      kind: LeadMessageKind.SOLD,
      amount: lead.agreedAmount ?? lead.currentAmount,
    });
  }

  /** An escrow purchase of this lead completed (Escrow.com's module calls it in the sale's tx). */
  async soldThrough(tx: DbExecutor, leadId: string): Promise<void> {
    const lead = await this.leads.lockVisible(tx, leadId);
    if (lead) await this.markSold(tx, lead);
  }
}
