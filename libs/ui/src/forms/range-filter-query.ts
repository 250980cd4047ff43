import {
  MARKETPLACE_FILTERS,
  type RangeFilterBounds,
  type SearchDomainsQuery,
} from '@domainfolio/contracts';

/** A chosen range, both ends inclusive. A bound at the edge of its slider means "no limit". */
export interface RangeValue {
  min: number;
  max: number;
}

/** The price (dollars) and length (characters before the first dot) filters of a public list. */
export interface DomainFilters {
  price: RangeValue;
  length: RangeValue;
}

export interface DomainFilterBounds {
  price: RangeFilterBounds;
  length: RangeFilterBounds;
}

/** The filters as the URL and POST /api/search carry them: only bounds moved off the edges. */
export type DomainFilterQuery = Pick<
  SearchDomainsQuery,
  'minPrice' | 'maxPrice' | 'minLength' | 'maxLength'
>;

/**
 * The marketplace's bounds. The portfolio page has none of its own, so it
 * uses these too.
 */
export const DOMAIN_FILTER_BOUNDS: DomainFilterBounds = MARKETPLACE_FILTERS;

const FILTER_KEYS = {
  price: { min: 'minPrice', max: 'maxPrice' },
  length: { min: 'minLength', max: 'maxLength' },
} as const satisfies Record<keyof DomainFilters, Record<keyof RangeValue, keyof DomainFilterQuery>>;

const RANGES = Object.keys(FILTER_KEYS) as (keyof DomainFilters)[];
const FILTER_PARAMS = RANGES.flatMap((range) => Object.values(FILTER_KEYS[range]));

/** The whole slider: the starting value, which filters nothing. */
export function fullRange(bounds: RangeFilterBounds): RangeValue {
  return { min: bounds.min, max: bounds.max };
}

export function defaultDomainFilters(
  bounds: DomainFilterBounds = DOMAIN_FILTER_BOUNDS,
): DomainFilters {
  return { price: fullRange(bounds.price), length: fullRange(bounds.length) };
}

/** A value on the slider: inside the bounds, on a step. */
export function snapToStep(value: number, bounds: RangeFilterBounds): number {
  const steps = Math.round((value - bounds.min) / bounds.step);
  return Math.min(bounds.max, Math.max(bounds.min, bounds.min + steps * bounds.step));
}

function readNumber(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/**
 * A range from hand-written or shared bounds: each end snapped onto the slider, a missing end at
 * its edge, and crossed ends swapped (the API refuses a minimum above the maximum).
 */
export function rangeFrom(
  min: number | null,
  max: number | null,
  bounds: RangeFilterBounds,
): RangeValue {
  const low = min === null ? bounds.min : snapToStep(min, bounds);
  const high = max === null ? bounds.max : snapToStep(max, bounds);
  return low <= high ? { min: low, max: high } : { min: high, max: low };
}

/** The filter parameters of a URL's query alone ('minPrice=500&maxLength=8'). */
export function domainFilterSearch(params: URLSearchParams): string {
  const only = new URLSearchParams();
  for (const key of FILTER_PARAMS) {
    const value = params.get(key);
    if (value !== null) only.set(key, value);
  }
  return only.toString();
}

/**
 * The filters a URL names (`?minPrice=&maxPrice=&minLength=&maxLength=`); a bound that is not a
 * number is left out.
 */
export function readDomainFilters(
  params: URLSearchParams,
  bounds: DomainFilterBounds = DOMAIN_FILTER_BOUNDS,
): DomainFilters {
  const read = (range: keyof DomainFilters) =>
    rangeFrom(
      readNumber(params.get(FILTER_KEYS[range].min)),
      readNumber(params.get(FILTER_KEYS[range].max)),
      bounds[range],
    );
  return { price: read('price'), length: read('length') };
}

/**
 * What the filters ask of the search: a minimum at the bottom of its slider and a maximum at
 * the top ("and above") are no bound at all, so they are left out.
 */
export function domainFilterQuery(
  filters: DomainFilters,
  bounds: DomainFilterBounds = DOMAIN_FILTER_BOUNDS,
): DomainFilterQuery {
  const query: DomainFilterQuery = {};
  for (const range of RANGES) {
    const { min, max } = filters[range];
    if (min > bounds[range].min) query[FILTER_KEYS[range].min] = min;
    if (max < bounds[range].max) query[FILTER_KEYS[range].max] = max;
  }
  return query;
}

/** The URL parameters of the filters: a value for each bound in use, null to remove the rest. */
export function domainFilterParams(
  filters: DomainFilters,
  bounds: DomainFilterBounds = DOMAIN_FILTER_BOUNDS,
): Record<keyof DomainFilterQuery, string | null> {
  const query = domainFilterQuery(filters, bounds);
  return Object.fromEntries(
    FILTER_PARAMS.map((key) => [key, query[key] === undefined ? null : String(query[key])]),
  ) as Record<keyof DomainFilterQuery, string | null>;
}

/** How many of the filters (price, length) narrow the list. */
export function activeFilterCount(
  filters: DomainFilters,
  bounds: DomainFilterBounds = DOMAIN_FILTER_BOUNDS,
): number {
  return RANGES.filter(
    (range) => filters[range].min > bounds[range].min || filters[range].max < bounds[range].max,
  ).length;
}

export function sameDomainFilters(a: DomainFilters, b: DomainFilters): boolean {
  return RANGES.every((range) => a[range].min === b[range].min && a[range].max === b[range].max);
}
