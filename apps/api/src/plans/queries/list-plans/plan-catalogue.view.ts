import {
  BILLED_MONTHS,
  BILLING_PERIODS,
  DEFAULT_BILLING_PERIOD,
  FREE_PLAN_ID,
  PLAN_CURRENCIES,
  PLAN_IDS,
  PLANS,
  planById,
  TRIAL_DAYS,
  type BillingPeriod,
  type PlanCurrency,
  type PlanFeature,
  type PlanId,
  type PlanKey,
  type PlanPrices,
} from '@ledgerline/ledger';

export interface PlanView {
  id: PlanId;
  key: PlanKey;
  /** What `businessPlan` says when this plan is in force, e.g. "Store Plan". */
  name: string;
  shortName: string;
  paid: boolean;
  /** Shown on the plans page (Free, Basic, Store, Professional, Enterprise); Small and Medium are legacy plans. */
  onPlansPage: boolean;
  /** Decimal strings per period and currency; yearly is 10 months' price for 12 months' use. */
  prices: Record<BillingPeriod, PlanPrices>;
  usersIncluded: number;
  /** A month, per extra user; null where the plan sells none. */
  extraUserPrice: PlanPrices | null;
  businessAllowance: number;
  features: readonly string[];
  /** What the plan unlocks on the server. */
  gates: readonly PlanFeature[];
  trialDays: number | null;
}

export interface PlanCatalogueView {
  currencies: readonly PlanCurrency[];
  periods: readonly BillingPeriod[];
  /** Months charged per period: monthly 1, yearly 10. */
  billedMonths: Readonly<Record<BillingPeriod, number>>;
  trialDays: number;
  defaultPlan: PlanKey;
  defaultPeriod: BillingPeriod;
  plans: PlanView[];
}

/** The seven plans as the plans page shows them (spec 000 §2.6, §9; 002 §9), from the catalogue in libs/ledger. */
export function planCatalogueView(): PlanCatalogueView {
  return {
    currencies: PLAN_CURRENCIES,
    periods: BILLING_PERIODS,
    billedMonths: BILLED_MONTHS,
    trialDays: TRIAL_DAYS,
    defaultPlan: planById(FREE_PLAN_ID).key,
    defaultPeriod: DEFAULT_BILLING_PERIOD,
    plans: PLAN_IDS.map((id) => {
      const plan = PLANS[id];
      return {
        id: plan.id,
        key: plan.key,
        name: plan.name,
        shortName: plan.shortName,
        paid: plan.paid,
        onPlansPage: plan.onPlansPage,
        prices: { monthly: plan.monthlyPrice, yearly: plan.yearlyPrice },
        usersIncluded: plan.usersIncluded,
        extraUserPrice: plan.extraUserPrice,
        businessAllowance: plan.businessAllowance,
        features: plan.features,
        gates: plan.gates,
        trialDays: plan.trialDays,
      };
    }),
  };
}
