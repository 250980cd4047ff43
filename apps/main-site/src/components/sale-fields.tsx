import { localDate } from '@domainfolio/contracts';
import { TextField } from '@domainfolio/ui';
import { useId, useState } from 'react';
import type { SaleDraft } from '../lib/api/save-sale';
import type { FieldErrors } from '../lib/api-errors';
import { useCurrentUser } from '../lib/auth/get-current-user';

/** Where domains commonly sell, offered as the venue field's suggestions (any text is fine). */
export const SALE_VENUES = ['Escrow.com', 'Afternic', 'Sedo', 'Dan.com', 'Efty', 'Private sale'];

/** A blank sale dated today in the owner's time zone, and a way to start over. */
export function useSaleDraft() {
  const { data: user } = useCurrentUser();
  const blank = (): SaleDraft => ({
    price: '',
    date: localDate(new Date(), user?.timeZone ?? 'UTC'),
    venue: '',
    fees: '',
  });
  const [draft, setDraft] = useState<SaleDraft>(blank);
  return { draft, setDraft, reset: () => setDraft(blank()) };
}

export interface SaleFieldsProps {
  draft: SaleDraft;
  onChange: (draft: SaleDraft) => void;
  /** The server's field errors (salePrice, saleDate, saleVenue, saleFees). */
  errors: FieldErrors;
}

/**
 * A sale's price, date, venue (with suggestions) and fees, as grid items: the form around them
 * sets the columns.
 */
export function SaleFields({ draft, onChange, errors }: SaleFieldsProps) {
  const venuesId = useId();
  const set = (field: keyof SaleDraft) => (event: { target: { value: string } }) =>
    onChange({ ...draft, [field]: event.target.value });
  return (
    <>
      <TextField
        label="Sale price"
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        leading="$"
        required
        value={draft.price}
        error={errors.salePrice}
        onChange={set('price')}
      />
      <TextField
        label="Sale date"
        type="date"
        required
        value={draft.date}
        error={errors.saleDate}
        onChange={set('date')}
      />
      <TextField
        label="Sold on"
        list={venuesId}
        placeholder="Afternic, Sedo, private sale…"
        value={draft.venue}
        error={errors.saleVenue}
        onChange={set('venue')}
      />
      <datalist id={venuesId}>
        {SALE_VENUES.map((name) => (
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
        value={draft.fees}
        error={errors.saleFees}
        onChange={set('fees')}
      />
    </>
  );
}
