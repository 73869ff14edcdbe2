import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { EXPENSE_CATEGORIES, INCOME_EXPENSE_CATEGORIES } from './chart-of-accounts.js';
import { Decimal } from './decimal.js';
import { LEDGER_ERROR_CODES, LedgerValidationError, type LedgerErrorCode } from './errors.js';
import { currencyScale, type CurrencyCode } from './money.js';
import type { AdjustmentsInput } from './posting/document-totals.js';
import { MONEY_IN_SUBTYPES, MONEY_IN_SUBTYPES_WITH_CONTACT } from './posting/money-in.js';
import { MONEY_OUT_SUBTYPES, MONEY_OUT_SUBTYPES_WITH_CONTACT } from './posting/money-out.js';
import type { PaymentBlockInput } from './posting/payment-block.js';
import { refusal } from './testing/given-when-then.spec-helper.js';
import { CONTACTS, entryProblems, InMemoryBooks, PAYMENT_ACCOUNTS, SERVICES, STOCKED, type BookEvent } from './testing/in-memory-books.spec-helper.js';
import { decideAmendTransaction } from './transactions/amend-transaction.js';
import { decideIntroduceStock } from './transactions/introduce-stock.js';
import { decideRecordExpense } from './transactions/record-expense.js';
import { decideRecordMoneyIn } from './transactions/record-money-in.js';
import { decideRecordMoneyOut } from './transactions/record-money-out.js';
import { decideRecordPayment } from './transactions/record-payment.js';
import { decideRecordPurchase } from './transactions/record-purchase.js';
import { decideRecordSale } from './transactions/record-sale.js';
import { decideTransferFunds } from './transactions/transfer-funds.js';
import { decideVoidTransaction, stockWithoutOriginal } from './transactions/void-transaction.js';

/**
 * Property tests of the whole ledger (LEDGER.md §1, §4, §5): random sequences of valid documents,
 * plus a few that must be refused, are decided against an in-memory copy of the books and applied.
 * The sequences also amend purchases (PATCH /transactions/{id}) after their goods have moved.
 *
 * On failure fast-check prints the seed, the path and the shrunk command list. To replay exactly
 * that case, pass them back: `fc.assert(property, { ...RUNS, seed: <seed>, path: '<path>', endOnFailure: true })`.
 */
const RUNS = { numRuns: 200 };
const DATE = '2026-03-10';
const DUE_DATE = '2026-04-30';
const MIN_QUANTITY = new Decimal('0.0001');

// ---- arbitraries: knobs read against the books at the step (so every document can be valid) ----

const basisPoints = fc.integer({ min: 0, max: 10_000 });
/** Picks one of what is there at the step (taken modulo its count). */
const pick = fc.nat({ max: 99 });
/** An amount in minor units (kobo, yen). */
const minor = fc.integer({ min: 1, max: 20_000_000 });
const price = fc.oneof({ weight: 1, arbitrary: fc.constant(0) }, { weight: 12, arbitrary: fc.integer({ min: 1, max: 5_000_000 }) });
/** Up to 4 decimal places (Kg, Litre). */
const quantity = fc.oneof(
  fc.integer({ min: 1, max: 30 }).map(String),
  fc.integer({ min: 1, max: 300_000 }).map((n) => new Decimal(n).dividedBy(10_000).toFixed()),
);
/** In ten-thousandths of a percent: 0–100 with up to 4 decimals. */
const percent = fc.integer({ min: 0, max: 1_000_000 });
const accountIndex = fc.integer({ min: 0, max: PAYMENT_ACCOUNTS.length - 1 });
const contactIndex = fc.integer({ min: 0, max: CONTACTS.length - 1 });
const rarely = (odds: number) => fc.oneof({ weight: odds - 1, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });
const percentKnob = fc.record({ type: fc.constant('percent' as const), percent });

const adjustments = fc.record({
  /** A fixed discount is a share of the subtotal, so it never takes the total below zero. */
  discount: fc.option(fc.oneof(fc.record({ type: fc.constant('fixed' as const), share: basisPoints }), percentKnob), { nil: null }),
  delivery: fc.option(fc.oneof(fc.record({ type: fc.constant('fixed' as const), minor }), percentKnob), { nil: null }),
  tax: fc.option(fc.oneof(fc.record({ type: fc.constant('fixed' as const), minor }), percentKnob), { nil: null }),
  objectForm: fc.boolean(),
});

const payment = fc.record({
  account: accountIndex,
  credit: rarely(3),
  /** On credit: the initial deposit as a share of the total; null sends none. */
  deposit: fc.option(basisPoints, { nil: null }),
  contact: contactIndex,
  withEntity: fc.boolean(),
});

const saleCommand = fc.record({
  kind: fc.constant('sale' as const),
  lines: fc.array(fc.record({ pick, share: basisPoints, all: rarely(3), quantity, price }), { minLength: 1, maxLength: 3 }),
  /** One more line taking more of a product than is left: STOCK_INSUFFICIENT. */
  oversell: fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.record({ pick, extra: fc.integer({ min: 1, max: 50_000 }) }) }),
  adjustments,
  payment,
  sendTotals: fc.boolean(),
});

const purchaseCommand = fc.record({
  kind: fc.constant('purchase' as const),
  lines: fc.array(fc.record({ pick, quantity, price }), { minLength: 1, maxLength: 3 }),
  /** A service line: services bought are expenses, INVALID_CHOICE. */
  withService: rarely(25),
  adjustments,
  payment,
  sendTotals: fc.boolean(),
});

const EXPENSE_ONLY = EXPENSE_CATEGORIES.filter((category) => !(category in INCOME_EXPENSE_CATEGORIES));
const expenseCommand = fc.record({
  kind: fc.constant('expense' as const),
  category: fc.constantFrom(...EXPENSE_ONLY),
  byNumber: rarely(4),
  body: fc.oneof(
    fc.record({ amount: minor }),
    fc.record({
      items: fc.array(fc.record({ quantity, price, description: fc.option(fc.constantFrom('Diesel', 'Printer ink', 'Airtime'), { nil: undefined }) }), {
        minLength: 1,
        maxLength: 3,
      }),
    }),
  ),
  prepayment: rarely(5),
  adjustments,
  payment,
});

const moneyInCommand = fc.record({
  kind: fc.constant('moneyIn' as const),
  subtype: fc.constantFrom(...MONEY_IN_SUBTYPES),
  amount: minor,
  account: accountIndex,
  contact: contactIndex,
  withEntity: fc.boolean(),
});

const moneyOutCommand = fc.record({
  kind: fc.constant('moneyOut' as const),
  subtype: fc.constantFrom(...MONEY_OUT_SUBTYPES),
  amount: minor,
  account: accountIndex,
  contact: contactIndex,
  withEntity: fc.boolean(),
  /** A contact the business does not have: UNKNOWN_CONTACT. */
  stranger: rarely(20),
});

const transferCommand = fc.record({
  kind: fc.constant('transfer' as const),
  from: accountIndex,
  offset: fc.integer({ min: 1, max: PAYMENT_ACCOUNTS.length - 1 }),
  /** To the from-account: SAME_ACCOUNT. */
  same: rarely(20),
  amount: minor,
  fee: fc.option(fc.oneof(fc.constant(0), minor), { nil: null }),
});

const introduceStockCommand = fc.record({
  kind: fc.constant('introduceStock' as const),
  lines: fc.uniqueArray(fc.record({ pick: fc.integer({ min: 0, max: STOCKED.length - 1 }), quantity, price }), {
    minLength: 1,
    maxLength: STOCKED.length,
    selector: (line) => line.pick,
  }),
});

const paymentCommand = fc.record({
  kind: fc.constant('payment' as const),
  pick,
  mode: fc.oneof(
    { weight: 3, arbitrary: fc.constant('part' as const) },
    { weight: 2, arbitrary: fc.constant('full' as const) },
    { weight: 1, arbitrary: fc.constant('over' as const) },
  ),
  share: basisPoints,
  account: accountIndex,
});

/** Voiding a credit document whose payments still stand: TRANSACTION_HAS_PAYMENTS. */
const voidPaidCommand = fc.record({ kind: fc.constant('voidPaid' as const), pick });

/**
 * Amends a posted purchase with no payments standing (as PATCH /transactions/{id} does): the
 * corrected lines, adjustments and payment. A line marked `empty` buys what leaves its product with
 * none in stock after the amendment (the original's goods sold since), when that is more than zero.
 */
const amendPurchaseCommand = fc.record({
  kind: fc.constant('amendPurchase' as const),
  pick,
  lines: fc.array(fc.record({ pick, quantity, price, empty: rarely(3) }), { minLength: 1, maxLength: 3 }),
  adjustments,
  payment,
  sendTotals: fc.boolean(),
});

/**
 * Voids a posted purchase or opening stock with no payments standing, deciding with the stock's
 * value as the API does: its goods leave at what they came in at, or at the average where that
 * would leave the product unsound (goods sold since); STOCK_INSUFFICIENT when fewer are on hand.
 */
const voidGoodsInCommand = fc.record({ kind: fc.constant('voidGoodsIn' as const), pick });

const command = fc.oneof(
  { weight: 5, arbitrary: saleCommand },
  { weight: 4, arbitrary: purchaseCommand },
  { weight: 2, arbitrary: expenseCommand },
  { weight: 2, arbitrary: moneyInCommand },
  { weight: 2, arbitrary: moneyOutCommand },
  { weight: 1, arbitrary: transferCommand },
  { weight: 2, arbitrary: introduceStockCommand },
  { weight: 3, arbitrary: paymentCommand },
  { weight: 1, arbitrary: voidPaidCommand },
);
// size 'max': lengths spread over 0–40 (fast-check's default size keeps arrays under ~10).
const commands = fc.array(command, { maxLength: 40, size: 'max' });
/** The same, with amendments and voids of goods in among them (not for voiding everything back: see that property). */
const amendingCommand = fc.oneof(
  { weight: 10, arbitrary: command },
  { weight: 2, arbitrary: amendPurchaseCommand },
  { weight: 1, arbitrary: voidGoodsInCommand },
);
const commandsWithAmendments = fc.array(amendingCommand, { maxLength: 40, size: 'max' });

type Generated<A> = A extends fc.Arbitrary<infer T> ? T : never;
type Command = Generated<typeof amendingCommand>;
type AdjustmentKnobs = Generated<typeof adjustments>;
type PaymentKnob = Generated<typeof payment>;

// ---- the test's own arithmetic (LEDGER.md §1, §5), to predict what the deciders must do ----

const money = (currency: CurrencyCode) => {
  const scale = currencyScale(currency);
  return {
    fromMinor: (units: number) => new Decimal(units).dividedBy(new Decimal(10).pow(scale)),
    round: (value: Decimal) => value.toDecimalPlaces(scale, Decimal.ROUND_HALF_UP),
    /** A share (basis points) of an amount, rounded down so it never exceeds it. */
    share: (value: Decimal, points: number) => value.times(points).dividedBy(10_000).toDecimalPlaces(scale, Decimal.ROUND_DOWN),
    text: (value: Decimal) => value.toFixed(scale),
  };
};

interface Totals {
  input: AdjustmentsInput;
  subtotal: Decimal;
  discount: Decimal;
  delivery: Decimal;
  tax: Decimal;
  total: Decimal;
}

/** T = S − D + L + X, each fixed or a percent of S, rounded half up where computed. */
function totalsOf(subtotal: Decimal, knobs: AdjustmentKnobs, currency: CurrencyCode): Totals {
  const m = money(currency);
  const input: Record<string, unknown> = {};
  const amountOf = (name: 'discount' | 'delivery' | 'tax'): Decimal => {
    const knob = knobs[name];
    if (knob === null) return new Decimal(0);
    let value: string;
    let amount: Decimal;
    if (knob.type === 'percent') {
      const rate = new Decimal(knob.percent).dividedBy(10_000);
      value = rate.toFixed();
      amount = m.round(subtotal.times(rate).dividedBy(100));
    } else {
      amount = 'share' in knob ? m.share(subtotal, knob.share) : m.fromMinor(knob.minor);
      value = m.text(amount);
    }
    if (knobs.objectForm) input[name] = { type: knob.type, value };
    else Object.assign(input, { [name]: value, [`${name}Type`]: knob.type });
    return amount;
  };
  const discount = amountOf('discount');
  const delivery = amountOf('delivery');
  const tax = amountOf('tax');
  return { input, subtotal, discount, delivery, tax, total: subtotal.minus(discount).plus(delivery).plus(tax) };
}

function paymentBlock(knob: PaymentKnob, total: Decimal, currency: CurrencyCode): PaymentBlockInput & { credit: boolean } {
  const account = PAYMENT_ACCOUNTS[knob.account]!;
  const entity = CONTACTS[knob.contact]!;
  if (!knob.credit) return { account, credit: false, ...(knob.withEntity ? { entity } : {}) };
  const m = money(currency);
  return { account, credit: true, entity, dueDate: DUE_DATE, ...(knob.deposit !== null ? { initialDeposit: m.text(m.share(total, knob.deposit)) } : {}) };
}

const lineTotal = (line: { quantity: string; price: string }, currency: CurrencyCode) => money(currency).round(new Decimal(line.quantity).times(line.price));

/** Stock movements as comparable text: one per product, signed. */
const movementsText = (stock: readonly { productId: string; quantity: Decimal | string; value: Decimal | string }[] | undefined, currency: CurrencyCode) =>
  (stock ?? []).map((m) => `${m.productId} ${new Decimal(m.quantity).toFixed()} ${money(currency).text(new Decimal(m.value))}`);

/**
 * LEDGER.md §5, goods a void or an amendment's reversal takes back out (`out`, what the original
 * brought in) from `level`: at what they came in at when that leaves some worth zero or more, or
 * none worth nothing; else at the moving average (all of the value when all the quantity leaves).
 */
function takeBackCost(level: { quantity: Decimal; value: Decimal }, out: { quantity: Decimal; value: Decimal }, currency: CurrencyCode): Decimal {
  const rest = { quantity: level.quantity.minus(out.quantity), value: level.value.minus(out.value) };
  if (rest.quantity.isZero() ? rest.value.isZero() : rest.quantity.gt(0) && rest.value.gte(0)) return out.value;
  if (out.quantity.eq(level.quantity)) return level.value;
  return level.quantity.gt(0) ? money(currency).round(level.value.times(out.quantity).dividedBy(level.quantity)) : new Decimal(0);
}

/** The net of the lines on inventory adjustments (6920). */
const net6920 = (lines: readonly { account: string; debit: string; credit: string }[]) =>
  lines.filter((line) => line.account === '6920').reduce((sum, line) => sum.plus(line.debit).minus(line.credit), new Decimal(0));

// ---- one step: the command read against the books, what it must do, and the deciding ----

interface Attempt {
  decide(): BookEvent[];
  /** The refusal the command must meet; none means it must be recorded. */
  refuses?: LedgerErrorCode;
  /** What the recorded events must say, by the test's own arithmetic. */
  check?(events: BookEvent[]): void;
}

const header = (kind: string, step: number) => ({ transactionId: `${kind}-${step}`, reference: `REF-${step}`, date: DATE });

function attempt(command: Command, books: InMemoryBooks, step: number): Attempt | undefined {
  const currency = books.currency;
  const m = money(currency);
  switch (command.kind) {
    case 'sale': {
      const remaining = new Map(STOCKED.map((item) => [item.productId, books.products.get(item.productId)!.quantity]));
      const items: { product: string; quantity: string; price: string }[] = [];
      for (const line of command.lines) {
        const candidates = [...STOCKED.filter((item) => remaining.get(item.productId)!.gte(MIN_QUANTITY)), ...SERVICES];
        const item = candidates[line.pick % candidates.length]!;
        let taken = new Decimal(line.quantity);
        if (item.kind === 'product') {
          const left = remaining.get(item.productId)!;
          taken = line.all ? left : Decimal.max(left.times(line.share).dividedBy(10_000).toDecimalPlaces(4, Decimal.ROUND_DOWN), MIN_QUANTITY);
          remaining.set(item.productId, left.minus(taken));
        }
        items.push({ product: item.productId, quantity: taken.toFixed(), price: m.text(m.fromMinor(line.price)) });
      }
      if (command.oversell) {
        const item = STOCKED[command.oversell.pick % STOCKED.length]!;
        const over = remaining.get(item.productId)!.plus(new Decimal(command.oversell.extra).dividedBy(10_000));
        items.push({ product: item.productId, quantity: over.toFixed(), price: m.text(m.fromMinor(1)) });
      }
      const totals = totalsOf(
        items.reduce((sum, item) => sum.plus(lineTotal(item, currency)), new Decimal(0)),
        command.adjustments,
        currency,
      );
      // Moving average (LEDGER.md §5), line by line: cost = (q = Q) ? V : round(V × q / Q).
      const levels = new Map<string, { quantity: Decimal; value: Decimal; before: Decimal }>();
      for (const item of items) {
        if (books.products.get(item.product)!.kind === 'service') continue;
        const stock = books.products.get(item.product)!;
        const level = levels.get(item.product) ?? { quantity: stock.quantity, value: stock.value, before: stock.value };
        const q = new Decimal(item.quantity);
        const cost = q.eq(level.quantity) ? level.value : level.quantity.gt(0) ? m.round(level.value.times(q).dividedBy(level.quantity)) : new Decimal(0);
        levels.set(item.product, { quantity: level.quantity.minus(q), value: level.value.minus(cost), before: level.before });
      }
      const stockOut = [...levels].map(([productId, level]) => ({
        productId,
        quantity: level.quantity.minus(books.products.get(productId)!.quantity),
        value: level.value.minus(level.before),
      }));
      const costTotal = stockOut.reduce((sum, c) => sum.minus(c.value), new Decimal(0));
      const saleCommand = {
        ...header('sale', step),
        items,
        ...totals.input,
        ...paymentBlock(command.payment, totals.total, currency),
        ...(command.sendTotals ? { subtotal: m.text(totals.subtotal), total: m.text(totals.total) } : {}),
      };
      return {
        decide: () => decideRecordSale(saleCommand, books.documentContext()),
        refuses: command.oversell
          ? LEDGER_ERROR_CODES.STOCK_INSUFFICIENT
          : totals.total.isZero() && totals.discount.isZero() && costTotal.isZero()
            ? LEDGER_ERROR_CODES.AMOUNT_NOT_POSITIVE
            : undefined,
        check: ([event]) => {
          if (event?.type !== 'SaleRecorded') throw new Error(`expected a SaleRecorded, got ${event?.type}`);
          expect([event.data.subtotal, event.data.total]).toEqual([m.text(totals.subtotal), m.text(totals.total)]);
          expect(movementsText(event.data.stock, currency)).toEqual(movementsText(stockOut, currency));
        },
      };
    }
    case 'purchase': {
      const items = command.lines.map((line) => ({
        product: STOCKED[line.pick % STOCKED.length]!.productId,
        quantity: line.quantity,
        price: m.text(m.fromMinor(line.price)),
      }));
      if (command.withService) items.push({ product: SERVICES[0]!.productId, quantity: '1', price: m.text(m.fromMinor(1)) });
      const totals = totalsOf(
        items.reduce((sum, item) => sum.plus(lineTotal(item, currency)), new Decimal(0)),
        command.adjustments,
        currency,
      );
      const stockIn = new Map<string, { productId: string; quantity: Decimal; value: Decimal }>();
      for (const item of items) {
        const current = stockIn.get(item.product) ?? { productId: item.product, quantity: new Decimal(0), value: new Decimal(0) };
        stockIn.set(item.product, { ...current, quantity: current.quantity.plus(item.quantity), value: current.value.plus(lineTotal(item, currency)) });
      }
      const purchaseCommand = {
        ...header('purchase', step),
        items,
        ...totals.input,
        ...paymentBlock(command.payment, totals.total, currency),
        ...(command.sendTotals ? { subtotal: m.text(totals.subtotal), total: m.text(totals.total) } : {}),
      };
      return {
        decide: () => decideRecordPurchase(purchaseCommand, books.documentContext()),
        refuses: command.withService
          ? LEDGER_ERROR_CODES.INVALID_CHOICE
          : totals.subtotal.plus(totals.delivery).plus(totals.tax).isZero()
            ? LEDGER_ERROR_CODES.AMOUNT_NOT_POSITIVE
            : undefined,
        check: ([event]) => {
          if (event?.type !== 'PurchaseRecorded') throw new Error(`expected a PurchaseRecorded, got ${event?.type}`);
          expect(event.data.total).toBe(m.text(totals.total));
          expect(movementsText(event.data.stock, currency)).toEqual(movementsText([...stockIn.values()], currency));
        },
      };
    }
    case 'expense': {
      const amount = 'amount' in command.body ? m.text(m.fromMinor(command.body.amount)) : undefined;
      const items =
        'items' in command.body
          ? command.body.items.map((item) => ({ description: item.description, quantity: item.quantity, price: m.text(m.fromMinor(item.price)) }))
          : undefined;
      const body = amount !== undefined ? { amount } : { items };
      const subtotal = amount !== undefined ? new Decimal(amount) : (items ?? []).reduce((sum, item) => sum.plus(lineTotal(item, currency)), new Decimal(0));
      const totals = totalsOf(subtotal, command.adjustments, currency);
      const block = paymentBlock(command.payment, totals.total, currency);
      const expenseCommand = {
        ...header('expense', step),
        category: command.byNumber ? String(EXPENSE_CATEGORIES.indexOf(command.category) + 1) : command.category,
        ...body,
        ...totals.input,
        ...block,
        prepayment: command.prepayment,
      };
      return {
        decide: () => decideRecordExpense(expenseCommand, books.business, { contactExists: (id) => books.contacts.has(id) }),
        refuses: !totals.total.gt(0)
          ? LEDGER_ERROR_CODES.AMOUNT_NOT_POSITIVE
          : command.prepayment && block.credit
            ? LEDGER_ERROR_CODES.INVALID_VALUE
            : undefined,
        check: ([event]) => expect(event?.type === 'ExpenseRecorded' && event.data.total).toBe(m.text(totals.total)),
      };
    }
    case 'moneyIn': {
      const withEntity = command.withEntity || MONEY_IN_SUBTYPES_WITH_CONTACT.includes(command.subtype);
      const moneyIn = {
        ...header('money-in', step),
        subtype: command.subtype,
        amount: m.text(m.fromMinor(command.amount)),
        account: PAYMENT_ACCOUNTS[command.account]!,
        ...(withEntity ? { entityId: CONTACTS[command.contact]! } : {}),
      };
      return { decide: () => decideRecordMoneyIn(moneyIn, books.business) };
    }
    case 'moneyOut': {
      const withEntity = command.withEntity || MONEY_OUT_SUBTYPES_WITH_CONTACT.includes(command.subtype);
      const entity = command.stranger ? 'stranger' : withEntity ? CONTACTS[command.contact]! : undefined;
      const moneyOut = {
        ...header('money-out', step),
        subtype: command.subtype,
        amount: m.text(m.fromMinor(command.amount)),
        account: PAYMENT_ACCOUNTS[command.account]!,
        ...(entity !== undefined ? { entity } : {}),
      };
      return {
        decide: () => decideRecordMoneyOut(moneyOut, books.business, { contactExists: (id) => books.contacts.has(id) }),
        refuses: command.stranger ? LEDGER_ERROR_CODES.UNKNOWN_CONTACT : undefined,
      };
    }
    case 'transfer': {
      const to = command.same ? command.from : (command.from + command.offset) % PAYMENT_ACCOUNTS.length;
      const transfer = {
        ...header('transfer', step),
        from: PAYMENT_ACCOUNTS[command.from]!,
        to: PAYMENT_ACCOUNTS[to]!,
        amount: m.text(m.fromMinor(command.amount)),
        ...(command.fee !== null ? { fee: m.text(m.fromMinor(command.fee)) } : {}),
      };
      return {
        decide: () => decideTransferFunds(transfer, books.business),
        refuses: command.same ? LEDGER_ERROR_CODES.SAME_ACCOUNT : undefined,
      };
    }
    case 'introduceStock': {
      const items = command.lines.map((line) => ({ product: STOCKED[line.pick]!.productId, quantity: line.quantity, price: m.text(m.fromMinor(line.price)) }));
      const introduce = { ...header('stock', step), items };
      return {
        decide: () => decideIntroduceStock(introduce, books.business, books.catalogue()),
        // A line worth nothing would post nothing.
        refuses: items.some((item) => lineTotal(item, currency).isZero()) ? LEDGER_ERROR_CODES.AMOUNT_NOT_POSITIVE : undefined,
        check: ([event]) => {
          if (event?.type !== 'StockIntroduced') throw new Error(`expected a StockIntroduced, got ${event?.type}`);
          const stockIn = items.map((item) => ({ productId: item.product, quantity: item.quantity, value: lineTotal(item, currency) }));
          expect(movementsText(event.data.stock, currency)).toEqual(movementsText(stockIn, currency));
        },
      };
    }
    case 'payment': {
      const payable = books.documents.filter((document) => document.status === 'posted' && document.credit);
      if (payable.length === 0) return undefined;
      const document = payable[command.pick % payable.length]!;
      const due = document.balanceDue;
      const over = command.mode === 'over' || due.isZero();
      const amount = over ? due.plus(m.fromMinor(1)) : command.mode === 'full' ? due : Decimal.max(m.share(due, command.share), m.fromMinor(1));
      const pay = {
        ...header('payment', step),
        document: { field: 'transactionId' as const, value: document.entry.transactionId },
        amount: m.text(amount),
        account: PAYMENT_ACCOUNTS[command.account]!,
      };
      return {
        decide: () => decideRecordPayment(pay, books.business, books.payable(document)),
        refuses: over ? LEDGER_ERROR_CODES.OVERPAYMENT : undefined,
      };
    }
    case 'amendPurchase': {
      const amendable = books.documents.filter(
        (document) => document.status === 'posted' && document.eventType === 'PurchaseRecorded' && document.payments.size === 0,
      );
      if (amendable.length === 0) return undefined;
      const original = books.voidable(amendable[command.pick % amendable.length]!);
      const levels = books.stockLevels();
      const none = { quantity: new Decimal(0), value: new Decimal(0) };
      const level = (productId: string) => ({ quantity: new Decimal(levels.get(productId)!.quantity), value: new Decimal(levels.get(productId)!.value!) });
      const broughtIn = new Map(
        (original.stock ?? []).map((movement) => [movement.productId, { quantity: new Decimal(movement.quantity), value: new Decimal(movement.value) }]),
      );
      const items: { product: string; quantity: string; price: string }[] = [];
      const bought = new Map<string, Decimal>();
      for (const line of command.lines) {
        const productId = STOCKED[line.pick % STOCKED.length]!.productId;
        const sofar = bought.get(productId) ?? new Decimal(0);
        // After the amendment: Q − (what the original brought) + (what the corrected one buys) = 0.
        const emptying = (broughtIn.get(productId) ?? none).quantity.minus(level(productId).quantity).minus(sofar);
        const taken = line.empty && emptying.gt(0) ? emptying : new Decimal(line.quantity);
        items.push({ product: productId, quantity: taken.toFixed(), price: m.text(m.fromMinor(line.price)) });
        bought.set(productId, sofar.plus(taken));
      }
      const totals = totalsOf(
        items.reduce((sum, item) => sum.plus(lineTotal(item, currency)), new Decimal(0)),
        command.adjustments,
        currency,
      );
      const stockIn = new Map<string, { quantity: Decimal; value: Decimal }>();
      for (const item of items) {
        const current = stockIn.get(item.product) ?? none;
        stockIn.set(item.product, { quantity: current.quantity.plus(item.quantity), value: current.value.plus(lineTotal(item, currency)) });
      }
      const products = [...new Set([...broughtIn.keys(), ...stockIn.keys()])];
      const belowZero = products.some((productId) =>
        level(productId)
          .quantity.minus((broughtIn.get(productId) ?? none).quantity)
          .plus((stockIn.get(productId) ?? none).quantity)
          .isNegative(),
      );
      // LEDGER.md §5, the reversal as a void's (takeBackCost): what the original brought in leaves from what is in
      // stock now, or, when fewer are on hand than it brought (sold since), from that with the corrected goods in
      // first; any difference from what it came in at goes to 6920. Then the corrected goods come in at their cost.
      let adjusted = new Decimal(0);
      const moved = products.flatMap((productId) => {
        const { quantity: onHand, value } = level(productId);
        const out = broughtIn.get(productId) ?? none;
        const into = stockIn.get(productId) ?? none;
        let cost = new Decimal(0);
        if (out.quantity.gt(0)) {
          const from = out.quantity.gt(onHand) ? { quantity: onHand.plus(into.quantity), value: value.plus(into.value) } : { quantity: onHand, value };
          cost = takeBackCost(from, out, currency);
          adjusted = adjusted.plus(cost).minus(out.value);
        }
        const change = { productId, quantity: into.quantity.minus(out.quantity), value: into.value.minus(cost) };
        return change.quantity.isZero() && change.value.isZero() ? [] : [change];
      });
      const corrected = {
        transactionId: original.transactionId,
        reference: original.reference,
        date: DATE,
        items,
        ...totals.input,
        ...paymentBlock(command.payment, totals.total, currency),
        ...(command.sendTotals ? { subtotal: m.text(totals.subtotal), total: m.text(totals.total) } : {}),
      };
      return {
        decide: () => {
          // As PATCH does: the type's own decider, against the stock as if the original were reversed, then the amendment.
          const context = books.documentContext();
          const [document] = decideRecordPurchase(corrected, { ...context, products: stockWithoutOriginal(context.products, original.stock) });
          return [decideAmendTransaction(original, document!, { stockOnHand: levels, allowNegativeStock: false })];
        },
        refuses: totals.subtotal.plus(totals.delivery).plus(totals.tax).isZero()
          ? LEDGER_ERROR_CODES.AMOUNT_NOT_POSITIVE
          : belowZero
            ? LEDGER_ERROR_CODES.STOCK_INSUFFICIENT
            : undefined,
        check: ([event]) => {
          if (event?.type !== 'TransactionAmended') throw new Error(`expected a TransactionAmended, got ${event?.type}`);
          expect(movementsText(event.data.stock, currency)).toEqual(movementsText(moved, currency));
          expect(m.text(net6920(event.data.lines))).toBe(m.text(adjusted));
          // The corrected document's lines come last, as the projectors split them.
          expect(event.data.lines.slice(event.data.lines.length - event.data.document.lines.length)).toEqual(event.data.document.lines);
        },
      };
    }
    case 'voidGoodsIn': {
      const voidable = books.documents.filter(
        (document) =>
          document.status === 'posted' &&
          (document.eventType === 'PurchaseRecorded' || document.eventType === 'StockIntroduced') &&
          document.payments.size === 0,
      );
      if (voidable.length === 0) return undefined;
      const original = books.voidable(voidable[command.pick % voidable.length]!);
      const levels = books.stockLevels();
      const level = (productId: string) => ({ quantity: new Decimal(levels.get(productId)!.quantity), value: new Decimal(levels.get(productId)!.value!) });
      const out = (original.stock ?? []).map((movement) => ({
        productId: movement.productId,
        quantity: new Decimal(movement.quantity),
        value: new Decimal(movement.value),
      }));
      let adjusted = new Decimal(0);
      const moved = out.map((movement) => {
        const cost = takeBackCost(level(movement.productId), movement, currency);
        adjusted = adjusted.plus(cost).minus(movement.value);
        return { productId: movement.productId, quantity: movement.quantity.negated(), value: cost.negated() };
      });
      return {
        decide: () => [decideVoidTransaction({ original, stockOnHand: levels, allowNegativeStock: false })],
        refuses: out.some((movement) => movement.quantity.gt(level(movement.productId).quantity)) ? LEDGER_ERROR_CODES.STOCK_INSUFFICIENT : undefined,
        check: ([event]) => {
          if (event?.type !== 'TransactionVoided') throw new Error(`expected a TransactionVoided, got ${event?.type}`);
          expect(movementsText(event.data.stock, currency)).toEqual(movementsText(moved, currency));
          expect(m.text(net6920(event.data.lines))).toBe(m.text(adjusted));
        },
      };
    }
    case 'voidPaid': {
      const paid = books.documents.filter((document) => document.status === 'posted' && document.payments.size > 0);
      if (paid.length === 0) return undefined;
      const document = paid[command.pick % paid.length]!;
      return {
        decide: () => [decideVoidTransaction({ original: books.voidable(document), stockOnHand: books.stockOnHand() })],
        refuses: LEDGER_ERROR_CODES.TRANSACTION_HAS_PAYMENTS,
      };
    }
  }
}

/**
 * Decides each command against the books and records what it posts; a refusal must be the one
 * expected and leave the books as they were. `afterStep` sees the books, the step's events and its refusal.
 */
type AfterStep = (books: InMemoryBooks, events: readonly BookEvent[], refused?: LedgerErrorCode) => void;

function play(currency: CurrencyCode, commands: readonly Command[], afterStep: AfterStep): InMemoryBooks {
  const books = new InMemoryBooks(currency);
  commands.forEach((command, step) => {
    const next = attempt(command, books, step);
    if (!next) return;
    const before = books.snapshot();
    let events: BookEvent[];
    try {
      events = next.decide();
    } catch (error) {
      if (error instanceof LedgerValidationError && error.code === next.refuses) {
        expect(books.snapshot()).toBe(before);
        afterStep(books, [], error.code);
        return;
      }
      const why = error instanceof LedgerValidationError ? `${error.code} ${error.field}: ${error.message}` : String(error);
      throw new Error(`step ${step} (${command.kind}) ${next.refuses ? `should be refused with ${next.refuses}, ` : ''}threw ${why}`, { cause: error });
    }
    if (next.refuses) throw new Error(`step ${step} (${command.kind}) should be refused with ${next.refuses}, but was recorded`);
    next.check?.(events);
    for (const event of events) books.record(event);
    afterStep(books, events);
  });
  return books;
}

// ---- the properties ----

/** Every entry of the step balances, the trial balance is zero, and inventory (1200) per product is the product's value. */
function expectBalanced(books: InMemoryBooks, events: readonly BookEvent[]): void {
  for (const event of events) {
    const problems = entryProblems(event.data.lines, books.currency);
    if (problems.length > 0) throw new Error(`${event.type} ${event.data.transactionId} is not a sound entry: ${problems.join('; ')}`);
  }
  expect(books.trialBalance().toFixed()).toBe('0');
  for (const [productId, product] of books.products) {
    expect(`${productId} ${books.inventoryBooked(productId).toFixed()}`).toBe(`${productId} ${product.value.toFixed()}`);
  }
}

/** No product below zero; a product with none in stock is worth nothing; services carry no stock. */
function expectStockSound(books: InMemoryBooks): void {
  for (const [productId, { kind, quantity, value }] of books.products) {
    const level = `${productId}: quantity ${quantity.toFixed()}, value ${value.toFixed()}`;
    if (quantity.isNegative() || value.isNegative()) throw new Error(`${level}: below zero`);
    if (quantity.isZero() && !value.isZero()) throw new Error(`${level}: worth something with none in stock`);
    if (kind === 'service' && !(quantity.isZero() && value.isZero())) throw new Error(`${level}: a service carries stock`);
  }
}

/**
 * Voids every standing document, latest first (so a payment goes before what it paid), with the
 * original's lines and stock. Decided with the stock's value, as the API does: each void finds the
 * stock as the document left it, so its goods leave at what they came in at (the level before it
 * was sound) and nothing goes to 6920.
 */
function voidEverything(books: InMemoryBooks): void {
  for (const document of [...books.documents].reverse()) {
    if (document.status !== 'posted') continue;
    const voided = decideVoidTransaction({ original: books.voidable(document), reason: 'property test', stockOnHand: books.stockLevels() });
    expect(voided.data.lines.filter((line) => line.account === '6920')).toEqual(
      document.entry.lines.filter((line) => line.account === '6920').map((line) => ({ ...line, debit: line.credit, credit: line.debit })),
    );
    books.record(voided);
    expectBalanced(books, [voided]);
    expectStockSound(books);
  }
}

describe.each(['NGN', 'JPY'] as const)('the books of a %s business, after random sequences of documents', (currency) => {
  it('balance every entry (one-sided, non-negative lines at the currency scale), and keep the trial balance at exactly zero', () => {
    fc.assert(
      fc.property(commandsWithAmendments, (sequence) => {
        play(currency, sequence, expectBalanced);
      }),
      RUNS,
    );
  });

  it("keep a product's value at zero whenever its quantity is, and never take a quantity below zero, purchases amended or not", () => {
    fc.assert(
      fc.property(commandsWithAmendments, (sequence) => {
        play(currency, sequence, expectStockSound);
      }),
      RUNS,
    );
  });

  // Without amendments: an amended purchase voided in document order could take out goods that later documents use.
  it('return every balance, quantity and value to zero when every document is voided, latest first', () => {
    fc.assert(
      fc.property(commands, (sequence) => {
        const books = play(currency, sequence, () => {});
        voidEverything(books);
        const standing = books.detailedBalances().filter(({ net }) => !net.isZero());
        expect(standing.map(({ dimensions, net }) => `${JSON.stringify(dimensions)} ${net.toFixed()}`)).toEqual([]);
        expect([...books.balances].filter(([, net]) => !net.isZero())).toEqual([]);
        expect(
          [...books.products]
            .filter(([, p]) => !p.quantity.isZero() || !p.value.isZero())
            .map(([id, p]) => `${id} ${p.quantity.toFixed()} ${p.value.toFixed()}`),
        ).toEqual([]);
        for (const document of books.documents) {
          expect(document.payments.size).toBe(0);
          expect(document.balanceDue.toFixed()).toBe(document.owed.toFixed());
        }
        // A void is final.
        const first = books.documents[0];
        if (first) {
          expect(refusal(() => decideVoidTransaction({ original: books.voidable(first) })).code).toBe(LEDGER_ERROR_CODES.TRANSACTION_ALREADY_VOIDED);
        }
      }),
      RUNS,
    );
  });

  it('reaches every kind of document and every refusal it means to (a guard on the generators)', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(commandsWithAmendments, (sequence) => {
        play(currency, sequence, (books, events, refused) => {
          events.forEach((event) => seen.add(event.type));
          if (refused) seen.add(refused);
          for (const event of events) {
            if (event.type === 'TransactionVoided' && event.data.lines.some((line) => line.account === '6920')) seen.add('void at the average (6920)');
            if (event.type !== 'TransactionAmended') continue;
            if (event.data.lines.some((line) => line.account === '6920')) seen.add('amendment at the average (6920)');
            if ((event.data.stock ?? []).some((movement) => books.products.get(movement.productId)!.quantity.isZero()))
              seen.add('amendment leaving none in stock');
          }
        });
      }),
      { numRuns: 50, seed: 42 },
    );
    expect([...seen].sort()).toEqual(
      [
        'ExpenseRecorded',
        'FundsTransferred',
        'MoneyInRecorded',
        'MoneyOutRecorded',
        'PaymentRecorded',
        'PurchaseRecorded',
        'SaleRecorded',
        'StockIntroduced',
        'TransactionAmended',
        'amendment at the average (6920)',
        'amendment leaving none in stock',
        'TransactionVoided',
        'void at the average (6920)',
        // Refusals the sequences must meet, and leave the books as they were.
        'AMOUNT_NOT_POSITIVE',
        'INVALID_CHOICE',
        'INVALID_VALUE',
        'OVERPAYMENT',
        'SAME_ACCOUNT',
        'STOCK_INSUFFICIENT',
        'TRANSACTION_HAS_PAYMENTS',
        'UNKNOWN_CONTACT',
      ].sort(),
    );
  });
});
