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
import { defineProjector, type ProjectionContext, type ProjectionHandler } from '../engine/projector.js';
import { ledgerProjector } from '../ledger/ledger.projector.js';
import { businessIdOfStream } from '../stream-names.js';

/** Documents whose items are sold (their quantities go to daily_product_totals.sold_quantity). */
export const SELLING_EVENTS: ReadonlySet<string> = new Set(['SaleRecorded', 'InvoiceApproved']);

const zero = () => new Decimal(0);

interface ProductDelta {
  soldQuantity: Decimal;
  salesAmount: Decimal;
  costOfSales: Decimal;
  inQuantity: Decimal;
  inValue: Decimal;
  outQuantity: Decimal;
  outValue: Decimal;
}

/** What one event adds to the aggregates, summed per row key first (one upsert row per key). */
class Deltas {
  readonly accounts = new Map<string, { account: string; subAccount: string; day: string; debit: Decimal; credit: Decimal }>();
  readonly contacts = new Map<string, { contact: string; account: string; day: string; debit: Decimal; credit: Decimal }>();
  readonly goods = new Map<string, { debit: Decimal; credit: Decimal }>();
  readonly products = new Map<string, { product: string; day: string } & ProductDelta>();
  readonly soldItems = new Map<string, Decimal>();
  soldOn = '';

  lines(lines: readonly JournalLine[], day: string): void {
    for (const line of lines) {
      const subAccount = line.subAccount ?? '';
      const accountKey = `${line.account}\u0000${subAccount}\u0000${day}`;
      const account = this.accounts.get(accountKey) ?? { account: line.account, subAccount, day, debit: zero(), credit: zero() };
      account.debit = account.debit.plus(line.debit);
      account.credit = account.credit.plus(line.credit);
      this.accounts.set(accountKey, account);

      if (line.contactId) {
        const contactKey = `${line.contactId}\u0000${line.account}\u0000${day}`;
        const contact = this.contacts.get(contactKey) ?? { contact: line.contactId, account: line.account, day, debit: zero(), credit: zero() };
        contact.debit = contact.debit.plus(line.debit);
        contact.credit = contact.credit.plus(line.credit);
        this.contacts.set(contactKey, contact);
      }

      if (line.productId) {
        if (line.account === ACCOUNT.COST_OF_GOODS_SOLD) {
          const goods = this.goods.get(day) ?? { debit: zero(), credit: zero() };
          goods.debit = goods.debit.plus(line.debit);
          goods.credit = goods.credit.plus(line.credit);
          this.goods.set(day, goods);
          const product = this.product(line.productId, day);
          product.costOfSales = product.costOfSales.plus(line.debit).minus(line.credit);
        } else if (reportPlaceOf(line.account).group === 'revenue') {
          const product = this.product(line.productId, day);
          product.salesAmount = product.salesAmount.plus(line.credit).minus(line.debit);
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
    for (const movement of movements) {
      const quantity = new Decimal(movement.quantity);
      const value = new Decimal(movement.value);
      const positive = quantity.isZero() ? value.isPositive() : quantity.isPositive();
      const product = this.product(movement.productId, day);
      if (positive !== reversal) {
        product.inQuantity = product.inQuantity.plus(quantity);
        product.inValue = product.inValue.plus(value);
      } else {
        product.outQuantity = product.outQuantity.minus(quantity);
        product.outValue = product.outValue.minus(value);
      }
    }
  }

  sold(productId: string, day: string, quantity: Decimal): void {
    const product = this.product(productId, day);
    product.soldQuantity = product.soldQuantity.plus(quantity);
  }

  /** A sale's items: sold quantities now, and kept per document for its void or amendment. */
  sale(items: readonly DocumentItem[] | undefined, day: string): void {
    for (const item of items ?? []) {
      this.sold(item.productId, day, new Decimal(item.quantity));
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
        soldQuantity: zero(),
        salesAmount: zero(),
        costOfSales: zero(),
        inQuantity: zero(),
        inValue: zero(),
        outQuantity: zero(),
        outValue: zero(),
      };
      this.products.set(key, product);
    }
    return product;
  }
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;
const text = (value: Decimal) => value.toFixed();

/**
 * Every aggregate of one event in one statement (one round trip per event, which is what a rebuild
 * pays): data-modifying CTEs, each upserting one table from arrays.
 */
function upsertStatement(schema: string): string {
  const t = (table: string) => `${quote(schema)}.${quote(table)}`;
  const add = (columns: string[]) => columns.map((column) => `${column} = t.${column} + excluded.${column}`).join(', ');
  return `
    WITH accounts AS (
      INSERT INTO ${t('daily_account_totals')} AS t (business_id, account_code, sub_account, day, debit, credit)
      SELECT $1::uuid, u.* FROM unnest($2::text[], $3::text[], $4::date[], $5::numeric[], $6::numeric[]) AS u
      ON CONFLICT (business_id, account_code, sub_account, day) DO UPDATE SET ${add(['debit', 'credit'])}
    ), months AS (
      INSERT INTO ${t('monthly_account_totals')} AS t (business_id, account_code, sub_account, month, debit, credit)
      SELECT $1::uuid, u.account_code, u.sub_account, date_trunc('month', u.day)::date, sum(u.debit), sum(u.credit)
      FROM unnest($2::text[], $3::text[], $4::date[], $5::numeric[], $6::numeric[]) AS u(account_code, sub_account, day, debit, credit)
      GROUP BY 2, 3, 4
      ON CONFLICT (business_id, account_code, sub_account, month) DO UPDATE SET ${add(['debit', 'credit'])}
    ), contacts AS (
      INSERT INTO ${t('daily_contact_totals')} AS t (business_id, contact_id, account_code, day, debit, credit)
      SELECT $1::uuid, u.* FROM unnest($7::text[], $8::text[], $9::date[], $10::numeric[], $11::numeric[]) AS u
      ON CONFLICT (business_id, contact_id, account_code, day) DO UPDATE SET ${add(['debit', 'credit'])}
    ), goods AS (
      INSERT INTO ${t('daily_goods_cost')} AS t (business_id, day, debit, credit)
      SELECT $1::uuid, u.* FROM unnest($12::date[], $13::numeric[], $14::numeric[]) AS u
      ON CONFLICT (business_id, day) DO UPDATE SET ${add(['debit', 'credit'])}
    ), products AS (
      INSERT INTO ${t('daily_product_totals')} AS t
        (business_id, product_id, day, sold_quantity, sales_amount, cost_of_sales, in_quantity, in_value, out_quantity, out_value)
      SELECT $1::uuid, u.*
      FROM unnest($15::text[], $16::date[], $17::numeric[], $18::numeric[], $19::numeric[], $20::numeric[], $21::numeric[], $22::numeric[], $23::numeric[]) AS u
      ON CONFLICT (business_id, product_id, day) DO UPDATE
        SET ${add(['sold_quantity', 'sales_amount', 'cost_of_sales', 'in_quantity', 'in_value', 'out_quantity', 'out_value'])}
    ), sold AS (
      INSERT INTO ${t('report_sold_items')} (business_id, transaction_id, product_id, day, quantity)
      SELECT $1::uuid, $24::text, u.product_id, $25::date, u.quantity FROM unnest($26::text[], $27::numeric[]) AS u(product_id, quantity)
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

async function write(businessId: string, transactionId: string, deltas: Deltas, ctx: ProjectionContext): Promise<void> {
  const accounts = [...deltas.accounts.values()];
  const contacts = [...deltas.contacts.values()];
  const goods = [...deltas.goods.entries()];
  const products = [...deltas.products.values()].filter((p) =>
    [p.soldQuantity, p.salesAmount, p.costOfSales, p.inQuantity, p.inValue, p.outQuantity, p.outValue].some((value) => !value.isZero()),
  );
  const sold = [...deltas.soldItems.entries()];
  if (accounts.length + contacts.length + goods.length + products.length + sold.length === 0) return;
  await ctx.db.query(statementFor(ctx.schema), [
    businessId,
    accounts.map((a) => a.account),
    accounts.map((a) => a.subAccount),
    accounts.map((a) => a.day),
    accounts.map((a) => text(a.debit)),
    accounts.map((a) => text(a.credit)),
    contacts.map((c) => c.contact),
    contacts.map((c) => c.account),
    contacts.map((c) => c.day),
    contacts.map((c) => text(c.debit)),
    contacts.map((c) => text(c.credit)),
    goods.map(([day]) => day),
    goods.map(([, g]) => text(g.debit)),
    goods.map(([, g]) => text(g.credit)),
    products.map((p) => p.product),
    products.map((p) => p.day),
    products.map((p) => text(p.soldQuantity)),
    products.map((p) => text(p.salesAmount)),
    products.map((p) => text(p.costOfSales)),
    products.map((p) => text(p.inQuantity)),
    products.map((p) => text(p.inValue)),
    products.map((p) => text(p.outQuantity)),
    products.map((p) => text(p.outValue)),
    transactionId,
    deltas.soldOn || '1970-01-01',
    sold.map(([product]) => product),
    sold.map(([, quantity]) => text(quantity)),
  ]);
}

/** What a sale sold, taken back (its void or amendment): the rows kept for it, removed, and their quantities netted. */
async function unsell(businessId: string, transactionId: string, deltas: Deltas, ctx: ProjectionContext): Promise<void> {
  const { rows } = await ctx.db.query(
    `DELETE FROM ${quote(ctx.schema)}.report_sold_items WHERE business_id = $1 AND transaction_id = $2
     RETURNING product_id, to_char(day, 'YYYY-MM-DD') AS day, quantity`,
    [businessId, transactionId],
  );
  for (const row of rows as { product_id: string; day: string; quantity: string }[]) deltas.sold(row.product_id, row.day, new Decimal(row.quantity).negated());
}

/** Per product, `a − b` (movements netted per product; absent is zero), dropping what comes to nothing. */
function stockDifference(a: readonly StockMovement[], b: readonly StockMovement[]): StockMovement[] {
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

/** A document event (sale, purchase, money in, payment, transfer, stock, …): its lines on its date. */
const postDocument: ProjectionHandler = async (event: RecordedEvent, ctx) => {
  const data = event.data as PostedEntry & { items?: DocumentItem[] };
  if (!Array.isArray(data.lines)) return;
  const deltas = new Deltas();
  deltas.lines(data.lines, data.date);
  deltas.stock(data.stock ?? [], data.date, false);
  if (SELLING_EVENTS.has(event.type)) deltas.sale(data.items, data.date);
  await write(businessIdOfStream(event.stream), data.transactionId, deltas, ctx);
};

/** A void: the original's lines reversed and its stock undone, on the original's date. */
const postVoid: ProjectionHandler = async (event: RecordedEvent, ctx) => {
  const data = event.data as TransactionVoidedData;
  const businessId = businessIdOfStream(event.stream);
  const deltas = new Deltas();
  deltas.lines(data.lines, data.date);
  deltas.stock(data.stock ?? [], data.date, true);
  const voidedType = data.voidedType ?? (event.type === 'InvoiceVoided' ? 'InvoiceApproved' : '');
  if (SELLING_EVENTS.has(voidedType)) await unsell(businessId, data.transactionId, deltas, ctx);
  await write(businessId, data.transactionId, deltas, ctx);
};

/**
 * An amendment: the reversal on the original's date, the corrected lines on the corrected
 * document's date (as the ledger projector splits them). Its stock is netted per product; the
 * corrected document's own movements tell the two halves apart.
 */
const postAmendment: ProjectionHandler = async (event: RecordedEvent, ctx) => {
  const data = event.data as TransactionAmendedData;
  const businessId = businessIdOfStream(event.stream);
  const document = data.document as PostedEntry & { items?: DocumentItem[] };
  const correctedDate = document.date ?? data.date;
  const corrected = document.lines?.length ?? 0;
  const reversal = data.lines.slice(0, data.lines.length - corrected);
  const deltas = new Deltas();
  deltas.lines(reversal, data.date);
  deltas.lines(data.lines.slice(reversal.length), correctedDate);
  deltas.stock(stockDifference(data.stock ?? [], document.stock ?? []), data.date, true);
  deltas.stock(document.stock ?? [], correctedDate, false);
  if (SELLING_EVENTS.has(data.amendedType)) {
    await unsell(businessId, data.transactionId, deltas, ctx);
    deltas.sale(document.items, correctedDate);
  }
  await write(businessId, data.transactionId, deltas, ctx);
};

/**
 * The report aggregates (migration 014, docs/reports.md), fed by every event the ledger projector
 * posts, from the event alone (never from another projector's tables, so it runs the same inline,
 * catching up on its own, or rebuilt alone).
 */
export const reportsProjector = defineProjector({
  name: 'reports',
  version: 1,
  tables: ['daily_account_totals', 'monthly_account_totals', 'daily_contact_totals', 'daily_product_totals', 'daily_goods_cost', 'report_sold_items'],
  handlers: {
    ...Object.fromEntries(Object.keys(ledgerProjector.handlers).map((type) => [type, postDocument])),
    TransactionVoided: postVoid,
    // An invoice's void reverses like any other (LEDGER.md §4), once the ledger posts it.
    ...('InvoiceVoided' in ledgerProjector.handlers ? { InvoiceVoided: postVoid } : {}),
    TransactionAmended: postAmendment,
  },
});
