import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  DASHBOARD_COLUMNS,
  DASHBOARD_SORT_TABS,
  DEFAULT_HIDDEN_DASHBOARD_COLUMNS,
  DEFAULT_LAYOUT,
  DEFAULT_SORT,
  isSortKey,
  MARKETPLACE_FILTERS,
  PUBLIC_SORT_OPTIONS,
  SORT_KEYS,
} from './domain.constants';

describe('domain constants', () => {
  it('lists the nine sort keys', () => {
    expect(SORT_KEYS).toEqual([
      'LATEST',
      'MOST_VIEWS',
      'HIGHEST_PRICE',
      'LOWEST_PRICE',
      'LONGEST',
      'SHORTEST',
      'BUY_IT_NOW',
      'ALPHABETICAL',
      'EXPIRATION',
    ]);
    expect(DEFAULT_SORT).toBe('LATEST');
    expect(isSortKey('LONGEST')).toBe(true);
    expect(isSortKey('longest')).toBe(false);
  });

  it('shows the seven dashboard sort tabs in spec order', () => {
    expect(DASHBOARD_SORT_TABS.map((tab) => tab.label)).toEqual([
      'Latest',
      'Most Views',
      'Alphabetical',
      'Expiration',
      'Buy It Now',
      'Highest Price',
      'Lowest Price',
    ]);
    expect(DASHBOARD_SORT_TABS[3]).toEqual({ key: 'EXPIRATION', label: 'Expiration' });
  });

  it('offers every sort but expiration publicly', () => {
    expect(PUBLIC_SORT_OPTIONS.map((option) => option.key)).toEqual(
      SORT_KEYS.filter((key) => key !== 'EXPIRATION'),
    );
  });

  it('bounds the marketplace filters: price 0-10,000 by 100, length 1-50', () => {
    expect(MARKETPLACE_FILTERS.price).toEqual({ min: 0, max: 10000, step: 100 });
    expect(MARKETPLACE_FILTERS.length).toEqual({ min: 1, max: 50, step: 1 });
  });

  it('defaults to slim cards and names ten categories', () => {
    expect(DEFAULT_LAYOUT).toBe('SLIM_CARD');
    expect(CATEGORIES).toHaveLength(10);
    expect(CATEGORIES[0]).toBe('Adult');
    expect(CATEGORIES[9]).toBe('Computers & Technology');
  });

  it('hides exactly six columns by default', () => {
    expect([...DEFAULT_HIDDEN_DASHBOARD_COLUMNS].sort()).toEqual(
      [
        'purchaseDate',
        'purchaseUrl',
        'description',
        'renewalCost',
        'financeUrl',
        'leaseUrl',
      ].sort(),
    );
  });

  it('lets every column but the name be hidden', () => {
    expect(DASHBOARD_COLUMNS.filter((column) => !column.hideable).map((c) => c.key)).toEqual([
      'name',
    ]);
    expect(DASHBOARD_COLUMNS.map((column) => column.key).slice(0, 3)).toEqual([
      'views',
      'name',
      'sellingPrice',
    ]);
    expect(DASHBOARD_COLUMNS.at(-1)?.key).toBe('landingPage');
  });
});
