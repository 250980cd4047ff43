import { describe, expect, it } from 'vitest';
import {
  RENEWAL_FEW_VIEWS,
  RENEWAL_MANY_VIEWS,
  renewalAdvice,
  type RenewalFacts,
} from './renewals';

const facts = (changes: Partial<RenewalFacts> = {}): RenewalFacts => ({
  renewalCost: 10.99,
  sellingPrice: 2500,
  viewsLastYear: 40,
  leadsLastYear: 0,
  bestOffer: null,
  ...changes,
});

describe('renewalAdvice', () => {
  it('renews a name a buyer made an offer for, whatever its views', () => {
    expect(renewalAdvice(facts({ bestOffer: 750, viewsLastYear: 0 }))).toEqual({
      suggestion: 'renew',
      reason: 'A buyer offered $750 for it. Renewing costs $10.99.',
    });
  });

  it('renews a name that drew leads in the last year', () => {
    expect(renewalAdvice(facts({ leadsLastYear: 3 }))).toEqual({
      suggestion: 'renew',
      reason: '3 leads in the last year. Renewing costs $10.99.',
    });
    expect(renewalAdvice(facts({ leadsLastYear: 1 })).reason).toMatch(/^1 lead in/);
  });

  it('suggests repricing a name many visit but nobody asks about', () => {
    expect(renewalAdvice(facts({ viewsLastYear: RENEWAL_MANY_VIEWS }))).toEqual({
      suggestion: 'reprice',
      reason: '120 views and no lead in a year at $2,500: the price may be keeping buyers away.',
    });
    expect(renewalAdvice(facts({ viewsLastYear: 1200, sellingPrice: null })).reason).toBe(
      '1,200 views and no lead in a year, with no price shown: a price lets buyers act.',
    );
  });

  it('suggests dropping a name almost nobody looked at', () => {
    expect(renewalAdvice(facts({ viewsLastYear: RENEWAL_FEW_VIEWS - 1 }))).toEqual({
      suggestion: 'drop',
      reason: '11 views and no lead in a year. Renewing costs $10.99.',
    });
    expect(renewalAdvice(facts({ viewsLastYear: 1, renewalCost: null }))).toEqual({
      suggestion: 'drop',
      reason: '1 view and no lead in a year.',
    });
  });

  it('renews a name with some interest and no lead yet', () => {
    expect(renewalAdvice(facts({ viewsLastYear: RENEWAL_FEW_VIEWS }))).toEqual({
      suggestion: 'renew',
      reason: 'Some interest: 12 views in a year, no lead yet. Renewing costs $10.99.',
    });
  });
});
