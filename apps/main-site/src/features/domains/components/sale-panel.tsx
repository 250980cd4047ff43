import { formatCurrency, formatDate, type Domain } from '@domainfolio/contracts';
import { Button, notify } from '@domainfolio/ui';
import { useState, type FormEvent } from 'react';
import { SaleFields, useSaleDraft } from '../../../components/sale-fields';
import { UndoSaleButton } from '../../../components/undo-sale-button';
import { useSaveSale } from '../../../lib/api/save-sale';
import { fieldErrorsOf, notifyError, type FieldErrors } from '../../../lib/api-errors';

type SoldDomain = Pick<
  Domain,
  '_id' | 'unicodeName' | 'sold' | 'salePrice' | 'saleDate' | 'saleVenue' | 'saleFees'
>;

/**
 * A sale: price, date, where it sold and what selling cost. Recording one takes the domain off
 * the marketplace and its landing page and counts it in Sales; undoing it puts it back.
 */
export function SalePanel({ domain }: { domain: SoldDomain }) {
  const save = useSaveSale();
  const { draft, setDraft } = useSaleDraft();
  const [errors, setErrors] = useState<FieldErrors>({});

  function record(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(
      { domainId: domain._id, sale: draft },
      {
        onSuccess: (response) => {
          setErrors({});
          notify(response);
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          notifyError(error);
        },
      },
    );
  }

  return (
    <section aria-labelledby="sale-heading" className="space-y-4">
      <h2 id="sale-heading" className="text-lg font-semibold text-gray-900">
        Sale
      </h2>
      <div className="rounded-lg bg-white p-5 shadow-xs ring-1 ring-gray-200">
        {domain.sold ? (
          <div className="flex flex-wrap items-center justify-between gap-4">
            <p className="text-sm text-gray-700">
              Sold
              {domain.salePrice !== null && <> for {formatCurrency(domain.salePrice)}</>}
              {domain.saleDate && <> on {formatDate(domain.saleDate)}</>}
              {domain.saleVenue && <> via {domain.saleVenue}</>}
              {domain.saleFees !== null && <>, fees {formatCurrency(domain.saleFees)}</>}. It is no
              longer listed.
            </p>
            <UndoSaleButton domain={domain} />
          </div>
        ) : (
          <form onSubmit={record} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <SaleFields draft={draft} onChange={setDraft} errors={errors} />
            <div className="sm:col-span-2 lg:col-span-4">
              <Button type="submit" loading={save.isPending}>
                Record sale
              </Button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
