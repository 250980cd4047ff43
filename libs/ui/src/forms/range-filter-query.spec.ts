import { MARKETPLACE_FILTERS } from '@domainfolio/contracts';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  defaultDomainFilters,
  domainFilterParams,
  domainFilterQuery,
  domainFilterSearch,
  readDomainFilters,
} from './range-filter-query';

const read = (search: string) => readDomainFilters(new URLSearchParams(search));

describe('domain filter values', () => {
  it('start at the marketplace bounds and ask nothing of the search', () => {
    const filters = defaultDomainFilters();
    expect(filters).toEqual({ price: { min: 0, max: 10000 }, length: { min: 1, max: 50 } });
    expect(domainFilterQuery(filters)).toEqual({});
    expect(activeFilterCount(filters)).toBe(0);
    expect(read('')).toEqual(filters);
  });

  it('send only the bounds moved off the ends of their sliders', () => {
    const filters = { price: { min: 0, max: 2500 }, length: { min: 3, max: 50 } };
    expect(domainFilterQuery(filters)).toEqual({ maxPrice: 2500, minLength: 3 });
    expect(domainFilterParams(filters)).toEqual({
      minPrice: null,
      maxPrice: '2500',
      minLength: '3',
      maxLength: null,
    });
    expect(activeFilterCount(filters)).toBe(2);
    expect(activeFilterCount({ ...filters, length: MARKETPLACE_FILTERS.length })).toBe(1);
  });

  it('read back what they wrote', () => {
    const filters = { price: { min: 500, max: 9900 }, length: { min: 2, max: 12 } };
    const search = new URLSearchParams(
      Object.entries(domainFilterParams(filters)).flatMap(([key, value]) =>
        value === null ? [] : [[key, value]],
      ),
    );
    expect(readDomainFilters(search)).toEqual(filters);
  });

  it('put hand-written bounds back on the slider and uncross them', () => {
    expect(read('minPrice=-5&maxPrice=20000&minLength=0&maxLength=99')).toEqual(
      defaultDomainFilters(),
    );
    expect(read('minPrice=249&maxPrice=251').price).toEqual({ min: 200, max: 300 });
    expect(read('minPrice=5000&maxPrice=1000').price).toEqual({ min: 1000, max: 5000 });
    expect(read('minLength=abc&maxLength=').length).toEqual({ min: 1, max: 50 });
  });

  it('pick the filter parameters out of a query string', () => {
    expect(domainFilterSearch(new URLSearchParams('q=rock&maxPrice=900&page=2&minLength=3'))).toBe(
      'maxPrice=900&minLength=3',
    );
  });
});
