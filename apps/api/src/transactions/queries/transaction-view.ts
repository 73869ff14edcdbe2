import { Decimal } from '@ledgerline/ledger';
import type { TransactionRecord } from '@ledgerline/projections';

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
  /** A transfer between the business's accounts: where the money went ("Cash" or a bank account id); null otherwise. */
  toAccount: string | null;
  description: string | null;
  entity: { id: string; name: string | null } | null;
  items: unknown[] | null;
  recordedBy: string | null;
  position: string;
  recordedAt: string;
}

export function toTransactionView(record: TransactionRecord, currency: string, scale: number): TransactionView {
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
    toAccount: record.toAccount,
    description: record.description,
    entity: record.entityId ? { id: record.entityId, name: record.entityName } : null,
    items: record.items,
    recordedBy: record.recordedBy,
    position: record.position,
    recordedAt: record.recordedAt instanceof Date ? record.recordedAt.toISOString() : String(record.recordedAt),
  };
}
