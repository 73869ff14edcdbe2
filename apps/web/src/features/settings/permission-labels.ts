// The permission codes a custom role can hold (spec 002 §6, 000 §6), labelled and grouped as the
// role form shows them. 34 is the same grant as 32 and is not offered separately.

export interface PermissionGroup {
  label: string;
  codes: { code: number; label: string }[];
}

export const PERMISSION_GROUPS: readonly PermissionGroup[] = [
  {
    label: 'Dashboard and records',
    codes: [
      { code: 150, label: 'Full dashboard' },
      { code: 99, label: 'Show only business records' },
      { code: 100, label: 'Show all business records' },
    ],
  },
  {
    label: 'Transactions',
    codes: [
      { code: 51, label: 'View transactions' },
      { code: 1, label: 'View all transactions' },
      { code: 2, label: 'Sales' },
      { code: 3, label: 'Purchases' },
      { code: 4, label: 'Expenses' },
      { code: 42, label: 'Other transactions' },
      { code: 22, label: 'Create transaction' },
      { code: 23, label: 'Create sales' },
      { code: 24, label: 'Create expense' },
      { code: 25, label: 'Create purchase' },
      { code: 26, label: 'Create outflow' },
      { code: 27, label: 'Create inflow' },
      { code: 28, label: 'Credit sales' },
      { code: 29, label: 'Credit purchase' },
      { code: 38, label: 'Delete transaction' },
    ],
  },
  {
    label: 'Products and inventory',
    codes: [
      { code: 50, label: 'View inventory' },
      { code: 5, label: 'Inventory summary' },
      { code: 6, label: 'Products' },
      { code: 7, label: 'Analysis' },
      { code: 8, label: 'Product details' },
      { code: 9, label: 'Services' },
      { code: 32, label: 'Create product' },
      { code: 33, label: 'Create service' },
      { code: 36, label: 'Edit product' },
      { code: 37, label: 'Edit prices' },
      { code: 40, label: 'Delete product' },
      { code: 57, label: 'Purchase orders' },
      { code: 61, label: 'Stock transfers' },
      { code: 68, label: 'Categories' },
      { code: 72, label: 'Brands' },
      { code: 70, label: 'View QR menu' },
      { code: 71, label: 'Create QR menu' },
    ],
  },
  {
    label: 'Contacts',
    codes: [
      { code: 13, label: 'Contacts' },
      { code: 14, label: 'Customer details' },
      { code: 30, label: 'Create customer' },
      { code: 35, label: 'Edit contact' },
      { code: 39, label: 'Delete contact' },
      { code: 10, label: 'Debtors' },
      { code: 11, label: 'Creditors' },
      { code: 12, label: 'Debtors and creditors' },
    ],
  },
  {
    label: 'Sales, invoices and point of sale',
    codes: [
      { code: 31, label: 'Create invoice' },
      { code: 41, label: 'Delete invoices' },
      { code: 141, label: 'Point of sale' },
      { code: 142, label: 'Production' },
    ],
  },
  {
    label: 'Reports and accounting',
    codes: [
      { code: 15, label: 'Reports' },
      { code: 16, label: 'Sales reports' },
      { code: 17, label: 'Expense reports' },
      { code: 18, label: 'Inventory reports' },
      { code: 19, label: 'Profit and loss' },
      { code: 20, label: 'Balance sheet' },
      { code: 21, label: 'Invoice reports and accounting' },
      { code: 160, label: 'Audit trail' },
    ],
  },
];

export function permissionLabel(code: number): string {
  for (const group of PERMISSION_GROUPS) for (const entry of group.codes) if (entry.code === code) return entry.label;
  return `Code ${code}`;
}
