import { Decimal } from '../decimal.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';

/**
 * The seven subscription plans (spec 000 §9, 002 §9). Money is held as fixed-scale decimal strings
 * (`"5000.00"`), never JS numbers; read it with `Decimal`.
 */

export const PLAN_IDS = [1, 2, 3, 4, 5, 6, 7] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The spec's plan keys: free=1, small=2, medium=3, basic=4, store=5, professional=6, enterprise=7. */
export const PLAN_KEYS = { free: 1, small: 2, medium: 3, basic: 4, store: 5, professional: 6, enterprise: 7 } as const satisfies Record<string, PlanId>;
export type PlanKey = keyof typeof PLAN_KEYS;

export const FREE_PLAN_ID = 1 as const satisfies PlanId;

/** Billing periods (spec §9). */
export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export const DEFAULT_BILLING_PERIOD: BillingPeriod = 'monthly';
/** Months charged for a period: "yearly billing is worth 10 months, monthly 1". */
export const BILLED_MONTHS: Readonly<Record<BillingPeriod, number>> = Object.freeze({ monthly: 1, yearly: 10 });
/** Months of use a period buys: a year is 12 months of use for the price of 10. */
export const PERIOD_MONTHS: Readonly<Record<BillingPeriod, number>> = Object.freeze({ monthly: 1, yearly: 12 });

/** The plans page's two currencies (Naira/Dollar switch). */
export const PLAN_CURRENCIES = ['NGN', 'USD'] as const;
export type PlanCurrency = (typeof PLAN_CURRENCIES)[number];
export type PlanPrices = Readonly<Record<PlanCurrency, string>>;

/** Every paid plan on the plans page has a 14-day free trial (spec §2.6, §9). */
export const TRIAL_DAYS = 14;

/**
 * What a plan unlocks on the server. Each gate comes from a rule of the spec, not from the
 * marketing bullets (`features`):
 * - `profitAndLoss`, `balanceSheet`: locked on the free plan (002 "Accounting and reports").
 * - `pointOfSale`: Medium Enterprise, Small Business, Store and Enterprise only (000 §4).
 * - `multiBusiness`: paid plans only (000 §5 add business; the allowance is counted separately).
 * - `purchaseOrder`, `productionBatch`: hidden on the Micro plan (000 §6 quick actions).
 * - `productionManagement`: raw materials, work in progress and production batches, the
 *   Professional plan's "production management" (000 §9, 002 §9 plan features); also on
 *   Enterprise, the top plan (priced above Professional), so no upgrade takes a feature away.
 * - `quotations`: 'invoices and quotes' from Basic up (002 §9); invoicing itself is on every plan ('unlimited invoicing').
 * - `catalogueManagement`: editing, archiving and restoring products and contacts, and bulk-uploading
 *   contacts, locked on the Micro plan (001 §6 "create and edit of products and contacts, and nearly
 *   all contact and product features"); creating, listing and reading them stay open, since the
 *   free plan's invoices and receipts name customers and products.
 * - `dataExport`: exporting data (001 §6, §8: 'Exporting of data is only available for Paid plans').
 * - `paymentIntegration`: connecting the business's own card-payment-provider subaccount, the
 *   Professional plan's "payment provider integration" (002 §2, §9); also on Enterprise, as
 *   `productionManagement`.
 * The Micro plan's hidden Customer and Product-or-Services quick actions stay a client matter:
 * the free plan's own features (invoicing, receipts, reminders) need customers and products.
 */
export const PLAN_FEATURES = [
  'profitAndLoss',
  'balanceSheet',
  'pointOfSale',
  'multiBusiness',
  'purchaseOrder',
  'productionBatch',
  'productionManagement',
  'quotations',
  'catalogueManagement',
  'dataExport',
  'paymentIntegration',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/**
 * The spec's numeric plan tables, by plan id 1 to 7, verbatim (002 §9: "meaning of each table:
 * not shown"). Our reading of each, checked against the spec's words:
 * - `usersIncluded`: users the plan includes, counting the owner. Fits §9 "Basic 1; Store and
 *   Professional 3 free; Enterprise 10 free" as owner + free seats (1, 1 + 3, 1 + 10); Micro 1.
 * - `businessAllowance`: businesses the owner may hold. Micro 1 is the spec's "default allowed
 *   businesses 1"; Store/Professional/Enterprise 3 fits "multi-store"/"multi-business".
 * - `extraUserNgn`, `extraUserUsd`: price of one extra user a month. Store, Professional and
 *   Enterprise (5,000 / 5) match §9's "an extra user costs $5 or N5,000 per month"; the other
 *   columns disagree with that sentence (Basic ₦2,000 / $0, Small and Medium the same figure in
 *   both currencies), so the sentence wins for every paid plan (see `PLANS`).
 * - `unassignedNgn`, `unassignedUsd`: a naira/dollar pair we cannot place (an extra-business or
 *   onboarding fee?). Kept, not used.
 * - `listPriceNgn`, `listPriceUsd`: monthly price. Matches the plans page for Store, Professional,
 *   Enterprise and every dollar price; Basic reads ₦10,000 where the plans page says ₦5,000 — the
 *   plans page (the price customers see) wins. The legacy Small and Medium plans, which the plans
 *   page does not show, take their prices from here.
 */
export const PLAN_NUMERIC_TABLES = Object.freeze({
  usersIncluded: ['1', '3', '10', '1', '4', '4', '11'],
  businessAllowance: ['1', '1', '3', '1', '3', '3', '3'],
  extraUserNgn: ['0', '1000', '2500', '2000', '5000', '5000', '5000'],
  extraUserUsd: ['0', '1000', '2500', '0', '5', '5', '5'],
  unassignedNgn: ['0', '4000', '50000', '4000', '10000', '10000', '20000'],
  unassignedUsd: ['0', '400', '500', '0', '100', '100', '200'],
  listPriceNgn: ['0', '10000', '50000', '10000', '50000', '50000', '100000'],
  listPriceUsd: ['0', '10', '100', '10', '100', '100', '200'],
} as const satisfies Record<string, readonly string[]>);

function tableCount(table: readonly string[], id: PlanId): number {
  return Number(table[id - 1]);
}

export interface PlanDefinition {
  readonly id: PlanId;
  readonly key: PlanKey;
  /** The name the client compares (`businessPlan`), e.g. `"Micro Business Plan"` (000 §4). */
  readonly name: string;
  /** The short name of the spec's plan list, e.g. `"Micro Business"`. */
  readonly shortName: string;
  readonly paid: boolean;
  /** Shown on the plans page (Free, Basic, Store, Professional, Enterprise); Small and Medium are legacy. */
  readonly onPlansPage: boolean;
  readonly monthlyPrice: PlanPrices;
  /** 10 × monthly (spec §9 yearly prices). */
  readonly yearlyPrice: PlanPrices;
  readonly usersIncluded: number;
  /** Price of one extra user a month; null where extra users cannot be bought (Micro: 1 user). */
  readonly extraUserPrice: PlanPrices | null;
  readonly businessAllowance: number;
  /** Marketing bullets of the plans page (spec §9 "Features"). */
  readonly features: readonly string[];
  /** Server-side gates (`planAllows`). */
  readonly gates: readonly PlanFeature[];
  /** Days of free trial, or null when the plan has none. */
  readonly trialDays: number | null;
}

const money = (amount: string): string => new Decimal(amount).toFixed(2);
const prices = (ngn: string, usd: string): PlanPrices => Object.freeze({ NGN: money(ngn), USD: money(usd) });
const yearly = (monthly: PlanPrices): PlanPrices =>
  Object.freeze({
    NGN: money(new Decimal(monthly.NGN).times(BILLED_MONTHS.yearly).toString()),
    USD: money(new Decimal(monthly.USD).times(BILLED_MONTHS.yearly).toString()),
  });

/** §9 "an extra user costs $5 or N5,000 per month". */
const EXTRA_USER_PRICE = prices('5000', '5');
const PAID_GATES: readonly PlanFeature[] = [
  'profitAndLoss',
  'balanceSheet',
  'multiBusiness',
  'purchaseOrder',
  'productionBatch',
  'quotations',
  'catalogueManagement',
  'dataExport',
];
const POS_GATES: readonly PlanFeature[] = [...PAID_GATES, 'pointOfSale'];

function plan(
  id: PlanId,
  key: PlanKey,
  shortName: string,
  monthly: PlanPrices,
  options: { onPlansPage: boolean; features: readonly string[]; gates: readonly PlanFeature[]; trial: boolean },
): PlanDefinition {
  const paid = id !== FREE_PLAN_ID;
  return Object.freeze({
    id,
    key,
    name: `${shortName} Plan`,
    shortName,
    paid,
    onPlansPage: options.onPlansPage,
    monthlyPrice: monthly,
    yearlyPrice: yearly(monthly),
    usersIncluded: tableCount(PLAN_NUMERIC_TABLES.usersIncluded, id),
    extraUserPrice: paid ? EXTRA_USER_PRICE : null,
    businessAllowance: tableCount(PLAN_NUMERIC_TABLES.businessAllowance, id),
    features: Object.freeze([...options.features]),
    gates: Object.freeze([...options.gates]),
    trialDays: options.trial ? TRIAL_DAYS : null,
  });
}

/** The plans by id. */
export const PLANS: Readonly<Record<PlanId, PlanDefinition>> = Object.freeze({
  1: plan(1, 'free', 'Micro Business', prices('0', '0'), {
    onPlansPage: true,
    features: ['1 user', 'Outstanding reminders', 'Receipts', 'Unlimited invoicing', 'Income and expense tracking'],
    gates: [],
    trial: false,
  }),
  2: plan(2, 'small', 'Small Business', prices(PLAN_NUMERIC_TABLES.listPriceNgn[1], PLAN_NUMERIC_TABLES.listPriceUsd[1]), {
    onPlansPage: false,
    features: [],
    gates: POS_GATES,
    trial: false,
  }),
  3: plan(3, 'medium', 'Medium Enterprise', prices(PLAN_NUMERIC_TABLES.listPriceNgn[2], PLAN_NUMERIC_TABLES.listPriceUsd[2]), {
    onPlansPage: false,
    features: [],
    gates: POS_GATES,
    trial: false,
  }),
  4: plan(4, 'basic', 'Basic', prices('5000', '10'), {
    onPlansPage: true,
    features: ['Invoices and quotes', 'Inventory', 'Customer management'],
    gates: PAID_GATES,
    trial: true,
  }),
  5: plan(5, 'store', 'Store', prices('50000', '100'), {
    onPlansPage: true,
    features: ['Point of sale', 'Advanced inventory', 'Multi-store', 'Accounting P&L'],
    gates: POS_GATES,
    trial: true,
  }),
  6: plan(6, 'professional', 'Professional', prices('50000', '100'), {
    onPlansPage: true,
    features: ['Multi-business', 'Production management', 'Payment provider integration', 'Paid onboarding'],
    gates: [...PAID_GATES, 'productionManagement', 'paymentIntegration'],
    trial: true,
  }),
  7: plan(7, 'enterprise', 'Enterprise', prices('100000', '200'), {
    onPlansPage: true,
    features: ['Point of sale', 'Advanced inventory', 'Purchase order', 'Inventory transfer'],
    gates: [...POS_GATES, 'productionManagement', 'paymentIntegration'],
    trial: true,
  }),
});

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'number' && (PLAN_IDS as readonly number[]).includes(value);
}

export function isPlanKey(value: unknown): value is PlanKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(PLAN_KEYS, value);
}

export function planById(id: PlanId): PlanDefinition {
  const definition: PlanDefinition | undefined = PLANS[id];
  if (!definition) throw new Error(`Unknown plan id: ${String(id)}`);
  return definition;
}

/** Reads a plan from input: its id (`4`, `"4"`) or key (`"basic"`). */
export function parsePlan(input: unknown, field = 'plan'): PlanId {
  if (input === undefined || input === null || input === '') {
    throw new LedgerValidationError(field, `${field} is required`, LEDGER_ERROR_CODES.REQUIRED);
  }
  if (isPlanId(input)) return input;
  if (isPlanKey(input)) return PLAN_KEYS[input];
  if (typeof input === 'string' && /^[1-7]$/.test(input)) return Number(input) as PlanId;
  throw new LedgerValidationError(field, `${field} must be one of: ${Object.keys(PLAN_KEYS).join(', ')}`, LEDGER_ERROR_CODES.INVALID_CHOICE);
}

export function isBillingPeriod(value: unknown): value is BillingPeriod {
  return typeof value === 'string' && (BILLING_PERIODS as readonly string[]).includes(value);
}

/** Reads a billing period; absent means monthly (002 §9 default). */
export function parseBillingPeriod(input: unknown, field = 'period'): BillingPeriod {
  if (input === undefined || input === null || input === '') return DEFAULT_BILLING_PERIOD;
  if (!isBillingPeriod(input)) {
    throw new LedgerValidationError(field, `${field} must be one of: ${BILLING_PERIODS.join(', ')}`, LEDGER_ERROR_CODES.INVALID_CHOICE);
  }
  return input;
}

/** The plan's price for one period in a currency, as a Decimal (yearly = 10 × monthly). */
export function planPrice(id: PlanId, period: BillingPeriod, currency: PlanCurrency): Decimal {
  const definition = planById(id);
  return new Decimal(period === 'yearly' ? definition.yearlyPrice[currency] : definition.monthlyPrice[currency]);
}

/**
 * What a period of the plan costs with `extraUsers` users beyond those included:
 * (monthly price + extraUsers × extra-user price) × billed months. Throws on extra users for a
 * plan that sells none.
 */
export function subscriptionPrice(id: PlanId, period: BillingPeriod, currency: PlanCurrency, extraUsers = 0): Decimal {
  const definition = planById(id);
  const extra = requireExtraUsers(extraUsers, id);
  const perUser = definition.extraUserPrice ? new Decimal(definition.extraUserPrice[currency]) : new Decimal(0);
  return new Decimal(definition.monthlyPrice[currency]).plus(perUser.times(extra)).times(BILLED_MONTHS[period]);
}

/** Most extra users one subscription may buy (a sanity bound on input). */
export const MAX_EXTRA_USERS = 1000;

/** Reads an extra-user count: a whole number 0…1000, and 0 on a plan that sells none. */
export function requireExtraUsers(input: unknown, id: PlanId, field = 'extraUsers'): number {
  const value = input === undefined || input === null ? 0 : input;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_EXTRA_USERS) {
    throw new LedgerValidationError(field, `${field} must be a whole number from 0 to ${MAX_EXTRA_USERS}`, LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  if (value > 0 && planById(id).extraUserPrice === null) {
    throw new LedgerValidationError(field, `The ${planById(id).name} has 1 user and sells no extra users`, LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  return value;
}

/**
 * Orders plans for upgrade/downgrade: by monthly naira price, so Micro < Basic < Small < Store =
 * Professional = Medium < Enterprise. Equal ranks are a sideways switch.
 */
export function planRank(id: PlanId): Decimal {
  return new Decimal(planById(id).monthlyPrice.NGN);
}
