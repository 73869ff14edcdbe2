import { resolvePaymentAccount, type ExistingBusiness } from '../business/business-state.js';
import { ACCOUNT } from '../chart-of-accounts.js';
import { MEASUREMENTS, DEFAULT_MEASUREMENT } from '../catalogue/catalogue-events.js';
import { Decimal } from '../decimal.js';
import { LEDGER_ERROR_CODES, LedgerValidationError, unknownReferenceError } from '../errors.js';
import { StockBook } from '../inventory/moving-average.js';
import { JournalBuilder } from '../journal.js';
import { currencyScale, formatAmount, parseAmount, roundMoney, roundToScale, type CurrencyCode } from '../money.js';
import { itemField, MAX_DOCUMENT_ITEMS, parseQuantity } from '../posting/document-totals.js';
import { paymentAccountLine } from '../posting/payment-account.js';
import { optionalText, parseIsoDate, requireText } from '../validation.js';
import {
  PRODUCTION_BATCH_PRODUCED,
  RAW_MATERIAL_CREATED,
  RAW_MATERIAL_STOCK_INTRODUCED,
  RAW_MATERIALS_MOVED_TO_WIP,
  type ConsumedMaterial,
  type ProducedOutput,
  type ProductionBatchProducedData,
  type ProductionEvent,
  type RawMaterialsMovedToWipData,
} from './production-events.js';

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A raw material or product as production needs it: name and stock now. */
export interface StockItem {
  name: string;
  quantity: string;
  value: string;
}

export interface CreateRawMaterialCommand {
  rawMaterialId: string;
  name: unknown;
  sku: unknown;
  measurement?: unknown;
  quantity?: unknown;
  /** Unit cost (spec 001 §3 raw material line: price). */
  price?: unknown;
  description?: unknown;
  openingStock: { transactionId: string; reference: string; date: unknown };
}

/** Creates a raw material; an opening quantity goes into 1210 at quantity × price against 3000. SKU uniqueness is the caller's. */
export function decideCreateRawMaterial(command: CreateRawMaterialCommand, business: ExistingBusiness): ProductionEvent[] {
  const currency = business.currency;
  const name = requireText(command.name, 'name', 200);
  const sku = requireText(command.sku, 'sku', 100);
  const measurement = blank(command.measurement)
    ? DEFAULT_MEASUREMENT
    : MEASUREMENTS.find((m) => typeof command.measurement === 'string' && m.toLowerCase() === command.measurement.trim().toLowerCase());
  if (!measurement) throw new LedgerValidationError('measurement', `measurement must be one of: ${MEASUREMENTS.join(', ')}`, LEDGER_ERROR_CODES.INVALID_CHOICE);
  const quantity = blank(command.quantity) ? new Decimal(0) : parseQuantity(command.quantity, 'quantity');
  if (quantity.gt(0) && blank(command.price)) throw new LedgerValidationError('price', 'Cost price is required', LEDGER_ERROR_CODES.REQUIRED);
  const unitCost = blank(command.price) ? new Decimal(0) : parseAmount(command.price, currency, 'price', { nonNegative: true });
  const description = optionalText(command.description, 'description', 2000);
  const events: ProductionEvent[] = [
    {
      type: RAW_MATERIAL_CREATED,
      data: {
        rawMaterialId: command.rawMaterialId,
        name,
        sku,
        measurement,
        currency,
        unitCost: formatAmount(unitCost, currency),
        ...(description ? { description } : {}),
      },
    },
  ];
  if (quantity.gt(0)) {
    const amount = roundMoney(quantity.times(unitCost), currency);
    if (amount.isZero())
      throw new LedgerValidationError('quantity', 'The opening stock’s value (quantity × price) rounds to zero', LEDGER_ERROR_CODES.INVALID_VALUE);
    const lines = new JournalBuilder(currency)
      .debit(ACCOUNT.INVENTORY_RAW_MATERIALS, amount, { productId: command.rawMaterialId })
      .credit(ACCOUNT.OWNERS_CONTRIBUTION, amount)
      .build();
    events.push({
      type: RAW_MATERIAL_STOCK_INTRODUCED,
      data: {
        transactionId: command.openingStock.transactionId,
        reference: command.openingStock.reference,
        date: parseIsoDate(command.openingStock.date, 'date'),
        currency,
        lines,
        stock: [{ productId: command.rawMaterialId, quantity: quantity.toString(), value: formatAmount(amount, currency) }],
        description: `Opening stock of ${name}`,
        rawMaterialId: command.rawMaterialId,
        quantity: quantity.toString(),
        unitCost: formatAmount(unitCost, currency),
        amount: formatAmount(amount, currency),
      },
    });
  }
  return events;
}

interface QuantityLine {
  index: number;
  id: string;
  quantity: Decimal;
}

function readQuantityLines(input: unknown, field: string, required: boolean): (QuantityLine & { raw: Record<string, unknown> })[] {
  if (blank(input)) {
    if (required) throw new LedgerValidationError(field, `${field} is required`, LEDGER_ERROR_CODES.REQUIRED);
    return [];
  }
  if (!Array.isArray(input)) throw new LedgerValidationError(field, `${field} must be a list of { id, quantity }`, LEDGER_ERROR_CODES.INVALID_VALUE);
  if (required && input.length === 0) throw new LedgerValidationError(field, `${field} must have at least one line`, LEDGER_ERROR_CODES.REQUIRED);
  if (input.length > MAX_DOCUMENT_ITEMS)
    throw new LedgerValidationError(field, `${field} must have at most ${MAX_DOCUMENT_ITEMS} lines`, LEDGER_ERROR_CODES.INVALID_VALUE);
  return input.map((raw: unknown, index) => {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      throw new LedgerValidationError(`${field}[${index}]`, `${field}[${index}] must be { id, quantity }`, LEDGER_ERROR_CODES.INVALID_VALUE);
    }
    const line = raw as Record<string, unknown>;
    return {
      index,
      id: requireText(line.id ?? line._id, itemField(index, 'id', field), 100),
      quantity: parseQuantity(line.quantity, itemField(index, 'quantity', field)),
      raw: line,
    };
  });
}

/** Takes raw materials out of stock at their moving average; short of one is STOCK_INSUFFICIENT naming it (409). */
function consume(
  lines: QuantityLine[],
  field: string,
  materials: ReadonlyMap<string, StockItem>,
  currency: CurrencyCode,
): { consumed: ConsumedMaterial[]; book: StockBook; total: Decimal } {
  const book = new StockBook(currency, new Map([...materials].map(([id, m]) => [id, m])));
  const consumed = lines.map((line) => {
    const material = materials.get(line.id);
    if (!material) {
      const at = itemField(line.index, 'id', field);
      throw unknownReferenceError(at, `${at} ${line.id} is not one of the business's raw materials`, line.id, {
        notFound: LEDGER_ERROR_CODES.PRODUCT_NOT_FOUND,
        unknown: LEDGER_ERROR_CODES.NOT_A_RAW_MATERIAL,
      });
    }
    // Raw materials never go below zero: a batch cannot use what is not there.
    const cost = book.take(line.id, line.quantity, { allowBelowZero: false, productName: material.name, field: itemField(line.index, 'quantity', field) });
    return { id: line.id, name: material.name, quantity: line.quantity.toString(), cost: formatAmount(cost, currency) };
  });
  return { consumed, book, total: consumed.reduce((sum, c) => sum.plus(c.cost), new Decimal(0)) };
}

export interface MoveToWipCommand {
  transactionId: string;
  reference: string;
  date: unknown;
  items: unknown;
  description?: unknown;
}

/** Moves raw materials into work in progress (1220 debit, 1210 credit); needs the business's WIP setting on. */
export function decideMoveToWip(command: MoveToWipCommand, business: ExistingBusiness, materials: ReadonlyMap<string, StockItem>): ProductionEvent[] {
  const currency = business.currency;
  if (!business.settings.wipStatus) {
    throw new LedgerValidationError('wipStatus', 'Work in progress is off: turn it on in the account settings first', LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  const date = parseIsoDate(command.date, 'date');
  const { consumed, book, total } = consume(readQuantityLines(command.items, 'items', true), 'items', materials, currency);
  const journal = new JournalBuilder(currency).debit(ACCOUNT.WORK_IN_PROGRESS, total);
  for (const c of consumed) journal.credit(ACCOUNT.INVENTORY_RAW_MATERIALS, new Decimal(c.cost), { productId: c.id });
  if (total.isZero())
    throw new LedgerValidationError('items', 'These raw materials are worth nothing: there is no cost to move', LEDGER_ERROR_CODES.AMOUNT_NOT_POSITIVE);
  const description = optionalText(command.description, 'description', 1000);
  const data: RawMaterialsMovedToWipData = {
    transactionId: command.transactionId,
    reference: command.reference,
    date,
    currency,
    lines: journal.build(),
    stock: book.movements(),
    description: description ?? 'Raw materials moved to work in progress',
    materials: consumed,
    amount: formatAmount(total, currency),
  };
  return [{ type: RAW_MATERIALS_MOVED_TO_WIP, data }];
}

export interface ProduceCommand {
  transactionId: string;
  reference: string;
  date: unknown;
  /** Raw materials consumed: `[{ id, quantity }]`. */
  inputs?: unknown;
  /** Work in progress used, an amount up to the WIP balance. */
  wip?: unknown;
  /** `[{ description, amount }]`, paid from `account`. */
  additionalCosts?: unknown;
  account?: unknown;
  /** Products made: `[{ id, quantity, price }]`. */
  outputs: unknown;
  description?: unknown;
}

/**
 * The value of each output: the batch's total spread by quantity × price (by quantity alone when
 * every price is zero); each share rounded, the last one taking the remainder, so Σ = total exactly.
 */
export function spreadValue(total: Decimal, outputs: readonly { quantity: Decimal; price: Decimal }[], currency: CurrencyCode): Decimal[] {
  return spreadValueAtScale(total, outputs, currencyScale(currency));
}

/** `spreadValue` for a scale already known (the browser's `money.decimals`). */
export function spreadValueAtScale(total: Decimal, outputs: readonly { quantity: Decimal; price: Decimal }[], scale: number): Decimal[] {
  const byPrice = outputs.map((o) => o.quantity.times(o.price));
  const weights = byPrice.some((w) => w.gt(0)) ? byPrice : outputs.map((o) => o.quantity);
  const sum = weights.reduce((s, w) => s.plus(w), new Decimal(0));
  const values: Decimal[] = [];
  let given = new Decimal(0);
  outputs.forEach((_, index) => {
    const value = index === outputs.length - 1 ? total.minus(given) : roundToScale(total.times(weights[index]).dividedBy(sum), scale);
    values.push(value);
    given = given.plus(value);
  });
  return values;
}

/**
 * Produces a batch (LEDGER.md §4 ProductionBatchProduced): inputs consumed at their moving average
 * (short of one: STOCK_INSUFFICIENT naming it), WIP used (at most the WIP balance), additional
 * costs paid from an account; the outputs enter stock at the batch's total value
 * (inputs + WIP + additional costs) spread by `spreadValue`, so nothing is lost or made up.
 */
export function decideProduce(
  command: ProduceCommand,
  business: ExistingBusiness,
  materials: ReadonlyMap<string, StockItem>,
  products: ReadonlyMap<string, StockItem & { kind: 'product' | 'service' }>,
  wipBalance: Decimal,
): ProductionEvent[] {
  const currency = business.currency;
  const date = parseIsoDate(command.date, 'date');
  const { consumed, book, total: inputTotal } = consume(readQuantityLines(command.inputs, 'inputs', false), 'inputs', materials, currency);
  const wip = blank(command.wip) ? new Decimal(0) : parseAmount(command.wip, currency, 'wip', { nonNegative: true });
  if (wip.gt(wipBalance)) {
    throw new LedgerValidationError('wip', `Only ${formatAmount(wipBalance, currency)} is in work in progress`, LEDGER_ERROR_CODES.STOCK_INSUFFICIENT);
  }

  let additionalCosts: { description: string; amount: Decimal }[] = [];
  if (!blank(command.additionalCosts)) {
    if (!Array.isArray(command.additionalCosts)) {
      throw new LedgerValidationError('additionalCosts', 'additionalCosts must be a list of { description, amount }', LEDGER_ERROR_CODES.INVALID_VALUE);
    }
    additionalCosts = command.additionalCosts.map((raw: unknown, index) => {
      const cost = (raw ?? {}) as { description?: unknown; name?: unknown; amount?: unknown };
      return {
        description: optionalText(cost.description ?? cost.name, itemField(index, 'description', 'additionalCosts'), 200) ?? 'Additional cost',
        amount: parseAmount(cost.amount, currency, itemField(index, 'amount', 'additionalCosts'), { nonNegative: true }),
      };
    });
  }
  const additionalTotal = additionalCosts.reduce((sum, c) => sum.plus(c.amount), new Decimal(0));
  const account = additionalTotal.gt(0) ? resolvePaymentAccount(command.account, business, 'account') : undefined;

  const outputLines = readQuantityLines(command.outputs, 'outputs', true).map((line) => {
    const product = products.get(line.id);
    const at = itemField(line.index, 'id', 'outputs');
    if (!product) {
      throw unknownReferenceError(at, `${at} ${line.id} is not one of the business's products`, line.id, {
        notFound: LEDGER_ERROR_CODES.PRODUCT_NOT_FOUND,
        unknown: LEDGER_ERROR_CODES.UNKNOWN_PRODUCT,
      });
    }
    if (product.kind !== 'product') throw new LedgerValidationError(at, `${at}: a service cannot be produced into stock`, LEDGER_ERROR_CODES.INVALID_VALUE);
    const price = blank(line.raw.price)
      ? new Decimal(0)
      : parseAmount(line.raw.price, currency, itemField(line.index, 'price', 'outputs'), { nonNegative: true });
    return { ...line, product, price };
  });

  const total = inputTotal.plus(wip).plus(additionalTotal);
  if (!total.gt(0))
    throw new LedgerValidationError(
      'inputs',
      'A batch needs inputs, work in progress or additional costs worth more than zero',
      LEDGER_ERROR_CODES.AMOUNT_NOT_POSITIVE,
    );
  const values = spreadValue(total, outputLines, currency);
  const outputs: ProducedOutput[] = outputLines.map((line, index) => ({
    id: line.id,
    name: line.product.name,
    quantity: line.quantity.toString(),
    price: formatAmount(line.price, currency),
    value: formatAmount(values[index], currency),
  }));
  for (const [index, line] of outputLines.entries()) book.put(line.id, line.quantity, values[index]);

  const journal = new JournalBuilder(currency);
  for (const output of outputs) journal.debit(ACCOUNT.INVENTORY_GOODS, new Decimal(output.value), { productId: output.id });
  for (const input of consumed) journal.credit(ACCOUNT.INVENTORY_RAW_MATERIALS, new Decimal(input.cost), { productId: input.id });
  journal.credit(ACCOUNT.WORK_IN_PROGRESS, wip);
  if (account) {
    const pay = paymentAccountLine(account);
    journal.credit(pay.account, additionalTotal, pay.dimensions);
  }
  const description = optionalText(command.description, 'description', 1000);
  const data: ProductionBatchProducedData = {
    transactionId: command.transactionId,
    reference: command.reference,
    date,
    currency,
    lines: journal.build(),
    stock: book.movements(),
    description: description ?? `Production batch ${command.reference}`,
    inputs: consumed,
    wip: formatAmount(wip, currency),
    additionalCosts: additionalCosts.map((c) => ({ description: c.description, amount: formatAmount(c.amount, currency) })),
    additionalCostsTotal: formatAmount(additionalTotal, currency),
    ...(account ? { account } : {}),
    outputs,
    total: formatAmount(total, currency),
  };
  return [{ type: PRODUCTION_BATCH_PRODUCED, data }];
}
