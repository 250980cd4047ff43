import { describe, expect, it } from 'vitest';
import {
  API_KEY_HEADER,
  ESCROW_SELLER_FEE_CENTS,
  LEGAL_LAST_UPDATED,
  PRODUCT_NAME,
} from './app-info';

describe('app info', () => {
  it('names the API-key header after the product, lowercase as HTTP headers arrive in Node', () => {
    expect(API_KEY_HEADER).toBe(`x-${PRODUCT_NAME.toLowerCase()}-api-key`);
  });

  it('keeps the legal date as a parseable calendar date', () => {
    expect(new Date(`${LEGAL_LAST_UPDATED}T00:00:00Z`).toISOString()).toBe(
      '2021-04-21T00:00:00.000Z',
    );
  });

  it('charges the seller a $10 escrow fee', () => {
    expect(ESCROW_SELLER_FEE_CENTS / 100).toBe(10);
  });
});
