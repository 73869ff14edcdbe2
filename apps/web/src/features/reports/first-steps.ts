// What an empty report offers to record first, each with the codes its page opens to (the
// transactions' and accounting's routes, the menu's Quick Action), so no button leads to a refusal.

import { codes, createProductCodes, hasAnyCode, isMicroPlan, isOwnerOrAdmin, type Access } from '../../lib/access.js';
import { paths, withQuery } from '../../lib/paths.js';

export interface FirstStep {
  label: string;
  to: string;
  /** Permission codes, any of which opens the page (owner and admin hold all). */
  anyOf?: readonly number[];
  ownerOrAdminOnly?: boolean;
  /** Hidden on the Micro Business Plan, as the menu's Quick Action hides it. */
  microHidden?: boolean;
}

export const firstSteps = {
  sale: { label: 'Record a sale', to: paths.createSalesTransaction, anyOf: [codes.createTransaction, codes.quickSales] },
  expense: { label: 'Record an expense', to: paths.createExpenseTransaction, anyOf: [codes.createTransaction, codes.quickExpenses] },
  purchase: { label: 'Record a purchase', to: paths.createPurchaseTransaction, anyOf: [codes.createTransaction, codes.quickPurchases] },
  product: { label: 'Add a product', to: withQuery(paths.productsSummary, { create: 1 }), anyOf: createProductCodes, microHidden: true },
  openingBalances: { label: 'Enter opening balances', to: paths.openingBalance, ownerOrAdminOnly: true },
  journal: { label: 'New journal entry', to: paths.journalEntry, ownerOrAdminOnly: true },
} satisfies Record<string, FirstStep>;

export function mayTake(user: Access, step: FirstStep): boolean {
  if (step.ownerOrAdminOnly && !isOwnerOrAdmin(user)) return false;
  if (step.microHidden && isMicroPlan(user)) return false;
  return hasAnyCode(user, step.anyOf);
}
