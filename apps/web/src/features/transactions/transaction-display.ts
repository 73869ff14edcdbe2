// How transactions read on screen and go into commands: labels, filters, names. The shapes the API
// answers are its own (api/queries.ts, api/lookups.ts, api/commands.ts); these are the client's.

import Decimal from 'decimal.js';
import type { TransactionSummaryRow } from './api/queries.js';

/** List types (spec 002 §3): what `type` holds in lists and filters. */
export type TransactionListType = 'sales' | 'purchases' | 'expenses' | 'inflows' | 'outflows' | 'transfer' | 'others' | 'assets_purchase' | 'assets_sale';

export const TRANSACTION_TYPE_FILTERS: { value: TransactionListType; label: string }[] = [
  { value: 'sales', label: 'Sales' },
  { value: 'purchases', label: 'Purchases' },
  { value: 'expenses', label: 'Expenses' },
  { value: 'inflows', label: 'Money in' },
  { value: 'outflows', label: 'Money out' },
  { value: 'transfer', label: 'Transfers' },
  { value: 'others', label: 'Other' },
];

export function entityName(entity: TransactionSummaryRow['entity']): string {
  return entity?.name ?? '';
}

/**
 * Where a transaction's payment stands, for its badge: void, paid, unpaid (nothing paid yet) or part
 * paid. Amounts compare as decimals: a currency without decimals owes "0", not "0.00". A transfer
 * moves money between the business's own accounts and is never owed, so it has no status (null)
 * unless voided.
 */
export function paymentStatus(transaction: Pick<TransactionSummaryRow, 'type' | 'status' | 'paid' | 'balanceDue'>): { label: string; color: string } | null {
  if (transaction.status === 'voided') return { label: 'Void', color: 'red' };
  if (transaction.type === 'transfer') return null;
  if (new Decimal(transaction.balanceDue || '0').lte(0)) return { label: 'Paid', color: 'teal' };
  if (new Decimal(transaction.paid || '0').lte(0)) return { label: 'Unpaid', color: 'orange' };
  return { label: 'Part paid', color: 'yellow' };
}
