import { Decimal, formatAmount, isCurrencyCode, type CurrencyCode } from '@ledgerline/ledger';

/**
 * A receipt as anyone holding its link sees it (and as the PDF and the e-mail show it): what the
 * business wrote on the document and nothing else. No internal ids (transaction, product, contact,
 * bank account), no costs, no other document.
 */
export interface ReceiptView {
  business: { name: string; address: string | null; phone: string | null; email: string | null };
  reference: string;
  /** Effective date, YYYY-MM-DD. */
  date: string;
  /** The list type (sales, purchases, expenses, inflows, outflows) and its heading. */
  type: string;
  title: string;
  /** posted | voided. */
  status: string;
  /** PAID, PART PAID, UNPAID or VOID. */
  statusLabel: string;
  currency: string;
  items: ReceiptItem[];
  subtotal: string;
  discount: ReceiptAdjustment | null;
  delivery: ReceiptAdjustment | null;
  tax: ReceiptAdjustment | null;
  total: string;
  paid: string;
  balance: string;
  dueDate: string | null;
  /** "Cash" or the bank's name (never an account number). */
  paymentMethod: string | null;
  customer: { name: string } | null;
  /** "Customer" for money coming in, "Supplier" for money going out. */
  customerLabel: string;
  description: string | null;
}

export interface ReceiptItem {
  name: string;
  quantity: string;
  price: string;
  total: string;
}

export interface ReceiptAdjustment {
  amount: string;
  /** The percent entered, for a percent adjustment. */
  percent: string | null;
}

/** The documents that have a receipt; transfers, stock movements and prepayment applications do not. */
export const RECEIPT_EVENT_TYPES: readonly string[] = [
  'SaleRecorded',
  'PurchaseRecorded',
  'ExpenseRecorded',
  'MoneyInRecorded',
  'MoneyOutRecorded',
  'PaymentRecorded',
];

const TITLES: Record<string, string> = {
  SaleRecorded: 'Sales receipt',
  PurchaseRecorded: 'Purchase receipt',
  ExpenseRecorded: 'Expense receipt',
  MoneyInRecorded: 'Payment receipt',
  MoneyOutRecorded: 'Payment voucher',
  PaymentRecorded: 'Payment receipt',
};

/** A transactions row with what the receipt needs beside it. */
export interface ReceiptSource {
  eventType: string;
  reference: string;
  type: string;
  status: string;
  effectiveDate: string;
  amount: string;
  paid: string | null;
  balanceDue: string;
  dueDate: string | null;
  account: string;
  description: string | null;
  items: unknown;
  document: Record<string, unknown> | null;
  business: {
    name: string;
    currency: string;
    address: string | null;
    city: string | null;
    state: string | null;
    country: string | null;
    phone: string | null;
    email: string | null;
  };
  contact: { firstName: string | null; lastName: string | null; company: string | null } | null;
  /** The bank account's name (`bankAccountNames`) when the document was paid through one. */
  bankName: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function money(value: unknown, currency: CurrencyCode): string {
  const raw = typeof value === 'string' || typeof value === 'number' ? String(value) : '0';
  try {
    return formatAmount(raw, currency);
  } catch {
    return formatAmount('0', currency);
  }
}

function adjustment(value: unknown, currency: CurrencyCode): ReceiptAdjustment | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as { type?: unknown; value?: unknown; amount?: unknown };
  const amount = money(entry.amount, currency);
  if (new Decimal(amount).isZero()) return null;
  return { amount, percent: entry.type === 'percent' && typeof entry.value === 'string' ? entry.value : null };
}

function items(value: unknown, currency: CurrencyCode): ReceiptItem[] {
  if (!Array.isArray(value)) return [];
  return value.map((item: Record<string, unknown>) => ({
    name: text(item.name) ?? 'Item',
    quantity: typeof item.quantity === 'string' ? new Decimal(item.quantity).toFixed() : String(item.quantity ?? ''),
    price: money(item.price, currency),
    total: money(item.total, currency),
  }));
}

function statusLabel(status: string, paid: string, balance: string): string {
  if (status === 'voided') return 'VOID';
  if (new Decimal(balance).lte(0)) return 'PAID';
  return new Decimal(paid).gt(0) ? 'PART PAID' : 'UNPAID';
}

const MONEY_OUT_TYPES = new Set(['purchases', 'expenses', 'outflows']);

export function toReceiptView(source: ReceiptSource): ReceiptView {
  const document = source.document ?? {};
  const declared = text(document.currency) ?? source.business.currency.trim();
  const currency: CurrencyCode = isCurrencyCode(declared) ? declared : 'NGN';
  const total = money(source.amount, currency);
  const paid = money(source.paid ?? source.amount, currency);
  const balance = money(source.balanceDue, currency);
  const contactName = source.contact
    ? (text([source.contact.firstName, source.contact.lastName].filter(Boolean).join(' ')) ?? text(source.contact.company))
    : null;
  const { business } = source;
  const address = [business.address, business.city, business.state, business.country].map(text).filter((part) => part !== null);
  return {
    business: { name: business.name, address: address.length > 0 ? address.join(', ') : null, phone: text(business.phone), email: text(business.email) },
    reference: source.reference,
    date: source.effectiveDate,
    type: source.type,
    title: TITLES[source.eventType] ?? 'Receipt',
    status: source.status,
    statusLabel: statusLabel(source.status, paid, balance),
    currency,
    items: items(source.items, currency),
    subtotal: money(document.subtotal ?? source.amount, currency),
    discount: adjustment(document.discount, currency),
    delivery: adjustment(document.delivery, currency),
    tax: adjustment(document.tax, currency),
    total,
    paid,
    balance,
    dueDate: source.dueDate,
    paymentMethod: source.account === 'Cash' ? 'Cash' : source.bankName,
    customer: contactName ? { name: contactName } : null,
    customerLabel: MONEY_OUT_TYPES.has(source.type) ? 'Supplier' : 'Customer',
    description: text(source.description),
  };
}
