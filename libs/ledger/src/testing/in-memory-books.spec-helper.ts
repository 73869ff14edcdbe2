import { decideAddBankAccount } from '../business/add-bank-account.js';
import type { BusinessEvent } from '../business/business-events.js';
import { evolveAll, requireBusiness, type ExistingBusiness } from '../business/business-state.js';
import { decideCreateBusiness } from '../business/create-business.js';
import type { OpeningStockIntroduced } from '../catalogue/catalogue-events.js';
import { ACCOUNT } from '../chart-of-accounts.js';
import { Decimal } from '../decimal.js';
import type { JournalLine } from '../journal.js';
import { currencyScale, type CurrencyCode } from '../money.js';
import type { DocumentContext, DocumentProduct } from '../transactions/document-context.js';
import type { TransactionAmended } from '../transactions/amend-transaction.js';
import {
  EXPENSE_RECORDED,
  PAYMENT_RECORDED,
  PURCHASE_RECORDED,
  SALE_RECORDED,
  TRANSACTION_AMENDED,
  TRANSACTION_VOIDED,
  type PostedEntry,
} from '../transactions/document-events.js';
import type { MoneyInRecorded } from '../transactions/money-in-events.js';
import type { ExpenseRecorded, FundsTransferred, MoneyOutRecorded, PaymentRecorded } from '../transactions/money-events.js';
import type { PurchaseRecorded } from '../transactions/record-purchase.js';
import type { SaleRecorded } from '../transactions/record-sale.js';
import type { PayableDocument } from '../transactions/record-payment.js';
import type { StockOnHand, TransactionVoided, VoidableTransaction } from '../transactions/void-transaction.js';

/**
 * A whole business's books held in memory, for property tests that drive the deciders with long
 * sequences of documents: the business (folded with evolveAll), the catalogue's stock, contacts,
 * account balances and the posted documents, each kept up to date from the events' own `lines`
 * and `stock` exactly as the projections do.
 */

export const CASH = 'Cash';
export const BANK_ACCOUNT_IDS = ['bank-gtb', 'bank-zenith'] as const;
/** What a document's `account` may name. */
export const PAYMENT_ACCOUNTS: readonly string[] = [CASH, ...BANK_ACCOUNT_IDS];

export interface CatalogueItem {
  productId: string;
  kind: 'product' | 'service';
  name: string;
}
export const CATALOGUE: readonly CatalogueItem[] = [
  { productId: 'rice', kind: 'product', name: 'Rice 50kg' },
  { productId: 'oil', kind: 'product', name: 'Palm oil (Litre)' },
  { productId: 'sugar', kind: 'product', name: 'Sugar (Kg)' },
  { productId: 'delivery', kind: 'service', name: 'Delivery' },
  { productId: 'fitting', kind: 'service', name: 'Fitting' },
];
export const STOCKED = CATALOGUE.filter((item) => item.kind === 'product');
export const SERVICES = CATALOGUE.filter((item) => item.kind === 'service');
export const CONTACTS: readonly string[] = ['customer-ada', 'customer-bayo', 'supplier-chidi'];

/** Every event the books take. */
export type BookEvent =
  | SaleRecorded
  | PurchaseRecorded
  | ExpenseRecorded
  | MoneyInRecorded
  | MoneyOutRecorded
  | FundsTransferred
  | PaymentRecorded
  | OpeningStockIntroduced
  | TransactionVoided
  | TransactionAmended;

export interface ProductStock {
  kind: 'product' | 'service';
  name: string;
  quantity: Decimal;
  value: Decimal;
}

export interface BookDocument {
  eventType: BookEvent['type'];
  entry: PostedEntry;
  status: 'posted' | 'voided';
  credit: boolean;
  /** What is still owed on a credit document. */
  balanceDue: Decimal;
  /** What was owed when it was recorded. */
  owed: Decimal;
  /** Payments standing against it (not voided). */
  payments: Set<string>;
  /** A payment: the document it pays, and how much. */
  pays?: { documentId: string; amount: Decimal };
}

interface Dimensions {
  account: string;
  subAccount?: string;
  contactId?: string;
  productId?: string;
}

/**
 * What is wrong with a journal entry, checked independently of `assertBalanced`: at least two
 * lines; amounts non-negative, written at exactly the currency's scale; one side per line; Σ
 * debit = Σ credit. Empty when the entry is sound.
 */
export function entryProblems(lines: readonly JournalLine[], currency: CurrencyCode): string[] {
  const scale = currencyScale(currency);
  const amount = scale === 0 ? /^(0|[1-9]\d*)$/ : new RegExp(`^(0|[1-9]\\d*)\\.\\d{${scale}}$`);
  const problems: string[] = [];
  if (lines.length < 2) problems.push(`${lines.length} line(s)`);
  let debits = new Decimal(0);
  let credits = new Decimal(0);
  lines.forEach((line, index) => {
    if (!amount.test(line.debit) || !amount.test(line.credit))
      problems.push(`line ${index} (${line.account}) ${line.debit}/${line.credit} not at scale ${scale}`);
    else if (new Decimal(line.debit).isZero() === new Decimal(line.credit).isZero()) problems.push(`line ${index} (${line.account}) is not one-sided`);
    else {
      debits = debits.plus(line.debit);
      credits = credits.plus(line.credit);
    }
  });
  if (!debits.eq(credits)) problems.push(`debits ${debits.toFixed()} ≠ credits ${credits.toFixed()}`);
  return problems;
}

export class InMemoryBooks {
  readonly business: ExistingBusiness;
  readonly products = new Map<string, ProductStock>();
  readonly contacts = new Set<string>(CONTACTS);
  /** Net (debit − credit) by account and sub-account. */
  readonly balances = new Map<string, Decimal>();
  /** Net by every dimension a line carries (account, sub-account, contact, product). */
  private readonly detailed = new Map<string, { dimensions: Dimensions; net: Decimal }>();
  /** Posted documents, in posting order (voided ones stay, marked). */
  readonly documents: BookDocument[] = [];

  constructor(readonly currency: CurrencyCode) {
    const events: BusinessEvent[] = decideCreateBusiness({ businessId: 'biz-property', name: 'Property Stores', currency }, evolveAll([]));
    BANK_ACCOUNT_IDS.forEach((bankAccountId, index) => {
      const bank = { bankAccountId, bankName: ['GTB', 'Zenith'][index]!, accountName: 'Property Stores Ltd', accountNumber: `012345678${index}` };
      events.push(...decideAddBankAccount(bank, evolveAll(events)));
    });
    this.business = requireBusiness(evolveAll(events));
    for (const item of CATALOGUE) this.products.set(item.productId, { kind: item.kind, name: item.name, quantity: new Decimal(0), value: new Decimal(0) });
  }

  /** Applies an event's lines and stock, and keeps the document list (voids, amendments, payments) up to date. */
  record(event: BookEvent): void {
    const entry: PostedEntry = event.data;
    for (const line of entry.lines) {
      const net = new Decimal(line.debit).minus(line.credit);
      const key = `${line.account}/${line.subAccount ?? ''}`;
      this.balances.set(key, (this.balances.get(key) ?? new Decimal(0)).plus(net));
      const dimensions: Dimensions = { account: line.account, subAccount: line.subAccount, contactId: line.contactId, productId: line.productId };
      const detailedKey = JSON.stringify([line.account, line.subAccount, line.contactId, line.productId]);
      const current = this.detailed.get(detailedKey);
      this.detailed.set(detailedKey, { dimensions, net: (current?.net ?? new Decimal(0)).plus(net) });
    }
    for (const movement of entry.stock ?? []) {
      const product = this.products.get(movement.productId);
      if (!product) throw new Error(`${event.type} ${entry.transactionId} moves stock of unknown product ${movement.productId}`);
      product.quantity = product.quantity.plus(movement.quantity);
      product.value = product.value.plus(movement.value);
    }

    if (event.type === TRANSACTION_VOIDED) {
      const voided = this.document(entry.transactionId);
      voided.status = 'voided';
      if (voided.pays) {
        const paid = this.document(voided.pays.documentId);
        paid.balanceDue = paid.balanceDue.plus(voided.pays.amount);
        paid.payments.delete(entry.transactionId);
      }
      return;
    }
    if (event.type === TRANSACTION_AMENDED) {
      // The document now stands as corrected: a later void or amendment reverses the corrected lines and stock.
      const amended = this.document(entry.transactionId);
      const corrected = event.data.document;
      amended.entry = corrected;
      if ('payment' in corrected) {
        amended.credit = corrected.payment.credit;
        amended.balanceDue = new Decimal(corrected.payment.balance);
        amended.owed = amended.balanceDue;
      }
      return;
    }
    const document: BookDocument = {
      eventType: event.type,
      entry,
      status: 'posted',
      credit: false,
      balanceDue: new Decimal(0),
      owed: new Decimal(0),
      payments: new Set(),
    };
    if (event.type === SALE_RECORDED || event.type === PURCHASE_RECORDED || event.type === EXPENSE_RECORDED) {
      document.credit = event.data.payment.credit;
      document.balanceDue = new Decimal(event.data.payment.balance);
      document.owed = document.balanceDue;
    }
    if (event.type === PAYMENT_RECORDED) {
      const paid = this.document(event.data.documentId);
      const amount = new Decimal(event.data.amount);
      paid.balanceDue = paid.balanceDue.minus(amount);
      paid.payments.add(entry.transactionId);
      document.pays = { documentId: event.data.documentId, amount };
    }
    this.documents.push(document);
  }

  document(transactionId: string): BookDocument {
    const found = this.documents.find((document) => document.entry.transactionId === transactionId);
    if (!found) throw new Error(`No document ${transactionId} in the books`);
    return found;
  }

  /** Σ of every account's net: zero while every entry balanced. */
  trialBalance(): Decimal {
    return [...this.balances.values()].reduce((sum, net) => sum.plus(net), new Decimal(0));
  }

  /** Every balance kept by every dimension, with its net. */
  detailedBalances(): { dimensions: Dimensions; net: Decimal }[] {
    return [...this.detailed.values()];
  }

  /** Net of inventory (1200) lines carrying the product. */
  inventoryBooked(productId: string): Decimal {
    return this.detailedBalances()
      .filter(({ dimensions }) => dimensions.account === ACCOUNT.INVENTORY_GOODS && dimensions.productId === productId)
      .reduce((sum, { net }) => sum.plus(net), new Decimal(0));
  }

  /** What a sale or purchase is decided against: the business, the catalogue with its stock now, the contacts. */
  documentContext(): DocumentContext {
    const products = new Map<string, DocumentProduct>(
      [...this.products].map(([productId, product]) => [
        productId,
        { kind: product.kind, name: product.name, quantity: product.quantity.toFixed(), value: product.value.toFixed() },
      ]),
    );
    return { business: this.business, products, contactExists: (id) => this.contacts.has(id) };
  }

  catalogue(): Map<string, Pick<DocumentProduct, 'kind' | 'name'>> {
    return new Map([...this.products].map(([productId, product]) => [productId, { kind: product.kind, name: product.name }]));
  }

  /** Quantities only: a void decided with it reverses exactly, whatever moved since; `stockLevels` has the values too, as the API gives them. */
  stockOnHand(): StockOnHand {
    return new Map([...this.products].map(([productId, product]) => [productId, { quantity: product.quantity.toFixed(), name: product.name }]));
  }

  /** What is in stock now with its value, as the API hands it to an amendment (and a void) under the stream lock. */
  stockLevels(): StockOnHand {
    return new Map(
      [...this.products].map(([productId, product]) => [
        productId,
        { quantity: product.quantity.toFixed(), value: product.value.toFixed(), name: product.name },
      ]),
    );
  }

  /** A posted document as the read model hands it to a void or an amendment. */
  voidable(document: BookDocument): VoidableTransaction {
    const { entry } = document;
    return {
      transactionId: entry.transactionId,
      reference: entry.reference,
      eventType: document.eventType,
      date: entry.date,
      currency: entry.currency,
      lines: entry.lines,
      ...(entry.stock !== undefined ? { stock: entry.stock } : {}),
      status: document.status,
      hasPayments: document.payments.size > 0,
      ...(entry.entityId !== undefined ? { entityId: entry.entityId } : {}),
    };
  }

  /** A document as the read model hands it to a payment. */
  payable(document: BookDocument): PayableDocument {
    const { entry } = document;
    return {
      transactionId: entry.transactionId,
      reference: entry.reference,
      eventType: document.eventType,
      status: document.status,
      credit: document.credit,
      balanceDue: document.balanceDue.toFixed(),
      ...(entry.entityId !== undefined ? { entityId: entry.entityId } : {}),
    };
  }

  /** Everything the books hold, as text: equal snapshots mean nothing changed. */
  snapshot(): string {
    const decimals = (map: ReadonlyMap<string, Decimal>) => [...map].map(([key, net]) => [key, net.toFixed()]);
    return JSON.stringify({
      products: [...this.products].map(([id, p]) => [id, p.quantity.toFixed(), p.value.toFixed()]),
      contacts: [...this.contacts],
      balances: decimals(this.balances),
      detailed: [...this.detailed].map(([key, { net }]) => [key, net.toFixed()]),
      documents: this.documents.map((d) => [d.entry.transactionId, d.status, d.balanceDue.toFixed(), [...d.payments]]),
    });
  }
}
