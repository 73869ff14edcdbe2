import type { Knex } from 'knex';
import type { RecordedEvent } from '@ledgerline/event-store';
import {
  ACCOUNT,
  Decimal,
  reportPlaceOf,
  type DocumentItem,
  type JournalLine,
  type PostedEntry,
  type StockMovement,
  type TransactionAmendedData,
  type TransactionVoidedData,
} from '@ledgerline/ledger';
import { sql } from '../db.js';
import { reportsProjector, SELLING_EVENTS, stockDifference } from '../reports/reports.projector.js';
import type { KnownAtEvents } from './known-at-events.js';

/**
 * `daily_product_totals` (migration 014) as it stood when the history ended at a position: the
 * same sums, rebuilt from the business's events up to that position by doing what the reports
 * projector does to that table (sold quantities net of voids and amendments, sales amounts and
 * cost of sales from the lines that carry a product, stock in and out). The table keeps no
 * positions, so there is no cheaper exact way; only the product figures asked with `knownAt` pay it.
 */
export interface KnownProductTotals {
  businessId: string;
  knownAt: string;
  rows: ProductDayTotals[];
}

/** One product's sums on one day (decimal strings). */
export interface ProductDayTotals {
  product_id: string;
  day: string;
  sold_quantity: string;
  sales_amount: string;
  cost_of_sales: string;
  in_quantity: string;
  in_value: string;
  out_quantity: string;
  out_value: string;
}

const COLUMNS =
  'business_id uuid, product_id text, day date, sold_quantity numeric, sales_amount numeric, cost_of_sales numeric, ' +
  'in_quantity numeric, in_value numeric, out_quantity numeric, out_value numeric';

const zero = () => new Decimal(0);
type Sums = Record<Exclude<keyof ProductDayTotals, 'product_id' | 'day'>, Decimal>;

/** The product-day sums after `events` (the business's, oldest first), as the reports projector would have them. */
export function replayProductTotals(events: readonly RecordedEvent[]): ProductDayTotals[] {
  const totals = new Map<string, { product: string; day: string } & Sums>();
  /** What each sale sold (report_sold_items): product → day and quantity. */
  const soldItems = new Map<string, { day: string; quantities: Map<string, Decimal> }>();

  const at = (product: string, day: string) => {
    const key = `${product}\u0000${day}`;
    let row = totals.get(key);
    if (!row) {
      row = {
        product,
        day,
        sold_quantity: zero(),
        sales_amount: zero(),
        cost_of_sales: zero(),
        in_quantity: zero(),
        in_value: zero(),
        out_quantity: zero(),
        out_value: zero(),
      };
      totals.set(key, row);
    }
    return row;
  };
  const lines = (posted: readonly JournalLine[], day: string) => {
    for (const line of posted) {
      if (!line.productId) continue;
      if (line.account === ACCOUNT.COST_OF_GOODS_SOLD) {
        const row = at(line.productId, day);
        row.cost_of_sales = row.cost_of_sales.plus(line.debit).minus(line.credit);
      } else if (reportPlaceOf(line.account).group === 'revenue') {
        const row = at(line.productId, day);
        row.sales_amount = row.sales_amount.plus(line.credit).minus(line.debit);
      }
    }
  };
  const stock = (movements: readonly StockMovement[], day: string, reversal: boolean) => {
    for (const movement of movements) {
      const quantity = new Decimal(movement.quantity);
      const value = new Decimal(movement.value);
      const positive = quantity.isZero() ? value.isPositive() : quantity.isPositive();
      const row = at(movement.productId, day);
      if (positive !== reversal) {
        row.in_quantity = row.in_quantity.plus(quantity);
        row.in_value = row.in_value.plus(value);
      } else {
        row.out_quantity = row.out_quantity.minus(quantity);
        row.out_value = row.out_value.minus(value);
      }
    }
  };
  const sell = (transactionId: string, items: readonly DocumentItem[] | undefined, day: string) => {
    if (!items || items.length === 0) return;
    const quantities = new Map<string, Decimal>();
    for (const item of items) {
      const row = at(item.productId, day);
      row.sold_quantity = row.sold_quantity.plus(item.quantity);
      quantities.set(item.productId, (quantities.get(item.productId) ?? zero()).plus(item.quantity));
    }
    soldItems.set(transactionId, { day, quantities });
  };
  const unsell = (transactionId: string) => {
    const sold = soldItems.get(transactionId);
    if (!sold) return;
    for (const [product, quantity] of sold.quantities) {
      const row = at(product, sold.day);
      row.sold_quantity = row.sold_quantity.minus(quantity);
    }
    soldItems.delete(transactionId);
  };

  for (const event of events) {
    if (event.type === 'TransactionVoided' || event.type === 'InvoiceVoided') {
      const data = event.data as TransactionVoidedData;
      lines(data.lines, data.date);
      stock(data.stock ?? [], data.date, true);
      const voidedType = data.voidedType ?? (event.type === 'InvoiceVoided' ? 'InvoiceApproved' : '');
      if (SELLING_EVENTS.has(voidedType)) unsell(data.transactionId);
    } else if (event.type === 'TransactionAmended') {
      const data = event.data as TransactionAmendedData;
      const document = data.document as PostedEntry & { items?: DocumentItem[] };
      const correctedDate = document.date ?? data.date;
      const corrected = document.lines?.length ?? 0;
      const reversal = data.lines.slice(0, data.lines.length - corrected);
      lines(reversal, data.date);
      lines(data.lines.slice(reversal.length), correctedDate);
      stock(stockDifference(data.stock ?? [], document.stock ?? []), data.date, true);
      stock(document.stock ?? [], correctedDate, false);
      if (SELLING_EVENTS.has(data.amendedType)) {
        unsell(data.transactionId);
        sell(data.transactionId, document.items, correctedDate);
      }
    } else {
      const data = event.data as PostedEntry & { items?: DocumentItem[] };
      if (!Array.isArray(data.lines)) continue;
      lines(data.lines, data.date);
      stock(data.stock ?? [], data.date, false);
      if (SELLING_EVENTS.has(event.type)) sell(data.transactionId, data.items, data.date);
    }
  }
  // A product-day all of whose sums came to nothing adds nothing to any figure.
  return [...totals.values()]
    .filter(({ product: _product, day: _day, ...sums }) => Object.values(sums).some((value) => !value.isZero()))
    .map(({ product, day, ...sums }) => ({
      product_id: product,
      day,
      ...(Object.fromEntries(Object.entries(sums).map(([column, value]) => [column, value.toFixed()])) as Record<keyof Sums, string>),
    }));
}

/** The product figures' table as known at `knownAt`: every event the reports projector takes, up to it. */
export async function productTotalsKnownAt(events: KnownAtEvents, businessId: string, knownAt: string): Promise<KnownProductTotals> {
  const history = await events.read(businessId, { to: BigInt(knownAt), types: Object.keys(reportsProjector.handlers) });
  return { businessId, knownAt, rows: replayProductTotals(history) };
}

/** `daily_product_totals` as a query reads it: the live table, or (with `known`) the sums as known at its position. */
export function productTotalsTable(known: KnownProductTotals | undefined): { text: string; bindings: string[] } {
  if (!known) return { text: 'daily_product_totals', bindings: [] };
  return {
    text: `jsonb_to_recordset(?::jsonb) AS daily_product_totals(${COLUMNS})`,
    bindings: [JSON.stringify(known.rows.map((row) => ({ business_id: known.businessId, ...row })))],
  };
}

/** The same as a query builder's source. */
export function productTotalsSource(known: KnownProductTotals | undefined): Knex.QueryBuilder {
  const { text, bindings } = productTotalsTable(known);
  return known ? sql.queryBuilder().from(sql.raw(text, bindings)) : sql.table(text);
}
