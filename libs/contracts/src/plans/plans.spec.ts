import { describe, expect, it } from 'vitest';
import {
  planLimitsOf,
  planName,
  planOf,
  annualDiscountPercent,
  isPlanInterval,
  isPlanType,
  PLAN_FEATURES,
  PLAN_ONE,
  planFeatures,
  planLimits,
  planPriceCents,
  PlanInterval,
  PlanType,
} from './plans';

describe('plans', () => {
  it('calls the lowest plan PLAN_ONE', () => {
    expect(PLAN_ONE).toBe('FREE');
  });

  it('prices Pro at $9 a month and $99 a year, Free at nothing', () => {
    expect(planPriceCents(PlanType.PRO, PlanInterval.MONTH)).toBe(900);
    expect(planPriceCents(PlanType.PRO, PlanInterval.YEAR)).toBe(9900);
    expect(planPriceCents(PlanType.FREE, PlanInterval.MONTH)).toBe(0);
    expect(planPriceCents(PlanType.FREE, PlanInterval.YEAR)).toBe(0);
  });

  it('limits Free to 100 domains and 50 leads a month without paid features', () => {
    expect(planLimits(PlanType.FREE)).toEqual({
      domains: 100,
      leadsPerMonth: 50,
      domainPages: 100,
      paymentLinks: 1,
      apiKey: false,
      analytics: false,
      customLogo: false,
      customDomain: false,
    });
  });

  it('gives Pro 5,000 domains, 2,500 leads a month and every feature', () => {
    const pro = planLimits(PlanType.PRO);
    expect(pro.domains).toBe(5000);
    expect(pro.leadsPerMonth).toBe(2500);
    expect([pro.apiKey, pro.analytics, pro.customLogo, pro.customDomain]).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('shows the annual discount badge as 8.33', () => {
    expect(annualDiscountPercent()).toBe('8.33');
    expect(annualDiscountPercent(PlanType.FREE)).toBe('0.00');
  });

  it('recognizes plan types and intervals', () => {
    expect(isPlanType('PRO')).toBe(true);
    expect(isPlanType('pro')).toBe(false);
    expect(isPlanType('PLAN_ONE')).toBe(false);
    expect(isPlanInterval('YEAR')).toBe(true);
    expect(isPlanInterval('year')).toBe(false);
  });

  it('lists Pro-only features for Pro but not for Free', () => {
    expect(planFeatures(PlanType.PRO)).toContain('Analytics integration');
    expect(planFeatures(PlanType.PRO)).toContain('Custom logo');
    expect(planFeatures(PlanType.FREE)).not.toContain('Custom logo');
    expect(planFeatures(PlanType.FREE)).toContain('Lead capture');
    expect(planFeatures(PlanType.FREE).length).toBeLessThan(planFeatures(PlanType.PRO).length);
  });

  it('lists only features a plan includes, none the product does not have', () => {
    expect(PLAN_FEATURES.filter((f) => f.plans.length === 0)).toEqual([]);
    const labels = PLAN_FEATURES.map((f) => f.label);
    for (const missing of ['Registrar API', 'Forwarding', 'Lock', 'Encrypted third-party data']) {
      expect(labels).not.toContain(missing);
    }
    expect(planFeatures(PlanType.FREE)).toContain('Parked domains');
    expect(planFeatures(PlanType.PRO)).toContain('Custom domain');
  });
});

describe('stored plan values', () => {
  it('reads PRO as Pro and anything else as Free, so no unknown value grants paid features', () => {
    expect(planOf('PRO')).toBe('PRO');
    for (const value of ['FREE', 'PLAN_ONE', 'pro', '', null, undefined]) {
      expect(planOf(value)).toBe('FREE');
      expect(planLimitsOf(value).apiKey).toBe(false);
    }
    expect(planLimitsOf('PRO').domains).toBe(5000);
  });

  it('names the plan as the screens write it', () => {
    expect(planName('PRO')).toBe('Pro');
    expect(planName('FREE')).toBe('Free');
    expect(planName('unknown')).toBe('Free');
  });
});
