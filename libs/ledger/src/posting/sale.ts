import { ACCOUNT } from '../chart-of-accounts.js';
import { Decimal } from '../decimal.js';
import { JournalBuilder, type JournalLine } from '../journal.js';
import type { CurrencyCode } from '../money.js';
import { paymentAccountLine, type PaymentAccount } from './payment-account.js';

/** A sold line: its revenue goes to 4000 (product) or 4010 (service). */
export interface SoldLine {
  productId: string;
  kind: 'product' | 'service';
  /** round(quantity × price). */
  total: Decimal | string;
}

export interface SalePosting {
  currency: CurrencyCode;
  lines: readonly SoldLine[];
  /** D, L, X: rounded amounts (zero when absent). */
  discount: Decimal | string;
  delivery: Decimal | string;
  tax: Decimal | string;
  account: PaymentAccount;
  /** P: paid now. */
  paid: Decimal | string;
  /** B: owed by the customer (credit sale). */
  balance: Decimal | string;
  /** The customer; on the 1100 line. */
  entityId?: string;
  /** Cost of goods taken out of stock, per product (the stock movements' values, positive). */
  costs: readonly { productId: string; cost: Decimal | string }[];
}

/**
 * SaleRecorded (LEDGER.md §4). Debit: pay P; 1100 B (the contact); 4050 D; 5000 cost of goods.
 * Credit: 4000 each product line; 4010 each service line; 4100 L; 2100 X; 1200 cost of goods.
 * Revenue lines carry their product, cost lines their product (1200 is kept per product), one
 * cost pair per product. Zero amounts post no line.
 */
export function postSale(sale: SalePosting): JournalLine[] {
  const pay = paymentAccountLine(sale.account);
  const journal = new JournalBuilder(sale.currency)
    .debit(pay.account, new Decimal(sale.paid), pay.dimensions)
    .debit(ACCOUNT.ACCOUNTS_RECEIVABLE, new Decimal(sale.balance), sale.entityId !== undefined ? { contactId: sale.entityId } : {})
    .debit(ACCOUNT.SALES_DISCOUNTS, new Decimal(sale.discount));
  for (const { productId, cost } of sale.costs) journal.debit(ACCOUNT.COST_OF_GOODS_SOLD, new Decimal(cost), { productId });
  for (const line of sale.lines) {
    journal.credit(line.kind === 'service' ? ACCOUNT.SALES_SERVICES : ACCOUNT.SALES_PRODUCTS, new Decimal(line.total), { productId: line.productId });
  }
  journal.credit(ACCOUNT.SHIPPING_INCOME, new Decimal(sale.delivery)).credit(ACCOUNT.VAT_PAYABLE, new Decimal(sale.tax));
  for (const { productId, cost } of sale.costs) journal.credit(ACCOUNT.INVENTORY_GOODS, new Decimal(cost), { productId });
  return journal.build();
}
