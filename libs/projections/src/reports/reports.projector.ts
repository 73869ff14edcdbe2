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
import { defineBatchProjector, type ProjectionContext } from '../engine/projector.js';
import { ledgerProjector } from '../ledger/ledger.projector.js';
import { insertRows } from '../engine/batch-writes.js';
import { NumericSum, TotalsByKey } from '../engine/totals.js';
import { businessIdOfStream } from '../stream-names.js';

/** Documents whose items are sold (their quantities go to daily_product_totals.sold_quantity). */
export const SELLING_EVENTS: ReadonlySet<string> = new Set(['SaleRecorded', 'InvoiceApproved']);

const zero = () => new Decimal(0);

/** A product's figures for a day, each an exact sum of decimal strings (NumericSum: no Decimal per term). */
interface ProductDelta {
  soldQuantity: NumericSum;
  salesAmount: NumericSum;
  costOfSales: NumericSum;
  inQuantity: NumericSum;
  inValue: NumericSum;
  outQuantity: NumericSum;
  outValue: NumericSum;
}

const negated = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : `-${amount}`);
const isZeroAmount = (amount: string) => /^-?0*\.?0*$/.test(amount);

/** Where a batch sums its lines' amounts per key (the lines' own decimal strings, keeping their scale). */
interface LineTotals {
  /** (business, account, sub-account, day) → debit, credit. */
  readonly accounts: TotalsByKey;
  /** (business, contact, account, day) → debit, credit. */
  readonly contacts: TotalsByKey;
  /** (business, day) → debit, credit of cost of goods sold. */
  readonly goods: TotalsByKey;
}

/**
 * What one event adds to the aggregates. Account, contact and goods-cost amounts go straight to
 * the batch's totals; products are summed per event first, because a product row exists only
 * where some event moved one of its figures.
 */
class Deltas {
  constructor(
    private readonly business: string,
    private readonly totals: LineTotals,
  ) {}

  readonly products = new Map<string, { product: string; day: string } & ProductDelta>();
  readonly soldItems = new Map<string, Decimal>();
  soldOn = '';

  lines(lines: readonly JournalLine[], day: string): void {
    const { business, totals } = this;
    for (const line of lines) {
      const amounts = [line.debit, line.credit];
      totals.accounts.add([business, line.account, line.subAccount ?? '', day], amounts);
      if (line.contactId) totals.contacts.add([business, line.contactId, line.account, day], amounts);
      if (line.productId) {
        if (line.account === ACCOUNT.COST_OF_GOODS_SOLD) {
          totals.goods.add([business, day], amounts);
          const product = this.product(line.productId, day);
          product.costOfSales.add(line.debit);
          product.costOfSales.add(negated(line.credit));
        } else if (reportPlaceOf(line.account).group === 'revenue') {
          const product = this.product(line.productId, day);
          product.salesAmount.add(line.credit);
          product.salesAmount.add(negated(line.debit));
        }
      }
    }
  }

  /**
   * Stock in and out. A document's own movements: in when positive, out when negative. A
   * reversal's (void, the undoing half of an amendment) undo the side the original took: a
   * negative one takes back what came in, a positive one returns what went out. Either way
   * in_value − out_value moves by the movement's value, as the product's stock value does.
   */
  stock(movements: readonly StockMovement[], day: string, reversal: boolean): void {
    for (const { productId, quantity, value } of movements) {
      // The sign decides (of the value when no quantity moves); a zero counts as positive.
      const positive = !(isZeroAmount(quantity) ? value : quantity).startsWith('-');
      const product = this.product(productId, day);
      if (positive !== reversal) {
        product.inQuantity.add(quantity);
        product.inValue.add(value);
      } else {
        product.outQuantity.add(negated(quantity));
        product.outValue.add(negated(value));
      }
    }
  }

  sold(productId: string, day: string, quantity: string): void {
    this.product(productId, day).soldQuantity.add(quantity);
  }

  /** A sale's items: sold quantities now, and kept per document for its void or amendment. */
  sale(items: readonly DocumentItem[] | undefined, day: string): void {
    for (const item of items ?? []) {
      this.sold(item.productId, day, item.quantity);
      this.soldItems.set(item.productId, (this.soldItems.get(item.productId) ?? zero()).plus(item.quantity));
    }
    this.soldOn = day;
  }

  private product(productId: string, day: string) {
    const key = `${productId}\u0000${day}`;
    let product = this.products.get(key);
    if (!product) {
      product = {
        product: productId,
        day,
        soldQuantity: new NumericSum(),
        salesAmount: new NumericSum(),
        costOfSales: new NumericSum(),
        inQuantity: new NumericSum(),
        inValue: new NumericSum(),
        outQuantity: new NumericSum(),
        outValue: new NumericSum(),
      };
      this.products.set(key, product);
    }
    return product;
  }
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;
const text = (value: Decimal) => value.toFixed();
const PRODUCT_FIGURES = ['soldQuantity', 'salesAmount', 'costOfSales', 'inQuantity', 'inValue', 'outQuantity', 'outValue'] as const;

interface SoldItems {
  day: string;
  quantities: Map<string, Decimal>;
}

/**
 * Every aggregate total of a batch in one statement: data-modifying CTEs, each upserting one table from
 * arrays of the batch's totals per key (summed in TotalsByKey with PostgreSQL's numeric scale, so
 * a batch writes exactly what single events would).
 */
function upsertStatement(schema: string): string {
  const t = (table: string) => `${quote(schema)}.${quote(table)}`;
  const add = (columns: string[]) => columns.map((column) => `${column} = t.${column} + excluded.${column}`).join(', ');
  return `
    WITH accounts AS (
      INSERT INTO ${t('daily_account_totals')} AS t (business_id, account_code, sub_account, day, debit, credit)
      SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::date[], $5::numeric[], $6::numeric[])
      ON CONFLICT (business_id, account_code, sub_account, day) DO UPDATE SET ${add(['debit', 'credit'])}
    ), months AS (
      INSERT INTO ${t('monthly_account_totals')} AS t (business_id, account_code, sub_account, month, debit, credit)
      SELECT * FROM unnest($7::uuid[], $8::text[], $9::text[], $10::date[], $11::numeric[], $12::numeric[])
      ON CONFLICT (business_id, account_code, sub_account, month) DO UPDATE SET ${add(['debit', 'credit'])}
    ), contacts AS (
      INSERT INTO ${t('daily_contact_totals')} AS t (business_id, contact_id, account_code, day, debit, credit)
      SELECT * FROM unnest($13::uuid[], $14::text[], $15::text[], $16::date[], $17::numeric[], $18::numeric[])
      ON CONFLICT (business_id, contact_id, account_code, day) DO UPDATE SET ${add(['debit', 'credit'])}
    ), goods AS (
      INSERT INTO ${t('daily_goods_cost')} AS t (business_id, day, debit, credit)
      SELECT * FROM unnest($19::uuid[], $20::date[], $21::numeric[], $22::numeric[])
      ON CONFLICT (business_id, day) DO UPDATE SET ${add(['debit', 'credit'])}
    ), goods_months AS (
      INSERT INTO ${t('monthly_goods_cost')} AS t (business_id, month, debit, credit)
      SELECT * FROM unnest($23::uuid[], $24::date[], $25::numeric[], $26::numeric[])
      ON CONFLICT (business_id, month) DO UPDATE SET ${add(['debit', 'credit'])}
    ), products AS (
      INSERT INTO ${t('daily_product_totals')} AS t
        (business_id, product_id, day, sold_quantity, sales_amount, cost_of_sales, in_quantity, in_value, out_quantity, out_value)
      SELECT * FROM unnest($27::uuid[], $28::text[], $29::date[], $30::numeric[], $31::numeric[], $32::numeric[], $33::numeric[], $34::numeric[], $35::numeric[], $36::numeric[])
      ON CONFLICT (business_id, product_id, day) DO UPDATE
        SET ${add(['sold_quantity', 'sales_amount', 'cost_of_sales', 'in_quantity', 'in_value', 'out_quantity', 'out_value'])}
    )
    SELECT 1`;
}

const statements = new Map<string, string>();
const statementFor = (schema: string) => {
  let statement = statements.get(schema);
  if (!statement) {
    statement = upsertStatement(schema);
    if (statements.size > 16) statements.clear();
    statements.set(schema, statement);
  }
  return statement;
};

/**
 * A batch of events' aggregates: every event's Deltas summed per key and business. A product row
 * an event touched with a non-zero figure is written even when the batch nets it to zero, as
 * applying the events one by one would have created it.
 */
class ReportsBatch implements LineTotals {
  /** (business, account, sub-account, day) → debit, credit; by contact; goods cost by day. Accounts and goods are written by month too. */
  readonly accounts = new TotalsByKey();
  readonly contacts = new TotalsByKey();
  readonly goods = new TotalsByKey();
  /** (business, product, day) → the PRODUCT_FIGURES. */
  readonly products = new TotalsByKey();
  /** What each sale sold, not yet written (business ‖ transaction). */
  readonly sold = new Map<string, { business: string; transaction: string } & SoldItems>();

  constructor(
    /** Sold items already in the table, taken out for the batch's voids and amendments (business ‖ transaction). */
    private readonly stored: Map<string, SoldItems>,
  ) {}

  /** An event's deltas: its lines' amounts go straight to the batch's totals. */
  deltas(business: string): Deltas {
    return new Deltas(business, this);
  }

  /** An event's products, once it has moved them all. */
  add(business: string, deltas: Deltas): void {
    for (const product of deltas.products.values()) {
      if (PRODUCT_FIGURES.some((figure) => !product[figure].isZero())) {
        this.products.add(
          [business, product.product, product.day],
          PRODUCT_FIGURES.map((figure) => product[figure].toString()),
        );
      }
    }
  }

  /** A sale's items, kept for its void or amendment. */
  keepSold(business: string, transaction: string, deltas: Deltas): void {
    if (deltas.soldItems.size === 0) return;
    this.sold.set(`${business}\u0000${transaction}`, { business, transaction, day: deltas.soldOn, quantities: deltas.soldItems });
  }

  /** What a sale sold, taken back (its void or amendment): the quantities netted on the days they were sold. */
  unsell(business: string, transaction: string, deltas: Deltas): void {
    const key = `${business}\u0000${transaction}`;
    const items = this.sold.get(key) ?? this.stored.get(key);
    this.sold.delete(key);
    this.stored.delete(key);
    for (const [product, quantity] of items?.quantities ?? []) deltas.sold(product, items!.day, text(quantity.negated()));
  }

  async write(ctx: ProjectionContext): Promise<void> {
    const { accounts, contacts, goods, products } = this;
    const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
    const months = accounts.rolledUp(([business, account, subAccount, day]) => [business, account, subAccount, monthOf(day)]);
    const goodsMonths = goods.rolledUp(([business, day]) => [business, monthOf(day)]);
    if (accounts.size + contacts.size + goods.size + products.size > 0) {
      await ctx.db.query(statementFor(ctx.schema), [
        ...accounts.columns(6),
        ...months.columns(6),
        ...contacts.columns(6),
        ...goods.columns(4),
        ...goodsMonths.columns(4),
        ...products.columns(3 + PRODUCT_FIGURES.length),
      ]);
    }
    const sold = [...this.sold.values()].flatMap(({ business, transaction, day, quantities }) =>
      [...quantities].map(([product, quantity]) => ({
        business_id: business,
        transaction_id: transaction,
        product_id: product,
        day,
        quantity: text(quantity),
      })),
    );
    await insertRows(ctx, 'report_sold_items', sold);
  }
}

/** The type of document a void or amendment takes back, when it is one whose items were sold. */
function unsoldType(event: RecordedEvent): string | undefined {
  // An invoice's amendment takes back what its approval sold, as a sale's does.
  if (event.type === 'TransactionAmended' || event.type === 'InvoiceAmended') return (event.data as TransactionAmendedData).amendedType;
  if (event.type === 'TransactionVoided' || event.type === 'InvoiceVoided') {
    return (event.data as TransactionVoidedData).voidedType ?? (event.type === 'InvoiceVoided' ? 'InvoiceApproved' : '');
  }
  return undefined;
}

/**
 * Sales sold before this batch whose items the batch takes back: their report_sold_items rows,
 * deleted in one statement up front (business ‖ transaction → items).
 */
async function takeStoredSales(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<Map<string, SoldItems>> {
  const soldInBatch = new Set<string>();
  const taken: { business: string; transaction: string }[] = [];
  for (const event of events) {
    const business = businessIdOfStream(event.stream);
    const transaction = (event.data as { transactionId: string }).transactionId;
    const key = `${business}\u0000${transaction}`;
    if (SELLING_EVENTS.has(event.type)) soldInBatch.add(key);
    const type = unsoldType(event);
    if (type !== undefined && SELLING_EVENTS.has(type) && !soldInBatch.has(key)) {
      taken.push({ business, transaction });
      soldInBatch.add(key); // what it sells again (an amendment) is the batch's own from here on
    }
  }
  const stored = new Map<string, SoldItems>();
  if (taken.length === 0) return stored;
  const { rows } = await ctx.db.query(
    `DELETE FROM ${quote(ctx.schema)}.report_sold_items AS s USING unnest($1::uuid[], $2::text[]) AS u(business_id, transaction_id)
     WHERE s.business_id = u.business_id AND s.transaction_id = u.transaction_id
     RETURNING s.business_id, s.transaction_id, s.product_id, to_char(s.day, 'YYYY-MM-DD') AS day, s.quantity`,
    [taken.map((t) => t.business), taken.map((t) => t.transaction)],
  );
  for (const row of rows as { business_id: string; transaction_id: string; product_id: string; day: string; quantity: string }[]) {
    const key = `${row.business_id}\u0000${row.transaction_id}`;
    const items = stored.get(key) ?? { day: row.day, quantities: new Map<string, Decimal>() };
    items.quantities.set(row.product_id, new Decimal(row.quantity));
    stored.set(key, items);
  }
  return stored;
}

/** Per product, `a − b` (movements netted per product; absent is zero), dropping what comes to nothing. */
export function stockDifference(a: readonly StockMovement[], b: readonly StockMovement[]): StockMovement[] {
  const net = new Map<string, { quantity: Decimal; value: Decimal }>();
  const add = (movements: readonly StockMovement[], sign: 1 | -1) => {
    for (const m of movements) {
      const known = net.get(m.productId) ?? { quantity: zero(), value: zero() };
      net.set(m.productId, { quantity: known.quantity.plus(new Decimal(m.quantity).times(sign)), value: known.value.plus(new Decimal(m.value).times(sign)) });
    }
  };
  add(a, 1);
  add(b, -1);
  return [...net.entries()]
    .filter(([, m]) => !m.quantity.isZero() || !m.value.isZero())
    .map(([productId, m]) => ({ productId, quantity: m.quantity.toFixed(), value: m.value.toFixed() }));
}

type Poster = (batch: ReportsBatch, event: RecordedEvent, business: string) => void;

/** A document event (sale, purchase, money in, payment, transfer, stock, …): its lines on its date. */
const postDocument: Poster = (batch, event, business) => {
  const data = event.data as PostedEntry & { items?: DocumentItem[] };
  if (!Array.isArray(data.lines)) return;
  const deltas = batch.deltas(business);
  deltas.lines(data.lines, data.date);
  deltas.stock(data.stock ?? [], data.date, false);
  if (SELLING_EVENTS.has(event.type)) deltas.sale(data.items, data.date);
  batch.add(business, deltas);
  batch.keepSold(business, data.transactionId, deltas);
};

/** A void: the original's lines reversed and its stock undone, on the original's date. */
const postVoid: Poster = (batch, event, business) => {
  const data = event.data as TransactionVoidedData;
  const deltas = batch.deltas(business);
  deltas.lines(data.lines, data.date);
  deltas.stock(data.stock ?? [], data.date, true);
  if (SELLING_EVENTS.has(unsoldType(event) ?? '')) batch.unsell(business, data.transactionId, deltas);
  batch.add(business, deltas);
};

/**
 * An amendment: the reversal on the original's date, the corrected lines on the corrected
 * document's date (as the ledger projector splits them). Its stock is netted per product; the
 * corrected document's own movements tell the two halves apart.
 */
const postAmendment: Poster = (batch, event, business) => {
  const data = event.data as TransactionAmendedData;
  const document = data.document as PostedEntry & { items?: DocumentItem[] };
  const correctedDate = document.date ?? data.date;
  const corrected = document.lines?.length ?? 0;
  const reversal = data.lines.slice(0, data.lines.length - corrected);
  const deltas = batch.deltas(business);
  deltas.lines(reversal, data.date);
  deltas.lines(data.lines.slice(reversal.length), correctedDate);
  deltas.stock(stockDifference(data.stock ?? [], document.stock ?? []), data.date, true);
  deltas.stock(document.stock ?? [], correctedDate, false);
  if (SELLING_EVENTS.has(data.amendedType)) {
    batch.unsell(business, data.transactionId, deltas);
    deltas.sale(document.items, correctedDate);
  }
  batch.add(business, deltas);
  batch.keepSold(business, data.transactionId, deltas);
};

const POSTERS: Readonly<Record<string, Poster>> = {
  ...Object.fromEntries(Object.keys(ledgerProjector.handlers).map((type) => [type, postDocument])),
  TransactionVoided: postVoid,
  // An invoice's void reverses like any other (LEDGER.md §4), once the ledger posts it.
  ...('InvoiceVoided' in ledgerProjector.handlers ? { InvoiceVoided: postVoid } : {}),
  TransactionAmended: postAmendment,
  ...('InvoiceAmended' in ledgerProjector.handlers ? { InvoiceAmended: postAmendment } : {}),
};

/**
 * The report aggregates (migration 014, docs/reports.md), fed by every event the ledger projector
 * posts, from the event alone (never from another projector's tables, so it runs the same inline,
 * catching up on its own, or rebuilt alone). A batch of events is two statements, the totals and
 * the items sales sold (three when it takes back sales recorded before it).
 */
export const reportsProjector = defineBatchProjector({
  name: 'reports',
  version: 1,
  tables: [
    'daily_account_totals',
    'monthly_account_totals',
    'daily_contact_totals',
    'daily_product_totals',
    'daily_goods_cost',
    'monthly_goods_cost',
    'report_sold_items',
  ],
  eventTypes: Object.keys(POSTERS),
  async applyBatch(events, ctx) {
    const batch = new ReportsBatch(await takeStoredSales(events, ctx));
    for (const event of events) POSTERS[event.type](batch, event, businessIdOfStream(event.stream));
    await batch.write(ctx);
  },
});
