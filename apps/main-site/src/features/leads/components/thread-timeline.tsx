import {
  LeadKind,
  LeadMessageKind,
  LeadSender,
  LeadStatus,
  PRODUCT_NAME,
  formatCurrency,
  type LeadMessage,
  type LeadThread,
} from '@domainfolio/contracts';
import { Badge, classNames } from '@domainfolio/ui';
import {
  ArrowsRightLeftIcon,
  BanknotesIcon,
  BoltIcon,
  ChatBubbleLeftEllipsisIcon,
  CheckIcon,
  ClockIcon,
  ShieldCheckIcon,
  UserIcon,
  XMarkIcon,
} from '@heroicons/react/20/solid';
import type { ComponentType, SVGProps } from 'react';
import { formatDateTime } from '../../../lib/format-date-time';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** Who wrote a message, as the owner reads it; the product writes for the owner by name. */
function senderName(message: LeadMessage, thread: LeadThread): string {
  if (message.kind === LeadMessageKind.EXPIRE) return 'Your counter';
  if (message.kind === LeadMessageKind.SOLD) return thread.unicodeDomain || thread.domain;
  if (message.sender === LeadSender.BUYER) return thread.name;
  if (message.sender === LeadSender.OWNER) return 'You';
  return PRODUCT_NAME;
}

const amount = (message: LeadMessage) =>
  message.amount === null ? '' : ` ${formatCurrency(message.amount)}`;

/** What a message did, after its sender's name: 'offered $1,500.00', 'declined'. */
function actionOf(message: LeadMessage, thread: LeadThread): string {
  switch (message.kind) {
    case LeadMessageKind.OFFER:
      if (thread.kind === LeadKind.BUY_NOW) return `asked to buy it now at${amount(message)}`;
      return message.amount === null ? 'sent an inquiry' : `offered${amount(message)}`;
    case LeadMessageKind.COUNTER:
      return `countered at${amount(message)}`;
    case LeadMessageKind.ACCEPT:
      return `accepted${amount(message)}`;
    case LeadMessageKind.DECLINE:
      return 'declined';
    case LeadMessageKind.EXPIRE:
      return `${message.amount === null ? '' : `of${amount(message)} `}expired unanswered`;
    case LeadMessageKind.SOLD:
      return `was sold to ${thread.name}${message.amount === null ? '' : ` for${amount(message)}`}`;
    case LeadMessageKind.VERIFY:
      return 'confirmed their email address';
    default:
      return message.sender === LeadSender.BUYER ? 'wrote' : 'replied';
  }
}

const KIND_ICONS: Partial<Record<LeadMessageKind, { icon: Icon; className: string }>> = {
  [LeadMessageKind.COUNTER]: { icon: ArrowsRightLeftIcon, className: 'bg-yellow-500' },
  [LeadMessageKind.ACCEPT]: { icon: CheckIcon, className: 'bg-green-500' },
  [LeadMessageKind.DECLINE]: { icon: XMarkIcon, className: 'bg-red-500' },
  [LeadMessageKind.EXPIRE]: { icon: ClockIcon, className: 'bg-gray-400' },
  [LeadMessageKind.SOLD]: { icon: BanknotesIcon, className: 'bg-green-600' },
  [LeadMessageKind.VERIFY]: { icon: ShieldCheckIcon, className: 'bg-green-500' },
};

const SENDER_ICONS: Record<LeadSender, { icon: Icon; className: string }> = {
  [LeadSender.BUYER]: { icon: UserIcon, className: 'bg-gray-400' },
  [LeadSender.OWNER]: { icon: ChatBubbleLeftEllipsisIcon, className: 'bg-indigo-500' },
  [LeadSender.AUTOMATIC]: { icon: BoltIcon, className: 'bg-amber-500' },
};

function MessageIcon({ message }: { message: LeadMessage }) {
  const { icon: Glyph, className } = KIND_ICONS[message.kind] ?? SENDER_ICONS[message.sender];
  return (
    <span
      className={classNames(
        'flex size-8 items-center justify-center rounded-full ring-8 ring-white',
        className,
      )}
    >
      <Glyph aria-hidden="true" className="size-4 text-white" />
    </span>
  );
}

function TimelineItem({
  message,
  thread,
  timeZone,
  last,
}: {
  message: LeadMessage;
  thread: LeadThread;
  timeZone: string | undefined;
  last: boolean;
}) {
  const automatic = message.sender === LeadSender.AUTOMATIC;
  const expires = message.kind === LeadMessageKind.COUNTER ? message.expiresAt : null;
  // Only the counter on the table is open; an earlier one's expiry is history.
  const current =
    expires !== null &&
    thread.status === LeadStatus.COUNTERED &&
    thread.counterExpiresAt === expires;
  return (
    <li>
      <article
        className="relative pb-8"
        aria-label={`${senderName(message, thread)}, ${formatDateTime(message.createdDate, timeZone)}`}
      >
        {!last && (
          <span
            aria-hidden="true"
            className="absolute top-4 left-4 -ml-px h-full w-0.5 bg-gray-200"
          />
        )}
        <div className="relative flex gap-x-3">
          <MessageIcon message={message} />
          <div className="min-w-0 flex-1 pt-1">
            <div className="flex flex-col gap-x-4 gap-y-0.5 sm:flex-row sm:items-baseline sm:justify-between">
              <p className="text-sm text-gray-600">
                <span className="font-semibold text-gray-900">{senderName(message, thread)}</span>{' '}
                {actionOf(message, thread)}
                {automatic && (
                  <>
                    {' '}
                    <Badge color="yellow" className="ml-1 align-middle">
                      Sent automatically
                    </Badge>
                  </>
                )}
              </p>
              <time
                dateTime={message.createdDate}
                className="shrink-0 text-xs whitespace-nowrap text-gray-500"
              >
                {formatDateTime(message.createdDate, timeZone)}
              </time>
            </div>
            {message.message && (
              <p
                className={classNames(
                  'mt-2 rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap text-gray-800 ring-1 ring-inset',
                  message.sender === LeadSender.BUYER
                    ? 'bg-white ring-gray-200'
                    : 'bg-indigo-50/60 ring-indigo-100',
                )}
              >
                {message.message}
              </p>
            )}
            {(expires !== null || message.sentTo) && (
              <p className="mt-1.5 flex flex-wrap gap-x-3 text-xs text-gray-500">
                {expires !== null && (
                  <span>
                    {current ? 'Open until' : 'Set to expire'}{' '}
                    <time dateTime={expires}>{formatDateTime(expires, timeZone)}</time>
                  </span>
                )}
                {message.sentTo && <span>Sent to {message.sentTo}</span>}
              </p>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}

/**
 * The messages to show: the thread's, with the buyer's first message made from the lead itself
 * when the thread does not hold it (a lead from before negotiations were recorded).
 */
export function messagesOf(thread: LeadThread): LeadMessage[] {
  if (thread.messages.some((message) => message.kind === LeadMessageKind.OFFER)) {
    return thread.messages;
  }
  const first: LeadMessage = {
    _id: `${thread._id}-first`,
    sender: LeadSender.BUYER,
    kind: LeadMessageKind.OFFER,
    message: thread.message,
    amount: thread.offer,
    expiresAt: null,
    sentTo: null,
    createdDate: thread.createdDate,
  };
  return [first, ...thread.messages];
}

/** The thread's messages as a timeline, oldest first, times in the owner's zone. */
export function ThreadTimeline({
  thread,
  timeZone,
}: {
  thread: LeadThread;
  timeZone: string | undefined;
}) {
  const messages = messagesOf(thread);
  return (
    <ol aria-label="Messages" className="-mb-8">
      {messages.map((message, index) => (
        <TimelineItem
          key={message._id}
          message={message}
          thread={thread}
          timeZone={timeZone}
          last={index === messages.length - 1}
        />
      ))}
    </ol>
  );
}
