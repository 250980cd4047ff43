import { PRODUCT_NAME, type BuyerOffer } from '@domainfolio/contracts';
import {
  Alert,
  Button,
  EmptyState,
  PageSpinner,
  useDocumentTitle,
  useNotFoundStatus,
  useSiteContext,
} from '@domainfolio/ui';
import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { OwnerFooter } from '../../../components/owner-footer';
import { useRobotsNoindex } from '../../../lib/use-robots-noindex';
import { PayOffer, ReplyToOffer, VerifyOffer } from '../components/offer-actions';
import { OfferStatus } from '../components/offer-status';
import { OfferThread } from '../components/offer-thread';
import { useBuyerOffer } from '../hooks/use-buyer-offer';
import { useOfferActions } from '../hooks/use-offer-actions';
import { noticeFromQuery, type OfferNotice } from '../lib/offer-words';

/** `/offers/{token}`: the buyer's offer page of the token in the path. */
export function OfferRoute() {
  const { token = '' } = useParams();
  return <OfferPage token={token} />;
}

/** The tab's title: private to the buyer, so it names the domain and nothing else. */
export function offerPageTitle(offer: Pick<BuyerOffer, 'unicodeDomain'> | null): string {
  return offer
    ? `Your offer for ${offer.unicodeDomain} | ${PRODUCT_NAME}`
    : `Offer not found | ${PRODUCT_NAME}`;
}

/**
 * The buyer's page of one negotiation, reached from the link in their emails: where it stands,
 * what they can do now (confirm, accept, counter, decline, pay through escrow) and every
 * message. Each action is a form that works without JavaScript; with it, the page changes in
 * place. The link is the buyer's key, so the page is kept out of search engines and its link
 * to the landing page sends no referrer.
 */
export function OfferPage({ token }: { token: string }) {
  const context = useSiteContext();
  const query = useBuyerOffer(token, context.offer);
  const [search, setSearch] = useSearchParams();
  // Set by the API's redirect after a form posted without JavaScript, or by an action's answer.
  const [notice, setNotice] = useState<OfferNotice | null>(() => noticeFromQuery(search));
  const forgetNotice = () => {
    setNotice(null);
    // A reload must not show an earlier post's banner again.
    if (search.has('done') || search.has('error')) setSearch({}, { replace: true });
  };
  const actions = useOfferActions({
    token,
    onStart: forgetNotice,
    onChanged: (offer, changed) => {
      query.replace(offer);
      setNotice(changed);
    },
    onConflict: (refused) => {
      setNotice(refused);
      query.refresh();
    },
  });
  const { offer } = query;
  useRobotsNoindex();
  useDocumentTitle(offer === undefined ? null : offerPageTitle(offer));

  if (offer === null) return <OfferNotFound />;
  if (offer === undefined) {
    return (
      <div className="flex min-h-screen flex-col bg-gray-50">
        <main className="grow px-4">
          {query.error ? (
            <EmptyState
              className="mx-auto mt-24 max-w-lg"
              icon={ExclamationTriangleIcon}
              title="This page could not be loaded"
              description={query.error.message}
              action={<Button onClick={query.refetch}>Try again</Button>}
            />
          ) : (
            <PageSpinner />
          )}
        </main>
        <OwnerFooter />
      </div>
    );
  }

  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <main className="mx-auto w-full max-w-3xl grow px-4 py-10 sm:px-6 sm:py-16">
        <p className="text-sm font-semibold text-indigo-600">Your offer</p>
        {/* A long name breaks at its hyphens first, and mid-label only when it must. */}
        <h1 className="mt-2 text-3xl font-bold tracking-tight break-words text-gray-900 sm:text-4xl">
          {offer.unicodeDomain}
        </h1>
        {offer.unicodeDomain !== offer.domain && (
          <p className="mt-1 text-sm break-words text-gray-500">{offer.domain}</p>
        )}
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-base text-gray-600">
          <span className="break-words">
            Seller: <span className="font-medium text-gray-900">{offer.seller}</span>
          </span>
          {/* No referrer: this page's address is the buyer's key, and the landing page runs
              the owner's analytics. */}
          <a
            href={offer.landingUrl}
            rel="noreferrer"
            className="font-semibold text-indigo-600 hover:text-indigo-500"
          >
            View the domain&rsquo;s page <span aria-hidden="true">&rarr;</span>
          </a>
        </p>

        <div className="mt-8 space-y-6">
          {notice && (
            <Alert tone={notice.tone} title={notice.title}>
              {notice.message}
            </Alert>
          )}
          <OfferStatus offer={offer} />
          {offer.needsVerification && <VerifyOffer token={token} actions={actions} />}
          {offer.can.checkout && <PayOffer token={token} offer={offer} actions={actions} />}
          <ReplyToOffer token={token} offer={offer} actions={actions} />
          <OfferThread offer={offer} />
        </div>
      </main>
      <OwnerFooter />
    </div>
  );
}

/**
 * A token that names no thread (mistyped, cut short, or the thread was deleted): said plainly,
 * with where to find a working link. On the server it makes the page a 404. No link to the
 * owner's portfolio: it may be switched off, and this page cannot tell.
 */
function OfferNotFound() {
  useNotFoundStatus();
  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <main className="flex grow items-center justify-center px-6 py-24 sm:py-32">
        <div className="max-w-lg text-center">
          <p className="text-base font-semibold text-indigo-600">Offer not found</p>
          <h1 className="mt-4 text-3xl font-semibold tracking-tight text-balance text-gray-900 sm:text-4xl">
            This offer link does not work
          </h1>
          <p className="mt-6 text-base text-pretty text-gray-600">
            The link may have been cut short when it was copied, or the offer is no longer
            available. Open the link in the latest email about your offer, or contact the owner from
            the domain&rsquo;s page.
          </p>
        </div>
      </main>
      <OwnerFooter />
    </div>
  );
}
