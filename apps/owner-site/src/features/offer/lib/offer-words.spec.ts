import { describe, expect, it } from 'vitest';
import { buyerOffer, leadMessage } from '../../../test/offer-fixtures';
import { formatOfferTime, messageWords, noticeFromQuery, offerStatusWords } from './offer-words';

const closed = { accept: false, counter: false, decline: false, checkout: false };

describe('offer words', () => {
  it('writes times the same way on the server and in any browser, in UTC', () => {
    expect(formatOfferTime('2025-06-09T12:00:00.000Z')).toBe('Jun 9, 2025, 12:00 UTC');
    expect(formatOfferTime('2025-12-31T23:05:00.000Z')).toBe('Dec 31, 2025, 23:05 UTC');
    expect(formatOfferTime('not a date')).toBe('');
  });

  it.each([
    [buyerOffer(), 'The owner countered at $2,000.00, open until Jun 9, 2025, 12:00 UTC'],
    [buyerOffer({ counterExpiresAt: null }), 'The owner countered at $2,000.00'],
    [
      buyerOffer({ status: 'NEW', currentAmount: 1500, currentBy: 'BUYER' }),
      'Your offer of $1,500.00 is with the owner',
    ],
    [
      buyerOffer({
        status: 'NEW',
        currentAmount: 1800,
        currentBy: 'BUYER',
        messages: [leadMessage({ kind: 'COUNTER', amount: 1800 })],
      }),
      'Your counteroffer of $1,800.00 is with the owner',
    ],
    [
      buyerOffer({ status: 'NEW', currentAmount: null, currentBy: null, messages: [] }),
      'Your message is with the owner',
    ],
    [
      buyerOffer({ status: 'NEW', currentAmount: 1500, needsVerification: true }),
      'Confirm your offer of $1,500.00',
    ],
    [
      buyerOffer({
        status: 'ACCEPTED',
        agreedAmount: 2000,
        messages: [leadMessage({ kind: 'ACCEPT', amount: 2000 })],
      }),
      'You accepted $2,000.00',
    ],
    [
      buyerOffer({
        status: 'ACCEPTED',
        agreedAmount: 1500,
        messages: [leadMessage({ sender: 'OWNER', kind: 'ACCEPT', amount: 1500 })],
      }),
      'The owner accepted your offer of $1,500.00',
    ],
    [buyerOffer({ status: 'EXPIRED' }), "The owner's counter of $2,000.00 has expired"],
    [buyerOffer({ status: 'REPLIED' }), 'The owner replied'],
    [buyerOffer({ status: 'DECLINED', can: closed }), 'Declined'],
    [
      buyerOffer({ status: 'SOLD', agreedAmount: 2000, domainSold: true }),
      'Sold to you for $2,000.00',
    ],
    [buyerOffer({ domainSold: true, can: closed }), 'This domain has been sold'],
  ])('says where the thread stands (%#)', (offer, title) => {
    expect(offerStatusWords(offer).title).toBe(title);
  });

  it('says who declined', () => {
    const declined = (sender: 'BUYER' | 'OWNER') =>
      offerStatusWords(
        buyerOffer({ status: 'DECLINED', messages: [leadMessage({ sender, kind: 'DECLINE' })] }),
      ).detail;
    expect(declined('BUYER')).toBe('You ended this negotiation.');
    expect(declined('OWNER')).toBe('The owner declined your offer.');
  });

  it('says what each message did', () => {
    expect(messageWords(leadMessage({ kind: 'OFFER', amount: 10 }))).toBe('Offered $10.00');
    expect(messageWords(leadMessage({ kind: 'OFFER' }))).toBe('Asked about the domain');
    expect(messageWords(leadMessage({ kind: 'EXPIRE', amount: 10 }))).toBe(
      'The counter of $10.00 expired',
    );
    expect(messageWords(leadMessage({ kind: 'VERIFY' }))).toBe('Confirmed the offer');
    expect(messageWords(leadMessage({ kind: 'MESSAGE', message: 'Hi' }))).toBeNull();
  });

  it('reads only the banners it knows from the address', () => {
    expect(noticeFromQuery(new URLSearchParams('done=countered'))?.title).toBe(
      'Your counteroffer was sent',
    );
    for (const done of ['constructor', '__proto__', 'toString', 'nope', ''])
      expect(noticeFromQuery(new URLSearchParams({ done }))).toBeNull();
    const long = noticeFromQuery(new URLSearchParams({ error: 'x'.repeat(1000) }));
    expect(long).toMatchObject({ tone: 'error' });
    expect(long?.message).toHaveLength(300);
  });
});
