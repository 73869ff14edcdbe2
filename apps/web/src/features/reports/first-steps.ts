// What an empty report offers to record first, each with the codes its page opens to (the
// transactions' and accounting's routes, the catalogue's create dialog), so no button leads to a
// refusal.

import { ACCOUNT } from '@ledgerline/ledger';
import { codes, createProductCodes, hasAnyCode, isOwnerOrAdmin, type Access } from '../../lib/access.js';
import { paths, withQuery } from '../../lib/paths.js';

export interface FirstStep {
  label: string;
  to: string;
  /** Permission codes, any of which opens the page (owner and admin hold all). */
  anyOf?: readonly number[];
  ownerOrAdminOnly?: boolean;
}

/** Permission codes (spec 002 §6) of the money-in and money-out pages not named in lib/access.ts. */
const code = { createOutflow: 26, createInflow: 27 } as const;

const moneyIn = (subtype?: string): FirstStep => ({
  label: 'Record money in',
  to: withQuery(paths.createMoneyInTransaction, { type: 'inflows', subtype, direct: true }),
  anyOf: [codes.createTransaction, code.createInflow, codes.quickExpenses],
});

const moneyOut = (subtype?: string): FirstStep => ({
  label: 'Record money out',
  to: withQuery(paths.createMoneyOutTransaction, { type: 'outflows', subtype, direct: true }),
  anyOf: [codes.createTransaction, code.createOutflow, codes.quickExpenses],
});

export const firstSteps = {
  sale: { label: 'Record a sale', to: paths.createSalesTransaction, anyOf: [codes.createTransaction, codes.quickSales] },
  expense: { label: 'Record an expense', to: paths.createExpenseTransaction, anyOf: [codes.createTransaction, codes.quickExpenses] },
  purchase: { label: 'Record a purchase', to: paths.createPurchaseTransaction, anyOf: [codes.createTransaction, codes.quickPurchases] },
  // On every plan: the products hub's create dialog and POST /inventories create on the free plan too
  // (only the Quick Action's shortcut is hidden there, 000 §6), and an empty inventory report there
  // had no way forward.
  product: { label: 'Add a product', to: withQuery(paths.productsSummary, { create: 1 }), anyOf: createProductCodes },
  moneyIn: moneyIn(),
  capital: moneyIn('capital'),
  loan: moneyIn('loan'),
  drawings: moneyOut('drawings'),
  openingBalances: { label: 'Enter opening balances', to: paths.openingBalance, ownerOrAdminOnly: true },
  journal: { label: 'New journal entry', to: paths.journalEntry, ownerOrAdminOnly: true },
} satisfies Record<string, FirstStep>;

export function mayTake(user: Access, step: FirstStep): boolean {
  if (step.ownerOrAdminOnly && !isOwnerOrAdmin(user)) return false;
  return hasAnyCode(user, step.anyOf);
}

/** The pages the trial balance opens by account code (`/chart-accounts/liability/2200`), as the chart's named sub-pages. */
const SUBPAGE_OF_CODE: Record<string, string> = {
  [ACCOUNT.BORROWINGS]: 'borrowing',
  [ACCOUNT.VAT_PAYABLE]: 'vat-payables',
  [ACCOUNT.DRAWINGS]: 'drawings',
  [ACCOUNT.SALES_PRODUCTS]: 'sales',
  [ACCOUNT.SALES_SERVICES]: 'sales',
};

/**
 * An account's page of the chart with no entries: what puts entries on it (spec 002 §2 sub-pages),
 * by its type and subtype (a sub-page's name, an account code, or `all`: the whole type).
 */
export function accountFirstSteps(type: string, page: string): { text: string; actions: FirstStep[] } {
  const subtype = SUBPAGE_OF_CODE[page] ?? page;
  switch (type) {
    case 'assets':
      return {
        text: 'A sale, money in, or the cash and bank the business already holds, puts entries here.',
        actions: [firstSteps.sale, firstSteps.moneyIn, firstSteps.openingBalances],
      };
    case 'liability':
      if (subtype === 'borrowing') return { text: 'A loan received puts entries here.', actions: [firstSteps.loan, firstSteps.openingBalances] };
      if (subtype === 'vat-payables') return { text: 'A sale with tax puts entries here.', actions: [firstSteps.sale] };
      return {
        text: 'A purchase on credit, or what the business already owes, puts entries here.',
        actions: [firstSteps.purchase, firstSteps.openingBalances],
      };
    case 'equity':
      if (subtype === 'drawings') return { text: 'Money the owner takes out of the business puts entries here.', actions: [firstSteps.drawings] };
      return { text: 'Money the owner puts into the business puts entries here.', actions: [firstSteps.capital, firstSteps.openingBalances] };
    case 'income':
      if (subtype === 'sales') return { text: 'A sale puts entries here.', actions: [firstSteps.sale] };
      return { text: 'A sale or money in puts entries here.', actions: [firstSteps.sale, firstSteps.moneyIn] };
    case 'expenses':
      return { text: 'An expense puts entries here.', actions: [firstSteps.expense] };
    default:
      return { text: '', actions: [] };
  }
}
