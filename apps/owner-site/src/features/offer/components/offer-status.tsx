import type { BuyerOffer } from '@domainfolio/contracts';
import { Badge, classNames, type BadgeColor } from '@domainfolio/ui';
import { offerStatusWords } from '../lib/offer-words';

const TONE: Record<
  ReturnType<typeof offerStatusWords>['tone'],
  { badge: string; color: BadgeColor; box: string }
> = {
  open: { badge: 'Open', color: 'indigo', box: 'border-gray-200' },
  agreed: { badge: 'Agreed', color: 'green', box: 'border-green-200' },
  closed: { badge: 'Closed', color: 'gray', box: 'border-gray-200' },
};

/** Where the negotiation stands, in one sentence, and what comes next. */
export function OfferStatus({ offer }: { offer: BuyerOffer }) {
  const words = offerStatusWords(offer);
  const tone = TONE[words.tone];
  return (
    <section
      aria-labelledby="offer-status-heading"
      className={classNames('rounded-lg border bg-white p-6 shadow-sm', tone.box)}
    >
      <Badge color={tone.color}>{tone.badge}</Badge>
      <h2
        id="offer-status-heading"
        className="mt-3 text-xl font-semibold text-pretty break-words text-gray-900 sm:text-2xl"
      >
        {words.title}
      </h2>
      {words.detail && <p className="mt-2 text-base text-pretty text-gray-600">{words.detail}</p>}
    </section>
  );
}
