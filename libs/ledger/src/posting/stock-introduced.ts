import { ACCOUNT } from '../chart-of-accounts.js';
import { Decimal } from '../decimal.js';
import { JournalBuilder, type JournalLine } from '../journal.js';
import { formatAmount, roundMoney, sumAmounts, type CurrencyCode } from '../money.js';
import type { DocumentItem, StockMovement } from '../transactions/document-events.js';

/** One product whose stock is introduced (opening stock): what is counted and what each unit cost. */
export interface IntroducedStockLine {
  productId: string;
  name: string;
  /** Positive, up to 4 decimal places. */
  quantity: Decimal | string;
  /** Cost of one unit, at the currency's scale. */
  unitCost: Decimal | string;
}

export interface StockIntroducedPosting {
  lines: JournalLine[];
  stock: StockMovement[];
  items: DocumentItem[];
  /** Σ of the items' values, at the currency's scale. */
  amount: string;
}

/**
 * StockIntroduced (LEDGER.md §4, §5): each product's 1200 line is debited `round(quantity × unit
 * cost)` (that is also the value its stock gains), and the owner's contribution (3000) is
 * credited the total. A line whose value rounds to zero posts nothing, so callers refuse it first.
 */
export function postStockIntroduced(currency: CurrencyCode, products: readonly IntroducedStockLine[]): StockIntroducedPosting {
  const journal = new JournalBuilder(currency);
  const stock: StockMovement[] = [];
  const items: DocumentItem[] = [];
  const values: Decimal[] = [];
  for (const product of products) {
    const quantity = new Decimal(product.quantity);
    const unitCost = new Decimal(product.unitCost);
    const value = roundMoney(quantity.times(unitCost), currency);
    journal.debit(ACCOUNT.INVENTORY_GOODS, value, { productId: product.productId });
    values.push(value);
    stock.push({ productId: product.productId, quantity: quantity.toString(), value: formatAmount(value, currency) });
    items.push({
      productId: product.productId,
      name: product.name,
      kind: 'product',
      quantity: quantity.toString(),
      price: formatAmount(unitCost, currency),
      total: formatAmount(value, currency),
    });
  }
  const amount = sumAmounts(values);
  journal.credit(ACCOUNT.OWNERS_CONTRIBUTION, amount);
  return { lines: journal.build(), stock, items, amount: formatAmount(amount, currency) };
}
