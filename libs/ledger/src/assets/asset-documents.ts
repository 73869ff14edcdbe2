import { monthEnd, monthStart } from '../calendar/index.js';
import { ACCOUNT } from '../chart-of-accounts.js';
import type { ExistingBusiness } from '../business/business-state.js';
import { Decimal } from '../decimal.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { JournalBuilder } from '../journal.js';
import { formatAmount, parseAmount, parseDecimal, roundMoney, type CurrencyCode } from '../money.js';
import { adjustmentAmount, computeDocumentTotals, documentTotalsData, type AdjustmentsInput } from '../posting/document-totals.js';
import { paymentAccountLine } from '../posting/payment-account.js';
import { parsePaymentBlock, paymentData, type PaymentBlockFields, type PaymentBlockInput } from '../posting/payment-block.js';
import { optionalText, parseIsoDate, requireText } from '../validation.js';
import {
  ASSET_BOUGHT,
  ASSET_DEPRECIATED,
  ASSET_SOLD,
  type AssetBought,
  type AssetDepreciated,
  type AssetSold,
  type BoughtAssetItem,
  type SoldAssetItem,
} from './asset-events.js';
import { unitsHeldOn, type AssetsState, type AssetState } from './asset-state.js';
import { monthlyDepreciation, requireAsset } from './asset-rules.js';

/** What buying and selling decide against: the business, its assets (at least those named) and which contacts exist. */
export interface AssetDocumentContext {
  business: ExistingBusiness;
  assets: AssetsState;
  contactExists(contactId: string): boolean;
}

/** A line of the buy or sell form: `{ id, quantity, price }` (spec 001 §3 Asset line). */
interface AssetLine {
  index: number;
  asset: AssetState;
  quantity: Decimal;
  price: Decimal;
  total: Decimal;
}

const lineField = (index: number, name: string) => `assets[${index}].${name}`;

/** Reads `assets`: a non-empty list (at most 100) of the business's assets, whole units > 0, price ≥ 0 (a negative price names the line's price). */
function readAssetLines(input: unknown, state: AssetsState, currency: CurrencyCode): AssetLine[] {
  if (!Array.isArray(input) || input.length === 0) {
    throw new LedgerValidationError('assets', 'assets must list at least one asset', LEDGER_ERROR_CODES.REQUIRED);
  }
  if (input.length > 100) throw new LedgerValidationError('assets', 'assets must have at most 100 lines', LEDGER_ERROR_CODES.INVALID_VALUE);
  return input.map((raw: unknown, index) => {
    if (raw === null || typeof raw !== 'object') {
      throw new LedgerValidationError(`assets[${index}]`, `assets[${index}] must be { id, quantity, price }`, LEDGER_ERROR_CODES.INVALID_VALUE);
    }
    const line = raw as Record<string, unknown>;
    const id = requireText(line.id ?? line._id, lineField(index, 'id'), 100);
    const asset = requireAsset(state, id, lineField(index, 'id'));
    const quantity = parseDecimal(line.quantity ?? 1, lineField(index, 'quantity'), {
      scale: 0,
      positive: true,
      maxIntegerDigits: 9,
      scaleMessage: 'be a whole number of units',
    });
    const price = parseAmount(line.price, currency, lineField(index, 'price'), { nonNegative: true });
    return { index, asset, quantity, price, total: roundMoney(quantity.times(price), currency) };
  });
}

function expectSame(input: unknown, computed: Decimal, field: string, currency: CurrencyCode): void {
  if (input === undefined || input === null || input === '') return;
  const given = parseAmount(input, currency, field, { nonNegative: true });
  if (!given.eq(computed)) {
    throw new LedgerValidationError(
      field,
      `${field} ${formatAmount(given, currency)} does not match the assets, discount, delivery and tax: ${formatAmount(computed, currency)}`,
      LEDGER_ERROR_CODES.INVALID_VALUE,
    );
  }
}

/** The buy-asset form (spec 001 §3) as the ledger reads it; `entity` is the supplier's id (supplierData.id). */
export interface BuyAssetsCommand extends AdjustmentsInput, PaymentBlockInput {
  transactionId: string;
  reference: string;
  date: unknown;
  number?: unknown;
  location?: unknown;
  description?: unknown;
  assets: unknown;
  subtotal?: unknown;
  total?: unknown;
}

export const BUY_ASSET_PAYMENT_FIELDS: Partial<PaymentBlockFields> = { entity: 'supplierData.id' };

/**
 * POST /assets/buy (LEDGER.md §1, §3, §4 AssetBought): `S = Σ round(q × price)`, discount,
 * delivery and tax each fixed or a percent of S, `T = S − D + L + X`. The assets' cost is
 * `S − D + L` (VAT is reclaimable, 1300), shared over the lines by their totals with the last
 * line taking what rounding leaves, so the lines add up to the entry exactly. Debit 1500 each
 * line, 1300 X; credit the payment account P and the supplier's payable (2000) B.
 */
export function decideBuyAssets(command: BuyAssetsCommand, context: AssetDocumentContext): AssetBought[] {
  const { business } = context;
  const currency = business.currency;
  const transactionId = requireText(command.transactionId, 'transactionId', 100);
  const reference = requireText(command.reference, 'reference', 100);
  const date = parseIsoDate(command.date, 'date');
  const lines = readAssetLines(command.assets, context.assets, currency);
  const subtotal = lines.reduce((sum, line) => sum.plus(line.total), new Decimal(0));
  const totals = computeDocumentTotals(subtotal, command, currency);
  expectSame(command.subtotal, totals.subtotal, 'subtotal', currency);
  expectSame(command.total, totals.total, 'total', currency);
  const capitalised = subtotal.minus(adjustmentAmount(totals.discount)).plus(adjustmentAmount(totals.delivery));
  if (!capitalised.gt(0)) {
    throw new LedgerValidationError('assets', 'An asset purchase must come to more than zero', LEDGER_ERROR_CODES.AMOUNT_NOT_POSITIVE);
  }
  const payment = parsePaymentBlock(command, totals.total, business, { fields: BUY_ASSET_PAYMENT_FIELDS, contactExists: (id) => context.contactExists(id) });

  let allocated = new Decimal(0);
  const items: BoughtAssetItem[] = lines.map((line, i) => {
    const cost = i === lines.length - 1 ? capitalised.minus(allocated) : roundMoney(line.total.times(capitalised).dividedBy(subtotal), currency);
    allocated = allocated.plus(cost);
    return {
      assetId: line.asset.assetId,
      name: line.asset.details.name,
      tag: line.asset.details.tag,
      quantity: line.quantity.toFixed(),
      price: formatAmount(line.price, currency),
      total: formatAmount(line.total, currency),
      cost: formatAmount(cost, currency),
    };
  });

  const pay = paymentAccountLine(payment.account);
  const journal = new JournalBuilder(currency);
  for (const item of items) journal.debit(ACCOUNT.FIXED_ASSETS_COST, new Decimal(item.cost), { memo: item.tag });
  journal
    .debit(ACCOUNT.VAT_RECEIVABLE, adjustmentAmount(totals.tax))
    .credit(pay.account, payment.paid, pay.dimensions)
    .credit(ACCOUNT.TRADE_PAYABLES, payment.balance, payment.entityId !== undefined ? { contactId: payment.entityId } : {});

  const description = optionalText(command.description, 'description', 1000);
  const number = optionalText(command.number, 'number', 100);
  const location = optionalText(command.location, 'location', 200);
  const { subtotal: subtotalText, total, ...adjustments } = documentTotalsData(totals, currency);
  return [
    {
      type: ASSET_BOUGHT,
      data: {
        transactionId,
        reference,
        date,
        currency,
        type: 'asset_buy',
        ...(number !== undefined ? { number } : {}),
        ...(location !== undefined ? { location } : {}),
        ...(description !== undefined ? { description } : {}),
        ...(payment.entityId !== undefined ? { entityId: payment.entityId } : {}),
        items,
        subtotal: subtotalText,
        ...adjustments,
        total,
        payment: paymentData(payment, business),
        lines: journal.build(),
      },
    },
  ];
}

/** The asset sale draft (spec 001 §3) as the ledger reads it; `entity` is the buyer's id (entityId). */
export interface SellAssetsCommand extends PaymentBlockInput {
  transactionId: string;
  reference: string;
  date: unknown;
  description?: unknown;
  assets: unknown;
  /** What the form showed (Σ price × quantity), when sent: must be the ledger's. */
  amount?: unknown;
}

export const SELL_ASSET_PAYMENT_FIELDS: Partial<PaymentBlockFields> = { entity: 'entityId' };

/**
 * POST /assets/sell (LEDGER.md §4 AssetSold). Each line's units leave at their share of the
 * asset's cost and accumulated depreciation (all of it when the last units go, else
 * `round(x × q / Q)`); proceeds above the net book value are a gain (4900), below it a loss
 * (6910). Debit the payment account or the buyer's receivable (1100), 1510, 6910; credit 1500,
 * 4900. Selling more units than held is refused (409).
 */
export function decideSellAssets(command: SellAssetsCommand, context: AssetDocumentContext): AssetSold[] {
  const { business } = context;
  const currency = business.currency;
  const transactionId = requireText(command.transactionId, 'transactionId', 100);
  const reference = requireText(command.reference, 'reference', 100);
  const date = parseIsoDate(command.date, 'date');
  const lines = readAssetLines(command.assets, context.assets, currency);

  // Lines of the same asset take from what the earlier ones left.
  const books = new Map<string, { quantity: Decimal; cost: Decimal; depreciation: Decimal }>();
  const items: SoldAssetItem[] = lines.map((line) => {
    const asset = line.asset;
    const book = books.get(asset.assetId) ?? {
      quantity: new Decimal(asset.quantity),
      cost: new Decimal(asset.cost),
      depreciation: new Decimal(asset.accumulatedDepreciation),
    };
    if (line.quantity.gt(book.quantity)) {
      throw new LedgerValidationError(
        lineField(line.index, 'quantity'),
        `Only ${book.quantity.toFixed()} of ${asset.details.name} held: ${lineField(line.index, 'quantity')} of ${line.quantity.toFixed()} is more than that`,
        LEDGER_ERROR_CODES.STOCK_INSUFFICIENT,
      );
    }
    const all = line.quantity.eq(book.quantity);
    const cost = all ? book.cost : roundMoney(book.cost.times(line.quantity).dividedBy(book.quantity), currency);
    const depreciation = all ? book.depreciation : roundMoney(book.depreciation.times(line.quantity).dividedBy(book.quantity), currency);
    books.set(asset.assetId, {
      quantity: book.quantity.minus(line.quantity),
      cost: book.cost.minus(cost),
      depreciation: book.depreciation.minus(depreciation),
    });
    const result = line.total.minus(cost.minus(depreciation));
    return {
      assetId: asset.assetId,
      name: asset.details.name,
      tag: asset.details.tag,
      quantity: line.quantity.toFixed(),
      price: formatAmount(line.price, currency),
      total: formatAmount(line.total, currency),
      cost: formatAmount(cost, currency),
      accumulatedDepreciation: formatAmount(depreciation, currency),
      gain: formatAmount(Decimal.max(result, 0), currency),
      loss: formatAmount(Decimal.max(result.negated(), 0), currency),
    };
  });
  const total = items.reduce((sum, item) => sum.plus(item.total), new Decimal(0));
  if (command.amount !== undefined && command.amount !== null && command.amount !== '') {
    const given = parseAmount(command.amount, currency, 'amount', { nonNegative: true });
    if (!given.eq(total)) {
      throw new LedgerValidationError(
        'amount',
        `amount ${formatAmount(given, currency)} does not match the assets' prices times quantities: ${formatAmount(total, currency)}`,
        LEDGER_ERROR_CODES.INVALID_VALUE,
      );
    }
  }
  const payment = parsePaymentBlock(command, total, business, { fields: SELL_ASSET_PAYMENT_FIELDS, contactExists: (id) => context.contactExists(id) });
  const sum = (pick: (item: SoldAssetItem) => string) => items.reduce((acc, item) => acc.plus(pick(item)), new Decimal(0));

  const pay = paymentAccountLine(payment.account);
  const lines2 = new JournalBuilder(currency)
    .debit(pay.account, payment.paid, pay.dimensions)
    .debit(ACCOUNT.ACCOUNTS_RECEIVABLE, payment.balance, payment.entityId !== undefined ? { contactId: payment.entityId } : {})
    .debit(
      ACCOUNT.ACCUMULATED_DEPRECIATION,
      sum((item) => item.accumulatedDepreciation),
    )
    .debit(
      ACCOUNT.LOSS_ON_DISPOSAL,
      sum((item) => item.loss),
    )
    .credit(
      ACCOUNT.FIXED_ASSETS_COST,
      sum((item) => item.cost),
    )
    .credit(
      ACCOUNT.GAIN_ON_DISPOSAL,
      sum((item) => item.gain),
    )
    .build();
  const description = optionalText(command.description, 'description', 1000);
  return [
    {
      type: ASSET_SOLD,
      data: {
        transactionId,
        reference,
        date,
        currency,
        type: 'asset_sale',
        category: 'Asset Sales',
        ...(description !== undefined ? { description } : {}),
        ...(payment.entityId !== undefined ? { entityId: payment.entityId } : {}),
        items,
        total: formatAmount(total, currency),
        payment: paymentData(payment, business),
        lines: lines2,
      },
    },
  ];
}

/** The last day of a YYYY-MM month, YYYY-MM-DD (the calendar module's month end). */
export const lastDayOfMonth = (month: string): string => monthEnd(`${month}-01`);

/** The month after a YYYY-MM month. */
export function nextMonth(month: string): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new Error(`Not a month: ${month}`);
  return monthStart(`${month}-01`, 1).slice(0, 7);
}

/**
 * The months an asset is due a charge for, oldest first: from the month of its first purchase
 * (or the month after the last one charged) up to `lastEndedMonth`, the latest month that has
 * ended in the business's time zone.
 */
export function monthsDue(asset: AssetState, lastEndedMonth: string): string[] {
  const first = asset.lastDepreciatedMonth ? nextMonth(asset.lastDepreciatedMonth) : asset.movements.map((m) => m.date.slice(0, 7)).sort()[0];
  const months: string[] = [];
  if (first === undefined) return months;
  for (let month = first; month <= lastEndedMonth && months.length < 1200; month = nextMonth(month)) months.push(month);
  return months;
}

export interface DepreciateAssetCommand {
  /** Derived from the asset and the month by the caller, so the same charge always has the same id. */
  transactionId: string;
  reference: string;
  /** YYYY-MM, a month that has ended. */
  month: string;
  currency: CurrencyCode;
}

/**
 * The month-end charge of one asset (LEDGER.md §6): `round((purchase price − salvage) /
 * lifespan)` for every unit held at the month's end (and still held), never taking accumulated
 * depreciation past the units' cost less their salvage value: when less than two months' charge
 * is left, this charge is the last and takes all of it. Debit 6900, credit 1510. Nothing when the month is already charged (months go in order),
 * or there is nothing left to charge.
 */
export function decideDepreciateAsset(command: DepreciateAssetCommand, asset: AssetState): AssetDepreciated[] {
  const { month, currency } = command;
  if (asset.lastDepreciatedMonth !== undefined && month <= asset.lastDepreciatedMonth) return [];
  const date = lastDayOfMonth(month);
  const held = new Decimal(asset.quantity);
  const units = Decimal.min(unitsHeldOn(asset.movements, date), held);
  if (!units.gt(0)) return [];
  const { purchasePrice, salvageValue, lifespan } = asset.details;
  const perUnit = monthlyDepreciation(purchasePrice, salvageValue, lifespan, currency);
  const left = new Decimal(asset.cost).minus(new Decimal(salvageValue).times(held)).minus(asset.accumulatedDepreciation);
  const leftForUnits = units.eq(held) ? left : roundMoney(left.times(units).dividedBy(held), currency);
  // The last charge takes what is left: a remainder smaller than a month's charge (the rounding of
  // the monthly figure) is never left for a month after the useful life.
  const charge = perUnit.times(units);
  const amount = leftForUnits.minus(charge).lt(charge) ? leftForUnits : charge;
  if (!amount.gt(0)) return [];
  return [
    {
      type: ASSET_DEPRECIATED,
      data: {
        transactionId: command.transactionId,
        reference: command.reference,
        date,
        currency,
        assetId: asset.assetId,
        month,
        units: units.toFixed(),
        amount: formatAmount(amount, currency),
        description: `Depreciation of ${asset.details.name} (${asset.details.tag}) for ${month}`,
        lines: new JournalBuilder(currency).debit(ACCOUNT.DEPRECIATION, amount).credit(ACCOUNT.ACCUMULATED_DEPRECIATION, amount).build(),
      },
    },
  ];
}
