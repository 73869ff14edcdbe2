import { Decimal } from '@ledgerline/ledger';
import { bankAccountNamesOf, type Queryable, type TransactionRecord } from '@ledgerline/projections';
import { businessCurrency } from './business-currency.js';

/** A transaction as the lists answer it: amounts at the currency's scale, dates YYYY-MM-DD. */
export interface TransactionView {
  id: string;
  reference: string;
  /** List type (sales, purchases, expenses, inflows, outflows, transfer, others). */
  type: string;
  subtype: string | null;
  /** The event that recorded it: SaleRecorded, MoneyInRecorded, … */
  eventType: string;
  status: 'posted' | 'voided';
  date: string;
  currency: string;
  amount: string;
  paid: string;
  balanceDue: string;
  dueDate: string | null;
  /** "Cash", a bank account id, or "". */
  account: string;
  /** `account` by name: "Cash", the bank account's (`GTBank`, or `GTBank 1234` beside another GTBank account), or "". */
  accountName: string;
  /** A transfer between the business's accounts: where the money went ("Cash" or a bank account id); null otherwise. */
  toAccount: string | null;
  /** `toAccount` by name, as `accountName`; null otherwise. */
  toAccountName: string | null;
  description: string | null;
  entity: { id: string; name: string | null } | null;
  items: unknown[] | null;
  recordedBy: string | null;
  position: string;
  recordedAt: string;
}

/** What a transaction view needs of its business: the currency and its scale, and each bank account's name. */
export interface TransactionViewContext {
  currency: string;
  scale: number;
  /** Bank account id → name, removed accounts included (`bankAccountNamesOf`). */
  bankNames: ReadonlyMap<string, string>;
}

export async function transactionViewContext(db: Queryable, businessId: string): Promise<TransactionViewContext> {
  const [{ currency, scale }, bankNames] = await Promise.all([businessCurrency(db, businessId), bankAccountNamesOf(db, businessId)]);
  return { currency, scale, bankNames };
}

/** A payment account by name: "Cash", a bank account's name (any other id: "Bank"), or "" for none. */
function paymentAccountName(account: string | null, bankNames: ReadonlyMap<string, string>): string {
  if (!account) return '';
  if (account.toLowerCase() === 'cash') return 'Cash';
  return bankNames.get(account) ?? 'Bank';
}

export function toTransactionView(record: TransactionRecord, { currency, scale, bankNames }: TransactionViewContext): TransactionView {
  const money = (value: string | null | undefined) => new Decimal(value ?? 0).toFixed(scale);
  return {
    id: record.transactionId,
    reference: record.reference,
    type: record.type,
    subtype: record.subtype,
    eventType: record.eventType,
    status: record.status,
    date: record.date,
    currency,
    amount: money(record.amount),
    paid: money(record.paid ?? record.amount),
    balanceDue: money(record.balanceDue),
    dueDate: record.dueDate,
    account: record.account,
    accountName: paymentAccountName(record.account, bankNames),
    toAccount: record.toAccount,
    toAccountName: record.toAccount === null ? null : paymentAccountName(record.toAccount, bankNames),
    description: record.description,
    entity: record.entityId ? { id: record.entityId, name: record.entityName } : null,
    items: record.items,
    recordedBy: record.recordedBy,
    position: record.position,
    recordedAt: record.recordedAt instanceof Date ? record.recordedAt.toISOString() : String(record.recordedAt),
  };
}
