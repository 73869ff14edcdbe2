import { LEDGER_ERROR_CODES, LedgerValidationError } from './errors.js';

/** The chart of accounts of LEDGER.md §2: every business gets these. */

export type AccountType =
  | 'asset'
  | 'contra-asset'
  | 'liability'
  | 'equity'
  | 'contra-equity'
  | 'income'
  | 'contra-income'
  | 'other-income'
  | 'finance-income'
  | 'cost-of-sales'
  | 'expense';

export type NormalBalance = 'debit' | 'credit';

/** What a line on the account is further broken down by (LEDGER.md §2). */
export type AccountDimension = 'bank-account' | 'contact' | 'product';

export interface Account {
  readonly code: string;
  readonly name: string;
  readonly type: AccountType;
  readonly normalBalance: NormalBalance;
  /** hledger account path components, top level first (`['Assets', 'Cash at bank']`). */
  readonly path: readonly string[];
  /** 1010 has one sub-account per bank account; receivables, payables, prepayments and customer advances carry the contact; inventory the product. */
  readonly dimension?: AccountDimension;
  /** For the accounts generated from spec 002 §3's expense categories. */
  readonly expenseCategory?: ExpenseCategory;
  /** Interest expense: shown under net finance income in the profit and loss, not under operating expenses. */
  readonly financeCost?: true;
}

export const NORMAL_BALANCE: Readonly<Record<AccountType, NormalBalance>> = {
  asset: 'debit',
  'contra-asset': 'credit',
  liability: 'credit',
  equity: 'credit',
  'contra-equity': 'debit',
  income: 'credit',
  'contra-income': 'debit',
  'other-income': 'credit',
  'finance-income': 'credit',
  'cost-of-sales': 'debit',
  expense: 'debit',
};

/** Each account type as an owner reads it (reports send the key, some in capitals: CONTRA-EQUITY). */
export const ACCOUNT_TYPE_LABELS: Readonly<Record<AccountType, string>> = {
  asset: 'Asset',
  'contra-asset': 'Contra asset',
  liability: 'Liability',
  equity: 'Equity',
  'contra-equity': 'Contra equity',
  income: 'Income',
  'contra-income': 'Contra income',
  'other-income': 'Other income',
  'finance-income': 'Finance income',
  'cost-of-sales': 'Cost of sales',
  expense: 'Expense',
};

/** The label of an account type key in any case; an unknown key reads as sent. */
export function accountTypeLabel(type: string): string {
  return ACCOUNT_TYPE_LABELS[type.toLowerCase() as AccountType] ?? type;
}

/** Codes of the fixed accounts, by role. Posting rules use these, never bare strings. */
export const ACCOUNT = {
  CASH_ON_HAND: '1000',
  CASH_AT_BANK: '1010',
  ACCOUNTS_RECEIVABLE: '1100',
  PREPAYMENTS: '1150',
  INVENTORY_GOODS: '1200',
  INVENTORY_RAW_MATERIALS: '1210',
  WORK_IN_PROGRESS: '1220',
  VAT_RECEIVABLE: '1300',
  FIXED_ASSETS_COST: '1500',
  ACCUMULATED_DEPRECIATION: '1510',
  TRADE_PAYABLES: '2000',
  VAT_PAYABLE: '2100',
  BORROWINGS: '2200',
  CUSTOMER_ADVANCES: '2300',
  OWNERS_CONTRIBUTION: '3000',
  DRAWINGS: '3100',
  RETAINED_EARNINGS: '3200',
  SALES_PRODUCTS: '4000',
  SALES_SERVICES: '4010',
  OTHER_SALES_INCOME: '4020',
  SALES_DISCOUNTS: '4050',
  SHIPPING_INCOME: '4100',
  DISCOUNT_RECEIVED: '4200',
  COMMISSION_EARNED: '4300',
  BAD_DEBT_RECOVERED: '4400',
  INTEREST_RECEIVED: '4500',
  GIFT_RECEIVED: '4600',
  SERVICE_CHARGE: '4700',
  OTHER_INCOME: '4800',
  GAIN_ON_DISPOSAL: '4900',
  COST_OF_GOODS_SOLD: '5000',
  DEPRECIATION: '6900',
  LOSS_ON_DISPOSAL: '6910',
  INVENTORY_ADJUSTMENTS: '6920',
  CASH_OVER_AND_SHORT: '6930',
} as const;
export type FixedAccountCode = (typeof ACCOUNT)[keyof typeof ACCOUNT];

/** Expense categories of spec 002 §3, in the spec's order (the order fixes their account codes). */
export const EXPENSE_CATEGORIES = [
  'utility',
  'assets',
  'transport',
  'commission',
  'rent',
  'others',
  'ads',
  'fees',
  'interest_expense',
  'interest_income',
  'other_income',
  'other_expense',
  'packaging',
  'discount',
  'home_office_cost',
  'office_supplies',
  'salary',
  'bank',
  'business_insurance',
  'business_meals_travel_expense',
  'furniture_equipment_machinery',
  'input_raw_materials',
  'license_registration',
  'professional_business_fees',
  'trainings',
  'website_software',
  'advertising_marketing',
  'entertainment',
  'vehicle_expenses',
  'taxes',
  'electricity',
  'telephone',
  'csr',
  'maintenance_repairs',
  'employee_benefits',
  'cost_of_goods_sold',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

/** Categories that are income, not expenses: accepted on money in only (4500, 4800), refused on an expense. */
export const INCOME_EXPENSE_CATEGORIES = {
  interest_income: ACCOUNT.INTEREST_RECEIVED,
  other_income: ACCOUNT.OTHER_INCOME,
} as const satisfies Partial<Record<ExpenseCategory, string>>;

const EXPENSE_CATEGORY_NAMES: Readonly<Record<ExpenseCategory, string>> = {
  utility: 'Utilities',
  assets: 'Assets expensed',
  transport: 'Transport',
  commission: 'Commission paid',
  rent: 'Rent',
  others: 'Others',
  ads: 'Ads',
  fees: 'Fees and charges',
  interest_expense: 'Interest expense',
  interest_income: 'Interest income',
  other_income: 'Other income',
  other_expense: 'Other expenses',
  packaging: 'Packaging',
  discount: 'Discount allowed',
  home_office_cost: 'Home office cost',
  office_supplies: 'Office supplies',
  salary: 'Salaries',
  bank: 'Bank charges',
  business_insurance: 'Business insurance',
  business_meals_travel_expense: 'Business meals and travel',
  furniture_equipment_machinery: 'Furniture, equipment and machinery',
  input_raw_materials: 'Input raw materials',
  license_registration: 'Licences and registration',
  professional_business_fees: 'Professional and business fees',
  trainings: 'Trainings',
  website_software: 'Website and software',
  advertising_marketing: 'Advertising and marketing',
  entertainment: 'Entertainment',
  vehicle_expenses: 'Vehicle expenses',
  taxes: 'Taxes',
  electricity: 'Electricity',
  telephone: 'Telephone',
  csr: 'Corporate social responsibility',
  maintenance_repairs: 'Maintenance and repairs',
  employee_benefits: 'Employee benefits',
  cost_of_goods_sold: 'Cost of goods sold',
};

const FIRST_EXPENSE_CODE = 6010;
const EXPENSE_CODE_STEP = 10;

/**
 * The 6xxx slot of a category: 6010 + 10 × its position in the spec's list, whether or not an
 * account lives there.
 *
 * Decision: interest_income, other_income and cost_of_goods_sold keep their slots (6100, 6110,
 * 6360) although no account is opened there (their homes are 4500, 4800 and 5000). That keeps
 * "in the spec's order, 10 apart" true for every category, so a category's code is a pure
 * function of its position (utility 6010, assets 6020, transport 6030, … as LEDGER.md lists
 * them), a category's code never moves when a special home is added or removed, and a future
 * category appended to the spec's list takes the next slot without renumbering anything. The
 * three slots stay reserved for ever: reusing them would make old exports ambiguous.
 */
export function expenseCategorySlot(category: ExpenseCategory): string {
  const index = EXPENSE_CATEGORIES.indexOf(category);
  if (index < 0) throw new Error(`Unknown expense category: ${String(category)}`);
  return String(FIRST_EXPENSE_CODE + EXPENSE_CODE_STEP * index);
}

function account(code: string, name: string, type: AccountType, path: string[], extra: Partial<Account> = {}): Account {
  return Object.freeze({ code, name, type, normalBalance: NORMAL_BALANCE[type], path: Object.freeze(path), ...extra });
}

const FIXED_ACCOUNTS: Account[] = [
  account('1000', 'Cash on hand', 'asset', ['Assets', 'Cash on hand']),
  account('1010', 'Cash at bank', 'asset', ['Assets', 'Cash at bank'], { dimension: 'bank-account' }),
  account('1100', 'Accounts receivable (debtors)', 'asset', ['Assets', 'Accounts receivable'], { dimension: 'contact' }),
  account('1150', 'Prepayments', 'asset', ['Assets', 'Prepayments'], { dimension: 'contact' }),
  account('1200', 'Inventory: goods for sale', 'asset', ['Assets', 'Inventory', 'Goods for sale'], { dimension: 'product' }),
  account('1210', 'Inventory: raw materials', 'asset', ['Assets', 'Inventory', 'Raw materials'], { dimension: 'product' }),
  account('1220', 'Work in progress', 'asset', ['Assets', 'Inventory', 'Work in progress']),
  account('1300', 'VAT receivable', 'asset', ['Assets', 'VAT receivable']),
  account('1500', 'Fixed assets at cost', 'asset', ['Assets', 'Fixed assets', 'Cost']),
  account('1510', 'Accumulated depreciation', 'contra-asset', ['Assets', 'Fixed assets', 'Accumulated depreciation']),
  account('2000', 'Trade payables (creditors)', 'liability', ['Liabilities', 'Trade payables'], { dimension: 'contact' }),
  account('2100', 'VAT payable', 'liability', ['Liabilities', 'VAT payable']),
  account('2200', 'Borrowings', 'liability', ['Liabilities', 'Borrowings']),
  account('2300', 'Customer advances', 'liability', ['Liabilities', 'Customer advances'], { dimension: 'contact' }),
  account('3000', "Owner's contribution", 'equity', ['Equity', "Owner's contribution"]),
  account('3100', 'Drawings', 'contra-equity', ['Equity', 'Drawings']),
  account('3200', 'Retained earnings', 'equity', ['Equity', 'Retained earnings']),
  account('4000', 'Sales: products', 'income', ['Income', 'Sales', 'Products']),
  account('4010', 'Sales: services', 'income', ['Income', 'Sales', 'Services']),
  account('4020', 'Other sales income', 'income', ['Income', 'Sales', 'Other sales income']),
  account('4050', 'Sales discounts', 'contra-income', ['Income', 'Sales', 'Discounts']),
  account('4100', 'Shipping and delivery income', 'income', ['Income', 'Shipping and delivery']),
  account('4200', 'Discount received', 'other-income', ['Income', 'Discount received']),
  account('4300', 'Commission earned', 'other-income', ['Income', 'Commission earned']),
  account('4400', 'Bad debt recovered', 'other-income', ['Income', 'Bad debt recovered']),
  account('4500', 'Interest received', 'finance-income', ['Income', 'Interest received']),
  account('4600', 'Gift received', 'other-income', ['Income', 'Gift received']),
  account('4700', 'Service charge', 'other-income', ['Income', 'Service charge']),
  account('4800', 'Other income', 'other-income', ['Income', 'Other income']),
  account('4900', 'Gain on disposal of assets', 'other-income', ['Income', 'Gain on disposal of assets']),
  account('5000', 'Cost of goods sold', 'cost-of-sales', ['Expenses', 'Cost of goods sold'], {
    expenseCategory: 'cost_of_goods_sold',
  }),
  account('6900', 'Depreciation', 'expense', ['Expenses', 'Depreciation']),
  account('6910', 'Loss on disposal of assets', 'expense', ['Expenses', 'Loss on disposal of assets']),
  account('6920', 'Inventory adjustments', 'expense', ['Expenses', 'Inventory adjustments']),
  account('6930', 'Cash over and short', 'expense', ['Expenses', 'Cash over and short']),
];

/** Categories whose home is not their 6xxx slot. */
const SPECIAL_HOMES: Partial<Record<ExpenseCategory, string>> = {
  cost_of_goods_sold: ACCOUNT.COST_OF_GOODS_SOLD,
  ...INCOME_EXPENSE_CATEGORIES,
};

const EXPENSE_ACCOUNTS: Account[] = EXPENSE_CATEGORIES.filter((category) => !(category in SPECIAL_HOMES)).map((category) => {
  const name = EXPENSE_CATEGORY_NAMES[category];
  return account(expenseCategorySlot(category), name, 'expense', ['Expenses', name], {
    expenseCategory: category,
    ...(category === 'interest_expense' ? { financeCost: true as const } : {}),
  });
});

/** Every account, sorted by code. */
export const CHART_OF_ACCOUNTS: readonly Account[] = Object.freeze([...FIXED_ACCOUNTS, ...EXPENSE_ACCOUNTS].sort((a, b) => a.code.localeCompare(b.code)));

const BY_CODE: ReadonlyMap<string, Account> = new Map(CHART_OF_ACCOUNTS.map((a) => [a.code, a]));

/** The account with this code, or undefined. */
export function accountByCode(code: string): Account | undefined {
  return BY_CODE.get(code);
}

export function isAccountCode(code: unknown): code is string {
  return typeof code === 'string' && BY_CODE.has(code);
}

/** The account with this code; throws (a bug) when there is none. */
export function requireAccount(code: string): Account {
  const found = BY_CODE.get(code);
  if (!found) throw new Error(`No account with code ${code} in the chart of accounts`);
  return found;
}

export function isExpenseCategory(value: unknown): value is ExpenseCategory {
  return typeof value === 'string' && (EXPENSE_CATEGORIES as readonly string[]).includes(value);
}

/**
 * The account an expense of this category is debited to: its 6xxx account, 5000 for
 * cost_of_goods_sold. interest_income and other_income are income and are refused with a
 * `LedgerValidationError` naming `field`, as is anything that is not a category.
 */
export function expenseAccountFor(category: unknown, field = 'category'): Account {
  if (!isExpenseCategory(category)) {
    throw new LedgerValidationError(
      field,
      `${field} must be one of: ${EXPENSE_CATEGORIES.filter((c) => !(c in INCOME_EXPENSE_CATEGORIES)).join(', ')}`,
      LEDGER_ERROR_CODES.INVALID_CHOICE,
    );
  }
  if (category in INCOME_EXPENSE_CATEGORIES) {
    throw new LedgerValidationError(field, `${category} is income, not an expense: record it as money in`, LEDGER_ERROR_CODES.INVALID_EXPENSE_CATEGORY);
  }
  return requireAccount(SPECIAL_HOMES[category] ?? expenseCategorySlot(category));
}

/**
 * The category a numeric expense-category code stands for (the bulk import's "expense category is a
 * numeric code", spec 002 §5): its position in the spec's list (EXPENSE_CATEGORIES), counting from
 * 1 — utility 1, assets 2, transport 3, …, cost_of_goods_sold 36. The spec gives no table, so this
 * follows the one order it does give (the same order that fixes the 6xxx codes). Accepts a whole
 * number or its digits as text; anything else, or a position off the list, is undefined.
 */
export function expenseCategoryFromCode(code: unknown): ExpenseCategory | undefined {
  const text = typeof code === 'number' ? String(code) : typeof code === 'string' ? code.trim() : '';
  if (!/^[1-9]\d{0,2}$/.test(text)) return undefined;
  return EXPENSE_CATEGORIES[Number(text) - 1];
}

/** The category's numeric code (see `expenseCategoryFromCode`). */
export function expenseCategoryCode(category: ExpenseCategory): number {
  return EXPENSE_CATEGORIES.indexOf(category) + 1;
}

/**
 * Makes a name safe as one component of a plain-text accounting account name: no `:` (the
 * separator) or `;` (comments), no tabs or runs of spaces (two spaces end an account name).
 */
export function ledgerAccountNameComponent(name: string): string {
  const clean = name
    .replace(/[:;\p{Cc}]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  return clean === '' ? 'Unnamed' : clean;
}

/**
 * The account's name in an hledger / ledger-cli journal, e.g. `Assets:Cash at bank:GTB` for
 * `ledgerAccountPath('1010', 'GTB')`. The caller resolves the sub-account's display name (a bank
 * account's name, a contact's name); it is made safe with `ledgerAccountNameComponent`.
 */
export function ledgerAccountPath(code: string, subAccountName?: string): string {
  const components = [...requireAccount(code).path];
  if (subAccountName !== undefined) components.push(ledgerAccountNameComponent(subAccountName));
  return components.join(':');
}
