/**
 * The pieces of documents that both generated businesses draw: `npm run generate`
 * (scripts/generate-business.ts, decided by the ledger's deciders and appended directly) and the
 * tests' busy business (apps/api/test/support/busy-business.ts, posted through the HTTP API).
 * Amounts, discount/delivery/tax and the contact a money in or out names are drawn here, each
 * from the caller's one seeded sequence in a fixed order, so a seed keeps making the same books.
 * What differs stays with each generator: the business it models (a shop's year day by day, or
 * every kind of document in random date order), how often each document comes, and how it is
 * recorded.
 */
import { Decimal, MONEY_IN_SUBTYPES_WITH_CONTACT, type MoneyInSubtype, type MoneyOutSubtype } from '@ledgerline/ledger';
import type { RandomDraws } from './seeded-random.js';

/** Amounts as decimal strings at the currency's scale (2 for NGN: `"1500.00"`). */
export interface AmountDraws {
  /** An amount in minor units (kobo, cents), written in major units. */
  money(minor: number): string;
  /** Whole major units from `low` to `high`. */
  major(low: number, high: number): string;
  /** From `low` to `high` major units, and any minor units. */
  majorAndMinor(low: number, high: number): string;
}

export function amountDraws(draws: RandomDraws, scale: number): AmountDraws {
  const unit = 10 ** scale;
  const money = (minor: number) => new Decimal(minor).dividedBy(unit).toFixed(scale);
  return {
    money,
    major: (low, high) => money(draws.between(low, high) * unit),
    majorAndMinor: (low, high) => money(draws.between(low, high) * unit + draws.between(0, unit - 1)),
  };
}

/**
 * How often a document has each adjustment. An adjustment without odds is not drawn at all (no
 * number is taken), so a generator that never discounts a purchase keeps its sequence.
 */
export interface AdjustmentOdds {
  /** A discount: half the time a percent of `percents`, else the fixed amount `fixed()` draws. */
  discount?: { odds: number; percents: readonly number[]; fixed: () => string };
  /** A fixed delivery charge of `amount()`. */
  delivery?: { odds: number; amount: () => string };
  /** How often 7.5% tax. */
  tax?: number;
}

/** Discount, delivery and tax in the flat form the API and the ledger's commands read; a fixed type is the default and left unnamed. */
export interface Adjustments {
  discount?: string;
  discountType?: 'percent';
  delivery?: string;
  tax?: string;
  taxType?: 'percent';
}

/** Discount, delivery and tax of a sale, purchase or expense, each now and then, drawn in that order. */
export function drawAdjustments(draws: RandomDraws, odds: AdjustmentOdds): Adjustments {
  const adjustments: Adjustments = {};
  if (odds.discount && draws.chance(odds.discount.odds)) {
    if (draws.chance(0.5)) Object.assign(adjustments, { discount: String(draws.pick(odds.discount.percents)), discountType: 'percent' });
    else adjustments.discount = odds.discount.fixed();
  }
  if (odds.delivery && draws.chance(odds.delivery.odds)) adjustments.delivery = odds.delivery.amount();
  if (odds.tax !== undefined && draws.chance(odds.tax)) Object.assign(adjustments, { tax: '7.5', taxType: 'percent' });
  return adjustments;
}

/** The business's contacts a document can name. */
export interface Contacts {
  customers: readonly string[];
  suppliers: readonly string[];
}

/**
 * The contact a money in or out names, for the kinds whose account carries one: a customer
 * repaying a debt or paying a deposit, a supplier paid, a customer refunded. Other kinds name
 * none, and nothing is drawn.
 */
export function drawMoneyContact(draws: RandomDraws, contacts: Contacts, money: { in: MoneyInSubtype } | { out: MoneyOutSubtype }): string | undefined {
  if ('in' in money) return MONEY_IN_SUBTYPES_WITH_CONTACT.includes(money.in) ? draws.pick(contacts.customers) : undefined;
  if (money.out === 'supplier_payment') return draws.pick(contacts.suppliers);
  return money.out === 'refund' ? draws.pick(contacts.customers) : undefined;
}
