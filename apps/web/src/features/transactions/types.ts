// The transactions API's shapes (apps/api/src/transactions: list, detail, commands).

/** List types (spec 002 §3): what `type` holds in lists and filters. */
export type TransactionListType = 'sales' | 'purchases' | 'expenses' | 'inflows' | 'outflows' | 'transfer' | 'others' | 'assets_purchase' | 'assets_sale';

export const TRANSACTION_TYPE_LABELS: Record<string, string> = {
  sales: 'Sale',
  purchases: 'Purchase',
  expenses: 'Expense',
  inflows: 'Money in',
  outflows: 'Money out',
  transfer: 'Transfer',
  others: 'Other',
  assets_purchase: 'Asset purchase',
  assets_sale: 'Asset sale',
};

export const TRANSACTION_TYPE_FILTERS: { value: TransactionListType; label: string }[] = [
  { value: 'sales', label: 'Sales' },
  { value: 'purchases', label: 'Purchases' },
  { value: 'expenses', label: 'Expenses' },
  { value: 'inflows', label: 'Money in' },
  { value: 'outflows', label: 'Money out' },
  { value: 'transfer', label: 'Transfers' },
  { value: 'others', label: 'Other' },
];

export interface TransactionItem {
  name: string;
  kind: 'product' | 'service' | string;
  quantity: string;
  price: string;
  total: string;
  productId?: string;
  description?: string;
}

export interface TransactionSummaryRow {
  id: string;
  reference: string;
  type: TransactionListType | string;
  subtype: string | null;
  eventType: string;
  status: 'posted' | 'voided' | string;
  date: string;
  currency: string;
  amount: string;
  paid: string;
  balanceDue: string;
  dueDate: string | null;
  account: string | null;
  description: string | null;
  entity: { id?: string; name?: string } | string | null;
  items: TransactionItem[] | null;
  recordedBy: string;
  position: string;
  recordedAt: string;
}

export interface Page<T> {
  data: T[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface Adjustment {
  type: 'fixed' | 'percent';
  value: string;
  amount: string;
}

export interface JournalLine {
  account: string;
  debit: string;
  credit: string;
  subAccount?: string;
  productId?: string;
  contactId?: string;
}

export interface TransactionDetail extends TransactionSummaryRow {
  document?: {
    subtotal?: string;
    total?: string;
    discount?: Adjustment;
    delivery?: Adjustment;
    tax?: Adjustment;
    payment?: { paid: string; balance: string; credit: boolean; dueDate?: string };
    [key: string]: unknown;
  };
  lines: JournalLine[];
  payments: { reference?: string; id?: string; date: string; amount: string; account?: string; status?: string }[];
}

/** What every command answers with: the event-store position makes the next reads wait for it. */
export interface RecordedTransaction {
  id: string;
  reference: string;
  position: string;
  total?: string;
}

export type { PaymentAccountOption } from '../../lib/payment-accounts.js';

export interface ProductOption {
  id: string;
  name: string;
  sku: string;
  type: 'PRODUCT' | 'SERVICE';
  isService: boolean;
  sellingPrice: string | null;
  buyingPrice: string | null;
  quantity: string;
  measurement: string | null;
}

export interface ContactOption {
  id: string;
  fullName: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  kinds: string[];
}

export { commandAccount } from '../../lib/payment-accounts.js';

export function entityName(entity: TransactionSummaryRow['entity']): string {
  if (!entity) return '';
  if (typeof entity === 'string') return entity;
  return entity.name ?? '';
}
