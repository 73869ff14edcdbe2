// What a payment will cost, from the catalogue (GET /payment/plans), shown before the owner pays.
// The server prices the order the same way and the provider's checkout shows the amount charged.

import Decimal from 'decimal.js';
import type { CatalogueEntry, Period, PlanCatalogue, PlanCurrency, PlanStatus } from './api.js';

/** Users bought beyond the plan's own: the plan's users less those it includes. */
export function extraUsersOf(status: Pick<PlanStatus, 'users'>, plan: Pick<CatalogueEntry, 'usersIncluded'>): number {
  return Math.max(0, status.users - plan.usersIncluded);
}

/** A period of the plan with its extra users: (the monthly price + extra users' monthly price) × the months billed (yearly 10). */
export function periodPrice(catalogue: PlanCatalogue, plan: CatalogueEntry, period: Period, currency: PlanCurrency, extraUsers: number): string {
  const perUser = plan.extraUserPrice ? new Decimal(plan.extraUserPrice[currency]) : new Decimal(0);
  return new Decimal(plan.prices.monthly[currency]).plus(perUser.times(extraUsers)).times(catalogue.billedMonths[period]).toFixed(2);
}

/**
 * Whole calendar months from `now` until the period ends, a part month counting as whole, at least 1
 * (a yearly period at most 13): the months extra users bought mid-period are charged for.
 */
export function monthsLeft(expiresAt: string, now: Date = new Date()): number {
  const until = new Date(expiresAt).getTime();
  let months = 1;
  while (months < 13 && addMonths(now, months).getTime() < until) months += 1;
  return months;
}

function addMonths(date: Date, months: number): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  // 31 January + 1 month is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** Extra users for the rest of the period: users × the plan's monthly price per user × the months left; null where the plan sells none. */
export function additionalUsersPrice(plan: CatalogueEntry, currency: PlanCurrency, users: number, months: number): string | null {
  if (!plan.extraUserPrice) return null;
  return new Decimal(plan.extraUserPrice[currency]).times(users).times(months).toFixed(2);
}

/** The card's scheme as people write it: "visa" → "Visa". */
export function cardBrand(brand: string): string {
  return brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card';
}

/** A card as every billing screen names it: "Visa •••• 4081". */
export function cardLabel(card: { brand: string; last4: string }): string {
  return `${cardBrand(card.brand)} •••• ${card.last4}`;
}
