import ical, { ICalAlarmType, ICalCalendarMethod } from 'ical-generator';
import { PRODUCT_NAME, formatCurrency } from '@domainfolio/contracts';
import type { ReminderCandidate } from '../domains/reminder-candidate';
import { unicodeName } from '../domains/domains.mapper';
import type { AlertLinks } from './alert-messages';
import { addDays } from './expiry-windows';

/**
 * The alarm: 9:00 in the morning (the subscriber's time) a week before the expiration. A
 * trigger before an all-day event counts back from its midnight: 7 days less 9 hours.
 */
const ALARM_BEFORE_SECONDS = 7 * 86_400 - 9 * 3_600;

/**
 * An owner's expirations as an iCalendar (RFC 5545) feed: one all-day event per unsold domain
 * on its expiration date, with the renewal cost and registrar, a link to the domain's page and
 * a display alarm. Its UID stays the same for a domain and date, so a calendar that refreshes
 * the feed updates events in place, and a renewal moves the event (a new date, a new UID: the
 * old one is gone from the feed).
 */
export function calendarFeed(
  domains: readonly ReminderCandidate[],
  links: AlertLinks,
  hostName: string,
  now: Date,
): string {
  const calendar = ical({
    name: `${PRODUCT_NAME} expirations`,
    description: 'When your domains expire, from your Domainfolio portfolio.',
    prodId: { company: PRODUCT_NAME, product: 'Expirations', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // Calendar apps that honour it refresh hourly (Google refreshes on its own schedule).
    ttl: 3_600,
  });
  for (const domain of domains) {
    const name = unicodeName(domain.name);
    const renewal = domain.renewalCost === null ? null : formatCurrency(Number(domain.renewalCost));
    const details = [
      renewal ? `Renewal: ${renewal}` : 'Renewal cost not recorded',
      domain.registrar ? `Registrar: ${domain.registrar}` : null,
      domain.remindersMuted ? 'You chose to let it expire.' : null,
      links.domain(domain.name),
    ].filter((line): line is string => line !== null);
    calendar.createEvent({
      id: `${domain.id}-${domain.expiration}@${hostName}`,
      stamp: now,
      start: new Date(`${domain.expiration}T00:00:00Z`),
      end: new Date(`${addDays(domain.expiration, 1)}T00:00:00Z`),
      allDay: true,
      summary: `${name} expires${renewal ? ` (renewal ${renewal})` : ''}`,
      description: details.join('\n'),
      url: links.domain(domain.name),
      // A name the owner lets go needs no alarm.
      alarms: domain.remindersMuted
        ? []
        : [
            {
              type: ICalAlarmType.display,
              trigger: ALARM_BEFORE_SECONDS,
              description: `${name} expires in 7 days${renewal ? `; renewal ${renewal}` : ''}`,
            },
          ],
    });
  }
  return calendar.toString();
}
