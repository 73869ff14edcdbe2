/**
 * npm run generate -- --lines 1000000 [--transactions N] [--database-url URL] [--seed 1]
 *                     [--from YYYY-MM-DD] [--days 365] [--batch 1000]
 *                     [--email you@example.com --password '…' --business 'Name']
 *
 * Makes an owner and a business (the API's ProvisionOwnerService), its products, services and
 * contacts, then days of varied documents until the business has `--lines` journal lines (or
 * `--transactions` journal entries): cash, bank and credit sales of goods and services with
 * discounts, delivery and tax; restocking purchases; expenses of many categories, a few on credit
 * or prepaid; money in and out; transfers; payments of credit documents; voids; back-dated
 * entries. Every document is decided by the ledger's own deciders (libs/ledger) against an
 * in-memory model of the business (stock, open credit documents), and appended through the event
 * store with the inline projections, many documents per append. Sign in with the e-mail and
 * password it prints. The benchmarks import `generateBusiness` from here.
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { NestFactory } from '@nestjs/core';
import pino from 'pino';
import type { NewEvent } from '@ledgerline/event-store';
import { currentVersion } from '@ledgerline/events';
import {
  CASH_ACCOUNT_INPUT,
  currencyScale,
  Decimal,
  decideCreateContact,
  decideCreateProduct,
  decideRecordExpense,
  decideRecordMoneyIn,
  decideRecordMoneyOut,
  decideRecordPayment,
  decideRecordPurchase,
  decideRecordSale,
  decideTransferFunds,
  decideVoidTransaction,
  LedgerValidationError,
  requireBusiness,
  type CurrencyCode,
  type DocumentProduct,
  type ExistingBusiness,
  type ExpenseCategory,
  type JournalLine,
  type MoneyInSubtype,
  type MoneyOutSubtype,
  type StockMovement,
} from '@ledgerline/ledger';
import { createRuntime, loadConfig, type Runtime } from '@ledgerline/platform';
import { businessStream, loadBusinessState } from '@ledgerline/projections';

type AppModuleFile = typeof import('../apps/api/src/app.module.js');
type ProvisionOwnerFile = typeof import('../apps/api/src/auth/provision-owner/provision-owner.service.js');

export interface GenerateOptions {
  /** Stop once the business has this many journal lines… */
  lines?: number;
  /** …or this many journal entries (hledger transactions: one per document, void or payment). */
  transactions?: number;
  seed?: number;
  /** First day, YYYY-MM-DD; default: `days` days ending today. */
  from?: string;
  days?: number;
  /** Documents per append (one transaction of the event store). */
  batch?: number;
  email?: string;
  password?: string;
  business?: string;
  onProgress?: (progress: GenerateProgress) => void;
}

export interface GenerateProgress {
  lines: number;
  entries: number;
  events: number;
  seconds: number;
  date: string;
}

export interface GeneratedBusiness {
  businessId: string;
  userId: string;
  email: string;
  password: string;
  from: string;
  to: string;
  lines: number;
  entries: number;
  events: number;
  refused: number;
  seconds: number;
}

/** The built API's modules (scripts/dist/ → apps/api/dist/), typed from their sources. */
const builtApi = async <T>(path: string): Promise<T> => (await import(new URL(`../../apps/api/dist/${path}`, import.meta.url).href)) as T;

/** mulberry32: small, fast and seedable, so a seed makes the same books. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** An event as a decider returned it; its data is read loosely here (ids, lines, stock, payment). */
type DecidedEvent = { type: string; data: any };

interface ProductModel {
  id: string;
  kind: 'product' | 'service';
  name: string;
  /** In minor units. */
  sellingPrice: number;
  buyingPrice: number;
  quantity: Decimal;
  value: Decimal;
  reorderAt: number;
  reorderQuantity: number;
}

interface OpenCredit {
  transactionId: string;
  reference: string;
  eventType: string;
  entityId?: string;
  balanceDue: Decimal;
  payments: number;
}

interface Voidable {
  transactionId: string;
  reference: string;
  eventType: string;
  date: string;
  lines: readonly JournalLine[];
  stock?: readonly StockMovement[];
  description?: string;
  entityId?: string;
}

const PRODUCT_NAMES = [
  'Rice 50kg',
  'Beans 25kg',
  'Groundnut oil 5L',
  'Palm oil 5L',
  'Sugar 1kg',
  'Salt 1kg',
  'Semovita 10kg',
  'Spaghetti carton',
  'Noodles carton',
  'Tomato paste carton',
  'Milk tin carton',
  'Cocoa drink 500g',
  'Tea bags 100',
  'Bottled water pack',
  'Soft drink crate',
  'Malt drink crate',
  'Detergent 2kg',
  'Bath soap carton',
  'Toothpaste carton',
  'Tissue paper pack',
  'Diapers pack',
  'Baby formula tin',
  'Yam tuber',
  'Garri 10kg',
  'Flour 50kg',
  'Yeast 500g',
  'Margarine 500g',
  'Eggs crate',
  'Frozen chicken 10kg',
  'Fish carton',
  'Onions bag',
  'Pepper basket',
  'Cooking gas 12.5kg',
  'Charcoal bag',
  'Candles pack',
  'Batteries pack',
  'Phone charger',
  'Extension box',
  'Light bulbs pack',
  'Broom',
];
const SERVICE_NAMES = [
  'Delivery within town',
  'Home delivery',
  'Bulk packing',
  'Event catering',
  'Installation',
  'Repairs',
  'Consulting hour',
  'Training session',
];
const FIRST_NAMES = [
  'Ada',
  'Chinedu',
  'Ngozi',
  'Emeka',
  'Funke',
  'Tunde',
  'Aisha',
  'Musa',
  'Bola',
  'Kemi',
  'Ifeoma',
  'Segun',
  'Zainab',
  'Uche',
  'Yemi',
  'Halima',
];
const LAST_NAMES = ['Okafor', 'Adeyemi', 'Bello', 'Eze', 'Ibrahim', 'Ogunleye', 'Nwosu', 'Abubakar', 'Balogun', 'Okonkwo', 'Danjuma', 'Oladipo'];

/** Expense categories a shop pays, with the range of one payment (major units). */
const EXPENSES: readonly [ExpenseCategory, number, number][] = [
  ['utility', 5_000, 40_000],
  ['transport', 1_000, 15_000],
  ['commission', 2_000, 20_000],
  ['ads', 5_000, 60_000],
  ['fees', 500, 5_000],
  ['packaging', 2_000, 25_000],
  ['office_supplies', 1_000, 20_000],
  ['electricity', 10_000, 60_000],
  ['telephone', 2_000, 15_000],
  ['maintenance_repairs', 5_000, 80_000],
  ['business_meals_travel_expense', 3_000, 40_000],
  ['website_software', 5_000, 50_000],
  ['bank', 100, 2_000],
  ['entertainment', 2_000, 30_000],
  ['vehicle_expenses', 5_000, 50_000],
  ['other_expense', 1_000, 30_000],
];

/**
 * Builds the business. `runtime` must write PostgreSQL with inline projections (the default):
 * the appends then commit the read models with the events.
 */
export async function generateBusiness(runtime: Runtime, options: GenerateOptions): Promise<GeneratedBusiness> {
  const store = runtime.postgresStore;
  if (!store || runtime.config.projectionMode !== 'inline') throw new Error('The generator needs the PostgreSQL event store with inline projections');
  const targetLines = options.transactions === undefined ? (options.lines ?? 1_000_000) : Number.POSITIVE_INFINITY;
  const targetEntries = options.transactions ?? Number.POSITIVE_INFINITY;
  const seed = options.seed ?? 1;
  const random = seededRandom(seed);
  const days = options.days ?? 365;
  const firstDay = options.from ? Date.parse(`${options.from}T00:00:00Z`) : Date.parse(`${isoDay(Date.now())}T00:00:00Z`) - (days - 1) * DAY_MS;
  if (Number.isNaN(firstDay)) throw new Error(`--from must be YYYY-MM-DD (got ${options.from})`);
  const batchSize = options.batch ?? 1000;

  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const chance = (p: number) => random() < p;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
    hex[12] = '4';
    hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
    const h = hex.join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  };

  // The owner and the business, through the API's own service (password hash, membership, plan).
  const email = options.email ?? `generated-${Date.now().toString(36)}-${seed}@example.com`;
  const password = options.password ?? 'generated password 123';
  const { AppModule } = await builtApi<AppModuleFile>('app.module.js');
  const { ProvisionOwnerService } = await builtApi<ProvisionOwnerFile>('auth/provision-owner/provision-owner.service.js');
  const app = await NestFactory.createApplicationContext(AppModule.register(runtime), { logger: ['error', 'warn'], abortOnError: false });
  let owner: { userId: string; businessId: string };
  try {
    owner = await app.get(ProvisionOwnerService).provision({
      email,
      password,
      business: options.business ?? 'Generated Stores',
      plan: 'enterprise',
      period: 'yearly',
      bankAccounts: [
        { bankName: 'GTBank', accountName: 'Generated Stores', accountNumber: '0123456789' },
        { bankName: 'Access Bank', accountName: 'Generated Stores', accountNumber: '0987654321' },
      ],
    });
  } finally {
    await app.close();
  }
  const { businessId, userId } = owner;
  const state = await loadBusinessState(runtime.pool, businessId);
  const business: ExistingBusiness = requireBusiness(state);
  const currency: CurrencyCode = business.currency;
  const scale = currencyScale(currency);
  const banks = Object.keys(business.bankAccounts);
  const money = (minor: number) => new Decimal(minor).dividedBy(10 ** scale).toFixed(scale);
  const major = (low: number, high: number) => money(between(low, high) * 10 ** scale);
  const stream = businessStream(businessId);

  // The in-memory model the deciders are given (the API reads the same from the read models).
  const products: ProductModel[] = [];
  const productById = new Map<string, ProductModel>();
  const customers: string[] = [];
  const suppliers: string[] = [];
  const contacts = new Set<string>();
  const openCredits = new Map<number, OpenCredit[]>(); // by the day they are due to be paid
  const deposits: { entityId: string; amount: Decimal }[] = [];
  const recent: Voidable[] = [];
  let loan = new Decimal(0);
  const counters = new Map<string, number>();
  const reference = (prefix: string) => {
    const n = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, n);
    return `${prefix}-${String(n).padStart(6, '0')}`;
  };

  let pending: NewEvent[] = [];
  let pendingDocuments = 0;
  let appending: Promise<unknown> = Promise.resolve();
  let lines = 0;
  let entries = 0;
  let events = 0;
  let refused = 0;
  const started = performance.now();
  let today = firstDay;
  let lastReport = started;

  const report = () => options.onProgress?.({ lines, entries, events, seconds: (performance.now() - started) / 1000, date: isoDay(today) });

  // Appends run one at a time, the next batch being decided meanwhile.
  const flush = async () => {
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    pendingDocuments = 0;
    await appending;
    appending = store.append(stream, batch);
    events += batch.length;
    if (performance.now() - lastReport > 5000) {
      lastReport = performance.now();
      report();
    }
  };

  const applyStock = (stock: readonly StockMovement[] | undefined) => {
    for (const movement of stock ?? []) {
      const product = productById.get(movement.productId);
      if (!product) continue;
      product.quantity = product.quantity.plus(movement.quantity);
      product.value = product.value.plus(movement.value);
    }
  };

  /** Queues what a decider decided (or counts its refusal): the documents' events, their lines and stock. */
  const record = async (date: string, decide: () => { type: string; data: unknown }[]): Promise<DecidedEvent[]> => {
    let decided: DecidedEvent[];
    try {
      decided = decide();
    } catch (error) {
      if (error instanceof LedgerValidationError) {
        refused++;
        return [];
      }
      throw error;
    }
    const commandId = uuid();
    const occurredAt = `${isoDay(today)}T${String(between(8, 19)).padStart(2, '0')}:${String(between(0, 59)).padStart(2, '0')}:00.000Z`;
    for (const event of decided) {
      pending.push({
        type: event.type,
        version: currentVersion(event.type),
        data: event.data,
        metadata: { businessId, userId, correlationId: commandId, commandId, occurredAt, ...(event.data.lines ? { effectiveDate: date } : {}) },
      });
      const posted = (event.data.lines as unknown[] | undefined)?.length ?? 0;
      if (posted > 0) entries++;
      lines += posted;
      applyStock(event.data.stock as StockMovement[] | undefined);
    }
    if (++pendingDocuments >= batchSize) await flush();
    return decided;
  };

  const keepVoidable = (event: DecidedEvent, date: string) => {
    recent.push({
      transactionId: event.data.transactionId,
      reference: event.data.reference,
      eventType: event.type,
      date,
      lines: event.data.lines,
      ...(event.data.stock ? { stock: event.data.stock } : {}),
      ...(event.data.description !== undefined ? { description: event.data.description } : {}),
      ...(event.data.entityId !== undefined ? { entityId: event.data.entityId } : {}),
    });
    if (recent.length > 200) recent.splice(0, recent.length - 200);
  };

  const scheduleCredit = (event: DecidedEvent, dayIndex: number) => {
    const balance = new Decimal(event.data.payment?.balance ?? 0);
    if (balance.isZero() || chance(0.08)) return; // some are never paid
    const due = dayIndex + between(5, 45);
    const list = openCredits.get(due) ?? [];
    list.push({
      transactionId: event.data.transactionId,
      reference: event.data.reference,
      eventType: event.type,
      entityId: event.data.entityId,
      balanceDue: balance,
      payments: 0,
    });
    openCredits.set(due, list);
  };

  const paymentAccount = (cashShare: number) => (chance(cashShare) ? CASH_ACCOUNT_INPUT : pick(banks));

  // Day 0: capital, a loan, the catalogue with opening stock, the contacts.
  const openingDate = isoDay(firstDay);
  await record(openingDate, () =>
    decideRecordMoneyIn(
      { transactionId: uuid(), reference: reference('MI'), date: openingDate, amount: major(20_000_000, 40_000_000), subtype: 'capital', account: banks[0] },
      state,
    ),
  );
  loan = new Decimal(major(5_000_000, 10_000_000));
  await record(openingDate, () =>
    decideRecordMoneyIn(
      { transactionId: uuid(), reference: reference('MI'), date: openingDate, amount: loan.toFixed(scale), subtype: 'loan', account: banks[1] },
      state,
    ),
  );
  for (const [index, name] of PRODUCT_NAMES.entries()) {
    const sellingPrice = between(5, 500) * 100 * 10 ** scale;
    const buyingPrice = Math.round(sellingPrice * (0.55 + random() * 0.25));
    const product: ProductModel = {
      id: uuid(),
      kind: 'product',
      name,
      sellingPrice,
      buyingPrice,
      quantity: new Decimal(0),
      value: new Decimal(0),
      reorderAt: between(5, 20),
      reorderQuantity: between(40, 200),
    };
    products.push(product);
    productById.set(product.id, product);
    await record(openingDate, () =>
      decideCreateProduct(
        {
          productId: product.id,
          kind: 'product',
          name,
          sku: `PRD-${String(index + 1).padStart(6, '0')}`,
          measurement: 'Unit',
          quantity: String(product.reorderQuantity),
          buyingPrice: money(buyingPrice),
          sellingPrice: money(sellingPrice),
          stockLevel: String(product.reorderAt),
          openingStock: { transactionId: uuid(), reference: reference('OS'), date: openingDate },
        },
        state,
      ),
    );
  }
  for (const [index, name] of SERVICE_NAMES.entries()) {
    const price = between(20, 300) * 100 * 10 ** scale;
    const service: ProductModel = {
      id: uuid(),
      kind: 'service',
      name,
      sellingPrice: price,
      buyingPrice: 0,
      quantity: new Decimal(0),
      value: new Decimal(0),
      reorderAt: 0,
      reorderQuantity: 0,
    };
    products.push(service);
    productById.set(service.id, service);
    await record(openingDate, () =>
      decideCreateProduct(
        {
          productId: service.id,
          kind: 'service',
          name,
          sku: `SRV-${String(index + 1).padStart(6, '0')}`,
          sellingPrice: money(price),
          openingStock: { transactionId: uuid(), reference: '', date: openingDate },
        },
        state,
      ),
    );
  }
  for (let i = 0; i < 80; i++) {
    const contactId = uuid();
    const supplier = i >= 60;
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    await record(openingDate, () =>
      decideCreateContact({
        contactId,
        name: supplier ? `${first} ${last} Supplies` : `${first} ${last}`,
        email: `${first}.${last}.${i}@example.com`.toLowerCase(),
        phone: `+234 80${String(between(10_000_000, 99_999_999))}`,
        kinds: supplier ? ['supplier', 'creditor'] : ['customer'],
      }),
    );
    contacts.add(contactId);
    (supplier ? suppliers : customers).push(contactId);
  }
  const contactExists = (id: string) => contacts.has(id);
  const productContext = (ids: readonly string[]): ReadonlyMap<string, DocumentProduct> =>
    new Map(
      ids.map((id) => {
        const p = productById.get(id)!;
        return [id, { kind: p.kind, name: p.name, quantity: p.quantity.toFixed(), value: p.value.toFixed(scale) }];
      }),
    );

  const sale = async (date: string, dayIndex: number) => {
    // Baskets of two to eleven lines, most of four to nine: about ten journal lines a document overall.
    const count = between(2, 6) + between(0, 5);
    const items: { product: string; quantity: string; price: string }[] = [];
    const taken = new Map<string, number>();
    for (let i = 0; i < count; i++) {
      const product = chance(0.85) ? pick(products.slice(0, PRODUCT_NAMES.length)) : pick(products.slice(PRODUCT_NAMES.length));
      if (taken.has(product.id)) continue;
      let quantity = product.kind === 'service' ? between(1, 3) : between(1, 6);
      if (product.kind === 'product') quantity = Math.min(quantity, Math.floor(product.quantity.toNumber()));
      if (quantity <= 0) continue;
      taken.set(product.id, quantity);
      // Prices move a little around the list price.
      const price = chance(0.8) ? product.sellingPrice : Math.round(product.sellingPrice * (0.9 + random() * 0.2));
      items.push({ product: product.id, quantity: String(quantity), price: money(price) });
    }
    if (items.length === 0) {
      const service = pick(products.slice(PRODUCT_NAMES.length));
      items.push({ product: service.id, quantity: '1', price: money(service.sellingPrice) });
    }
    const credit = chance(0.2);
    const entity = credit || chance(0.3) ? pick(customers) : undefined;
    const decided = await record(date, () =>
      decideRecordSale(
        {
          transactionId: uuid(),
          reference: reference('INV'),
          date,
          items,
          ...(chance(0.15)
            ? chance(0.5)
              ? { discount: String(pick([2, 5, 10])), discountType: 'percent' }
              : { discount: major(100, 2_000), discountType: 'fixed' }
            : {}),
          ...(chance(0.1) ? { delivery: major(500, 5_000), deliveryType: 'fixed' } : {}),
          ...(chance(0.35) ? { tax: '7.5', taxType: 'percent' } : {}),
          account: paymentAccount(0.55),
          ...(credit ? { credit: true, dueDate: isoDay(today + 30 * DAY_MS), ...(chance(0.3) ? { initialDeposit: major(100, 1_000) } : {}) } : {}),
          ...(entity ? { entity } : {}),
          ...(chance(0.1) ? { description: 'Walk-in customer' } : {}),
        },
        { business, products: productContext(items.map((item) => item.product)), contactExists },
      ),
    );
    for (const event of decided) {
      if (credit) scheduleCredit(event, dayIndex);
      else keepVoidable(event, date);
    }
  };

  const restock = async (date: string, dayIndex: number) => {
    const low = products.filter((p) => p.kind === 'product' && p.quantity.lte(p.reorderAt));
    for (let start = 0; start < low.length; start += 5) {
      const group = low.slice(start, start + 5);
      const items = group.map((p) => ({
        product: p.id,
        quantity: String(p.reorderQuantity),
        price: money(Math.round(p.buyingPrice * (0.95 + random() * 0.1))),
      }));
      const credit = chance(0.3);
      const decided = await record(date, () =>
        decideRecordPurchase(
          {
            transactionId: uuid(),
            reference: reference('PUR'),
            date,
            items,
            ...(chance(0.2) ? { delivery: major(2_000, 20_000), deliveryType: 'fixed' } : {}),
            account: paymentAccount(0.2),
            ...(credit ? { credit: true, dueDate: isoDay(today + 30 * DAY_MS), entity: pick(suppliers) } : chance(0.5) ? { entity: pick(suppliers) } : {}),
          },
          { business, products: productContext(items.map((item) => item.product)), contactExists },
        ),
      );
      for (const event of decided) {
        if (credit) scheduleCredit(event, dayIndex);
        else keepVoidable(event, date);
      }
    }
  };

  const expense = async (date: string, dayIndex: number, fixed?: [ExpenseCategory, number, number]) => {
    const [category, low, high] = fixed ?? pick(EXPENSES);
    const credit = !fixed && chance(0.12);
    const prepayment = !fixed && !credit && chance(0.02);
    const decided = await record(date, () =>
      decideRecordExpense(
        {
          transactionId: uuid(),
          reference: reference('EXP'),
          date,
          category: prepayment ? 'business_insurance' : category,
          ...(chance(0.2)
            ? { items: [{ description: category, quantity: String(between(1, 5)), price: major(low, Math.max(low, high / 5)) }] }
            : { amount: major(low, high) }),
          ...(chance(0.1) ? { tax: '7.5', taxType: 'percent' } : {}),
          account: paymentAccount(0.4),
          ...(credit ? { credit: true, dueDate: isoDay(today + 30 * DAY_MS), entity: pick(suppliers) } : {}),
          ...(prepayment ? { prepayment: true } : {}),
          description: `${category.replace(/_/g, ' ')} for ${date.slice(0, 7)}`,
        },
        state,
        { contactExists },
      ),
    );
    for (const event of decided) {
      if (credit) scheduleCredit(event, dayIndex);
      else keepVoidable(event, date);
    }
  };

  const moneyIn = async (date: string) => {
    const subtype: MoneyInSubtype = pick([
      'other_income',
      'commission',
      'service_charge',
      'interest_income',
      'customer_deposit',
      'customer_deposit',
      'gift',
      'bad_debt_recovered',
    ]);
    const entityId = subtype === 'customer_deposit' ? pick(customers) : undefined;
    const amount = major(1_000, 50_000);
    const decided = await record(date, () =>
      decideRecordMoneyIn(
        { transactionId: uuid(), reference: reference('MI'), date, amount, subtype, account: paymentAccount(0.5), ...(entityId ? { entityId } : {}) },
        state,
      ),
    );
    for (const event of decided) {
      if (entityId) deposits.push({ entityId, amount: new Decimal(amount) });
      else keepVoidable(event, date);
    }
  };

  const moneyOut = async (date: string) => {
    let subtype: MoneyOutSubtype = pick(['drawings', 'interest_expense', 'refund', 'credit_repayment']);
    let amount = major(2_000, 80_000);
    let entity: string | undefined;
    if (subtype === 'refund') {
      const deposit = deposits.shift();
      if (deposit) {
        entity = deposit.entityId;
        amount = deposit.amount.toFixed(scale);
      } else subtype = 'drawings';
    }
    if (subtype === 'credit_repayment') {
      if (loan.lt(amount)) subtype = 'interest_expense';
      else loan = loan.minus(amount);
    }
    const decided = await record(date, () =>
      decideRecordMoneyOut(
        { transactionId: uuid(), reference: reference('MO'), date, amount, subtype, account: paymentAccount(0.3), ...(entity ? { entity } : {}) },
        state,
        {
          contactExists,
        },
      ),
    );
    for (const event of decided) if (subtype !== 'credit_repayment') keepVoidable(event, date);
  };

  const transfer = async (date: string) => {
    const from = chance(0.6) ? CASH_ACCOUNT_INPUT : pick(banks);
    const to = from === CASH_ACCOUNT_INPUT ? pick(banks) : chance(0.5) ? CASH_ACCOUNT_INPUT : banks.find((bank) => bank !== from)!;
    const decided = await record(date, () =>
      decideTransferFunds(
        {
          transactionId: uuid(),
          reference: reference('TRF'),
          date,
          from,
          to,
          amount: major(10_000, 500_000),
          ...(from !== CASH_ACCOUNT_INPUT && chance(0.5) ? { fee: major(10, 100) } : {}),
        },
        state,
      ),
    );
    for (const event of decided) keepVoidable(event, date);
  };

  const payDue = async (date: string, dayIndex: number) => {
    const due = openCredits.get(dayIndex);
    if (!due) return;
    openCredits.delete(dayIndex);
    for (const document of due) {
      const partial = document.payments === 0 && chance(0.2);
      const amount = partial ? document.balanceDue.dividedBy(2).toDecimalPlaces(scale, Decimal.ROUND_DOWN) : document.balanceDue;
      if (amount.isZero()) continue;
      const decided = await record(date, () =>
        decideRecordPayment(
          {
            transactionId: uuid(),
            reference: reference('PAY'),
            document: { field: 'transactionId', value: document.transactionId },
            date,
            amount: amount.toFixed(scale),
            account: paymentAccount(0.3),
          },
          state,
          {
            transactionId: document.transactionId,
            reference: document.reference,
            eventType: document.eventType,
            status: 'posted',
            credit: true,
            balanceDue: document.balanceDue.toFixed(scale),
            ...(document.entityId ? { entityId: document.entityId } : {}),
          },
        ),
      );
      if (decided.length > 0 && partial) {
        const later = dayIndex + between(5, 30);
        const list = openCredits.get(later) ?? [];
        list.push({ ...document, balanceDue: document.balanceDue.minus(amount), payments: 1 });
        openCredits.set(later, list);
      }
    }
  };

  const voidOne = async () => {
    if (recent.length === 0) return;
    const [original] = recent.splice(Math.floor(random() * recent.length), 1);
    const stockOnHand = new Map(
      (original.stock ?? []).map((movement) => {
        const p = productById.get(movement.productId)!;
        return [movement.productId, { quantity: p.quantity.toFixed(), value: p.value.toFixed(scale), name: p.name }];
      }),
    );
    await record(original.date, () => [
      decideVoidTransaction({
        original: { ...original, currency, status: 'posted', hasPayments: false },
        reason: pick(['Entered twice', 'Wrong amount', 'Customer returned the goods', 'Wrong account']),
        stockOnHand,
        allowNegativeStock: business.settings.allowZeroStockLevel,
      }),
    ]);
  };

  // The days: monthly fixed costs, restocking, payments falling due, then the day's documents.
  const done = () => lines >= targetLines || entries >= targetEntries;
  let linesPerDocument = 10;
  for (let dayIndex = 0; !done(); dayIndex++) {
    today = firstDay + dayIndex * DAY_MS;
    const date = isoDay(today);
    const lastDay = dayIndex >= days - 1;
    if (date.endsWith('-01') || dayIndex === 0) {
      await expense(date, dayIndex, ['rent', 150_000, 400_000]);
      await expense(date, dayIndex, ['salary', 400_000, 900_000]);
      await expense(date, dayIndex, ['electricity', 30_000, 90_000]);
    }
    await restock(date, dayIndex);
    await payDue(date, dayIndex);
    const before = { lines, entries };
    // Spread what is left over the days left (or finish on the last day), busier on Saturdays, quiet on Sundays.
    const left = Math.max(targetLines === Number.POSITIVE_INFINITY ? (targetEntries - entries) * linesPerDocument : targetLines - lines, 0);
    const weekday = new Date(today).getUTCDay();
    const load = weekday === 0 ? 0.5 : weekday === 6 ? 1.3 : 1;
    const documents = lastDay
      ? Number.POSITIVE_INFINITY
      : Math.max(1, Math.round((left / linesPerDocument / (days - dayIndex)) * load * (0.8 + random() * 0.4)));
    for (let n = 0; n < documents && !done(); n++) {
      // A few entries are recorded late: dated up to ten days back.
      const backDated = dayIndex > 10 && chance(0.03);
      const docDate = backDated ? isoDay(today - between(1, 10) * DAY_MS) : date;
      const r = random();
      if (r < 0.6) await sale(docDate, dayIndex);
      else if (r < 0.78) await expense(docDate, dayIndex);
      else if (r < 0.84) await moneyIn(docDate);
      else if (r < 0.9) await moneyOut(docDate);
      else if (r < 0.98) await transfer(docDate);
      else await voidOne();
      if (n % 50 === 49) await restock(date, dayIndex);
    }
    const documentsToday = entries - before.entries;
    if (documentsToday > 20) linesPerDocument = linesPerDocument * 0.7 + ((lines - before.lines) / documentsToday) * 0.3;
  }
  await flush();
  await appending;
  report();
  return {
    businessId,
    userId,
    email,
    password,
    from: isoDay(firstDay),
    to: isoDay(today),
    lines,
    entries,
    events,
    refused,
    seconds: (performance.now() - started) / 1000,
  };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** One progress line: journal lines, entries, events, and the rates so far. */
export function printProgress(p: GenerateProgress): void {
  console.log(
    `  ${p.date}: ${fmt(p.lines)} journal lines, ${fmt(p.entries)} entries, ${fmt(p.events)} events in ${p.seconds.toFixed(0)} s (${fmt(p.events / p.seconds)} events/s, ${fmt(p.lines / p.seconds)} lines/s)`,
  );
}

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'));
  const { values: flags } = parseArgs({
    args,
    options: {
      lines: { type: 'string', default: '1000000' },
      transactions: { type: 'string' },
      'database-url': { type: 'string' },
      seed: { type: 'string', default: '1' },
      from: { type: 'string' },
      days: { type: 'string', default: '365' },
      batch: { type: 'string', default: '1000' },
      email: { type: 'string' },
      password: { type: 'string' },
      business: { type: 'string' },
    },
  });
  if (flags.password !== undefined && flags.password.length < 8) throw new Error('--password must be at least 8 characters');
  const config = loadConfig({
    ...process.env,
    ...(flags['database-url'] ? { DATABASE_URL: flags['database-url'] } : {}),
    // No jobs are needed: keep the runtime from looking for Redis.
    REDIS_URL: '',
    LOCAL_REDIS_PORT: '1',
    LOG_LEVEL: 'warn',
  });
  const runtime = await createRuntime(config, pino({ level: 'error' }, pino.destination(2)));
  try {
    console.log(`Generating a business on ${new URL(runtime.database.url).host}${new URL(runtime.database.url).pathname} …`);
    const result = await generateBusiness(runtime, {
      lines: Number(flags.lines),
      transactions: flags.transactions === undefined ? undefined : Number(flags.transactions),
      seed: Number(flags.seed),
      from: flags.from,
      days: Number(flags.days),
      batch: Number(flags.batch),
      email: flags.email?.trim().toLowerCase(),
      password: flags.password,
      business: flags.business,
      onProgress: printProgress,
    });
    console.log(
      `Done: ${fmt(result.lines)} journal lines, ${fmt(result.entries)} entries, ${fmt(result.events)} events from ${result.from} to ${result.to} in ${result.seconds.toFixed(1)} s` +
        ` (${fmt(result.events / result.seconds)} events/s, ${fmt(result.lines / result.seconds)} lines/s; ${result.refused} documents refused by the deciders)`,
    );
    console.log(JSON.stringify({ businessId: result.businessId, userId: result.userId, email: result.email, password: result.password }));
  } finally {
    await runtime.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
