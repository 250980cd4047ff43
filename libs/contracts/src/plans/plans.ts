import { INTERVAL_KEYS, parseInterval } from '../periods/interval';

export const PlanType = {
  FREE: 'FREE',
  PRO: 'PRO',
} as const;
export type PlanType = (typeof PlanType)[keyof typeof PlanType];

/** The lowest plan's other name in older clients. */
export const PLAN_ONE = PlanType.FREE;

export const PlanInterval = {
  MONTH: 'MONTH',
  YEAR: 'YEAR',
} as const;
export type PlanInterval = (typeof PlanInterval)[keyof typeof PlanInterval];

/** Pricing shows yearly billing first. */
export const DEFAULT_PLAN_INTERVAL = PlanInterval.YEAR;

export interface PlanLimits {
  domains: number;
  leadsPerMonth: number;
  domainPages: number;
  paymentLinks: number;
  apiKey: boolean;
  analytics: boolean;
  customLogo: boolean;
  customDomain: boolean;
}

export interface PlanDefinition {
  type: PlanType;
  name: string;
  /** Price per billing interval, in cents. */
  priceCents: Readonly<Record<PlanInterval, number>>;
  limits: Readonly<PlanLimits>;
}

export const PLANS: Readonly<Record<PlanType, PlanDefinition>> = {
  [PlanType.FREE]: {
    type: PlanType.FREE,
    name: 'Free',
    priceCents: { [PlanInterval.MONTH]: 0, [PlanInterval.YEAR]: 0 },
    limits: {
      domains: 100,
      leadsPerMonth: 50,
      domainPages: 100,
      paymentLinks: 1,
      apiKey: false,
      analytics: false,
      customLogo: false,
      customDomain: false,
    },
  },
  [PlanType.PRO]: {
    type: PlanType.PRO,
    name: 'Pro',
    priceCents: { [PlanInterval.MONTH]: 900, [PlanInterval.YEAR]: 9900 },
    limits: {
      domains: 5000,
      leadsPerMonth: 2500,
      domainPages: 5000,
      paymentLinks: 1,
      apiKey: true,
      analytics: true,
      customLogo: true,
      customDomain: true,
    },
  },
};

export const PLAN_TYPES: readonly PlanType[] = [PlanType.FREE, PlanType.PRO];

export function isPlanType(value: unknown): value is PlanType {
  return typeof value === 'string' && (PLAN_TYPES as readonly string[]).includes(value);
}

export function isPlanInterval(value: unknown): value is PlanInterval {
  return value === PlanInterval.MONTH || value === PlanInterval.YEAR;
}

/** The keys a checkout takes for its billing interval: MONTH or YEAR and their adjectives. */
export const PLAN_INTERVAL_KEYS: readonly string[] = INTERVAL_KEYS.filter((key) =>
  isPlanInterval(parseInterval(key)),
);

/** The billing interval a key names (MONTHLY is MONTH, any case), or null. */
export function parsePlanInterval(value: unknown): PlanInterval | null {
  const interval = parseInterval(value);
  return isPlanInterval(interval) ? interval : null;
}

export function planLimits(planType: PlanType): Readonly<PlanLimits> {
  return PLANS[planType].limits;
}

export function planPriceCents(planType: PlanType, interval: PlanInterval): number {
  return PLANS[planType].priceCents[interval];
}

/**
 * The annual discount badge: `100 - yearly / (12 * monthly) * 100`, two decimals ('8.33').
 */
export function annualDiscountPercent(planType: PlanType = PlanType.PRO): string {
  const { MONTH: monthly, YEAR: yearly } = PLANS[planType].priceCents;
  if (monthly === 0) {
    return '0.00';
  }
  return (100 - (yearly / (12 * monthly)) * 100).toFixed(2);
}

/**
 * The features the pricing page lists, with the plans that include each. Only what works today:
 * a feature is listed once the product has it, never ahead of it.
 */
export const PLAN_FEATURES: readonly { label: string; plans: readonly PlanType[] }[] = [
  { label: 'Domain portfolio', plans: PLAN_TYPES },
  { label: 'Landing page for every domain', plans: PLAN_TYPES },
  { label: 'Bulk upload from registrars and marketplaces', plans: PLAN_TYPES },
  { label: 'Analytics integration', plans: [PlanType.PRO] },
  { label: 'reCAPTCHA', plans: PLAN_TYPES },
  { label: 'Parked domains', plans: PLAN_TYPES },
  { label: 'Lead capture', plans: PLAN_TYPES },
  { label: 'Page views', plans: PLAN_TYPES },
  { label: 'Custom logo', plans: [PlanType.PRO] },
  { label: 'Domain metadata', plans: PLAN_TYPES },
  { label: 'Payment links', plans: PLAN_TYPES },
  { label: 'Public listing', plans: PLAN_TYPES },
  { label: 'Escrow Buy-It-Now', plans: PLAN_TYPES },
  { label: 'Portfolio and page metrics', plans: PLAN_TYPES },
  { label: 'Expirations dashboard', plans: PLAN_TYPES },
  { label: 'Sales tracking', plans: PLAN_TYPES },
  { label: 'CSV and JSON export', plans: PLAN_TYPES },
  { label: 'API key', plans: [PlanType.PRO] },
  { label: 'Custom domain', plans: [PlanType.PRO] },
];

/** The feature labels a plan includes, in list order. */
export function planFeatures(planType: PlanType): string[] {
  return PLAN_FEATURES.filter((feature) => feature.plans.includes(planType)).map(
    (feature) => feature.label,
  );
}

/**
 * The plan a stored plan value means: anything but a known paid plan is Free, so an unknown or
 * missing value never grants paid features.
 */
export function planOf(value: string | null | undefined): PlanType {
  return value === PlanType.PRO ? PlanType.PRO : PlanType.FREE;
}

/** The limits of a stored plan value (see `planOf`). */
export function planLimitsOf(value: string | null | undefined): Readonly<PlanLimits> {
  return planLimits(planOf(value));
}

/** How a plan interval is written after 'billed' ('monthly', 'yearly'). */
export const PLAN_INTERVAL_NAMES: Readonly<Record<PlanInterval, string>> = {
  MONTH: 'monthly',
  YEAR: 'yearly',
};

/** The plan's name as the screens and messages write it ('Free', 'Pro'). */
export function planName(value: string | null | undefined): string {
  return PLANS[planOf(value)].name;
}
