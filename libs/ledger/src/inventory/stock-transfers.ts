import { requireBusiness, type BusinessState } from '../business/business-state.js';
import { ACCOUNT } from '../chart-of-accounts.js';
import type { Measurement, ProductCreated } from '../catalogue/catalogue-events.js';
import { PRODUCT_CREATED } from '../catalogue/catalogue-events.js';
import { Decimal } from '../decimal.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { JournalBuilder } from '../journal.js';
import { formatAmount, sumAmounts, type CurrencyCode } from '../money.js';
import { itemField, parseQuantity } from '../posting/document-totals.js';
import type { PostedEntry, StockMovement } from '../transactions/document-events.js';
import { optionalText, parseIsoDate, requireText } from '../validation.js';
import { stockLevel, takeOut, type StockLevel } from './moving-average.js';

/**
 * Stock moved between two businesses of one owner (spec 001 §2, §7 transfers; docs/stock-transfers.md).
 * Two businesses are two sets of books and two streams, so a transfer is two documents:
 * - `StockTransferSent` in the source: the goods leave at their moving-average cost, to the
 *   owner's drawings (3100 against 1200): the owner takes them out of this business;
 * - `StockTransferReceived` in the destination: the same goods enter at the same value, from
 *   the owner's contribution (1200 against 3000), as opening stock does.
 * The receipt is keyed by the transfer's id, so however often it is retried (after a crash between
 * the two appends, or by two sweepers at once) the destination books it once.
 * Statuses: draft (posts nothing, can be edited or cancelled) → sent (source booked, destination
 * pending) → received; draft → cancelled.
 */
export const STOCK_TRANSFER_DRAFTED = 'StockTransferDrafted';
export const STOCK_TRANSFER_UPDATED = 'StockTransferUpdated';
export const STOCK_TRANSFER_CANCELLED = 'StockTransferCancelled';
export const STOCK_TRANSFER_SENT = 'StockTransferSent';
export const STOCK_TRANSFER_RECEIVED = 'StockTransferReceived';

export const STOCK_TRANSFER_STATUSES = ['draft', 'sent', 'received', 'cancelled'] as const;
export type StockTransferStatus = (typeof STOCK_TRANSFER_STATUSES)[number];

/** A product moved, as the source knows it: enough for the destination to create it if it has none of that name. */
export interface StockTransferLine {
  productId: string;
  name: string;
  sku: string;
  measurement: Measurement;
  buyingPrice: string;
  sellingPrice: string;
  /** Positive, up to 4 decimal places. */
  quantity: string;
  /** Sent only: the moving-average cost the goods left at. */
  value?: string;
}

export interface StockTransferDraftData {
  transferId: string;
  reference: string;
  /** YYYY-MM-DD */
  date: string;
  destinationBusinessId: string;
  destinationName: string;
  items: StockTransferLine[];
  note?: string;
}

export interface StockTransferCancelledData {
  transferId: string;
  reason?: string;
}

export interface StockTransferSentData extends PostedEntry {
  destinationBusinessId: string;
  destinationName: string;
  items: StockTransferLine[];
  /** Σ of the lines' values: what the destination receives. */
  amount: string;
  note?: string;
}

/** A product received: the destination's product it went into, and the source's it came from. */
export interface StockTransferReceivedLine {
  productId: string;
  sourceProductId: string;
  name: string;
  quantity: string;
  value: string;
}

export interface StockTransferReceivedData extends PostedEntry {
  sourceBusinessId: string;
  sourceName: string;
  /** The source's reference of the transfer. */
  sourceReference: string;
  items: StockTransferReceivedLine[];
  amount: string;
}

export type StockTransferEvent =
  | { type: typeof STOCK_TRANSFER_DRAFTED; data: StockTransferDraftData }
  | { type: typeof STOCK_TRANSFER_UPDATED; data: StockTransferDraftData }
  | { type: typeof STOCK_TRANSFER_CANCELLED; data: StockTransferCancelledData }
  | { type: typeof STOCK_TRANSFER_SENT; data: StockTransferSentData };

/** A source product as the decision reads it (catalogue and stock). */
export interface TransferableProduct {
  kind: 'product' | 'service';
  name: string;
  sku: string;
  measurement: Measurement;
  buyingPrice: string;
  sellingPrice: string;
  quantity: string;
  value: string;
}

export interface StockTransferCommand {
  transferId: string;
  reference: string;
  date: unknown;
  destinationBusinessId: string;
  destinationName: string;
  /** `[{ product, quantity }]` */
  items: unknown;
  note?: unknown;
}

/** What the sending checks of the destination, so goods never leave for books that cannot take them. */
export interface TransferDestination {
  currency: CurrencyCode;
  /** The destination's products and services by lower-cased name. */
  productsByName: ReadonlyMap<string, DestinationProduct>;
}

/** The transfer as it stands, when the command acts on an existing one. */
export interface StockTransferState {
  status: StockTransferStatus;
}

export function stockTransferNotFound(transferId: string): LedgerValidationError {
  return new LedgerValidationError('id', `Stock transfer ${transferId} was not found`, LEDGER_ERROR_CODES.STOCK_TRANSFER_NOT_FOUND);
}

function requireDraft(current: StockTransferState | undefined, transferId: string, action: string): void {
  if (!current) throw stockTransferNotFound(transferId);
  if (current.status !== 'draft') {
    throw new LedgerValidationError(
      'status',
      `This stock transfer is ${current.status}: only a draft can be ${action}`,
      LEDGER_ERROR_CODES.STOCK_TRANSFER_NOT_DRAFT,
    );
  }
}

interface ParsedLine {
  index: number;
  productId: string;
  quantity: Decimal;
}

function parseLines(items: unknown): ParsedLine[] {
  if (!Array.isArray(items) || items.length === 0) {
    throw new LedgerValidationError('items', 'Add at least one product to transfer', LEDGER_ERROR_CODES.REQUIRED);
  }
  if (items.length > 500) throw new LedgerValidationError('items', 'A transfer holds at most 500 products', LEDGER_ERROR_CODES.INVALID_VALUE);
  const seen = new Set<string>();
  return items.map((item: unknown, index) => {
    const line = (item ?? {}) as Record<string, unknown>;
    const productId = requireText(line.product, itemField(index, 'product'), 100);
    if (seen.has(productId)) {
      throw new LedgerValidationError(
        itemField(index, 'product'),
        'This product is listed twice: put its whole quantity on one line',
        LEDGER_ERROR_CODES.INVALID_VALUE,
      );
    }
    seen.add(productId);
    return { index, productId, quantity: new Decimal(parseQuantity(line.quantity, itemField(index, 'quantity'))) };
  });
}

function productOf(products: ReadonlyMap<string, TransferableProduct>, line: ParsedLine): TransferableProduct {
  const product = products.get(line.productId);
  const field = itemField(line.index, 'product');
  if (!product)
    throw new LedgerValidationError(field, `${field} ${line.productId} is not one of the business's products`, LEDGER_ERROR_CODES.PRODUCT_NOT_FOUND);
  if (product.kind !== 'product')
    throw new LedgerValidationError(field, `${product.name} is a service: services carry no stock`, LEDGER_ERROR_CODES.INVALID_VALUE);
  return product;
}

function draftData(command: StockTransferCommand, state: BusinessState, products: ReadonlyMap<string, TransferableProduct>): StockTransferDraftData {
  const business = requireBusiness(state);
  const transferId = requireText(command.transferId, 'transferId', 100);
  const reference = requireText(command.reference, 'reference', 100);
  const date = parseIsoDate(command.date, 'date');
  if (command.destinationBusinessId === business.businessId) {
    throw new LedgerValidationError('destination', 'Choose another business to transfer stock to', LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  const items = parseLines(command.items).map((line): StockTransferLine => {
    const product = productOf(products, line);
    return {
      productId: line.productId,
      name: product.name,
      sku: product.sku,
      measurement: product.measurement,
      buyingPrice: product.buyingPrice,
      sellingPrice: product.sellingPrice,
      quantity: line.quantity.toString(),
    };
  });
  const note = optionalText(command.note, 'note', 1000);
  return {
    transferId,
    reference,
    date,
    destinationBusinessId: command.destinationBusinessId,
    destinationName: command.destinationName,
    items,
    ...(note !== undefined ? { note } : {}),
  };
}

/** A draft: checked like a transfer but posting nothing and taking no stock. */
export function decideDraftStockTransfer(
  command: StockTransferCommand,
  state: BusinessState,
  products: ReadonlyMap<string, TransferableProduct>,
): StockTransferEvent[] {
  return [{ type: STOCK_TRANSFER_DRAFTED, data: draftData(command, state, products) }];
}

/** A draft's contents replaced (PUT); refused once it is no longer a draft. */
export function decideUpdateStockTransfer(
  command: StockTransferCommand,
  current: StockTransferState | undefined,
  state: BusinessState,
  products: ReadonlyMap<string, TransferableProduct>,
): StockTransferEvent[] {
  requireDraft(current, command.transferId, 'edited');
  return [{ type: STOCK_TRANSFER_UPDATED, data: draftData(command, state, products) }];
}

export function decideCancelStockTransfer(transferId: string, current: StockTransferState | undefined, reason?: unknown): StockTransferEvent[] {
  requireDraft(current, transferId, 'cancelled');
  const text = optionalText(reason, 'reason', 500);
  return [{ type: STOCK_TRANSFER_CANCELLED, data: { transferId, ...(text !== undefined ? { reason: text } : {}) } }];
}

/**
 * Sends the goods: each product leaves at its moving-average cost (LEDGER.md §5), never more
 * than is in stock (STOCK_INSUFFICIENT: whatever the business allows for sales, goods that are
 * not there cannot arrive anywhere).
 */
export function decideSendStockTransfer(
  command: StockTransferCommand,
  /** A draft being sent: its current state (none when it is not found); absent for a transfer sent at once. */
  existing: { current: StockTransferState | undefined } | undefined,
  state: BusinessState,
  products: ReadonlyMap<string, TransferableProduct>,
  destination: TransferDestination,
): StockTransferEvent[] {
  if (existing) requireDraft(existing.current, command.transferId, 'sent');
  const draft = draftData(command, state, products);
  const currency = requireBusiness(state).currency;
  checkDestinationCanReceive(draft, currency, destination);
  const journal = new JournalBuilder(currency);
  const stock: StockMovement[] = [];
  const values: Decimal[] = [];
  const items = draft.items.map((item, index): StockTransferLine => {
    const product = products.get(item.productId)!;
    const level: StockLevel = stockLevel(product);
    const { cost } = takeOut(level, new Decimal(item.quantity), currency, {
      allowBelowZero: false,
      productName: product.name,
      field: itemField(index, 'quantity'),
    });
    journal.credit(ACCOUNT.INVENTORY_GOODS, cost, { productId: item.productId });
    values.push(cost);
    const value = formatAmount(cost, currency);
    stock.push({ productId: item.productId, quantity: new Decimal(item.quantity).negated().toString(), value: formatAmount(cost.negated(), currency) });
    return { ...item, value };
  });
  const amount = sumAmounts(values);
  if (amount.isZero()) {
    throw new LedgerValidationError('items', 'These goods carry no value in the books: there is nothing to transfer', LEDGER_ERROR_CODES.AMOUNT_NOT_POSITIVE);
  }
  journal.debit(ACCOUNT.DRAWINGS, amount);
  const data: StockTransferSentData = {
    transactionId: draft.transferId,
    reference: draft.reference,
    date: draft.date,
    currency,
    lines: journal.build(),
    stock,
    description: `Stock transferred to ${draft.destinationName}`,
    destinationBusinessId: draft.destinationBusinessId,
    destinationName: draft.destinationName,
    items,
    amount: formatAmount(amount, currency),
    ...(draft.note !== undefined ? { note: draft.note } : {}),
  };
  return [{ type: STOCK_TRANSFER_SENT, data }];
}

/** A destination product the goods can go into: found by name, without case. */
export interface DestinationProduct {
  productId: string;
  kind: 'product' | 'service';
  name: string;
}

/** A sent transfer, as the source's books hold it. */
export interface TransferToReceive {
  transferId: string;
  reference: string;
  date: string;
  currency: CurrencyCode;
  destinationName: string;
  items: StockTransferLine[];
  amount: string;
}

export interface ReceiveStockTransferCommand {
  sourceBusinessId: string;
  sourceName: string;
  sent: TransferToReceive;
  /** The destination's reference for the receipt. */
  reference: string;
  /** Destination products by lower-cased name. */
  productsByName: ReadonlyMap<string, DestinationProduct>;
  /** Ids and SKUs for products the destination lacks (made by the caller: the SKU must be free there). */
  newProduct: (line: StockTransferLine) => { productId: string; sku: string };
}

/**
 * The destination's side: the goods enter at exactly the value they left at. A product the
 * destination has no product of that name for is created there first, from the source's details.
 */
export function decideReceiveStockTransfer(
  command: ReceiveStockTransferCommand,
  state: BusinessState,
): (ProductCreated | { type: typeof STOCK_TRANSFER_RECEIVED; data: StockTransferReceivedData })[] {
  const business = requireBusiness(state);
  const { sent } = command;
  checkDestinationCanReceive(sent, sent.currency, { currency: business.currency, productsByName: command.productsByName });
  const created: ProductCreated[] = [];
  const journal = new JournalBuilder(business.currency);
  const stock: StockMovement[] = [];
  const items = sent.items.map((line): StockTransferReceivedLine => {
    let target = command.productsByName.get(line.name.toLowerCase());
    if (!target) {
      const { productId, sku } = command.newProduct(line);
      created.push({
        type: PRODUCT_CREATED,
        data: {
          productId,
          kind: 'product',
          name: line.name,
          sku,
          measurement: line.measurement,
          currency: business.currency,
          buyingPrice: line.buyingPrice,
          sellingPrice: line.sellingPrice,
        },
      });
      target = { productId, kind: 'product', name: line.name };
    }
    const value = new Decimal(line.value ?? '0');
    journal.debit(ACCOUNT.INVENTORY_GOODS, value, { productId: target.productId });
    stock.push({ productId: target.productId, quantity: line.quantity, value: formatAmount(value, business.currency) });
    return {
      productId: target.productId,
      sourceProductId: line.productId,
      name: line.name,
      quantity: line.quantity,
      value: formatAmount(value, business.currency),
    };
  });
  journal.credit(ACCOUNT.OWNERS_CONTRIBUTION, new Decimal(sent.amount));
  const data: StockTransferReceivedData = {
    transactionId: sent.transferId,
    reference: command.reference,
    date: sent.date,
    currency: business.currency,
    lines: journal.build(),
    stock,
    description: `Stock received from ${command.sourceName}`,
    sourceBusinessId: command.sourceBusinessId,
    sourceName: command.sourceName,
    sourceReference: sent.reference,
    items,
    amount: sent.amount,
  };
  return [...created, { type: STOCK_TRANSFER_RECEIVED, data }];
}

/** Same currency, and no product of the transfer that the destination knows as a service by that name. */
function checkDestinationCanReceive(
  transfer: { destinationName: string; items: readonly StockTransferLine[] },
  currency: CurrencyCode,
  destination: TransferDestination,
): void {
  if (destination.currency !== currency) {
    throw new LedgerValidationError(
      'destination',
      `${transfer.destinationName} keeps its books in ${destination.currency}, not ${currency}: stock can only move between businesses of one currency`,
      LEDGER_ERROR_CODES.INVALID_VALUE,
    );
  }
  transfer.items.forEach((line, index) => {
    const target = destination.productsByName.get(line.name.toLowerCase());
    if (target && target.kind !== 'product') {
      throw new LedgerValidationError(
        itemField(index, 'product'),
        `${target.name} is a service in ${transfer.destinationName}: services carry no stock`,
        LEDGER_ERROR_CODES.INVALID_VALUE,
      );
    }
  });
}
