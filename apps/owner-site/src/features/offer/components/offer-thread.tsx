import { LeadMessageKind, LeadSender, type BuyerOffer } from '@domainfolio/contracts';
import { Badge, classNames } from '@domainfolio/ui';
import { formatOfferTime, messageWords, senderWords } from '../lib/offer-words';

/** The negotiation so far, oldest message first: who wrote it, when, and what it did. */
export function OfferThread({ offer }: { offer: BuyerOffer }) {
  // Oldest first, as the API sends them; sorted again so the page never depends on it.
  const messages = [...offer.messages].sort(
    (a, b) => Date.parse(a.createdDate) - Date.parse(b.createdDate),
  );
  return (
    <section aria-labelledby="offer-thread-heading">
      <h2 id="offer-thread-heading" className="text-lg font-semibold text-gray-900">
        Messages
      </h2>
      {messages.length === 0 ? (
        <p className="mt-4 text-sm text-gray-600">No messages yet.</p>
      ) : (
        <ol aria-labelledby="offer-thread-heading" className="mt-4 space-y-4">
          {messages.map((message) => {
            const who = senderWords(message, offer.seller);
            const words = messageWords(message);
            const mine = message.sender === LeadSender.BUYER;
            return (
              <li
                key={message._id}
                className={classNames(
                  'rounded-lg p-4 ring-1 ring-inset',
                  mine
                    ? 'bg-indigo-50 ring-indigo-100 sm:ml-12'
                    : 'bg-white ring-gray-200 sm:mr-12',
                )}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <p className="flex min-w-0 flex-wrap items-center gap-x-2 text-sm font-semibold break-words text-gray-900">
                    {who.name}
                    {who.automatic && <Badge color="gray">Sent automatically</Badge>}
                  </p>
                  <time dateTime={message.createdDate} className="text-xs text-gray-600">
                    {formatOfferTime(message.createdDate)}
                  </time>
                </div>
                {words && (
                  <p className="mt-2 text-base font-medium text-gray-900 tabular-nums">{words}</p>
                )}
                {message.kind === LeadMessageKind.COUNTER &&
                  message.sender !== LeadSender.BUYER &&
                  message.expiresAt && (
                    <p className="mt-1 text-sm text-gray-600">
                      Open until {formatOfferTime(message.expiresAt)}
                    </p>
                  )}
                {message.message && (
                  <p className="mt-2 text-sm whitespace-pre-line break-words text-gray-700">
                    {message.message}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
