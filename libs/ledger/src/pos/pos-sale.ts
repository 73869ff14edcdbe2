import { Decimal } from '../decimal.js';
import { LEDGER_ERROR_CODES, LedgerValidationError, unknownReferenceError } from '../errors.js';
import { StockBook } from '../inventory/moving-average.js';
import { formatAmount, parseAmount, roundMoney, type CurrencyCode } from '../money.js';
import { adjustmentAmount, computeDocumentTotals, documentTotalsData, itemField, MAX_DOCUMENT_ITEMS, parseQuantity } from '../posting/document-totals.js';
import { resolvePaymentAccount } from '../business/business-state.js';
import { postSale } from '../posting/sale.js';
import type { DocumentContext, DocumentProduct } from '../transactions/document-context.js';
import { SALE_RECORDED, type SaleRecordedData } from '../transactions/document-events.js';
import type { SaleRecorded } from '../transactions/record-sale.js';
import { optionalText, parseIsoDate, requireText } from '../validation.js';
import { POS_SALE_RECORDED, type PosItem, type PosSaleRecordedData } from './pos-events.js';
import { requireOwnOpenRegister, type RegisterState } from './register.js';

/** A product as the till needs it: the document product plus what the receipt shows. */
export interface PosProduct extends DocumentProduct {
  sku?: string;
  measurement?: string;
}

/** What a counter sale is decided against (loaded inside the append, under the stream lock). */
export interface PosSaleContext extends Omit<DocumentContext, 'products'> {
  products: ReadonlyMap<string, PosProduct>;
  /** The register named by the sale (or the cashier's open one); undefined when none. */
  register: RegisterState | undefined;
  /** A contact's display name, for the receipt; undefined when unknown. */
  contactName(contactId: string): string | undefined;
}

export interface PosSaleCommand {
  transactionId: string;
  reference: string;
  userId: string;
  recordedAt: string;
  /** The register asked for, when the client names one. */
  registerId?: unknown;
  date: unknown;
  /** `[{ id, quantity, price, oldPrice?, note? }]` (spec 002 §3 POS item). */
  items: unknown;
  /** Order discount: a percent (default, spec 002 §9) or fixed (discountType). */
  discount?: unknown;
  discountType?: unknown;
  /** Tax percent of subtotal − discount (spec 002 §5). */
  tax?: unknown;
  /** `Cash` or a bank account id: where the money collected goes. */
  account: unknown;
  amountCollected: unknown;
  /** The customer's contact id: required when less than the total is collected (the rest on credit). */
  customer?: unknown;
  /** The till's own figures, when sent: they must be the ledger's. */
  subtotal?: unknown;
  amount?: unknown;
  parkedSaleId?: unknown;
  description?: unknown;
}

interface PosLine {
  index: number;
  productId: string;
  product: PosProduct;
  quantity: Decimal;
  price: Decimal;
  oldPrice: Decimal;
  total: Decimal;
  note?: string;
}

/** Percent off oldPrice, to 2 decimals (spec 002 §5: "discounts display to 2 decimals"); 0 when none. */
export function lineDiscountPercent(price: Decimal, oldPrice: Decimal): Decimal {
  if (!oldPrice.gt(0) || !oldPrice.gt(price)) return new Decimal(0);
  return oldPrice.minus(price).times(100).dividedBy(oldPrice).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

function readLines(input: unknown, context: PosSaleContext, currency: CurrencyCode): PosLine[] {
  if (input === undefined || input === null) throw new LedgerValidationError('items', 'items is required', LEDGER_ERROR_CODES.REQUIRED);
  if (!Array.isArray(input)) throw new LedgerValidationError('items', 'items must be a list of { id, quantity, price }', LEDGER_ERROR_CODES.INVALID_VALUE);
  if (input.length === 0) throw new LedgerValidationError('items', 'The cart is empty', LEDGER_ERROR_CODES.REQUIRED);
  if (input.length > MAX_DOCUMENT_ITEMS) {
    throw new LedgerValidationError('items', `items must have at most ${MAX_DOCUMENT_ITEMS} lines`, LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  return input.map((raw: unknown, index) => {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      throw new LedgerValidationError(`items[${index}]`, `items[${index}] must be { id, quantity, price }`, LEDGER_ERROR_CODES.INVALID_VALUE);
    }
    const item = raw as { id?: unknown; product?: unknown; quantity?: unknown; price?: unknown; oldPrice?: unknown; note?: unknown };
    const idField = itemField(index, item.id === undefined && item.product !== undefined ? 'product' : 'id');
    const productId = requireText(item.id ?? item.product, idField, 100);
    const product = context.products.get(productId);
    if (!product) {
      throw unknownReferenceError(idField, `${idField} ${productId} is not one of the business's products or services`, productId, {
        notFound: LEDGER_ERROR_CODES.PRODUCT_NOT_FOUND,
        unknown: LEDGER_ERROR_CODES.UNKNOWN_PRODUCT,
      });
    }
    const quantity = parseQuantity(item.quantity, itemField(index, 'quantity'));
    const price = parseAmount(item.price, currency, itemField(index, 'price'), { nonNegative: true });
    const oldPrice =
      item.oldPrice === undefined || item.oldPrice === null || item.oldPrice === ''
        ? price
        : parseAmount(item.oldPrice, currency, itemField(index, 'oldPrice'), { nonNegative: true });
    const note = optionalText(item.note, itemField(index, 'note'), 500);
    return { index, productId, product, quantity, price, oldPrice, total: roundMoney(quantity.times(price), currency), ...(note ? { note } : {}) };
  });
}

/** A client's own figure, when sent, must be the ledger's (the cashier saw it). */
function expectSame(input: unknown, computed: Decimal, field: string, currency: CurrencyCode): void {
  if (input === undefined || input === null || input === '') return;
  const given = parseAmount(input, currency, field, { nonNegative: true });
  if (!given.eq(computed)) {
    throw new LedgerValidationError(
      field,
      `${field} ${formatAmount(given, currency)} does not match the cart: ${formatAmount(computed, currency)}`,
      LEDGER_ERROR_CODES.INVALID_VALUE,
    );
  }
}

/**
 * A sale at the counter (spec 002 §5 POS rules; LEDGER.md §1, §4, §5). Into the cashier's own open
 * register only (REGISTER_NOT_OPEN, REGISTER_CLOSED, REGISTER_NOT_YOURS). Lines are sold at their
 * price (the discount from oldPrice is already in it); subtotal S = Σ round(price × quantity);
 * order discount D is a percent of S (default) or fixed; tax X = round((S − D) × percent / 100);
 * amount T = S − D + X. The amount collected pays T (the rest is change); less than T leaves the
 * rest on credit to the customer, who must be given. Products leave stock at moving average.
 * Recorded as SaleRecorded (the books) and PosSaleRecorded (the till's view of it).
 */
export function decidePosSale(command: PosSaleCommand, context: PosSaleContext): [SaleRecorded, { type: typeof POS_SALE_RECORDED; data: PosSaleRecordedData }] {
  const { business } = context;
  const currency = business.currency;
  const requested = typeof command.registerId === 'string' && command.registerId.trim() !== '' ? command.registerId.trim() : undefined;
  const register = requireOwnOpenRegister(context.register, command.userId, 'registerId', requested);
  const transactionId = requireText(command.transactionId, 'transactionId', 100);
  const reference = requireText(command.reference, 'reference', 100);
  const date = parseIsoDate(command.date, 'date');

  const lines = readLines(command.items, context, currency);
  const subtotal = lines.reduce((sum, line) => sum.plus(line.total), new Decimal(0));
  const totals = computeDocumentTotals(
    subtotal,
    { discount: command.discount, discountType: command.discountType, tax: command.tax, taxType: 'percent' },
    currency,
    { taxBase: 'afterDiscount', defaultTypes: { discount: 'percent' } },
  );
  expectSame(command.subtotal, totals.subtotal, 'subtotal', currency);
  expectSame(command.amount, totals.total, 'amount', currency);

  const account = resolvePaymentAccount(command.account, business, 'account');
  const collected = parseAmount(command.amountCollected, currency, 'amountCollected', { nonNegative: true });
  const paid = Decimal.min(collected, totals.total);
  const change = Decimal.max(collected.minus(totals.total), 0);
  const remaining = totals.total.minus(paid);
  const customerId = optionalText(command.customer, 'customer', 100);
  if (customerId !== undefined && !context.contactExists(customerId)) {
    throw unknownReferenceError('customer', `customer ${customerId} is not one of the business's contacts`, customerId, {
      notFound: LEDGER_ERROR_CODES.CONTACT_NOT_FOUND,
      unknown: LEDGER_ERROR_CODES.UNKNOWN_CONTACT,
    });
  }
  if (remaining.gt(0) && customerId === undefined) {
    throw new LedgerValidationError(
      'customer',
      `amountCollected ${formatAmount(collected, currency)} is less than the amount ${formatAmount(totals.total, currency)}: choose the customer who owes the rest`,
      LEDGER_ERROR_CODES.ENTITY_REQUIRED,
    );
  }

  const stock = new StockBook(currency, new Map(lines.filter((l) => l.product.kind === 'product').map((l) => [l.productId, l.product])));
  const costs = new Map<number, string>();
  for (const line of lines) {
    if (line.product.kind !== 'product') continue;
    const cost = stock.take(line.productId, line.quantity, {
      allowBelowZero: business.settings.allowZeroStockLevel,
      productName: line.product.name,
      field: itemField(line.index, 'quantity'),
    });
    costs.set(line.index, formatAmount(cost, currency));
  }
  const movements = stock.movements();
  const saleCosts = movements.map((m) => ({ productId: m.productId, cost: new Decimal(m.value).negated() }));
  if (totals.total.isZero() && adjustmentAmount(totals.discount).isZero() && saleCosts.every((c) => c.cost.isZero())) {
    throw new LedgerValidationError('items', 'A sale must come to more than zero', LEDGER_ERROR_CODES.AMOUNT_NOT_POSITIVE);
  }
  const description = optionalText(command.description, 'description', 1000);
  const parkedSaleId = optionalText(command.parkedSaleId, 'parkedSaleId', 100);
  const credit = remaining.gt(0);

  const sale: SaleRecordedData = {
    transactionId,
    reference,
    date,
    currency,
    description: description ?? `Point of sale, register ${register.till}`,
    ...(customerId !== undefined ? { entityId: customerId } : {}),
    items: lines.map((line) => ({
      productId: line.productId,
      name: line.product.name,
      kind: line.product.kind,
      quantity: line.quantity.toString(),
      price: formatAmount(line.price, currency),
      total: formatAmount(line.total, currency),
      ...(costs.has(line.index) ? { cost: costs.get(line.index) } : {}),
    })),
    ...documentTotalsData(totals, currency),
    payment: {
      account,
      credit,
      paid: formatAmount(paid, currency),
      balance: formatAmount(remaining, currency),
      ...(credit ? { dueDate: date } : {}),
    },
    lines: postSale({
      currency,
      lines: lines.map((line) => ({ productId: line.productId, kind: line.product.kind, total: line.total })),
      discount: adjustmentAmount(totals.discount),
      delivery: new Decimal(0),
      tax: adjustmentAmount(totals.tax),
      account,
      paid,
      balance: remaining,
      entityId: customerId,
      costs: saleCosts,
    }),
    ...(movements.length > 0 ? { stock: movements } : {}),
  };
  const totalsData = documentTotalsData(totals, currency);
  const items: PosItem[] = lines.map((line) => ({
    id: line.productId,
    name: line.product.name,
    ...(line.product.sku ? { sku: line.product.sku } : {}),
    kind: line.product.kind,
    ...(line.product.measurement ? { measurement: line.product.measurement } : {}),
    quantity: line.quantity.toString(),
    price: formatAmount(line.price, currency),
    oldPrice: formatAmount(Decimal.max(line.oldPrice, line.price), currency),
    discount: lineDiscountPercent(line.price, line.oldPrice).toFixed(2),
    total: formatAmount(line.total, currency),
    ...(line.note ? { note: line.note } : {}),
  }));
  const pos: PosSaleRecordedData = {
    transactionId,
    reference,
    registerId: register.registerId,
    userId: command.userId,
    date,
    currency,
    items,
    ...(customerId !== undefined ? { customer: { id: customerId, name: context.contactName(customerId) ?? '' } } : {}),
    subtotal: totalsData.subtotal,
    ...(totalsData.discount ? { discount: totalsData.discount } : {}),
    ...(totalsData.tax ? { tax: totalsData.tax } : {}),
    amount: totalsData.total,
    account,
    amountCollected: formatAmount(collected, currency),
    change: formatAmount(change, currency),
    amountRemaining: formatAmount(remaining, currency),
    ...(parkedSaleId ? { parkedSaleId } : {}),
    recordedAt: command.recordedAt,
  };
  return [
    { type: SALE_RECORDED, data: sale },
    { type: POS_SALE_RECORDED, data: pos },
  ];
}
