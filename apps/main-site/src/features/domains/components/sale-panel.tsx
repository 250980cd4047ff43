import { formatCurrency, formatDate, localDate, type Domain } from '@domainfolio/contracts';
import { Button, TextField, notify } from '@domainfolio/ui';
import { useState, type FormEvent } from 'react';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { fieldErrorsOf, notifyError, type FieldErrors } from '../../../lib/api-errors';
import { useEditDomain } from '../api/edit-domain';

const VENUES = ['Escrow.com', 'Afternic', 'Sedo', 'Dan.com', 'Efty', 'Private sale'];

type SoldDomain = Pick<
  Domain,
  '_id' | 'unicodeName' | 'sold' | 'salePrice' | 'saleDate' | 'saleVenue' | 'saleFees'
>;

/**
 * A sale: price, date, where it sold and what selling cost. Recording one takes the domain off
 * the marketplace and its landing page and counts it in Sales; undoing it puts it back.
 */
export function SalePanel({ domain }: { domain: SoldDomain }) {
  const { data: user } = useCurrentUser();
  const edit = useEditDomain();
  const today = localDate(new Date(), user?.timeZone ?? 'UTC');
  const [price, setPrice] = useState('');
  const [date, setDate] = useState(today);
  const [venue, setVenue] = useState('');
  const [fees, setFees] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  function record(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    edit.mutate(
      {
        _id: domain._id,
        sold: true,
        salePrice: price.trim() === '' ? null : Number(price),
        saleDate: date || null,
        saleVenue: venue.trim() || null,
        saleFees: fees.trim() === '' ? null : Number(fees),
      },
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

  function undo() {
    edit.mutate(
      {
        _id: domain._id,
        sold: false,
        salePrice: null,
        saleDate: null,
        saleVenue: null,
        saleFees: null,
      },
      { onSuccess: (response) => notify(response), onError: (error) => notifyError(error) },
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
            <Button variant="secondary" onClick={undo} loading={edit.isPending}>
              Undo sale
            </Button>
          </div>
        ) : (
          <form onSubmit={record} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <TextField
              label="Sale price"
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              leading="$"
              required
              value={price}
              error={errors.salePrice}
              onChange={(event) => setPrice(event.target.value)}
            />
            <TextField
              label="Sale date"
              type="date"
              required
              value={date}
              error={errors.saleDate}
              onChange={(event) => setDate(event.target.value)}
            />
            <TextField
              label="Sold on"
              list="sale-venues"
              placeholder="Afternic, Sedo, private sale…"
              value={venue}
              error={errors.saleVenue}
              onChange={(event) => setVenue(event.target.value)}
            />
            <datalist id="sale-venues">
              {VENUES.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <TextField
              label="Fees"
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              leading="$"
              hint="Commission and escrow fees you paid."
              value={fees}
              error={errors.saleFees}
              onChange={(event) => setFees(event.target.value)}
            />
            <div className="sm:col-span-2 lg:col-span-4">
              <Button type="submit" loading={edit.isPending}>
                Record sale
              </Button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
