import { resolvePaymentAccount, type ExistingBusiness } from '../business/business-state.js';
import { addDays } from '../calendar/calendar-dates.js';
import { Decimal } from '../decimal.js';
import { LEDGER_ERROR_CODES, LedgerValidationError, unknownReferenceError } from '../errors.js';
import { StockBook } from '../inventory/moving-average.js';
import { assertBalanced, reverseLines } from '../journal.js';
import { formatAmount, parseAmount, type CurrencyCode } from '../money.js';
import { postCreditPayment } from '../posting/credit-payment.js';
import { computeDocumentTotals, documentTotalsData, itemField, parseDocumentItems, subtotalOf, type AdjustmentsInput } from '../posting/document-totals.js';
import { postSale } from '../posting/sale.js';
import type { DocumentContext } from '../transactions/document-context.js';
import type { DocumentItem, StockMovement } from '../transactions/document-events.js';
import { decideVoidTransaction, reverseStock, type StockOnHand } from '../transactions/void-transaction.js';
import { optionalText, parseIsoDate, requireText } from '../validation.js';
import {
  INVOICE_AMENDED,
  INVOICE_APPROVED,
  INVOICE_DRAFT_CREATED,
  INVOICE_DRAFT_DELETED,
  INVOICE_DRAFT_UPDATED,
  INVOICE_PAID,
  INVOICE_REMINDER_SENT,
  INVOICE_VOIDED,
  type InvoiceApprovedData,
  type InvoiceContent,
  type InvoiceEvent,
  type InvoicePaymentSource,
  type ReminderKind,
} from './invoice-events.js';
import type { InvoiceState } from './invoice-state.js';

/** Spec 002 §2: invoices are numbered prefix-NNN, the counter padded to three digits (more when it grows). */
export const INVOICE_PREFIX = 'INV';
export const QUOTATION_PREFIX = 'QUO';
export const numberedReference = (prefix: string, sequence: number): string => `${prefix}-${String(sequence).padStart(3, '0')}`;

/** An invoice's or quotation's form as the client sends it (values unvalidated). */
export interface InvoiceContentInput extends AdjustmentsInput {
  date: unknown;
  entity: unknown;
  items: unknown;
  notes?: unknown;
}

/**
 * Reads the form: date, customer (a known contact), items (known products and services, with
 * their names), discount, delivery and tax as on a sale (LEDGER.md §1), notes.
 */
export function readInvoiceContent(input: InvoiceContentInput, context: DocumentContext): InvoiceContent {
  const currency = context.business.currency;
  const date = parseIsoDate(input.date, 'date');
  const entityId = requireText(input.entity, 'entity', 100);
  if (!context.contactExists(entityId)) {
    throw unknownReferenceError('entity', `entity ${entityId} is not one of the business's customers`, entityId, {
      notFound: LEDGER_ERROR_CODES.CONTACT_NOT_FOUND,
      unknown: LEDGER_ERROR_CODES.UNKNOWN_CONTACT,
    });
  }
  const lines = parseDocumentItems(input.items, currency).map((item) => {
    const product = context.products.get(item.productId);
    if (!product) {
      const field = itemField(item.index, 'product');
      throw unknownReferenceError(field, `${field} ${item.productId} is not one of the business's products or services`, item.productId, {
        notFound: LEDGER_ERROR_CODES.PRODUCT_NOT_FOUND,
        unknown: LEDGER_ERROR_CODES.UNKNOWN_PRODUCT,
      });
    }
    return { ...item, product };
  });
  const totals = computeDocumentTotals(subtotalOf(lines), input, currency);
  if (totals.total.isZero()) {
    throw new LedgerValidationError('items', 'An invoice must come to more than zero', LEDGER_ERROR_CODES.AMOUNT_NOT_POSITIVE);
  }
  const notes = optionalText(input.notes, 'notes', 2000);
  const items: DocumentItem[] = lines.map((line) => ({
    productId: line.productId,
    name: line.product.name,
    kind: line.product.kind,
    quantity: line.quantity.toString(),
    price: formatAmount(line.price, currency),
    total: formatAmount(line.total, currency),
  }));
  return { date, entityId, currency, items, ...documentTotalsData(totals, currency), ...(notes !== undefined ? { notes } : {}) };
}

function readDueDate(input: unknown, date: string): string {
  const dueDate = parseIsoDate(input, 'dueDate');
  if (dueDate < date) throw new LedgerValidationError('dueDate', 'dueDate must be on or after the invoice date', LEDGER_ERROR_CODES.INVALID_DATE);
  return dueDate;
}

export interface CreateInvoiceCommand extends InvoiceContentInput {
  invoiceId: string;
  publicId: string;
  /** The next number of the business's counter, read under the stream lock. */
  sequence: number;
  dueDate: unknown;
  /** `approved` creates and approves in one go; `draft` (the default) only saves. */
  status?: unknown;
  quotationId?: string;
}

const wantsApproval = (status: unknown): boolean => {
  if (status === undefined || status === null || status === '' || status === 'draft') return false;
  if (status === 'approved') return true;
  throw new LedgerValidationError('status', "status must be 'draft' or 'approved'", LEDGER_ERROR_CODES.INVALID_CHOICE);
};

/** A new invoice (POST /invoice/create): a draft posting nothing, approved at once when the form says so. */
export function decideCreateInvoice(command: CreateInvoiceCommand, context: DocumentContext): InvoiceEvent[] {
  const approve = wantsApproval(command.status);
  const content = readInvoiceContent(command, context);
  const dueDate = readDueDate(command.dueDate, content.date);
  const created: InvoiceEvent = {
    type: INVOICE_DRAFT_CREATED,
    data: {
      invoiceId: command.invoiceId,
      publicId: command.publicId,
      sequence: command.sequence,
      reference: numberedReference(INVOICE_PREFIX, command.sequence),
      ...content,
      dueDate,
      ...(command.quotationId !== undefined ? { quotationId: command.quotationId } : {}),
    },
  };
  if (!approve) return [created];
  const draft = { invoiceId: command.invoiceId, reference: created.data.reference, dueDate, ...content };
  return [created, { type: INVOICE_APPROVED, data: approvalOf(draft, context) }];
}

/**
 * The approval's posting (LEDGER.md §4 InvoiceApproved): the sale on credit, so the customer owes
 * the whole total (1100) and each product leaves stock at its moving average, refused past what is
 * in stock (STOCK_INSUFFICIENT) unless the business sells below zero.
 */
function approvalOf(
  invoice: InvoiceContent & { invoiceId: string; reference: string; dueDate: string },
  context: DocumentContext,
  levels?: ReadonlyMap<string, { quantity: string; value: string }>,
): InvoiceApprovedData {
  const { business } = context;
  const currency = invoice.currency;
  const stock = new StockBook(
    currency,
    new Map(
      invoice.items
        .filter((item) => item.kind === 'product')
        .map((item) => [item.productId, levels?.get(item.productId) ?? context.products.get(item.productId) ?? { quantity: '0', value: '0' }]),
    ),
  );
  const items = invoice.items.map((item, index) => {
    if (item.kind === 'service') return { ...item, cost: undefined };
    const cost = stock.take(item.productId, new Decimal(item.quantity), {
      allowBelowZero: business.settings.allowZeroStockLevel,
      productName: item.name,
      field: itemField(index, 'quantity'),
    });
    return { ...item, cost: formatAmount(cost, currency) };
  });
  const movements = stock.movements();
  const costs = movements.map((m) => ({ productId: m.productId, cost: new Decimal(m.value).negated() }));
  const amount = (adjustment: { amount: string } | undefined) => (adjustment ? new Decimal(adjustment.amount) : new Decimal(0));
  const lines = postSale({
    currency,
    lines: invoice.items.map((item) => ({ productId: item.productId, kind: item.kind, total: item.total })),
    discount: amount(invoice.discount),
    delivery: amount(invoice.delivery),
    tax: amount(invoice.tax),
    account: { kind: 'cash' },
    paid: new Decimal(0),
    balance: new Decimal(invoice.total),
    entityId: invoice.entityId,
    costs,
  });
  return {
    transactionId: invoice.invoiceId,
    invoiceId: invoice.invoiceId,
    reference: invoice.reference,
    date: invoice.date,
    currency,
    entityId: invoice.entityId,
    dueDate: invoice.dueDate,
    items: items.map(({ cost, ...item }) => (cost !== undefined ? { ...item, cost } : item)),
    subtotal: invoice.subtotal,
    ...(invoice.discount ? { discount: invoice.discount } : {}),
    ...(invoice.delivery ? { delivery: invoice.delivery } : {}),
    ...(invoice.tax ? { tax: invoice.tax } : {}),
    total: invoice.total,
    lines,
    ...(movements.length > 0 ? { stock: movements } : {}),
  };
}

/** An invoice that exists for the business (a deleted draft does not). */
export function requireInvoice(invoice: InvoiceState | undefined, named: string): InvoiceState {
  if (!invoice || invoice.status === 'deleted') {
    throw new LedgerValidationError('id', `There is no invoice ${named}`, LEDGER_ERROR_CODES.INVOICE_NOT_FOUND);
  }
  return invoice;
}

const refuseVoided = (invoice: InvoiceState, what: string) =>
  new LedgerValidationError('id', `Invoice ${invoice.reference} has been voided: it cannot ${what}`, LEDGER_ERROR_CODES.INVOICE_VOIDED);
const refusePaid = (invoice: InvoiceState, what: string) =>
  new LedgerValidationError('id', `Invoice ${invoice.reference} is already paid: it cannot ${what}`, LEDGER_ERROR_CODES.INVOICE_ALREADY_PAID);

export interface UpdateInvoiceCommand extends Partial<InvoiceContentInput> {
  dueDate?: unknown;
  /** `approved` approves a draft; `void` voids an approved invoice. */
  status?: unknown;
}

const hasContent = (command: UpdateInvoiceCommand) =>
  ['date', 'entity', 'items', 'dueDate', 'notes', 'discount', 'delivery', 'tax'].some((key) => command[key as keyof UpdateInvoiceCommand] !== undefined);

/**
 * PUT /invoice/update. A draft takes any change, and `status: 'approved'` approves it (after the
 * change). An approved invoice changes only by amendment (its posting reversed and the corrected
 * one posted in one event), never below what has been paid; `status: 'approved'` with no change is
 * a second approval (409). Paid and void invoices are final (409).
 */
export function decideUpdateInvoice(
  command: UpdateInvoiceCommand,
  found: InvoiceState | undefined,
  context: DocumentContext,
  named: string,
  stockOnHand?: ReadonlyMap<string, { quantity: string; value: string }>,
): InvoiceEvent[] {
  const invoice = requireInvoice(found, named);
  if (command.status === 'void') return [voidOf(invoice, stockOnHand, context.business.settings.allowZeroStockLevel)];
  const approve = wantsApproval(command.status);
  if (invoice.status === 'void') throw refuseVoided(invoice, 'be changed or approved');
  if (invoice.status === 'paid') throw refusePaid(invoice, 'be changed or approved');
  const merged = (): { content: InvoiceContent; dueDate: string } => {
    const content = readInvoiceContent(
      {
        date: command.date ?? invoice.date,
        entity: command.entity ?? invoice.entityId,
        items: command.items ?? invoice.items.map((item) => ({ product: item.productId, quantity: item.quantity, price: item.price })),
        notes: command.notes !== undefined ? command.notes : invoice.notes,
        ...adjustmentsOf(command, invoice),
      },
      context,
    );
    return { content, dueDate: readDueDate(command.dueDate ?? invoice.dueDate, content.date) };
  };

  if (invoice.status === 'draft') {
    const events: InvoiceEvent[] = [];
    let draft = { invoiceId: invoice.invoiceId, reference: invoice.reference, dueDate: invoice.dueDate, ...contentOf(invoice) };
    if (hasContent(command)) {
      const { content, dueDate } = merged();
      events.push({ type: INVOICE_DRAFT_UPDATED, data: { invoiceId: invoice.invoiceId, ...content, dueDate } });
      draft = { ...draft, ...content, dueDate };
    }
    if (approve) events.push({ type: INVOICE_APPROVED, data: approvalOf(draft, context) });
    if (events.length === 0) throw new LedgerValidationError('status', 'Nothing to change: send the fields to change, or status', LEDGER_ERROR_CODES.REQUIRED);
    return events;
  }

  // Approved.
  if (!hasContent(command)) {
    throw new LedgerValidationError('status', `Invoice ${invoice.reference} is already approved`, LEDGER_ERROR_CODES.INVOICE_ALREADY_APPROVED);
  }
  const { content, dueDate } = merged();
  if (new Decimal(content.total).lt(invoice.paid)) {
    throw new LedgerValidationError(
      'items',
      `The amended total ${content.total} is less than the ${invoice.paid} already paid on ${invoice.reference}`,
      LEDGER_ERROR_CODES.INVOICE_HAS_PAYMENTS,
    );
  }
  const posting = invoice.posting!;
  const reversal = reverseLines(posting.lines);
  const reversedStock = reverseStock(posting.stock, invoice.currency);
  // The corrected invoice takes its goods from the stock as it would be without the original.
  const levels = new Map<string, { quantity: string; value: string }>();
  for (const item of content.items) {
    const now = stockOnHand?.get(item.productId) ?? context.products.get(item.productId) ?? { quantity: '0', value: '0' };
    const back = reversedStock.find((m) => m.productId === item.productId);
    levels.set(item.productId, {
      quantity: new Decimal(now.quantity).plus(back?.quantity ?? 0).toString(),
      value: new Decimal(now.value).plus(back?.value ?? 0).toString(),
    });
  }
  const document = approvalOf({ invoiceId: invoice.invoiceId, reference: invoice.reference, dueDate, ...content }, context, levels);
  const lines = [...reversal, ...document.lines];
  assertBalanced(lines, invoice.currency);
  const stock = netMovements([...reversedStock, ...(document.stock ?? [])], invoice.currency);
  return [
    {
      type: INVOICE_AMENDED,
      data: {
        transactionId: invoice.invoiceId,
        invoiceId: invoice.invoiceId,
        reference: invoice.reference,
        date: posting.date,
        currency: invoice.currency,
        entityId: content.entityId,
        lines,
        ...(stock.length > 0 ? { stock } : {}),
        amendedType: INVOICE_APPROVED,
        document,
        notes: content.notes ?? '',
      },
    },
  ];
}

function netMovements(movements: StockMovement[], currency: CurrencyCode): StockMovement[] {
  const net = new Map<string, { quantity: Decimal; value: Decimal }>();
  for (const m of movements) {
    const current = net.get(m.productId) ?? { quantity: new Decimal(0), value: new Decimal(0) };
    net.set(m.productId, { quantity: current.quantity.plus(m.quantity), value: current.value.plus(m.value) });
  }
  return [...net]
    .filter(([, m]) => !m.quantity.isZero() || !m.value.isZero())
    .map(([productId, m]) => ({ productId, quantity: m.quantity.toString(), value: formatAmount(m.value, currency) }));
}

const contentOf = (invoice: InvoiceState): InvoiceContent => ({
  date: invoice.date,
  entityId: invoice.entityId,
  currency: invoice.currency,
  items: invoice.items,
  subtotal: invoice.subtotal,
  ...(invoice.discount ? { discount: invoice.discount } : {}),
  ...(invoice.delivery ? { delivery: invoice.delivery } : {}),
  ...(invoice.tax ? { tax: invoice.tax } : {}),
  total: invoice.total,
  ...(invoice.notes !== undefined ? { notes: invoice.notes } : {}),
});

/** Adjustments of an update: what the client sends, else what the invoice has (as entered: type and value). */
function adjustmentsOf(command: UpdateInvoiceCommand, invoice: InvoiceState): AdjustmentsInput {
  const pick = (name: 'discount' | 'delivery' | 'tax') => {
    if (command[name] !== undefined) return { [name]: command[name], [`${name}Type`]: command[`${name}Type`] };
    const kept = invoice[name];
    return kept ? { [name]: { type: kept.type, value: kept.value } } : {};
  };
  return { ...pick('discount'), ...pick('delivery'), ...pick('tax') };
}

/** The approval reversed (LEDGER.md §4), refused while payments stand: they must be refunded first. */
function voidOf(invoice: InvoiceState, stockOnHand: StockOnHand | undefined, allowNegativeStock: boolean): InvoiceEvent {
  if (invoice.status === 'void') {
    throw new LedgerValidationError('id', `Invoice ${invoice.reference} has already been voided`, LEDGER_ERROR_CODES.INVOICE_VOIDED);
  }
  if (invoice.status === 'draft') {
    throw new LedgerValidationError('id', `Invoice ${invoice.reference} is a draft: delete it instead`, LEDGER_ERROR_CODES.INVOICE_NOT_APPROVED);
  }
  if (invoice.payments.length > 0) {
    throw new LedgerValidationError(
      'id',
      `Invoice ${invoice.reference} has payments of ${invoice.paid}: refund them before voiding it`,
      LEDGER_ERROR_CODES.INVOICE_HAS_PAYMENTS,
    );
  }
  const posting = invoice.posting!;
  const voided = decideVoidTransaction({
    original: {
      transactionId: invoice.invoiceId,
      reference: invoice.reference,
      eventType: INVOICE_APPROVED,
      date: posting.date,
      currency: invoice.currency,
      lines: posting.lines,
      ...(posting.stock ? { stock: posting.stock } : {}),
      status: 'posted',
      hasPayments: false,
      entityId: invoice.entityId,
    },
    stockOnHand,
    allowNegativeStock,
  });
  return { type: INVOICE_VOIDED, data: { ...voided.data, invoiceId: invoice.invoiceId } };
}

/** DELETE /invoice/{id}: a draft is deleted (it posted nothing); an approved invoice is voided. */
export function decideDeleteInvoice(
  found: InvoiceState | undefined,
  named: string,
  options: { stockOnHand?: StockOnHand; allowNegativeStock?: boolean } = {},
): InvoiceEvent[] {
  const invoice = requireInvoice(found, named);
  if (invoice.status === 'draft') return [{ type: INVOICE_DRAFT_DELETED, data: { invoiceId: invoice.invoiceId, reference: invoice.reference } }];
  if (invoice.status === 'paid') {
    throw new LedgerValidationError(
      'id',
      `Invoice ${invoice.reference} has payments of ${invoice.paid}: refund them before voiding it`,
      LEDGER_ERROR_CODES.INVOICE_HAS_PAYMENTS,
    );
  }
  return [voidOf(invoice, options.stockOnHand, options.allowNegativeStock ?? false)];
}

export interface RecordInvoicePaymentCommand {
  paymentId: string;
  /** YYYY-MM-DD */
  date: unknown;
  amount: unknown;
  /** "Cash" or a bank account id. */
  account: unknown;
  source: InvoicePaymentSource;
  providerReference?: string;
}

/**
 * One payment on an approved invoice (LEDGER.md §4 InvoicePaid: pay / 1100), part or whole.
 * Refused on a draft, a void or a paid invoice and above what is owed (409). A card payment
 * already recorded under its provider reference records nothing (exactly once).
 */
export function decideRecordInvoicePayment(
  command: RecordInvoicePaymentCommand,
  found: InvoiceState | undefined,
  business: ExistingBusiness,
  named: string,
): InvoiceEvent[] {
  const invoice = requireInvoice(found, named);
  if (command.providerReference !== undefined && invoice.payments.some((p) => p.providerReference === command.providerReference)) return [];
  if (invoice.status === 'draft') {
    throw new LedgerValidationError(
      'id',
      `Invoice ${invoice.reference} is a draft: approve it before recording a payment`,
      LEDGER_ERROR_CODES.INVOICE_NOT_APPROVED,
    );
  }
  if (invoice.status === 'void') throw refuseVoided(invoice, 'take a payment');
  if (invoice.status === 'paid') throw refusePaid(invoice, 'take another payment');
  const currency = invoice.currency;
  const date = parseIsoDate(command.date, 'date');
  const amount = parseAmount(command.amount, currency, 'amount', { positive: true });
  const owed = new Decimal(invoice.balance);
  if (amount.gt(owed)) {
    throw new LedgerValidationError(
      'amount',
      `amount ${formatAmount(amount, currency)} is more than the ${formatAmount(owed, currency)} still owed on ${invoice.reference}`,
      LEDGER_ERROR_CODES.INVOICE_OVERPAYMENT,
    );
  }
  const account = resolvePaymentAccount(command.account ?? 'Cash', business, 'account');
  return [
    {
      type: INVOICE_PAID,
      data: {
        transactionId: command.paymentId,
        invoiceId: invoice.invoiceId,
        reference: invoice.reference,
        date,
        currency,
        entityId: invoice.entityId,
        amount: formatAmount(amount, currency),
        account,
        source: command.source,
        ...(command.providerReference !== undefined ? { providerReference: command.providerReference } : {}),
        balance: formatAmount(owed.minus(amount), currency),
        lines: postCreditPayment({ documentType: 'sale', account, amount, currency, entityId: invoice.entityId }),
      },
    },
  ];
}

/** POST /invoice/{id}/mark-as-paid: what is still owed, recorded as paid now. */
export function decideMarkInvoicePaid(
  command: { paymentId: string; date: unknown; account?: unknown },
  found: InvoiceState | undefined,
  business: ExistingBusiness,
  named: string,
): InvoiceEvent[] {
  const invoice = requireInvoice(found, named);
  return decideRecordInvoicePayment(
    { paymentId: command.paymentId, date: command.date, amount: invoice.balance, account: command.account ?? 'Cash', source: 'mark-as-paid' },
    invoice,
    business,
    named,
  );
}

/** The reminder schedule: 3 days before the due date, on it, and 7 days after (overdue). */
export const REMINDER_SCHEDULE: readonly { offsetDays: number; kind: ReminderKind }[] = [
  { offsetDays: -3, kind: 'before-due' },
  { offsetDays: 0, kind: 'due' },
  { offsetDays: 7, kind: 'overdue' },
];

/** Which reminder, if any, an unpaid invoice is due on `today` (YYYY-MM-DD). */
export function reminderDueOn(invoice: Pick<InvoiceState, 'status' | 'dueDate'>, today: string): ReminderKind | undefined {
  if (invoice.status !== 'approved') return undefined;
  return REMINDER_SCHEDULE.find((step) => addDays(invoice.dueDate, step.offsetDays) === today)?.kind;
}

/** Records a reminder sent for `day`; nothing when one was already recorded for that day or the invoice no longer needs one. */
export function decideRecordReminder(found: InvoiceState | undefined, day: string, to: string): InvoiceEvent[] {
  if (!found || found.reminders.includes(day)) return [];
  const kind = reminderDueOn(found, day);
  if (!kind) return [];
  return [{ type: INVOICE_REMINDER_SENT, data: { invoiceId: found.invoiceId, reference: found.reference, day, kind, to } }];
}
