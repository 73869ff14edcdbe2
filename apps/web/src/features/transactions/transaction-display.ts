// How transactions read on screen and go into commands: labels, filters, names. The shapes the API
// answers are its own (api/queries.ts, api/lookups.ts, api/commands.ts); these are the client's.

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
