import {
  Layout,
  formatCurrencyShort,
  formatCurrencyWhole,
  type PublicDomain,
} from '@domainfolio/contracts';
import { classNames } from '../lib/class-names';
import { Badge } from '../feedback/badge';
import { AppLink } from '../navigation/app-link';
import { MAKE_AN_OFFER, visiblePrice } from './domain-price';

export type DomainCardDomain = Pick<
  PublicDomain,
  'name' | 'unicodeName' | 'description' | 'sellingPrice' | 'priceHidden' | 'buyItNow'
>;

export interface DomainCardProps {
  domain: DomainCardDomain;
  layout?: Layout;
  /** Where the card leads: the domain's landing page. */
  href: string;
  target?: '_blank' | '_self';
}

const CARD_LINK =
  'group block h-full rounded-lg border border-gray-200 bg-white shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * A domain for sale, as a link to its landing page. The slim card (the default) is one line
 * with an abbreviated price; the full card adds the description and the whole-dollar price.
 */
export function DomainCard({ domain, layout = Layout.SLIM_CARD, href, target }: DomainCardProps) {
  const price = visiblePrice(domain);
  const slim = layout !== Layout.CARD;
  const priceText =
    price === null ? MAKE_AN_OFFER : slim ? formatCurrencyShort(price) : formatCurrencyWhole(price);
  const priceElement = (
    <span
      data-testid="domain-price"
      className={classNames(
        'shrink-0 whitespace-nowrap',
        price === null
          ? 'text-sm font-medium text-indigo-600'
          : 'font-semibold text-gray-900 tabular-nums',
        price !== null && (slim ? 'text-sm' : 'text-lg'),
      )}
    >
      {priceText}
    </span>
  );
  const buyNow = domain.buyItNow && price !== null && <Badge color="green">Buy Now</Badge>;
  const rel = target === '_blank' ? 'noopener noreferrer' : undefined;

  if (slim) {
    return (
      <AppLink
        href={href}
        target={target}
        rel={rel}
        className={classNames(CARD_LINK, 'flex items-center gap-x-3 px-4 py-3')}
      >
        <span
          className="min-w-0 grow truncate font-medium text-gray-900 group-hover:text-indigo-600"
          title={domain.unicodeName}
        >
          {domain.unicodeName}
        </span>
        {buyNow}
        {priceElement}
      </AppLink>
    );
  }

  return (
    <AppLink
      href={href}
      target={target}
      rel={rel}
      className={classNames(CARD_LINK, 'flex flex-col p-5')}
    >
      <span className="text-lg font-semibold break-words text-gray-900 group-hover:text-indigo-600">
        {domain.unicodeName}
      </span>
      {domain.description && (
        <span className="mt-2 line-clamp-3 text-sm text-gray-600">{domain.description}</span>
      )}
      <span className="mt-auto flex items-center justify-between gap-x-3 pt-4">
        {priceElement}
        {buyNow}
      </span>
    </AppLink>
  );
}
