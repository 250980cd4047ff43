import { Injectable, Logger } from '@nestjs/common';
import { Interval, localDate, periodRange, planLimitsOf } from '@domainfolio/contracts';
import { OwnerEvents } from '../../common/events/owner-events';
import type { DbExecutor } from '../../database/database';
import type { DomainRow, LeadRow } from '../../database/schema';
import { unicodeName } from '../domains/domains.mapper';
import { EmailOutbox } from '../emails/email-outbox.service';
import { EmailTemplates } from '../emails/email-templates';
import { UsersService } from '../users/users.service';
import { LeadsRepository } from './leads.repository';
import { OwnerEmailPreferences } from './owner-email-preferences';

/** The owner a new lead is for, as its email needs them. */
export interface NotifiedOwner {
  id: string;
  username: string;
  displayName: string;
  email: string;
  planType: string;
  timeZone: string;
}

/** 'yyyy-MM' and 'November 2026' of the month `date` falls in, in `timeZone`. */
function monthOf(date: Date, timeZone: string): { key: string; label: string } {
  const label = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'long' });
  return { key: localDate(date, timeZone).slice(0, 7), label: label.format(date) };
}

/**
 * Tells an owner of a new lead, in the caller's transaction: the lead's email within the plan's
 * monthly lead limit, past it one "limit reached" email a month (the lead is kept either way).
 * Used when a lead arrives, or when its buyer confirms it (verified buyers).
 */
@Injectable()
export class LeadNotifier {
  private readonly logger = new Logger(LeadNotifier.name);

  constructor(
    private readonly repository: LeadsRepository,
    private readonly users: UsersService,
    private readonly outbox: EmailOutbox,
    private readonly templates: EmailTemplates,
    private readonly events: OwnerEvents,
    private readonly emailPreferences: OwnerEmailPreferences,
  ) {}

  async newLead(
    tx: DbExecutor,
    owner: NotifiedOwner,
    domain: Pick<DomainRow, 'name' | 'sellingPrice'>,
    lead: Pick<LeadRow, 'id' | 'kind' | 'name' | 'email' | 'phone' | 'offer' | 'message'>,
  ): Promise<void> {
    // The owner's row is locked first: the event's insert takes a key-share lock on it (its
    // foreign key), and two leads each holding that and then asking for this lock would
    // deadlock. The plan is read under the lock, not as the owner was read before it.
    const plan = (await this.users.lockForUpdate(tx, owner.id)) ?? owner.planType;
    // Every channel hears of it (the monthly limit below is the email's alone).
    await this.events.record(tx, owner.id, {
      type: 'lead.received',
      payload: {
        leadId: lead.id,
        domain: unicodeName(domain.name),
        amount: lead.offer === null ? null : Number(lead.offer),
        buyerName: lead.name,
        buyNow: lead.kind === 'BUY_NOW',
      },
    });
    if (!(await this.emailPreferences.wantsEmail(tx, owner.id, 'lead.received'))) return;
    const now = new Date();
    const { start, end } = periodRange(Interval.MONTH, now, owner.timeZone);
    const limit = planLimitsOf(plan).leadsPerMonth;
    const thisMonth = await this.repository.countVisibleBetween(owner.id, start, end, tx);
    if (thisMonth <= limit) {
      await this.outbox.enqueue(tx, {
        kind: 'LEAD',
        to: owner.email,
        replyTo: lead.email,
        ...this.templates.leadReceived({
          displayName: owner.displayName,
          domain: unicodeName(domain.name),
          kind: lead.kind as 'INQUIRY' | 'OFFER' | 'BUY_NOW',
          name: lead.name,
          email: lead.email,
          phone: lead.phone,
          offer: lead.offer === null ? null : Number(lead.offer),
          price: domain.sellingPrice === null ? null : Number(domain.sellingPrice),
          message: lead.message,
          leadId: lead.id,
        }),
      });
      return;
    }
    const month = monthOf(now, owner.timeZone);
    if (await this.users.claimLeadLimitNotice(tx, owner.id, month.key)) {
      this.logger.log(`Owner ${owner.username} passed the monthly lead limit (${limit})`);
      await this.outbox.enqueue(tx, {
        kind: 'LEAD_LIMIT',
        to: owner.email,
        ...this.templates.leadLimitReached({
          displayName: owner.displayName,
          limit,
          month: month.label,
        }),
      });
    }
  }
}
