// Names of the chart's accounts (libs/ledger chart-of-accounts.ts) for journal lines; expense
// accounts (6xxx) not listed here show their code.

export const ACCOUNT_NAMES: Record<string, string> = {
  '1000': 'Cash on hand',
  '1010': 'Cash at bank',
  '1100': 'Accounts receivable (debtors)',
  '1150': 'Prepayments',
  '1200': 'Inventory: goods for sale',
  '1210': 'Inventory: raw materials',
  '1220': 'Work in progress',
  '1300': 'VAT receivable',
  '1500': 'Fixed assets at cost',
  '1510': 'Accumulated depreciation',
  '2000': 'Trade payables (creditors)',
  '2100': 'VAT payable',
  '2200': 'Borrowings',
  '2300': 'Customer advances',
  '3000': "Owner's contribution",
  '3100': 'Drawings',
  '3200': 'Retained earnings',
  '4000': 'Sales: products',
  '4010': 'Sales: services',
  '4020': 'Other sales income',
  '4050': 'Sales discounts',
  '4100': 'Shipping and delivery income',
  '4200': 'Discount received',
  '4300': 'Commission earned',
  '4400': 'Bad debt recovered',
  '4500': 'Interest received',
  '4600': 'Gift received',
  '4700': 'Service charge',
  '4800': 'Other income',
  '4900': 'Gain on disposal of assets',
  '5000': 'Cost of goods sold',
  '6900': 'Depreciation',
  '6910': 'Loss on disposal of assets',
  '6920': 'Inventory adjustments',
  '6930': 'Cash over and short',
};

export function accountLabel(code: string): string {
  const name = ACCOUNT_NAMES[code];
  return name ? `${code} · ${name}` : code;
}
