import { addDays, MONEY_IN_SUBTYPES, MONEY_OUT_SUBTYPES } from '@ledgerline/ledger';
import { amountDraws, drawAdjustments, drawMoneyContact, randomDraws, seededRandom } from '@ledgerline/testing';
import type { TestApi } from './test-api.js';

const EXPENSE_CATEGORIES = [
  'rent',
  'utility',
  'electricity',
  'telephone',
  'transport',
  'salary',
  'employee_benefits',
  'ads',
  'advertising_marketing',
  'packaging',
  'fees',
  'bank',
  'assets',
  'commission',
  'office_supplies',
  'other_expense',
  'others',
  'interest_expense',
  'cost_of_goods_sold',
] as const;

/** Every kind of document the generator records, with how often (relative weights). */
const KINDS = {
  saleCash: 14,
  saleCredit: 6,
  purchaseCash: 8,
  purchaseCredit: 4,
  expense: 10,
  expenseCredit: 3,
  prepayment: 2,
  applyPrepayment: 3,
  moneyIn: 9,
  moneyOut: 7,
  transfer: 4,
  payment: 8,
  stockIntroduced: 1,
  stockAdjustment: 3,
  void: 4,
  amend: 3,
} as const;
export type BusyKind = keyof typeof KINDS | 'setup';

export interface BusyBusinessOptions {
  documents: number;
  seed?: number;
  bankAccountIds: string[];
  /** The year the documents are dated in (default 2026); entries are recorded in random date order, so most are back-dated. */
  year?: number;
  /** Called after every document recorded (the exactness tests use it to note positions). */
  onRecorded?: (recorded: RecordedDocument) => void;
}

export interface RecordedDocument {
  kind: BusyKind;
  id: string;
  reference: string;
  position: string;
  date: string;
}

export interface BusyBusinessSummary {
  recorded: number;
  /** How many of each kind were recorded (refusals such as a void of a document with payments are skipped, not counted). */
  byKind: Partial<Record<BusyKind, number>>;
  documents: RecordedDocument[];
  /** The position of the last event recorded. */
  lastPosition: string;
  /** The contacts and products it made. */
  catalogue: { customers: string[]; suppliers: string[]; goods: string[]; service: string };
}

interface Tracked {
  kind: BusyKind;
  id: string;
  date: string;
  voided: boolean;
  /** Credit documents: what is still owed, in cents. */
  owed?: number;
  documentType?: 'sale' | 'purchase' | 'expense';
  /** Payments: the document paid and how much (cents). */
  paid?: { documentId: string; cents: number };
  /** Stock it moved, per product (sales negative). */
  stock?: Map<string, number>;
  /** Prepayments: what is left to apply (cents). */
  left?: number;
  amendable?: 'moneyIn' | 'expense' | 'sale';
  payments: number;
}

const subtotal = (items: readonly { quantity: number; price: string }[]) =>
  items.reduce((sum, item) => sum + item.quantity * Math.round(Number(item.price) * 100), 0);

/**
 * Records a year of varied activity for the signed-in owner of `api` through the HTTP API: its
 * contacts and products first, then every kind of document the API has: cash and credit sales and
 * purchases with discounts, delivery and tax, expenses (on credit, prepayments and their
 * application), money in and out of every subtype, transfers with fees, payments on credit
 * documents, opening stock, stock adjustments, voids and amendments, in random date order. The
 * same seed records the same business. Refusals the books rightly make (a void of a document with
 * payments, selling more than is in stock) are skipped.
 */
export async function generateBusyBusiness(api: TestApi, options: BusyBusinessOptions): Promise<BusyBusinessSummary> {
  const draws = randomDraws(seededRandom(options.seed ?? 42));
  const { random, pick, between } = draws;
  // The business's currency is NGN: amounts in cents (kobo).
  const { money, major, majorAndMinor } = amountDraws(draws, 2);
  const year = options.year ?? 2026;
  const accounts = ['Cash', ...options.bankAccountIds];
  const dateIn = (fromMonth = 1) => `${year}-${String(between(fromMonth, 12)).padStart(2, '0')}-${String(between(1, 28)).padStart(2, '0')}`;
  const after = (date: string, days: number) => {
    const next = addDays(date, days);
    return next > `${year}-12-31` ? `${year}-12-31` : next;
  };
  const summary: BusyBusinessSummary = {
    recorded: 0,
    byKind: {},
    documents: [],
    lastPosition: '0',
    catalogue: { customers: [], suppliers: [], goods: [], service: '' },
  };
  const tracked: Tracked[] = [];
  const stock = new Map<string, number>();

  const call = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) => {
    const response = await api.request({ method, url, body });
    if (response.status === 409) return undefined; // refused, rightly: skip it
    if (response.status !== 200 && response.status !== 201)
      throw new Error(`${method} ${url} ${JSON.stringify(body)} → ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data as { id: string; reference: string; position: string; total?: string };
  };
  const note = (kind: BusyKind, data: { id: string; reference: string; position: string }, date: string, extra: Partial<Tracked> = {}) => {
    const document = { kind, id: data.id, reference: data.reference, position: data.position, date };
    summary.documents.push(document);
    summary.recorded++;
    summary.byKind[kind] = (summary.byKind[kind] ?? 0) + 1;
    summary.lastPosition = data.position;
    tracked.push({ kind, id: data.id, date, voided: false, payments: 0, ...extra });
    options.onRecorded?.(document);
  };
  const moveStock = (moves: Map<string, number> | undefined, sign: 1 | -1) => {
    for (const [product, quantity] of moves ?? []) stock.set(product, (stock.get(product) ?? 0) + sign * quantity);
  };

  // The catalogue: customers, suppliers, goods and a service.
  const create = async (url: string, body: unknown) => {
    const response = await api.request({ method: 'POST', url, body });
    if (response.status !== 201) throw new Error(`${url} → ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data.id as string;
  };
  const customers = [await create('/api/v1/entities', { name: 'Ada Obi' }), await create('/api/v1/entities', { name: 'Bola Ade' })];
  customers.push(await create('/api/v1/entities', { name: 'Chike Eze' }));
  const suppliers = [await create('/api/v1/entities', { name: 'Okafor Supplies' }), await create('/api/v1/entities', { name: 'Lagos Wholesale' })];
  const goods = [
    {
      id: await create('/api/v1/inventories', { type: 'PRODUCT', name: 'Rice 50kg', buyingPrice: '42000', sellingPrice: '51000' }),
      cost: 4200000,
      price: 5100000,
    },
    {
      id: await create('/api/v1/inventories', { type: 'PRODUCT', name: 'Palm oil 5L', buyingPrice: '6500', sellingPrice: '8200' }),
      cost: 650000,
      price: 820000,
    },
    {
      id: await create('/api/v1/inventories', { type: 'PRODUCT', name: 'Sugar 1kg', buyingPrice: '1150.50', sellingPrice: '1499.99' }),
      cost: 115050,
      price: 149999,
    },
  ];
  const service = { id: await create('/api/v1/inventories', { type: 'SERVICE', name: 'Delivery and fitting', sellingPrice: '2500' }), price: 250000 };
  summary.catalogue = { customers, suppliers, goods: goods.map((good) => good.id), service: service.id };
  const contacts = { customers, suppliers };

  // Opening: capital and stock brought in at the start of the year.
  const capital = await call('POST', '/api/v1/transactions/money-in', {
    date: `${year}-01-01`,
    amount: '5000000.00',
    subtype: 'capital',
    account: accounts[1] ?? 'Cash',
  });
  note('setup', capital!, `${year}-01-01`);
  const opening = new Map(goods.map((good) => [good.id, 40]));
  const introduced = await call('POST', '/api/v1/transactions', {
    type: 'inflows',
    subtype: 'stock_introduced',
    date: `${year}-01-01`,
    items: goods.map((good) => ({ product: good.id, quantity: 40, price: money(good.cost) })),
  });
  note('setup', introduced!, `${year}-01-01`, { stock: opening });
  moveStock(opening, 1);

  const kinds = Object.entries(KINDS) as [keyof typeof KINDS, number][];
  const weight = kinds.reduce((sum, [, w]) => sum + w, 0);
  const nextKind = () => {
    let draw = random() * weight;
    for (const [kind, w] of kinds) {
      draw -= w;
      if (draw < 0) return kind;
    }
    return kinds[0][0];
  };
  /** Discount (a percent, or a fixed amount below the subtotal), delivery and tax, each now and then. */
  const adjustments = (subtotalCents: number) =>
    drawAdjustments(draws, {
      discount: { odds: 0.5, percents: [5, 10], fixed: () => money(Math.max(1, Math.floor((subtotalCents * between(1, 10)) / 100))) },
      delivery: { odds: 0.3, amount: () => major(5, 40) },
      tax: 0.5,
    });

  for (let i = 0; i < options.documents; i++) {
    const kind = nextKind();
    const date = dateIn();
    switch (kind) {
      case 'saleCash':
      case 'saleCredit': {
        const items: { product: string; quantity: number; price: string }[] = [];
        const moves = new Map<string, number>();
        for (const good of goods) {
          if (random() < 0.5) continue;
          const quantity = Math.min(between(1, 4), stock.get(good.id) ?? 0);
          if (quantity <= 0) continue;
          items.push({ product: good.id, quantity, price: money(good.price + between(-50, 50) * 100) });
          moves.set(good.id, -quantity);
        }
        if (items.length === 0 || random() < 0.3) items.push({ product: service.id, quantity: between(1, 2), price: money(service.price) });
        const credit = kind === 'saleCredit';
        const deposit = credit && random() < 0.5 ? between(10, 200) * 100 : 0;
        const recorded = await call('POST', '/api/v1/transactions/sales', {
          date,
          items,
          account: pick(accounts),
          ...adjustments(subtotal(items)),
          ...(credit ? { credit: true, entity: pick(customers), due_date: after(date, 30), initial_deposit: money(deposit) } : {}),
          description: `Sale ${i}`,
        });
        if (!recorded) break;
        const total = Math.round(Number(recorded.total) * 100);
        note(kind, recorded, date, {
          stock: moves,
          amendable: 'sale',
          ...(credit ? { owed: total - deposit, documentType: 'sale' as const } : {}),
        });
        moveStock(moves, 1);
        break;
      }
      case 'purchaseCash':
      case 'purchaseCredit': {
        const moves = new Map<string, number>();
        const items = goods
          .filter(() => random() < 0.6)
          .map((good) => {
            const quantity = between(5, 20);
            moves.set(good.id, quantity);
            return { product: good.id, quantity, price: money(good.cost + between(-30, 30) * 100) };
          });
        if (items.length === 0) {
          moves.set(goods[0].id, 10);
          items.push({ product: goods[0].id, quantity: 10, price: money(goods[0].cost) });
        }
        const credit = kind === 'purchaseCredit';
        const deposit = credit && random() < 0.5 ? between(100, 1000) * 100 : 0;
        const recorded = await call('POST', '/api/v1/transactions/purchases', {
          date,
          items,
          account: pick(accounts),
          ...adjustments(subtotal(items)),
          ...(credit ? { credit: true, entity: pick(suppliers), due_date: after(date, 45), initial_deposit: money(deposit) } : {}),
        });
        if (!recorded) break;
        note(kind, recorded, date, {
          stock: moves,
          ...(credit ? { owed: Math.round(Number(recorded.total) * 100) - deposit, documentType: 'purchase' as const } : {}),
        });
        moveStock(moves, 1);
        break;
      }
      case 'expense':
      case 'expenseCredit': {
        const credit = kind === 'expenseCredit';
        const cents = between(500, 90_000) * 100 + between(0, 99);
        const deposit = credit && random() < 0.5 ? between(1, 4) * 10_000 : 0;
        const recorded = await call('POST', '/api/v1/transactions/expenses', {
          date,
          category: pick(EXPENSE_CATEGORIES),
          amount: money(cents),
          account: pick(accounts),
          // Credit expenses stay plain, so what is owed is known here.
          ...(credit ? { credit: true, entity: pick(suppliers), due_date: after(date, 30), initial_deposit: money(deposit) } : adjustments(cents)),
          description: `Expense ${i}`,
        });
        if (!recorded) break;
        note(kind, recorded, date, credit ? { owed: cents - deposit, documentType: 'expense' } : { amendable: 'expense' });
        break;
      }
      case 'prepayment': {
        const cents = between(12, 60) * 1_000_000;
        const prepaidOn = dateIn(1);
        const recorded = await call('POST', '/api/v1/transactions/expenses', {
          date: prepaidOn,
          category: pick(['rent', 'business_insurance', 'website_software'] as const),
          amount: money(cents),
          account: pick(accounts),
          prepayment: true,
          entity: pick(suppliers),
        });
        if (recorded) note(kind, recorded, prepaidOn, { left: cents });
        break;
      }
      case 'applyPrepayment': {
        const open = tracked.filter((doc) => doc.kind === 'prepayment' && !doc.voided && (doc.left ?? 0) > 0);
        if (open.length === 0) break;
        const prepayment = pick(open);
        const cents = Math.min(prepayment.left!, between(1, 5) * 1_000_000);
        const appliedOn = after(prepayment.date, between(10, 90));
        const recorded = await call('POST', `/api/v1/transactions/prepayments/${prepayment.id}/apply`, { amount: money(cents), date: appliedOn });
        if (!recorded) break;
        prepayment.left! -= cents;
        prepayment.payments++;
        note(kind, recorded, appliedOn, { paid: { documentId: prepayment.id, cents } });
        break;
      }
      case 'moneyIn': {
        const subtype = pick(MONEY_IN_SUBTYPES);
        const body = { date, amount: majorAndMinor(100, 400_000), subtype, account: pick(accounts) };
        const entity = drawMoneyContact(draws, contacts, { in: subtype });
        const recorded = await call('POST', '/api/v1/transactions/money-in', { ...body, ...(entity ? { entity } : {}) });
        if (recorded) note(kind, recorded, date, { amendable: 'moneyIn' });
        break;
      }
      case 'moneyOut': {
        const subtype = pick(MONEY_OUT_SUBTYPES);
        const body = { date, amount: majorAndMinor(100, 150_000), subtype, account: pick(accounts) };
        const entity = drawMoneyContact(draws, contacts, { out: subtype });
        const recorded = await call('POST', '/api/v1/transactions/money-out', { ...body, ...(entity ? { entity } : {}) });
        if (recorded) note(kind, recorded, date);
        break;
      }
      case 'transfer': {
        if (accounts.length < 2) break;
        const from = pick(accounts);
        const to = pick(accounts.filter((account) => account !== from));
        const recorded = await call('POST', '/api/v1/transaction/account-transfer', {
          from,
          to,
          amount: major(1000, 200_000),
          ...(random() < 0.6 ? { fee: majorAndMinor(10, 100) } : {}),
          date,
        });
        if (recorded) note(kind, recorded, date);
        break;
      }
      case 'payment': {
        const owing = tracked.filter((doc) => !doc.voided && (doc.owed ?? 0) > 0);
        if (owing.length === 0) break;
        const document = pick(owing);
        const cents = random() < 0.4 ? document.owed! : Math.max(1, Math.floor(document.owed! * (0.2 + random() * 0.5)));
        const paidOn = after(document.date, between(1, 60));
        const recorded = await call('POST', '/api/v1/transactions/record-payment', {
          transactionId: document.id,
          amount: money(cents),
          account: pick(accounts),
          date: paidOn,
        });
        if (!recorded) break;
        document.owed! -= cents;
        document.payments++;
        note(kind, recorded, paidOn, { paid: { documentId: document.id, cents } });
        break;
      }
      case 'stockIntroduced': {
        const good = pick(goods);
        const moves = new Map([[good.id, between(1, 10)]]);
        const recorded = await call('POST', '/api/v1/transactions', {
          type: 'inflows',
          subtype: 'stock_introduced',
          date,
          items: [{ product: good.id, quantity: moves.get(good.id), price: money(good.cost) }],
        });
        if (!recorded) break;
        note(kind, recorded, date, { stock: moves });
        moveStock(moves, 1);
        break;
      }
      case 'stockAdjustment': {
        const good = pick(goods);
        const up = random() < 0.4;
        const quantity = up ? between(1, 3) : -Math.min(between(1, 3), stock.get(good.id) ?? 0);
        if (quantity === 0) break;
        const recorded = await call('POST', '/api/v1/transactions/stock-adjustments', {
          date,
          product: good.id,
          quantity: String(quantity),
          ...(up ? { unitCost: money(good.cost) } : {}),
          reason: up ? 'Found in a count' : 'Damaged',
        });
        if (!recorded) break;
        const moves = new Map([[good.id, quantity]]);
        note(kind, recorded, date, { stock: moves });
        moveStock(moves, 1);
        break;
      }
      case 'void': {
        const voidable = tracked.filter((doc) => !doc.voided && doc.kind !== 'setup' && doc.kind !== 'void' && doc.payments === 0);
        if (voidable.length === 0) break;
        const document = pick(voidable);
        const recorded = await call('DELETE', `/api/v1/transactions/${document.id}`);
        if (!recorded) break;
        document.voided = true;
        moveStock(document.stock, -1);
        if (document.paid) {
          const paidDocument = tracked.find((doc) => doc.id === document.paid!.documentId)!;
          if (paidDocument.owed !== undefined) paidDocument.owed += document.paid.cents;
          if (paidDocument.left !== undefined) paidDocument.left += document.paid.cents;
          paidDocument.payments--;
        }
        note(kind, recorded, document.date);
        break;
      }
      case 'amend': {
        const amendable = tracked.filter((doc) => !doc.voided && doc.amendable && doc.payments === 0);
        if (amendable.length === 0) break;
        const document = pick(amendable);
        const change = document.amendable === 'sale' ? { date: dateIn() } : { amount: majorAndMinor(100, document.amendable === 'moneyIn' ? 400_000 : 90_000) };
        const recorded = await call('PATCH', `/api/v1/transactions/${document.id}`, change);
        if (!recorded) break;
        if ('date' in change && change.date) document.date = change.date;
        note(kind, recorded, document.date);
        // An amended document is one entry: the tracked original stands for it.
        tracked.pop();
        break;
      }
    }
  }
  return summary;
}

/**
 * Records varied activity for the signed-in owner of `api` (see generateBusyBusiness). Returns how
 * many documents were recorded.
 */
export async function recordBusyBusiness(api: TestApi, options: { documents: number; seed?: number; bankAccountIds: string[] }): Promise<number> {
  return (await generateBusyBusiness(api, options)).recorded;
}
