import { Injectable } from '@nestjs/common';
import type { DbExecutor } from '../../database/database';

/** The lead events whose email the leads module writes itself (a reply-to, the thread's words). */
export type LeadAlertEvent = 'lead.received' | 'offer.answered';

type Preference = (
  executor: DbExecutor,
  ownerId: string,
  event: LeadAlertEvent,
) => Promise<boolean>;

/**
 * Whether an owner wants a lead event by email. The owner routes events to channels in their
 * notification settings, which the notifications module keeps; that module uses leads (for
 * summaries and to send), so leads cannot import it back and asks here. Until it plugs its
 * answer in (and on an instance without it), every owner gets the email, as before.
 */
@Injectable()
export class OwnerEmailPreferences {
  private preference: Preference | null = null;

  provide(preference: Preference): void {
    this.preference = preference;
  }

  wantsEmail(executor: DbExecutor, ownerId: string, event: LeadAlertEvent): Promise<boolean> {
    return this.preference ? this.preference(executor, ownerId, event) : Promise.resolve(true);
  }
}
