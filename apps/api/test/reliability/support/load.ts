import { randomUUID } from 'node:crypto';
import { Decimal } from '@ledgerline/ledger';
import { seededRandom } from './seed.js';

/**
 * The load generator of the reliability suite: many writers record random valid documents of
 * every kind the API records (sales and purchases, cash and on credit, expenses, money in and out,
 * transfers, stock adjustments, payments on credit documents, voids) for several businesses over
 * real HTTP, each with its own Idempotency-Key, resent with the same key and body when the
 * connection breaks or the server answers 5xx, until it is answered. What was acknowledged is
 * returned for the checks of support/books.ts.
 */

export interface Answer {
  status: number;
  body: any;
}

/** One business as the writers see it: its owner's session and what it holds. */
export interface LoadBusiness {
  businessId: string;
  cookie: string;
  accounts: string[];
  customers: string[];
  suppliers: string[];
  /** Cost and selling price as decimal strings. */
  goods: { id: string; cost: string; price: string }[];
  service: { id: string; price: string };
  /** What the writers track to keep documents valid (stock, what is owed, what may be voided). */
  stock: Map<string, number>;
  documents: Tracked[];
}

interface Tracked {
  id: string;
  kind: DocumentKind;
  date: string;
  voided: boolean;
  payments: number;
  /** What is still owed on a credit document. */
  owed?: Decimal;
  stock?: Map<string, number>;
  paid?: { document: Tracked; amount: Decimal };
}

export type DocumentKind =
  | 'saleCash'
  | 'saleCredit'
  | 'purchaseCash'
  | 'purchaseCredit'
  | 'expense'
  | 'expenseCredit'
  | 'moneyIn'
  | 'moneyOut'
  | 'transfer'
  | 'stockAdjustment'
  | 'payment'
  | 'void';

const WEIGHTS: Record<DocumentKind, number> = {
  saleCash: 14,
  saleCredit: 6,
  purchaseCash: 8,
  purchaseCredit: 4,
  expense: 10,
  expenseCredit: 3,
  moneyIn: 9,
  moneyOut: 7,
  transfer: 4,
  stockAdjustment: 3,
  payment: 8,
  void: 4,
};

export interface Acknowledged {
  businessId: string;
  kind: DocumentKind | 'setup';
  key: string;
  id: string;
  position: string;
  /** How many times it was sent before it was answered. */
  attempts: number;
}

export interface LoadOptions {
  /** Where the API is now (a restarted API may move). */
  baseUrl: () => string;
  businesses: LoadBusiness[];
  writers: number;
  documents: number;
  seed: number;
  /** How long a document may be resent before the writer gives up (default 60 s). */
  retryForMs?: number;
  /** Stops the load early (the chaos parts stop when their rounds are done). */
  shouldStop?: () => boolean;
  /** Gives up resending at once (a part that failed stops its writers). */
  abandon?: () => boolean;
}

export interface LoadResult {
  acknowledged: Acknowledged[];
  /** Documents the books rightly refused (409: a void of a paid document, more than is in stock). */
  refused: number;
  /** Documents never answered within retryForMs, or answered with anything but 2xx/409: the failures. */
  unanswered: { kind: DocumentKind; status: number | string; body: unknown }[];
  /** Sends that broke (connection refused or reset, 5xx) and were resent. */
  resends: number;
  byKind: Partial<Record<DocumentKind, number>>;
  seconds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** An amount as the API takes it: a decimal string with two places (money is never a JS number). */
const money = (amount: Decimal | string) => new Decimal(amount).toFixed(2);
/** Whole naira and kobo drawn by the seeded generator, as an amount. */
const naira = (whole: number, kobo = 0) => new Decimal(whole).plus(new Decimal(kobo).dividedBy(100));
const ZERO = new Decimal(0);
const ONE_KOBO = new Decimal('0.01');

/** One HTTP call; a broken connection answers status 0. */
export async function call(baseUrl: string, method: string, url: string, options: { cookie?: string; body?: unknown; key?: string } = {}): Promise<Answer> {
  try {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.key ? { 'idempotency-key': options.key } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body };
  } catch (error) {
    return { status: 0, body: String(error) };
  }
}

/** Sends one document with its key until it is answered with anything but a broken connection or 5xx. */
async function send(
  options: LoadOptions,
  method: string,
  url: string,
  cookie: string,
  body: unknown,
  key: string,
  counters: { resends: number },
): Promise<Answer & { attempts: number }> {
  const deadline = Date.now() + (options.retryForMs ?? 60_000);
  for (let attempts = 1; ; attempts++) {
    const answer = await call(options.baseUrl(), method, url, { cookie, body, key });
    if (answer.status !== 0 && answer.status < 500) return { ...answer, attempts };
    if (Date.now() > deadline || options.abandon?.()) return { ...answer, attempts };
    counters.resends++;
    await sleep(Math.min(1000, 50 * attempts));
  }
}

/** Contacts, products, a bank account, capital and opening stock for a signed-in owner's business. */
export async function prepareBusiness(baseUrl: string, owner: { businessId: string; cookie: string }): Promise<LoadBusiness> {
  const must = async (method: string, url: string, body?: unknown) => {
    const answer = await call(baseUrl, method, url, { cookie: owner.cookie, body, key: randomUUID() });
    if (answer.status < 200 || answer.status > 201) throw new Error(`${method} ${url} → ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };
  await must('PATCH', '/api/v1/accounts/bank-accounts', {
    bankAccounts: [
      { bankName: 'GTBank', accountName: 'Main', accountNumber: '0123456789' },
      { bankName: 'Access Bank', accountName: 'Savings', accountNumber: '9876543210' },
    ],
  });
  const banks = (await must('GET', '/api/v1/accounts/bank-accounts')) as { bankAccountId: string }[];
  const contact = async (name: string) => (await must('POST', '/api/v1/entities', { name })).id as string;
  const product = async (body: Record<string, string>) => (await must('POST', '/api/v1/inventories', body)).id as string;
  const business: LoadBusiness = {
    ...owner,
    accounts: ['Cash', ...banks.map((bank) => bank.bankAccountId)],
    customers: [await contact('Ada Obi'), await contact('Bola Ade'), await contact('Chike Eze')],
    suppliers: [await contact('Okafor Supplies'), await contact('Lagos Wholesale')],
    goods: [
      { id: await product({ type: 'PRODUCT', name: 'Rice 50kg', buyingPrice: '42000', sellingPrice: '51000' }), cost: '42000.00', price: '51000.00' },
      { id: await product({ type: 'PRODUCT', name: 'Palm oil 5L', buyingPrice: '6500', sellingPrice: '8200' }), cost: '6500.00', price: '8200.00' },
      { id: await product({ type: 'PRODUCT', name: 'Sugar 1kg', buyingPrice: '1150.50', sellingPrice: '1499.99' }), cost: '1150.50', price: '1499.99' },
    ],
    service: { id: await product({ type: 'SERVICE', name: 'Delivery and fitting', sellingPrice: '2500' }), price: '2500.00' },
    stock: new Map(),
    documents: [],
  };
  await must('POST', '/api/v1/transactions/money-in', { date: '2026-01-01', amount: '50000000.00', subtype: 'capital', account: business.accounts[1] });
  await must('POST', '/api/v1/transactions', {
    type: 'inflows',
    subtype: 'stock_introduced',
    date: '2026-01-01',
    items: business.goods.map((good) => ({ product: good.id, quantity: 200, price: money(good.cost) })),
  });
  for (const good of business.goods) business.stock.set(good.id, 200);
  return business;
}

const MONEY_IN_SUBTYPES = ['capital', 'loan', 'interest_income', 'other_income', 'gift', 'commission', 'debt_repayment', 'customer_deposit'] as const;
const MONEY_OUT_SUBTYPES = ['credit_repayment', 'drawings', 'supplier_payment', 'refund', 'interest_expense'] as const;
const EXPENSE_CATEGORIES = ['rent', 'utility', 'electricity', 'transport', 'salary', 'advertising_marketing', 'packaging', 'fees', 'office_supplies'] as const;

interface Planned {
  kind: DocumentKind;
  method: string;
  url: string;
  body?: unknown;
  /** Applied to the tracked state once acknowledged. */
  onAcknowledged: (id: string) => void;
  /** Undoes what was reserved when the books refuse it. */
  onRefused: () => void;
}

/**
 * Plans the next valid document of a business. What it depends on (stock sold, an amount paid, a
 * document voided) is reserved at once, so concurrent writers never plan past each other.
 */
function plan(business: LoadBusiness, kind: DocumentKind, random: () => number): Planned | undefined {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const date = `2026-${String(between(1, 12)).padStart(2, '0')}-${String(between(1, 28)).padStart(2, '0')}`;
  const after = (from: string, days: number) => {
    const next = new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    return next > '2026-12-31' ? '2026-12-31' : next;
  };
  const track =
    (extra: Partial<Tracked> = {}) =>
    (id: string) => {
      business.documents.push({ id, kind, date, voided: false, payments: 0, ...extra });
    };
  const moveStock = (moves: Map<string, number> | undefined, sign: 1 | -1) => {
    for (const [product, quantity] of moves ?? []) business.stock.set(product, (business.stock.get(product) ?? 0) + sign * quantity);
  };
  const nothing = () => undefined;
  switch (kind) {
    case 'saleCash':
    case 'saleCredit': {
      const items: { product: string; quantity: number; price: string }[] = [];
      const moves = new Map<string, number>();
      for (const good of business.goods) {
        if (random() < 0.5) continue;
        const quantity = Math.min(between(1, 4), business.stock.get(good.id) ?? 0);
        if (quantity <= 0) continue;
        items.push({ product: good.id, quantity, price: money(new Decimal(good.price).plus(between(-50, 50))) });
        moves.set(good.id, -quantity);
      }
      if (items.length === 0) items.push({ product: business.service.id, quantity: between(1, 2), price: money(business.service.price) });
      const credit = kind === 'saleCredit';
      const total = items.reduce((sum, item) => sum.plus(new Decimal(item.price).times(item.quantity)), ZERO);
      const deposit = credit && random() < 0.5 ? naira(between(10, 200)) : ZERO;
      moveStock(moves, 1); // reserved now (moves are negative for a sale)
      return {
        kind,
        method: 'POST',
        url: '/api/v1/transactions/sales',
        body: {
          date,
          items,
          account: pick(business.accounts),
          ...(credit ? { credit: true, entity: pick(business.customers), due_date: after(date, 30), initial_deposit: money(deposit) } : {}),
        },
        onAcknowledged: track({ stock: moves, ...(credit ? { owed: total.minus(deposit) } : {}) }),
        onRefused: () => moveStock(moves, -1),
      };
    }
    case 'purchaseCash':
    case 'purchaseCredit': {
      const good = pick(business.goods);
      const quantity = between(5, 20);
      const moves = new Map([[good.id, quantity]]);
      const price = money(new Decimal(good.cost).plus(between(-30, 30)));
      const credit = kind === 'purchaseCredit';
      const total = new Decimal(price).times(quantity);
      const deposit = credit && random() < 0.5 ? naira(between(100, 1000)) : ZERO;
      return {
        kind,
        method: 'POST',
        url: '/api/v1/transactions/purchases',
        body: {
          date,
          items: [{ product: good.id, quantity, price }],
          account: pick(business.accounts),
          ...(credit ? { credit: true, entity: pick(business.suppliers), due_date: after(date, 45), initial_deposit: money(deposit) } : {}),
        },
        onAcknowledged: (id) => {
          moveStock(moves, 1);
          track({ stock: moves, ...(credit ? { owed: total.minus(deposit) } : {}) })(id);
        },
        onRefused: nothing,
      };
    }
    case 'expense':
    case 'expenseCredit': {
      const credit = kind === 'expenseCredit';
      const amount = naira(between(500, 90_000), between(0, 99));
      const deposit = credit && random() < 0.5 ? naira(between(1, 4) * 100) : ZERO;
      return {
        kind,
        method: 'POST',
        url: '/api/v1/transactions/expenses',
        body: {
          date,
          category: pick(EXPENSE_CATEGORIES),
          amount: money(amount),
          account: pick(business.accounts),
          ...(credit ? { credit: true, entity: pick(business.suppliers), due_date: after(date, 30), initial_deposit: money(deposit) } : {}),
        },
        onAcknowledged: track(credit ? { owed: amount.minus(deposit) } : {}),
        onRefused: nothing,
      };
    }
    case 'moneyIn': {
      const subtype = pick(MONEY_IN_SUBTYPES);
      return {
        kind,
        method: 'POST',
        url: '/api/v1/transactions/money-in',
        body: {
          date,
          amount: money(naira(between(100, 400_000), between(0, 99))),
          subtype,
          account: pick(business.accounts),
          ...(subtype === 'debt_repayment' || subtype === 'customer_deposit' ? { entity: pick(business.customers) } : {}),
        },
        onAcknowledged: track(),
        onRefused: nothing,
      };
    }
    case 'moneyOut': {
      const subtype = pick(MONEY_OUT_SUBTYPES);
      return {
        kind,
        method: 'POST',
        url: '/api/v1/transactions/money-out',
        body: {
          date,
          amount: money(naira(between(100, 150_000), between(0, 99))),
          subtype,
          account: pick(business.accounts),
          ...(subtype === 'supplier_payment' ? { entity: pick(business.suppliers) } : subtype === 'refund' ? { entity: pick(business.customers) } : {}),
        },
        onAcknowledged: track(),
        onRefused: nothing,
      };
    }
    case 'transfer': {
      const from = pick(business.accounts);
      const to = pick(business.accounts.filter((account) => account !== from));
      return {
        kind,
        method: 'POST',
        url: '/api/v1/transaction/account-transfer',
        body: {
          from,
          to,
          amount: money(naira(between(1000, 200_000))),
          ...(random() < 0.6 ? { fee: money(naira(between(10, 100), between(0, 99))) } : {}),
          date,
        },
        onAcknowledged: track(),
        onRefused: nothing,
      };
    }
    case 'stockAdjustment': {
      const good = pick(business.goods);
      const up = random() < 0.4;
      const quantity = up ? between(1, 3) : -Math.min(between(1, 3), business.stock.get(good.id) ?? 0);
      if (quantity === 0) return undefined;
      const moves = new Map([[good.id, quantity]]);
      if (!up) moveStock(moves, 1);
      return {
        kind,
        method: 'POST',
        url: '/api/v1/transactions/stock-adjustments',
        body: {
          date,
          product: good.id,
          quantity: String(quantity),
          ...(up ? { unitCost: money(good.cost) } : {}),
          reason: up ? 'Found in a count' : 'Damaged',
        },
        onAcknowledged: (id) => {
          if (up) moveStock(moves, 1);
          track({ stock: moves })(id);
        },
        onRefused: () => {
          if (!up) moveStock(moves, -1);
        },
      };
    }
    case 'payment': {
      const owing = business.documents.filter((doc) => !doc.voided && doc.owed !== undefined && doc.owed.gt(0));
      if (owing.length === 0) return undefined;
      const document = pick(owing);
      const owed = document.owed!;
      // All of it, or 20 to 70 % of it cut to the kobo (at least one kobo).
      const amount = random() < 0.4 ? owed : Decimal.max(ONE_KOBO, owed.times(0.2 + random() * 0.5).toDecimalPlaces(2, Decimal.ROUND_DOWN));
      document.owed = owed.minus(amount);
      document.payments++;
      return {
        kind,
        method: 'POST',
        url: '/api/v1/transactions/record-payment',
        body: { transactionId: document.id, amount: money(amount), account: pick(business.accounts), date: after(document.date, between(1, 60)) },
        onAcknowledged: track({ paid: { document, amount } }),
        onRefused: () => {
          document.owed = document.owed!.plus(amount);
          document.payments--;
        },
      };
    }
    case 'void': {
      const voidable = business.documents.filter((doc) => !doc.voided && doc.payments === 0);
      if (voidable.length === 0) return undefined;
      const document = pick(voidable);
      document.voided = true;
      // A voided sale's stock comes back; a voided purchase's stock leaves at once (reserved).
      const leaving = new Map([...(document.stock ?? [])].filter(([, quantity]) => quantity > 0));
      moveStock(leaving, -1);
      return {
        kind,
        method: 'DELETE',
        url: `/api/v1/transactions/${document.id}`,
        onAcknowledged: (id) => {
          moveStock(new Map([...(document.stock ?? [])].filter(([, quantity]) => quantity < 0)), -1);
          if (document.paid) {
            document.paid.document.owed = document.paid.document.owed!.plus(document.paid.amount);
            document.paid.document.payments--;
          }
          business.documents.push({ id, kind, date: document.date, voided: true, payments: 0 });
        },
        onRefused: () => {
          document.voided = false;
          moveStock(leaving, 1);
        },
      };
    }
  }
}

/** Runs the writers until `documents` are sent (or shouldStop); see the file's comment. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const started = Date.now();
  const result: LoadResult = { acknowledged: [], refused: 0, unanswered: [], resends: 0, byKind: {}, seconds: 0 };
  const kinds = Object.entries(WEIGHTS) as [DocumentKind, number][];
  const total = kinds.reduce((sum, [, weight]) => sum + weight, 0);
  let sent = 0;
  const writer = async (index: number) => {
    const random = seededRandom(options.seed * 64 + index);
    while (sent < options.documents && !options.shouldStop?.()) {
      const business = options.businesses[Math.floor(random() * options.businesses.length)];
      let draw = random() * total;
      const kind = kinds.find(([, weight]) => (draw -= weight) < 0)?.[0] ?? 'moneyIn';
      const planned = plan(business, kind, random);
      if (!planned) continue;
      sent++;
      // A fresh key per document, drawn from the seeded generator (replayable).
      const key = `load-${options.seed}-${index}-${Math.floor(random() * 2 ** 48).toString(36)}-${sent}`;
      const answer = await send(options, planned.method, planned.url, business.cookie, planned.body, key, result);
      if (answer.status === 200 || answer.status === 201) {
        const data = answer.body.data as { id: string; position: string };
        planned.onAcknowledged(data.id);
        result.acknowledged.push({ businessId: business.businessId, kind, key, id: data.id, position: String(data.position), attempts: answer.attempts });
        result.byKind[kind] = (result.byKind[kind] ?? 0) + 1;
      } else if (answer.status === 409) {
        planned.onRefused();
        result.refused++;
      } else {
        planned.onRefused();
        result.unanswered.push({ kind, status: answer.status, body: answer.body });
      }
    }
  };
  await Promise.all(Array.from({ length: options.writers }, (_, index) => writer(index)));
  result.seconds = (Date.now() - started) / 1000;
  return result;
}
