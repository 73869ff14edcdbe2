import { ACCOUNT, expenseAccountFor } from '../chart-of-accounts.js';
import { Decimal } from '../decimal.js';
import { JournalBuilder, type JournalLine } from '../journal.js';
import type { CurrencyCode } from '../money.js';
import { paymentAccountLine, type PaymentAccount } from './payment-account.js';

/** A bought product line: into inventory (1200) at its line total. */
export interface BoughtLine {
  productId: string;
  /** round(quantity × price). */
  total: Decimal | string;
}

export interface PurchasePosting {
  currency: CurrencyCode;
  lines: readonly BoughtLine[];
  /** D, L, X: rounded amounts (zero when absent). */
  discount: Decimal | string;
  delivery: Decimal | string;
  tax: Decimal | string;
  account: PaymentAccount;
  /** P: paid now. */
  paid: Decimal | string;
  /** B: owed to the supplier (credit purchase). */
  balance: Decimal | string;
  /** The supplier; on the 2000 line. */
  entityId?: string;
}

/** Delivery on a purchase is a transport cost (the `transport` expense category's 6030). */
export const PURCHASE_DELIVERY_ACCOUNT = expenseAccountFor('transport').code;

/**
 * PurchaseRecorded (LEDGER.md §4). Debit: 1200 each product line (its product); 6030 transport L;
 * 1300 VAT receivable X. Credit: 4200 discount received D; pay P; 2000 B (the contact).
 * Stock goes in at the gross line totals, so the inventory's value is what the lines cost and a
 * discount is income, as the rulebook says. Services are not bought here (they are expenses;
 * the decider refuses them), and raw materials (1210) come with the production issue.
 */
export function postPurchase(purchase: PurchasePosting): JournalLine[] {
  const pay = paymentAccountLine(purchase.account);
  const journal = new JournalBuilder(purchase.currency);
  for (const line of purchase.lines) journal.debit(ACCOUNT.INVENTORY_GOODS, new Decimal(line.total), { productId: line.productId });
  return journal
    .debit(PURCHASE_DELIVERY_ACCOUNT, new Decimal(purchase.delivery))
    .debit(ACCOUNT.VAT_RECEIVABLE, new Decimal(purchase.tax))
    .credit(ACCOUNT.DISCOUNT_RECEIVED, new Decimal(purchase.discount))
    .credit(pay.account, new Decimal(purchase.paid), pay.dimensions)
    .credit(ACCOUNT.TRADE_PAYABLES, new Decimal(purchase.balance), purchase.entityId !== undefined ? { contactId: purchase.entityId } : {})
    .build();
}
