/**
 * npm run generate -- --lines 1000000 [--transactions N] [--database-url URL] [--seed 1]
 *                     [--from YYYY-MM-DD] [--days 365] [--batch 1000]
 *                     [--email you@example.com --password '…' --business 'Name']
 *
 * Makes an owner and a business (the API's ProvisionOwnerService), its products, services and
 * contacts, then days of varied documents until the business has `--lines` journal lines (or
 * `--transactions` journal entries): cash, bank and credit sales of goods and services with
 * discounts, delivery and tax; restocking purchases; expenses of many categories, a few on credit
 * or prepaid; money in and out; transfers, the till's takings banked on weekdays; payments of
 * credit documents; voids; back-dated entries. Every document is decided by the ledger's own
 * deciders (libs/ledger) against an in-memory model of the business (stock, open credit documents,
 * what each money account holds: none goes below zero on any day), and appended through the event
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
  ACCOUNT,
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
  SALE_RECORDED,
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
import { amountDraws, drawAdjustments, drawMoneyContact, randomDraws, seededRandom, type AmountDraws, type RandomDraws } from '@ledgerline/testing';

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

const DAY_MS = 86_400_000;
/** Cash kept in the till overnight (major units); takings above it are banked. */
const TILL_FLOAT = 200_000;
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
  const generator = await BusinessGenerator.start(runtime, options);
  await generator.openBooks();
  await generator.recordDays();
  return generator.finish();
}

/** The owner and the business, through the API's own service (password hash, membership, plan). */
async function provisionOwner(runtime: Runtime, options: GenerateOptions, email: string, password: string): Promise<{ userId: string; businessId: string }> {
  const { AppModule } = await builtApi<AppModuleFile>('app.module.js');
  const { ProvisionOwnerService } = await builtApi<ProvisionOwnerFile>('auth/provision-owner/provision-owner.service.js');
  const app = await NestFactory.createApplicationContext(AppModule.register(runtime), { logger: ['error', 'warn'], abortOnError: false });
  try {
    return await app.get(ProvisionOwnerService).provision({
      email,
      password,
      // A person's name, for the greeting and the top bar (not the e-mail's local part).
      firstName: 'Adebayo',
      lastName: 'Ogunleye',
      business: options.business ?? 'Generated Stores',
      plan: 'enterprise',
      period: 'yearly',
      bankAccounts: [
        { bankName: 'GTBank', accountName: options.business ?? 'Generated Stores', accountNumber: '0123456789' },
        { bankName: 'Access Bank', accountName: options.business ?? 'Generated Stores', accountNumber: '0987654321' },
      ],
    });
  } finally {
    await app.close();
  }
}

/**
 * One generation: the in-memory model the deciders are given (the API reads the same from the
 * read models), the events waiting to be appended, and one method per kind of document. Every
 * draw comes from one seeded sequence in a fixed order, so a seed and dates make the same books.
 */
class BusinessGenerator {
  private readonly products: ProductModel[] = [];
  private readonly productById = new Map<string, ProductModel>();
  private readonly customers: string[] = [];
  private readonly suppliers: string[] = [];
  private readonly contacts = new Set<string>();
  /** Credit documents by the day they are due to be paid. */
  private readonly openCredits = new Map<number, OpenCredit[]>();
  private readonly deposits: { entityId: string; amount: Decimal }[] = [];
  private readonly recent: Voidable[] = [];
  private loan = new Decimal(0);
  /**
   * What each money account holds ("Cash" or a bank account id), and its change per day: no
   * document takes an account below zero on its date or any later day (back-dated ones included).
   */
  private readonly money = new Map<string, Decimal>();
  private readonly moneyByDay = new Map<string, Map<string, Decimal>>();
  private readonly counters = new Map<string, number>();

  private pending: NewEvent[] = [];
  private pendingDocuments = 0;
  private appending: Promise<unknown> = Promise.resolve();
  private lines = 0;
  private entries = 0;
  private events = 0;
  private refused = 0;
  private readonly started = performance.now();
  private today: number;
  private lastReport = this.started;

  private readonly currency: CurrencyCode;
  private readonly scale: number;
  private readonly amounts: AmountDraws;
  private readonly banks: string[];
  private readonly stream: string;

  private constructor(
    private readonly store: NonNullable<Runtime['postgresStore']>,
    private readonly options: GenerateOptions,
    private readonly draws: RandomDraws,
    private readonly owner: { userId: string; businessId: string; email: string; password: string },
    private readonly state: Awaited<ReturnType<typeof loadBusinessState>>,
    private readonly business: ExistingBusiness,
    private readonly firstDay: number,
  ) {
    this.currency = business.currency;
    this.scale = currencyScale(this.currency);
    this.amounts = amountDraws(draws, this.scale);
    this.banks = Object.keys(business.bankAccounts);
    this.stream = businessStream(owner.businessId);
    this.today = firstDay;
  }

  static async start(runtime: Runtime, options: GenerateOptions): Promise<BusinessGenerator> {
    const store = runtime.postgresStore;
    if (!store || runtime.config.projectionMode !== 'inline') throw new Error('The generator needs the PostgreSQL event store with inline projections');
    const seed = options.seed ?? 1;
    const draws = randomDraws(seededRandom(seed));
    const days = options.days ?? 365;
    const firstDay = options.from ? Date.parse(`${options.from}T00:00:00Z`) : Date.parse(`${isoDay(Date.now())}T00:00:00Z`) - (days - 1) * DAY_MS;
    if (Number.isNaN(firstDay)) throw new Error(`--from must be YYYY-MM-DD (got ${options.from})`);
    const email = options.email ?? `generated-${Date.now().toString(36)}-${seed}@example.com`;
    const password = options.password ?? 'generated password 123';
    const owner = await provisionOwner(runtime, options, email, password);
    const state = await loadBusinessState(runtime.pool, owner.businessId);
    return new BusinessGenerator(store, options, draws, { ...owner, email, password }, state, requireBusiness(state), firstDay);
  }

  private get targetLines(): number {
    return this.options.transactions === undefined ? (this.options.lines ?? 1_000_000) : Number.POSITIVE_INFINITY;
  }

  private get targetEntries(): number {
    return this.options.transactions ?? Number.POSITIVE_INFINITY;
  }

  private get days(): number {
    return this.options.days ?? 365;
  }

  private readonly random = (): number => this.draws.random();
  private readonly between = (low: number, high: number): number => this.draws.between(low, high);
  private readonly chance = (p: number): boolean => this.draws.chance(p);
  private readonly pick = <T>(items: readonly T[]): T => this.draws.pick(items);
  private readonly uuid = (): string => this.draws.uuid();

  private reference(prefix: string): string {
    const n = (this.counters.get(prefix) ?? 0) + 1;
    this.counters.set(prefix, n);
    return `${prefix}-${String(n).padStart(6, '0')}`;
  }

  private report(): void {
    this.options.onProgress?.({
      lines: this.lines,
      entries: this.entries,
      events: this.events,
      seconds: (performance.now() - this.started) / 1000,
      date: isoDay(this.today),
    });
  }

  private readonly contactExists = (id: string): boolean => this.contacts.has(id);

  private productContext(ids: readonly string[]): ReadonlyMap<string, DocumentProduct> {
    return new Map(
      ids.map((id) => {
        const p = this.productById.get(id)!;
        return [id, { kind: p.kind, name: p.name, quantity: p.quantity.toFixed(), value: p.value.toFixed(this.scale) }];
      }),
    );
  }

  private paymentAccount(cashShare: number): string {
    return this.chance(cashShare) ? CASH_ACCOUNT_INPUT : this.pick(this.banks);
  }

  private held(account: string): Decimal {
    return this.money.get(account) ?? new Decimal(0);
  }

  /** The least the account held at the end of `date` or of any later day recorded. */
  private lowestFrom(account: string, date: string): Decimal {
    let balance = this.held(account);
    if (date >= isoDay(this.today)) return balance;
    let lowest = balance;
    const later = [...(this.moneyByDay.get(account) ?? [])].filter(([day]) => day > date).sort(([a], [b]) => (a < b ? 1 : -1));
    for (const [, move] of later) {
      balance = balance.minus(move);
      lowest = Decimal.min(lowest, balance);
    }
    return lowest;
  }

  /**
   * The account a payment of about `amount` leaves from: the one drawn as for a receipt when it
   * holds enough (with a margin for tax and delivery), else the account holding most.
   */
  private spendingAccount(cashShare: number, amount: Decimal | string, date: string): string {
    const drawn = this.paymentAccount(cashShare);
    const available = (account: string) => this.lowestFrom(account, date);
    if (available(drawn).gte(new Decimal(amount).times(1.2))) return drawn;
    return [CASH_ACCOUNT_INPUT, ...this.banks].reduce((most, account) => (available(account).gt(available(most)) ? account : most));
  }

  /** Each money account's change from these lines: 1000 is cash, 1010 a bank account by its sub-account. */
  private moneyMoves(lines: readonly JournalLine[]): Map<string, Decimal> {
    const moves = new Map<string, Decimal>();
    for (const line of lines) {
      const account = line.account === ACCOUNT.CASH_ON_HAND ? CASH_ACCOUNT_INPUT : line.account === ACCOUNT.CASH_AT_BANK ? line.subAccount : undefined;
      if (account === undefined) continue;
      moves.set(account, (moves.get(account) ?? new Decimal(0)).plus(line.debit).minus(line.credit));
    }
    return moves;
  }

  /** Appends run one at a time, the next batch being decided meanwhile. */
  private async flush() {
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    this.pendingDocuments = 0;
    await this.appending;
    this.appending = this.store.append(this.stream, batch);
    this.events += batch.length;
    if (performance.now() - this.lastReport > 5000) {
      this.lastReport = performance.now();
      this.report();
    }
  }

  private applyStock(stock: readonly StockMovement[] | undefined) {
    for (const movement of stock ?? []) {
      const product = this.productById.get(movement.productId);
      if (!product) continue;
      product.quantity = product.quantity.plus(movement.quantity);
      product.value = product.value.plus(movement.value);
    }
  }

  /** Queues what a decider decided (or counts its refusal): the documents' events, their lines and stock. */
  private async record(date: string, decide: () => { type: string; data: unknown }[]): Promise<DecidedEvent[]> {
    let decided: DecidedEvent[];
    try {
      decided = decide();
    } catch (error) {
      if (error instanceof LedgerValidationError) {
        this.refused++;
        return [];
      }
      throw error;
    }
    // A shop cannot pay out more than a till or an account holds: such a document is refused too.
    const moves = this.moneyMoves(decided.flatMap((event) => (event.data.lines as JournalLine[] | undefined) ?? []));
    if ([...moves].some(([account, move]) => move.isNegative() && this.lowestFrom(account, date).plus(move).isNegative())) {
      this.refused++;
      return [];
    }
    for (const [account, move] of moves) {
      this.money.set(account, this.held(account).plus(move));
      const days = this.moneyByDay.get(account) ?? new Map<string, Decimal>();
      days.set(date, (days.get(date) ?? new Decimal(0)).plus(move));
      this.moneyByDay.set(account, days);
    }
    const commandId = this.uuid();
    const occurredAt = `${isoDay(this.today)}T${String(this.between(8, 19)).padStart(2, '0')}:${String(this.between(0, 59)).padStart(2, '0')}:00.000Z`;
    for (const event of decided) {
      this.pending.push({
        type: event.type,
        version: currentVersion(event.type),
        data: event.data,
        metadata: {
          businessId: this.owner.businessId,
          userId: this.owner.userId,
          correlationId: commandId,
          commandId,
          occurredAt,
          ...(event.data.lines ? { effectiveDate: date } : {}),
        },
      });
      const posted = (event.data.lines as unknown[] | undefined)?.length ?? 0;
      if (posted > 0) this.entries++;
      this.lines += posted;
      this.applyStock(event.data.stock as StockMovement[] | undefined);
    }
    if (++this.pendingDocuments >= (this.options.batch ?? 1000)) await this.flush();
    return decided;
  }

  private keepVoidable(event: DecidedEvent, date: string) {
    this.recent.push({
      transactionId: event.data.transactionId,
      reference: event.data.reference,
      eventType: event.type,
      date,
      lines: event.data.lines,
      ...(event.data.stock ? { stock: event.data.stock } : {}),
      ...(event.data.description !== undefined ? { description: event.data.description } : {}),
      ...(event.data.entityId !== undefined ? { entityId: event.data.entityId } : {}),
    });
    if (this.recent.length > 200) this.recent.splice(0, this.recent.length - 200);
  }

  private scheduleCredit(event: DecidedEvent, dayIndex: number) {
    const balance = new Decimal(event.data.payment?.balance ?? 0);
    if (balance.isZero() || this.chance(0.08)) return; // some are never paid
    const due = dayIndex + this.between(5, 45);
    const list = this.openCredits.get(due) ?? [];
    list.push({
      transactionId: event.data.transactionId,
      reference: event.data.reference,
      eventType: event.type,
      entityId: event.data.entityId,
      balanceDue: balance,
      payments: 0,
    });
    this.openCredits.set(due, list);
  }

  private async sale(date: string, dayIndex: number) {
    // Baskets of two to eleven lines, most of four to nine: about ten journal lines a document overall.
    const count = this.between(2, 6) + this.between(0, 5);
    const items: { product: string; quantity: string; price: string }[] = [];
    const taken = new Map<string, number>();
    for (let i = 0; i < count; i++) {
      const product = this.chance(0.85) ? this.pick(this.products.slice(0, PRODUCT_NAMES.length)) : this.pick(this.products.slice(PRODUCT_NAMES.length));
      if (taken.has(product.id)) continue;
      let quantity = product.kind === 'service' ? this.between(1, 3) : this.between(1, 6);
      if (product.kind === 'product') quantity = Math.min(quantity, Math.floor(product.quantity.toNumber()));
      if (quantity <= 0) continue;
      taken.set(product.id, quantity);
      // Prices move a little around the list price.
      const price = this.chance(0.8) ? product.sellingPrice : Math.round(product.sellingPrice * (0.9 + this.random() * 0.2));
      items.push({ product: product.id, quantity: String(quantity), price: this.amounts.money(price) });
    }
    if (items.length === 0) {
      const service = this.pick(this.products.slice(PRODUCT_NAMES.length));
      items.push({ product: service.id, quantity: '1', price: this.amounts.money(service.sellingPrice) });
    }
    const credit = this.chance(0.2);
    const entity = credit || this.chance(0.3) ? this.pick(this.customers) : undefined;
    const decided = await this.record(date, () =>
      decideRecordSale(
        {
          transactionId: this.uuid(),
          reference: this.reference('INV'),
          date,
          items,
          ...drawAdjustments(this.draws, {
            discount: { odds: 0.15, percents: [2, 5, 10], fixed: () => this.amounts.major(100, 2_000) },
            delivery: { odds: 0.1, amount: () => this.amounts.major(500, 5_000) },
            tax: 0.35,
          }),
          account: this.paymentAccount(0.55),
          ...(credit
            ? { credit: true, dueDate: isoDay(this.today + 30 * DAY_MS), ...(this.chance(0.3) ? { initialDeposit: this.amounts.major(100, 1_000) } : {}) }
            : {}),
          ...(entity ? { entity } : {}),
          ...(this.chance(0.1) ? { description: 'Walk-in customer' } : {}),
        },
        { business: this.business, products: this.productContext(items.map((item) => item.product)), contactExists: this.contactExists },
      ),
    );
    for (const event of decided) {
      if (credit) this.scheduleCredit(event, dayIndex);
      else this.keepVoidable(event, date);
    }
  }

  private async restock(date: string, dayIndex: number) {
    const low = this.products.filter((p) => p.kind === 'product' && p.quantity.lte(p.reorderAt));
    for (let start = 0; start < low.length; start += 5) {
      const group = low.slice(start, start + 5);
      const items = group.map((p) => ({
        product: p.id,
        quantity: String(p.reorderQuantity),
        price: this.amounts.money(Math.round(p.buyingPrice * (0.95 + this.random() * 0.1))),
      }));
      const credit = this.chance(0.3);
      const cost = items.reduce((sum, item) => sum.plus(new Decimal(item.price).times(item.quantity)), new Decimal(0));
      const account = this.spendingAccount(0.2, cost, date);
      const decided = await this.record(date, () =>
        decideRecordPurchase(
          {
            transactionId: this.uuid(),
            reference: this.reference('PUR'),
            date,
            items,
            ...drawAdjustments(this.draws, { delivery: { odds: 0.2, amount: () => this.amounts.major(2_000, 20_000) } }),
            account,
            ...(credit
              ? { credit: true, dueDate: isoDay(this.today + 30 * DAY_MS), entity: this.pick(this.suppliers) }
              : this.chance(0.5)
                ? { entity: this.pick(this.suppliers) }
                : {}),
          },
          { business: this.business, products: this.productContext(items.map((item) => item.product)), contactExists: this.contactExists },
        ),
      );
      for (const event of decided) {
        if (credit) this.scheduleCredit(event, dayIndex);
        else this.keepVoidable(event, date);
      }
    }
  }

  private async expense(date: string, dayIndex: number, fixed?: [ExpenseCategory, number, number]) {
    const [category, low, high] = fixed ?? this.pick(EXPENSES);
    const credit = !fixed && this.chance(0.12);
    const prepayment = !fixed && !credit && this.chance(0.02);
    const lines = this.chance(0.2)
      ? { items: [{ description: category, quantity: String(this.between(1, 5)), price: this.amounts.major(low, Math.max(low, high / 5)) }] }
      : { amount: this.amounts.major(low, high) };
    const cost = lines.items ? new Decimal(lines.items[0].price).times(lines.items[0].quantity) : new Decimal(lines.amount);
    const account = this.spendingAccount(0.4, cost, date);
    const decided = await this.record(date, () =>
      decideRecordExpense(
        {
          transactionId: this.uuid(),
          reference: this.reference('EXP'),
          date,
          category: prepayment ? 'business_insurance' : category,
          ...lines,
          ...drawAdjustments(this.draws, { tax: 0.1 }),
          account,
          ...(credit ? { credit: true, dueDate: isoDay(this.today + 30 * DAY_MS), entity: this.pick(this.suppliers) } : {}),
          ...(prepayment ? { prepayment: true } : {}),
          description: `${category.replace(/_/g, ' ')} for ${date.slice(0, 7)}`,
        },
        this.state,
        { contactExists: this.contactExists },
      ),
    );
    for (const event of decided) {
      if (credit) this.scheduleCredit(event, dayIndex);
      else this.keepVoidable(event, date);
    }
  }

  private async moneyIn(date: string) {
    const subtype: MoneyInSubtype = this.pick([
      'other_income',
      'commission',
      'service_charge',
      'interest_income',
      'customer_deposit',
      'customer_deposit',
      'gift',
      'bad_debt_recovered',
    ]);
    const entityId = drawMoneyContact(this.draws, { customers: this.customers, suppliers: this.suppliers }, { in: subtype });
    const amount = this.amounts.major(1_000, 50_000);
    const decided = await this.record(date, () =>
      decideRecordMoneyIn(
        {
          transactionId: this.uuid(),
          reference: this.reference('MI'),
          date,
          amount,
          subtype,
          account: this.paymentAccount(0.5),
          ...(entityId ? { entityId } : {}),
        },
        this.state,
      ),
    );
    for (const event of decided) {
      if (entityId) this.deposits.push({ entityId, amount: new Decimal(amount) });
      else this.keepVoidable(event, date);
    }
  }

  private async moneyOut(date: string) {
    let subtype: MoneyOutSubtype = this.pick(['drawings', 'interest_expense', 'refund', 'credit_repayment']);
    let amount = this.amounts.major(2_000, 80_000);
    let entity: string | undefined;
    if (subtype === 'refund') {
      const deposit = this.deposits.shift();
      if (deposit) {
        entity = deposit.entityId;
        amount = deposit.amount.toFixed(this.scale);
      } else subtype = 'drawings';
    }
    if (subtype === 'credit_repayment' && this.loan.lt(amount)) subtype = 'interest_expense';
    const account = this.spendingAccount(0.3, amount, date);
    const decided = await this.record(date, () =>
      decideRecordMoneyOut(
        {
          transactionId: this.uuid(),
          reference: this.reference('MO'),
          date,
          amount,
          subtype,
          account,
          ...(entity ? { entity } : {}),
        },
        this.state,
        {
          contactExists: this.contactExists,
        },
      ),
    );
    if (decided.length > 0 && subtype === 'credit_repayment') this.loan = this.loan.minus(amount);
    for (const event of decided) if (subtype !== 'credit_repayment') this.keepVoidable(event, date);
  }

  private async transfer(date: string) {
    const amount = this.amounts.major(10_000, 500_000);
    const from = this.spendingAccount(0.6, amount, date);
    const to = from === CASH_ACCOUNT_INPUT ? this.pick(this.banks) : this.chance(0.5) ? CASH_ACCOUNT_INPUT : this.banks.find((bank) => bank !== from)!;
    const decided = await this.record(date, () =>
      decideTransferFunds(
        {
          transactionId: this.uuid(),
          reference: this.reference('TRF'),
          date,
          from,
          to,
          amount,
          ...(from !== CASH_ACCOUNT_INPUT && this.chance(0.5) ? { fee: this.amounts.major(10, 100) } : {}),
        },
        this.state,
      ),
    );
    for (const event of decided) this.keepVoidable(event, date);
  }

  /** On weekdays the till's takings above a float go to the bank, as a shop banks them. */
  private async lodgeTakings(date: string) {
    if (new Date(this.today).getUTCDay() === 0) return;
    const float = new Decimal(TILL_FLOAT);
    const excess = this.held(CASH_ACCOUNT_INPUT).minus(float);
    if (excess.lte(float)) return;
    await this.record(date, () =>
      decideTransferFunds(
        {
          transactionId: this.uuid(),
          reference: this.reference('TRF'),
          date,
          from: CASH_ACCOUNT_INPUT,
          to: this.pick(this.banks),
          amount: excess.toFixed(this.scale),
          description: 'Takings banked',
        },
        this.state,
      ),
    );
  }

  private async payDue(date: string, dayIndex: number) {
    const due = this.openCredits.get(dayIndex);
    if (!due) return;
    this.openCredits.delete(dayIndex);
    for (const document of due) {
      const partial = document.payments === 0 && this.chance(0.2);
      const amount = partial ? document.balanceDue.dividedBy(2).toDecimalPlaces(this.scale, Decimal.ROUND_DOWN) : document.balanceDue;
      if (amount.isZero()) continue;
      const decided = await this.record(date, () =>
        decideRecordPayment(
          {
            transactionId: this.uuid(),
            reference: this.reference('PAY'),
            document: { field: 'transactionId', value: document.transactionId },
            date,
            amount: amount.toFixed(this.scale),
            account: document.eventType === SALE_RECORDED ? this.paymentAccount(0.3) : this.spendingAccount(0.3, amount, date),
          },
          this.state,
          {
            transactionId: document.transactionId,
            reference: document.reference,
            eventType: document.eventType,
            status: 'posted',
            credit: true,
            balanceDue: document.balanceDue.toFixed(this.scale),
            ...(document.entityId ? { entityId: document.entityId } : {}),
          },
        ),
      );
      if (decided.length > 0 && partial) {
        const later = dayIndex + this.between(5, 30);
        const list = this.openCredits.get(later) ?? [];
        list.push({ ...document, balanceDue: document.balanceDue.minus(amount), payments: 1 });
        this.openCredits.set(later, list);
      }
    }
  }

  private async voidOne() {
    if (this.recent.length === 0) return;
    const [original] = this.recent.splice(Math.floor(this.random() * this.recent.length), 1);
    const stockOnHand = new Map(
      (original.stock ?? []).map((movement) => {
        const p = this.productById.get(movement.productId)!;
        return [movement.productId, { quantity: p.quantity.toFixed(), value: p.value.toFixed(this.scale), name: p.name }];
      }),
    );
    await this.record(original.date, () => [
      decideVoidTransaction({
        original: { ...original, currency: this.currency, status: 'posted', hasPayments: false },
        reason: this.pick(['Entered twice', 'Wrong amount', 'Customer returned the goods', 'Wrong account']),
        stockOnHand,
        allowNegativeStock: this.business.settings.allowZeroStockLevel,
      }),
    ]);
  }

  /** Day 0: capital, a loan, the catalogue with opening stock, the contacts. */
  async openBooks(): Promise<void> {
    const openingDate = isoDay(this.firstDay);
    await this.record(openingDate, () =>
      decideRecordMoneyIn(
        {
          transactionId: this.uuid(),
          reference: this.reference('MI'),
          date: openingDate,
          amount: this.amounts.major(20_000_000, 40_000_000),
          subtype: 'capital',
          account: this.banks[0],
        },
        this.state,
      ),
    );
    this.loan = new Decimal(this.amounts.major(5_000_000, 10_000_000));
    await this.record(openingDate, () =>
      decideRecordMoneyIn(
        {
          transactionId: this.uuid(),
          reference: this.reference('MI'),
          date: openingDate,
          amount: this.loan.toFixed(this.scale),
          subtype: 'loan',
          account: this.banks[1],
        },
        this.state,
      ),
    );
    for (const [index, name] of PRODUCT_NAMES.entries()) {
      const sellingPrice = this.between(5, 500) * 100 * 10 ** this.scale;
      const buyingPrice = Math.round(sellingPrice * (0.55 + this.random() * 0.25));
      const product: ProductModel = {
        id: this.uuid(),
        kind: 'product',
        name,
        sellingPrice,
        buyingPrice,
        quantity: new Decimal(0),
        value: new Decimal(0),
        reorderAt: this.between(5, 20),
        reorderQuantity: this.between(40, 200),
      };
      this.products.push(product);
      this.productById.set(product.id, product);
      await this.record(openingDate, () =>
        decideCreateProduct(
          {
            productId: product.id,
            kind: 'product',
            name,
            sku: `PRD-${String(index + 1).padStart(6, '0')}`,
            measurement: 'Unit',
            quantity: String(product.reorderQuantity),
            buyingPrice: this.amounts.money(buyingPrice),
            sellingPrice: this.amounts.money(sellingPrice),
            stockLevel: String(product.reorderAt),
            openingStock: { transactionId: this.uuid(), reference: this.reference('OS'), date: openingDate },
          },
          this.state,
        ),
      );
    }
    for (const [index, name] of SERVICE_NAMES.entries()) {
      const price = this.between(20, 300) * 100 * 10 ** this.scale;
      const service: ProductModel = {
        id: this.uuid(),
        kind: 'service',
        name,
        sellingPrice: price,
        buyingPrice: 0,
        quantity: new Decimal(0),
        value: new Decimal(0),
        reorderAt: 0,
        reorderQuantity: 0,
      };
      this.products.push(service);
      this.productById.set(service.id, service);
      await this.record(openingDate, () =>
        decideCreateProduct(
          {
            productId: service.id,
            kind: 'service',
            name,
            sku: `SRV-${String(index + 1).padStart(6, '0')}`,
            sellingPrice: this.amounts.money(price),
            openingStock: { transactionId: this.uuid(), reference: '', date: openingDate },
          },
          this.state,
        ),
      );
    }
    for (let i = 0; i < 80; i++) {
      const contactId = this.uuid();
      const supplier = i >= 60;
      const first = this.pick(FIRST_NAMES);
      const last = this.pick(LAST_NAMES);
      await this.record(openingDate, () =>
        decideCreateContact({
          contactId,
          name: supplier ? `${first} ${last} Supplies` : `${first} ${last}`,
          email: `${first}.${last}.${i}@example.com`.toLowerCase(),
          phone: `+234 80${String(this.between(10_000_000, 99_999_999))}`,
          kinds: supplier ? ['supplier', 'creditor'] : ['customer'],
        }),
      );
      this.contacts.add(contactId);
      (supplier ? this.suppliers : this.customers).push(contactId);
    }
  }

  /** The days: monthly fixed costs, restocking, payments falling due, then the day's documents. */
  async recordDays(): Promise<void> {
    const done = () => this.lines >= this.targetLines || this.entries >= this.targetEntries;
    const byEntries = this.targetLines === Number.POSITIVE_INFINITY;
    let linesPerDocument = 10;
    // What a day records besides its documents (fixed costs, restocking, payments due, banking), on
    // average: kept back from the documents' share, so the business trades until its last day.
    const besides = { lines: 0, entries: 0 };
    for (let dayIndex = 0; !done(); dayIndex++) {
      const start = { lines: this.lines, entries: this.entries };
      this.today = this.firstDay + dayIndex * DAY_MS;
      const date = isoDay(this.today);
      const lastDay = dayIndex >= this.days - 1;
      if (date.endsWith('-01') || dayIndex === 0) {
        await this.expense(date, dayIndex, ['rent', 150_000, 400_000]);
        await this.expense(date, dayIndex, ['salary', 400_000, 900_000]);
        await this.expense(date, dayIndex, ['electricity', 30_000, 90_000]);
      }
      await this.restock(date, dayIndex);
      await this.payDue(date, dayIndex);
      const before = { lines: this.lines, entries: this.entries };
      // Spread what is left over the days left (or finish on the last day), busier on Saturdays, quiet on Sundays.
      const daysAfter = this.days - dayIndex - 1;
      const left = Math.max(
        byEntries
          ? (this.targetEntries - this.entries - besides.entries * daysAfter) * linesPerDocument
          : this.targetLines - this.lines - besides.lines * daysAfter,
        0,
      );
      const weekday = new Date(this.today).getUTCDay();
      const load = weekday === 0 ? 0.5 : weekday === 6 ? 1.3 : 1;
      const documents = lastDay
        ? Number.POSITIVE_INFINITY
        : Math.max(1, Math.round((left / linesPerDocument / (this.days - dayIndex)) * load * (0.8 + this.random() * 0.4)));
      for (let n = 0; n < documents && !done(); n++) {
        // A few entries are recorded late: dated up to ten days back.
        const backDated = dayIndex > 10 && this.chance(0.03);
        const docDate = backDated ? isoDay(this.today - this.between(1, 10) * DAY_MS) : date;
        const r = this.random();
        if (r < 0.6) await this.sale(docDate, dayIndex);
        else if (r < 0.78) await this.expense(docDate, dayIndex);
        else if (r < 0.84) await this.moneyIn(docDate);
        else if (r < 0.9) await this.moneyOut(docDate);
        else if (r < 0.98) await this.transfer(docDate);
        else await this.voidOne();
        if (n % 50 === 49) await this.restock(date, dayIndex);
      }
      const documentsToday = this.entries - before.entries;
      if (documentsToday > 20) linesPerDocument = linesPerDocument * 0.7 + ((this.lines - before.lines) / documentsToday) * 0.3;
      const afterDocuments = { lines: this.lines, entries: this.entries };
      await this.lodgeTakings(date);
      if (dayIndex > 0) {
        // Day 0 opens the books: not a day like the others.
        besides.lines = besides.lines * 0.95 + (before.lines - start.lines + this.lines - afterDocuments.lines) * 0.05;
        besides.entries = besides.entries * 0.95 + (before.entries - start.entries + this.entries - afterDocuments.entries) * 0.05;
      }
    }
    await this.flush();
    await this.appending;
  }

  finish(): GeneratedBusiness {
    this.report();
    return {
      businessId: this.owner.businessId,
      userId: this.owner.userId,
      email: this.owner.email,
      password: this.owner.password,
      from: isoDay(this.firstDay),
      to: isoDay(this.today),
      lines: this.lines,
      entries: this.entries,
      events: this.events,
      refused: this.refused,
      seconds: (performance.now() - this.started) / 1000,
    };
  }
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** One progress line: journal lines, entries, events, and the rates so far. */
export function printProgress(p: GenerateProgress): void {
  console.log(
    `  ${p.date}: ${fmt(p.lines)} journal lines, ${fmt(p.entries)} entries, ${fmt(p.events)} events in ${p.seconds.toFixed(0)} s (${fmt(p.events / p.seconds)} events/s, ${fmt(p.lines / p.seconds)} lines/s)`,
  );
}

/** The command's flags (parseArgs). */
const FLAGS = {
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
} as const;

const USAGE = `Usage: npm run generate -- [--lines 1000000 | --transactions N] [--database-url URL] [--seed 1]
                     [--from YYYY-MM-DD] [--days 365] [--batch 1000]
                     [--email you@example.com --password '…' --business 'Name']`;

/** The flags, or the usage on --help (exit 0) and on a flag it does not know (exit 2), not a stack trace. */
function readFlags(args: string[]) {
  try {
    const { values } = parseArgs({ args, options: { ...FLAGS, help: { type: 'boolean' } } });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    return values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'));
  const flags = readFlags(args);
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
