// A transaction's kind as the screens name it: 'Sale' for the list type the API answers, 'sales'
// (spec 002 §3). Here because the transactions list and the archives of voided transactions both
// show it, and a feature never imports another.

export const TRANSACTION_TYPE_LABELS: Readonly<Record<string, string>> = {
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
