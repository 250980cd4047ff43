import { apiFetch, queryKeys } from '@domainfolio/api-client';
import type {
  Domain,
  DomainDetail,
  DomainResponse,
  EditDomainInput,
  EditDomainRequest,
} from '@domainfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A sale as typed in the form: the money fields as typed, the date as yyyy-MM-dd. */
export interface SaleDraft {
  price: string;
  date: string;
  venue: string;
  fees: string;
}

/** A sale of one of the owner's domains to record, or (sale null) one to undo. */
export interface SaleChange {
  domainId: string;
  sale: SaleDraft | null;
}

const money = (typed: string) => (typed.trim() === '' ? null : Number(typed));

/** The domain edit a sale is: sold with its price, date, venue and fees, or none of them. */
export function saleEdit({ domainId, sale }: SaleChange): EditDomainInput {
  if (!sale)
    return {
      _id: domainId,
      sold: false,
      salePrice: null,
      saleDate: null,
      saleVenue: null,
      saleFees: null,
    };
  return {
    _id: domainId,
    sold: true,
    salePrice: money(sale.price),
    saleDate: sale.date || null,
    saleVenue: sale.venue.trim() || null,
    saleFees: money(sale.fees),
  };
}

/**
 * Records or undoes a sale through the domain edit, so the server checks it like any change.
 * Afterwards the domain, the lists, the sales report and the stats load again.
 */
export function useSaveSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SaleChange) => {
      const request: EditDomainRequest = { domain: saleEdit(change) };
      return apiFetch<DomainResponse>('/api/domains/edit', { method: 'POST', body: request });
    },
    // The edit answers the plain domain: the page's registry data and history stay until the
    // reload below brings them again.
    onSuccess: (response) =>
      queryClient.setQueryData<{ payload: DomainDetail | Domain }>(
        queryKeys.ownDomain(response.payload.name),
        (own) => ({ payload: { ...own?.payload, ...response.payload } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.domains() }),
  });
}
