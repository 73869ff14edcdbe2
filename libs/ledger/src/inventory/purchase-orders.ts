import { Decimal } from '../decimal.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { formatAmount, parseAmount, roundMoney, sumAmounts, type CurrencyCode } from '../money.js';
import { itemField, parseQuantity } from '../posting/document-totals.js';
import type { DocumentContext, TradeDocumentCommand } from '../transactions/document-context.js';
import { decideRecordPurchase, type PurchaseRecorded } from '../transactions/record-purchase.js';
import { optionalText, parseIsoDate, requireText } from '../validation.js';

/**
 * Purchase orders (spec 001 §7; docs/purchase-orders.md): what the business asks a supplier for.
 * An order posts nothing; receiving goods against it (all that is outstanding, or part) records a
 * purchase of those lines at the order's prices, in the same append as the receipt, so the order
 * and the books never disagree about what arrived.
 * Statuses: draft → sent → partly_received → received; draft, sent or partly_received → cancelled.
 */
export const PURCHASE_ORDER_RAISED = 'PurchaseOrderRaised';
export const PURCHASE_ORDER_UPDATED = 'PurchaseOrderUpdated';
export const PURCHASE_ORDER_STATUS_CHANGED = 'PurchaseOrderStatusChanged';
export const PURCHASE_ORDER_RECEIVED = 'PurchaseOrderReceived';

export const PURCHASE_ORDER_STATUSES = ['draft', 'sent', 'partly_received', 'received', 'cancelled'] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/** Numbers are PO-001, PO-002, …: three digits at least, one more than the business's last. */
export function purchaseOrderNumber(sequence: number): string {
  return `PO-${String(sequence).padStart(3, '0')}`;
}

export interface PurchaseOrderLine {
  productId: string;
  name: string;
  /** Ordered, up to 4 decimal places. */
  quantity: string;
  /** Agreed cost of one unit, at the currency's scale. */
  price: string;
  /** round(quantity × price). */
  total: string;
}

export interface PurchaseOrderData {
  orderId: string;
  number: string;
  /** YYYY-MM-DD */
  date: string;
  expectedDate?: string;
  supplierId?: string;
  currency: CurrencyCode;
  items: PurchaseOrderLine[];
  /** Σ of the lines' totals. */
  total: string;
  note?: string;
  /** As raised: kept as a draft, or sent to the supplier. */
  status: 'draft' | 'sent';
}

export interface PurchaseOrderStatusChangedData {
  orderId: string;
  status: 'sent' | 'cancelled';
  reason?: string;
}

export interface PurchaseOrderReceivedData {
  orderId: string;
  /** The purchase recorded for these goods (its transactionId and reference). */
  purchaseId: string;
  reference: string;
  date: string;
  lines: { productId: string; quantity: string }[];
  /** The order's status after this receipt. */
  status: 'partly_received' | 'received';
}

export type PurchaseOrderEvent =
  | { type: typeof PURCHASE_ORDER_RAISED; data: PurchaseOrderData }
  | { type: typeof PURCHASE_ORDER_UPDATED; data: PurchaseOrderData }
  | { type: typeof PURCHASE_ORDER_STATUS_CHANGED; data: PurchaseOrderStatusChangedData }
  | { type: typeof PURCHASE_ORDER_RECEIVED; data: PurchaseOrderReceivedData };

/** An order as it stands, for a command acting on it. */
export interface PurchaseOrderState {
  status: PurchaseOrderStatus;
  number: string;
  supplierId?: string;
  items: readonly PurchaseOrderLine[];
  /** Received so far, by product. */
  received: ReadonlyMap<string, string>;
}

export interface PurchaseOrderCommand {
  orderId: string;
  number: string;
  date: unknown;
  expectedDate?: unknown;
  supplier?: unknown;
  /** `[{ product, quantity, price }]` */
  items: unknown;
  note?: unknown;
  status?: unknown;
}

export function purchaseOrderNotFound(orderId: string): LedgerValidationError {
  return new LedgerValidationError('id', `Purchase order ${orderId} was not found`, LEDGER_ERROR_CODES.PURCHASE_ORDER_NOT_FOUND);
}

function requireOpen(current: PurchaseOrderState | undefined, orderId: string): PurchaseOrderState {
  if (!current) throw purchaseOrderNotFound(orderId);
  if (current.status === 'received' || current.status === 'cancelled') {
    throw new LedgerValidationError('status', `Purchase order ${current.number} is ${current.status}`, LEDGER_ERROR_CODES.PURCHASE_ORDER_CLOSED);
  }
  return current;
}

function orderData(command: PurchaseOrderCommand, context: Pick<DocumentContext, 'business' | 'products' | 'contactExists'>): PurchaseOrderData {
  const currency = context.business.currency;
  const orderId = requireText(command.orderId, 'orderId', 100);
  const date = parseIsoDate(command.date, 'date');
  const expectedDate =
    command.expectedDate === undefined || command.expectedDate === null || command.expectedDate === ''
      ? undefined
      : parseIsoDate(command.expectedDate, 'expectedDate');
  if (expectedDate !== undefined && expectedDate < date) {
    throw new LedgerValidationError('expectedDate', 'expectedDate cannot be before the order’s date', LEDGER_ERROR_CODES.INVALID_DATE);
  }
  const supplierId = optionalText(command.supplier, 'supplier', 100);
  if (supplierId !== undefined && !context.contactExists(supplierId)) {
    throw new LedgerValidationError('supplier', `supplier ${supplierId} is not one of the business's contacts`, LEDGER_ERROR_CODES.CONTACT_NOT_FOUND);
  }
  if (!Array.isArray(command.items) || command.items.length === 0) {
    throw new LedgerValidationError('items', 'Add at least one product to the order', LEDGER_ERROR_CODES.REQUIRED);
  }
  const seen = new Set<string>();
  const items = command.items.map((input: unknown, index): PurchaseOrderLine => {
    const line = (input ?? {}) as Record<string, unknown>;
    const field = itemField(index, 'product');
    const productId = requireText(line.product, field, 100);
    const product = context.products.get(productId);
    if (!product) throw new LedgerValidationError(field, `${field} ${productId} is not one of the business's products`, LEDGER_ERROR_CODES.PRODUCT_NOT_FOUND);
    if (product.kind !== 'product') {
      throw new LedgerValidationError(
        field,
        `${product.name} is a service: order products, and record services bought as expenses`,
        LEDGER_ERROR_CODES.INVALID_CHOICE,
      );
    }
    if (seen.has(productId))
      throw new LedgerValidationError(field, `${product.name} is listed twice: put its whole quantity on one line`, LEDGER_ERROR_CODES.INVALID_VALUE);
    seen.add(productId);
    const quantity = new Decimal(parseQuantity(line.quantity, itemField(index, 'quantity')));
    const price = parseAmount(line.price, currency, itemField(index, 'price'), { nonNegative: true });
    const total = roundMoney(quantity.times(price), currency);
    return { productId, name: product.name, quantity: quantity.toString(), price: formatAmount(price, currency), total: formatAmount(total, currency) };
  });
  const status = command.status === undefined || command.status === null || command.status === '' ? 'draft' : command.status;
  if (status !== 'draft' && status !== 'sent') throw new LedgerValidationError('status', 'status must be draft or sent', LEDGER_ERROR_CODES.INVALID_CHOICE);
  const note = optionalText(command.note, 'note', 1000);
  return {
    orderId,
    number: requireText(command.number, 'number', 50),
    date,
    ...(expectedDate !== undefined ? { expectedDate } : {}),
    ...(supplierId !== undefined ? { supplierId } : {}),
    currency,
    items,
    total: formatAmount(sumAmounts(items.map((item) => item.total)), currency),
    ...(note !== undefined ? { note } : {}),
    status,
  };
}

export function decideRaisePurchaseOrder(command: PurchaseOrderCommand, context: DocumentContext): PurchaseOrderEvent[] {
  return [{ type: PURCHASE_ORDER_RAISED, data: orderData(command, context) }];
}

/** The order's contents replaced (PUT): while nothing has been received against it. */
export function decideUpdatePurchaseOrder(
  command: PurchaseOrderCommand,
  current: PurchaseOrderState | undefined,
  context: DocumentContext,
): PurchaseOrderEvent[] {
  const order = requireOpen(current, command.orderId);
  if (order.status === 'partly_received') {
    throw new LedgerValidationError(
      'status',
      `Goods have been received against ${order.number}: it can no longer be edited`,
      LEDGER_ERROR_CODES.PURCHASE_ORDER_CLOSED,
    );
  }
  const status = command.status ?? (order.status === 'sent' ? 'sent' : 'draft');
  return [{ type: PURCHASE_ORDER_UPDATED, data: orderData({ ...command, number: order.number, status }, context) }];
}

/** Sent (from a draft) or cancelled (what is still outstanding is no longer expected). */
export function decideChangePurchaseOrderStatus(
  orderId: string,
  status: unknown,
  current: PurchaseOrderState | undefined,
  reason?: unknown,
): PurchaseOrderEvent[] {
  const order = requireOpen(current, orderId);
  if (status !== 'sent' && status !== 'cancelled')
    throw new LedgerValidationError('status', 'status must be sent, cancelled or received', LEDGER_ERROR_CODES.INVALID_CHOICE);
  if (status === 'sent' && order.status !== 'draft') {
    throw new LedgerValidationError(
      'status',
      `Purchase order ${order.number} is ${order.status.replace('_', ' ')} already`,
      LEDGER_ERROR_CODES.PURCHASE_ORDER_CLOSED,
    );
  }
  const text = optionalText(reason, 'reason', 500);
  return [{ type: PURCHASE_ORDER_STATUS_CHANGED, data: { orderId, status, ...(text !== undefined ? { reason: text } : {}) } }];
}

/** What the receipt's purchase carries besides its lines: the payment block, adjustments and its date. */
export type ReceiptPurchase = Omit<TradeDocumentCommand, 'items' | 'entity'> & { entity?: unknown };

export interface ReceivePurchaseOrderCommand {
  orderId: string;
  /** `[{ product, quantity }]` received; all that is outstanding when absent. */
  lines?: unknown;
  purchase: ReceiptPurchase;
}

/**
 * Goods received against an order: the purchase of those lines at the order's prices (LEDGER.md
 * §4 PurchaseRecorded, through the purchase decider), and the receipt that marks them received.
 * More than is outstanding of a product is refused (PURCHASE_ORDER_OVER_RECEIVED, 409).
 */
export function decideReceivePurchaseOrder(
  command: ReceivePurchaseOrderCommand,
  current: PurchaseOrderState | undefined,
  context: DocumentContext,
): (PurchaseRecorded | { type: typeof PURCHASE_ORDER_RECEIVED; data: PurchaseOrderReceivedData })[] {
  const order = requireOpen(current, command.orderId);
  if (order.status === 'draft') {
    throw new LedgerValidationError(
      'status',
      `Purchase order ${order.number} is a draft: send it before receiving goods against it`,
      LEDGER_ERROR_CODES.PURCHASE_ORDER_CLOSED,
    );
  }
  const outstanding = new Map(
    order.items.map((item) => [item.productId, new Decimal(item.quantity).minus(new Decimal(order.received.get(item.productId) ?? 0))]),
  );
  const wanted: { productId: string; quantity: Decimal }[] =
    command.lines === undefined || command.lines === null
      ? [...outstanding].filter(([, left]) => left.gt(0)).map(([productId, quantity]) => ({ productId, quantity }))
      : parseReceivedLines(command.lines, order, outstanding);
  if (wanted.length === 0) throw new LedgerValidationError('items', 'Nothing is outstanding on this order', LEDGER_ERROR_CODES.PURCHASE_ORDER_CLOSED);
  const prices = new Map(order.items.map((item) => [item.productId, item.price]));
  const [purchase] = decideRecordPurchase(
    {
      ...command.purchase,
      entity: command.purchase.entity ?? order.supplierId,
      items: wanted.map((line) => ({ product: line.productId, quantity: line.quantity.toString(), price: prices.get(line.productId) })),
      description: command.purchase.description ?? `Goods received against ${order.number}`,
    },
    context,
  );
  const complete = [...outstanding].every(([productId, left]) => left.minus(wanted.find((line) => line.productId === productId)?.quantity ?? 0).lte(0));
  return [
    purchase,
    {
      type: PURCHASE_ORDER_RECEIVED,
      data: {
        orderId: command.orderId,
        purchaseId: purchase.data.transactionId,
        reference: purchase.data.reference,
        date: purchase.data.date,
        lines: wanted.map((line) => ({ productId: line.productId, quantity: line.quantity.toString() })),
        status: complete ? 'received' : 'partly_received',
      },
    },
  ];
}

function parseReceivedLines(input: unknown, order: PurchaseOrderState, outstanding: ReadonlyMap<string, Decimal>): { productId: string; quantity: Decimal }[] {
  if (!Array.isArray(input) || input.length === 0) throw new LedgerValidationError('items', 'Name at least one product received', LEDGER_ERROR_CODES.REQUIRED);
  const seen = new Set<string>();
  return input.map((raw: unknown, index) => {
    const line = (raw ?? {}) as Record<string, unknown>;
    const field = itemField(index, 'product');
    const productId = requireText(line.product, field, 100);
    const left = outstanding.get(productId);
    if (left === undefined)
      throw new LedgerValidationError(field, `${field} ${productId} is not on purchase order ${order.number}`, LEDGER_ERROR_CODES.PRODUCT_NOT_FOUND);
    if (seen.has(productId))
      throw new LedgerValidationError(field, 'This product is listed twice: put its whole quantity on one line', LEDGER_ERROR_CODES.INVALID_VALUE);
    seen.add(productId);
    const quantity = new Decimal(parseQuantity(line.quantity, itemField(index, 'quantity')));
    if (quantity.gt(left)) {
      const name = order.items.find((item) => item.productId === productId)?.name ?? productId;
      throw new LedgerValidationError(
        itemField(index, 'quantity'),
        `Only ${Decimal.max(left, 0).toFixed()} of ${name} is outstanding on ${order.number}`,
        LEDGER_ERROR_CODES.PURCHASE_ORDER_OVER_RECEIVED,
      );
    }
    return { productId, quantity };
  });
}
