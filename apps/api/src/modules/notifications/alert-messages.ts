import {
  ALERT_EVENT_LABELS,
  PRODUCT_NAME,
  formatCurrency,
  type DeliveredEvent,
} from '@domainfolio/contracts';
import type { ExpiringDomainFact, OwnerEvent } from '../../common/events/owner-events';

/**
 * One alert, written once for every channel: a title, a few plain lines, the dashboard page it
 * concerns, and the event's facts for a webhook's JSON. Every alert about a domain names it in
 * its title, so a phone's notification alone says which name needs the owner.
 */
export interface RenderedAlert {
  event: DeliveredEvent;
  title: string;
  lines: string[];
  /** The dashboard page where the owner acts on it. */
  url: string;
  /** The label of a link or button to `url`. */
  action: string;
  /** The domain it is about, when one. */
  domain: string | null;
  /** What a webhook receives as `data`. */
  data: Record<string, unknown>;
}

const money = (value: number | null) => (value === null ? null : formatCurrency(value));
const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function daysText(daysLeft: number): string {
  if (daysLeft <= 0) return 'today';
  if (daysLeft === 1) return 'tomorrow';
  return `in ${daysLeft} days`;
}

function expiringLine(fact: ExpiringDomainFact): string {
  const renewal = money(fact.renewalCost);
  const parts = [`${fact.domain} expires ${daysText(fact.daysLeft)} (${fact.expiration})`];
  if (renewal) parts.push(`renewal ${renewal}`);
  if (fact.registrar) parts.push(`at ${fact.registrar}`);
  return parts.join(', ');
}

/** Dashboard addresses, from APP_URL: never from a request. */
export class AlertLinks {
  constructor(private readonly appUrl: string) {}

  lead(leadId: string): string {
    return `${this.appUrl}/dashboard/leads/${encodeURIComponent(leadId)}`;
  }
  domain(name: string): string {
    return `${this.appUrl}/dashboard/domains/${encodeURIComponent(name)}`;
  }
  expirations(): string {
    return `${this.appUrl}/dashboard/expirations`;
  }
  sales(): string {
    return `${this.appUrl}/dashboard/sales`;
  }
  domains(): string {
    return `${this.appUrl}/dashboard/domains`;
  }
  dashboard(): string {
    return `${this.appUrl}/dashboard`;
  }
  settings(): string {
    return `${this.appUrl}/dashboard/account#notifications`;
  }
}

export function renderAlert(event: OwnerEvent, links: AlertLinks): RenderedAlert {
  const data = event.payload as unknown as Record<string, unknown>;
  switch (event.type) {
    case 'lead.received': {
      const p = event.payload;
      const amount = money(p.amount);
      const title = p.buyNow
        ? `Buy It Now on ${p.domain}: ${amount ?? 'at your price'} from ${p.buyerName}`
        : amount
          ? `New offer on ${p.domain}: ${amount} from ${p.buyerName}`
          : `New inquiry about ${p.domain} from ${p.buyerName}`;
      return {
        event: event.type,
        title,
        lines: [
          amount
            ? `${p.buyerName} offers ${amount} for ${p.domain}.`
            : `${p.buyerName} asks about ${p.domain}.`,
        ],
        url: links.lead(p.leadId),
        action: 'Open the lead',
        domain: p.domain,
        data,
      };
    }
    case 'offer.answered': {
      const p = event.payload;
      const amount = money(p.amount);
      const what = {
        ACCEPT: `accepted ${amount ?? 'your price'}`,
        COUNTER: `countered with ${amount ?? 'a new price'}`,
        DECLINE: 'declined',
        MESSAGE: 'replied',
      }[p.answer];
      return {
        event: event.type,
        title: `${p.buyerName} ${what} on ${p.domain}`,
        lines: [
          p.answer === 'ACCEPT'
            ? `${p.buyerName} accepted ${amount ?? 'your price'} for ${p.domain}. Payment and the transfer come next.`
            : `${p.buyerName} ${what} on ${p.domain}.`,
        ],
        url: links.lead(p.leadId),
        action: 'Open the thread',
        domain: p.domain,
        data,
      };
    }
    case 'domain.expiring': {
      const p = event.payload;
      const first = p.domains[0]!;
      if (p.domains.length === 1 && !p.digest)
        return {
          event: event.type,
          title: `${first.domain} expires ${daysText(first.daysLeft)}`,
          lines: [expiringLine(first)],
          url: links.domain(first.domain),
          action: 'Open the domain',
          domain: first.domain,
          data,
        };
      const total = p.domains.reduce((sum, d) => sum + (d.renewalCost ?? 0), 0);
      const names = p.domains.map((d) => d.domain);
      return {
        event: event.type,
        title:
          p.domains.length === 1
            ? `${first.domain} expires ${daysText(first.daysLeft)}`
            : `${plural(p.domains.length, 'domain')} expiring soon: ${names.slice(0, 3).join(', ')}${names.length > 3 ? ', …' : ''}`,
        lines: [
          ...p.domains.map(expiringLine),
          ...(total > 0 ? [`Renewal total: ${formatCurrency(total)}.`] : []),
        ],
        url: p.domains.length === 1 ? links.domain(first.domain) : links.expirations(),
        action: p.domains.length === 1 ? 'Open the domain' : 'Open expirations',
        domain: p.domains.length === 1 ? first.domain : null,
        data,
      };
    }
    case 'domain.sold': {
      const p = event.payload;
      const price = money(p.price);
      return {
        event: event.type,
        title: `${p.domain} sold${price ? ` for ${price}` : ''}`,
        lines: [
          `${p.domain} is recorded as sold${price ? ` for ${price}` : ''}${p.venue ? ` (${p.venue})` : ''}.`,
        ],
        url: links.sales(),
        action: 'Open sales',
        domain: p.domain,
        data,
      };
    }
    case 'domain.registry_changed': {
      const p = event.payload;
      const where = p.source === 'registry' ? 'its registry' : p.source;
      const say: Record<typeof p.change, [string, string]> = {
        renewed: [
          `${p.domain} was renewed until ${p.to}`,
          `${where} shows ${p.domain} renewed: it now expires on ${p.to}${p.from ? ` (was ${p.from})` : ''}.`,
        ],
        transferred: [
          `${p.domain} moved to ${p.to ?? 'another registrar'}`,
          `${where} shows ${p.domain} at ${p.to ?? 'another registrar'}${p.from ? `, no longer at ${p.from}` : ''}. If you did not move it, check the domain now.`,
        ],
        at_risk: [
          `${p.domain} is at risk: ${p.to}`,
          `${where} shows ${p.domain} with the status ${p.to}: the name may stop working or be deleted. Renew or restore it at your registrar.`,
        ],
        gone: [
          `${p.domain} is no longer in its registry`,
          `The registry no longer holds ${p.domain}: it was deleted or has expired for good.`,
        ],
        left_registrar: [
          `${p.domain} is not at ${p.source} any more`,
          `Your ${p.source} account no longer lists ${p.domain}: it was moved to another account or registrar, or it expired.`,
        ],
      };
      const [title, line] = say[p.change];
      return {
        event: event.type,
        title,
        lines: [line],
        url: links.domain(p.domain),
        action: 'Open the domain',
        domain: p.domain,
        data,
      };
    }
    case 'import.finished': {
      const p = event.payload;
      return {
        event: event.type,
        title: `Import finished: ${plural(p.created, 'domain')} added, ${p.updated.toLocaleString('en-US')} updated`,
        lines: [
          `${plural(p.created, 'domain')} added, ${p.updated.toLocaleString('en-US')} updated, ${p.rejected.toLocaleString('en-US')} not imported.`,
        ],
        url: links.domains(),
        action: 'Open your domains',
        domain: null,
        data,
      };
    }
    case 'summary.weekly': {
      const p = event.payload;
      return {
        event: event.type,
        title: `Your week on ${PRODUCT_NAME}: ${plural(p.leads, 'lead')}, ${plural(p.views, 'view')}, ${plural(p.sales, 'sale')}`,
        lines: [
          `${p.from} to ${p.to}: ${plural(p.leads, 'new lead')}, ${plural(p.views, 'landing page view')}, ${plural(p.sales, 'sale')}${p.sales > 0 ? ` (${formatCurrency(p.salesRevenue)})` : ''}.`,
          p.expiringNext30Days > 0
            ? `${plural(p.expiringNext30Days, 'domain')} expire in the next 30 days; renewing them costs ${formatCurrency(p.renewalCostNext30Days)}.`
            : 'No domain expires in the next 30 days.',
        ],
        url: links.dashboard(),
        action: 'Open the dashboard',
        domain: null,
        data,
      };
    }
  }
}

/** What "Send a test" sends. */
export function renderTestAlert(links: AlertLinks, channelName: string): RenderedAlert {
  return {
    event: 'test',
    title: `Test from ${PRODUCT_NAME}: ${channelName} works`,
    lines: [
      `This is a test of your “${channelName}” channel. Alerts you route to it will arrive like this.`,
    ],
    url: links.settings(),
    action: 'Open notification settings',
    domain: null,
    data: { channel: channelName },
  };
}

export function eventLabel(event: DeliveredEvent): string {
  return event === 'test' ? 'Test' : ALERT_EVENT_LABELS[event];
}
