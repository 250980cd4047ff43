import { ErrorCode } from '@domainfolio/contracts';
import { AppError } from '../../common/errors/app-error';
import type { NewDomainRow } from '../../database/schema';
import { normalizeTags, type DomainFieldsDto } from './dto/domain-fields.dto';

const MONEY_FIELDS = [
  'sellingPrice',
  'floorPrice',
  'domainCost',
  'renewalCost',
  'salePrice',
  'saleFees',
] as const;
const TEXT_FIELDS = [
  'description',
  'saleVenue',
  'purchaseUrl',
  'financeUrl',
  'leaseUrl',
  'privateNotes',
] as const;
const PLAIN_FIELDS = [
  'expiration',
  'purchaseDate',
  'saleDate',
  'public',
  'buyItNow',
  'priceHidden',
  'offersEnabled',
  'remindersMuted',
  'sold',
  'registrar',
] as const;

/** A calendar date `years` later ('2024-02-29' + 1 → '2025-02-28'). */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y + years, m - 1, d));
  // 29 February rolls back to 28 February rather than into March.
  if (next.getUTCMonth() !== m - 1) next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
}

/** DTO fields → column values: money as exact decimal strings, empty text as null. */
export function columnsFrom(fields: DomainFieldsDto): Partial<NewDomainRow> {
  const columns: Partial<NewDomainRow> = {};
  for (const key of MONEY_FIELDS) {
    const value = fields[key];
    if (value !== undefined) columns[key] = value === null ? null : value.toFixed(2);
  }
  for (const key of TEXT_FIELDS) {
    const value = fields[key];
    if (value !== undefined)
      columns[key] = value === null || value.trim() === '' ? null : value.trim();
  }
  for (const key of PLAIN_FIELDS) {
    const value = fields[key];
    if (value !== undefined) (columns as Record<string, unknown>)[key] = value;
  }
  if (fields.tags !== undefined) columns.tags = normalizeTags(fields.tags ?? []);
  return columns;
}

/** Buy-It-Now sells at the selling price, so it needs one. */
export function requirePriceForBuyItNow(
  row: Pick<NewDomainRow, 'buyItNow' | 'sellingPrice'>,
): void {
  if (row.buyItNow && (row.sellingPrice === null || row.sellingPrice === undefined)) {
    throw new AppError(ErrorCode.BUY_IT_NOW_REQUIRES_PRICE);
  }
}

/**
 * The floor is a hidden minimum below the asking price: a floor above a set selling price
 * would answer every offer under the price the owner asks anyway, and a Buy Now cheaper than
 * the floor. Amounts are compared as the exact decimals they are stored as.
 */
export function requireFloorWithinPrice(
  row: Pick<NewDomainRow, 'floorPrice' | 'sellingPrice'>,
): void {
  const { floorPrice, sellingPrice } = row;
  if (floorPrice === null || floorPrice === undefined) return;
  if (sellingPrice === null || sellingPrice === undefined) return;
  if (Number(floorPrice) > Number(sellingPrice)) throw new AppError(ErrorCode.FLOOR_ABOVE_PRICE);
}
