import {
  decideRecordExpense,
  decideRecordMoneyIn,
  decideRecordMoneyOut,
  decideRecordPurchase,
  decideRecordSale,
  paymentAccountToInput,
  PERMISSION,
  type Adjustment,
  type DocumentContext,
  type DocumentItem,
  type Payment,
  type PaymentAccount,
  type PermissionCode,
  type PostedEntry,
} from '@ledgerline/ledger';
import { loadBusinessState, type Queryable } from '@ledgerline/projections';
import type { RequestActor } from '../../common/access/actor.js';
import { contactCheck } from '../money-write.js';
import { loadDocumentContext, requireCreditPermission, tradeDocumentCommand } from '../trade-document.context.js';
import type { TradeDocumentDto } from '../trade-document.dto.js';
import { RecordExpenseDto } from '../commands/record-expense/record-expense.dto.js';
import { RecordMoneyInDto } from '../commands/record-money-in/record-money-in.dto.js';
import { RecordMoneyOutDto } from '../commands/record-money-out/record-money-out.dto.js';
import { RecordPurchaseDto } from '../commands/record-purchase/record-purchase.dto.js';
import { RecordSaleDto } from '../commands/record-sale/record-sale.dto.js';

export interface AmendmentInput {
  db: Queryable;
  businessId: string;
  actor: Pick<RequestActor, 'role' | 'access'>;
  /** The original's: an amendment keeps them. */
  transactionId: string;
  reference: string;
  /** The original document as its POST body, with the PATCH body's fields over it, validated with `dto`. */
  body: Record<string, any>;
  /** The stock the decider must see: `current` with the original's movements undone (a sale amended may sell again what it sold). */
  withoutOriginal<T extends { quantity: string; value: string }>(current: ReadonlyMap<string, T>): Map<string, T>;
}

/**
 * How PATCH /transactions/:id amends one document type: the type's POST body, the recorded
 * document as that body, and the type's own decider run on the merged body. A type that is not
 * here cannot be edited (void it and record it again). Add an entry beside each record-* command.
 */
export interface AmendableDecider {
  /** The type's POST body class: the merged body is validated with it as the POST would be. */
  dto?: new () => object;
  /** The recorded document (event data) as the body its POST takes. */
  toBody(document: Record<string, any>): Record<string, unknown>;
  /** Fields of the recorded body a change replaces along with the one named (discount with discountType, …). */
  replaces?: Readonly<Record<string, readonly string[]>>;
  decide(input: AmendmentInput): Promise<{ type: string; data: PostedEntry }>;
}

const defined = (entries: Record<string, unknown>) => Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined && value !== null));
const accountInput = (account: PaymentAccount | undefined) => (account ? paymentAccountToInput(account) : undefined);

/** The recorded body with `changes` over it; a change to one field of a pair drops its partner too. */
export function mergeBody(amendable: AmendableDecider, recorded: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const base = { ...recorded };
  for (const field of Object.keys(changes)) for (const partner of amendable.replaces?.[field] ?? []) delete base[partner];
  return { ...base, ...changes };
}

/** Adjustments in their object form (`{ type, value }`), so a changed value keeps or names its type. */
const adjustment = (value: Adjustment | undefined) => (value ? { type: value.type, value: value.value } : undefined);
const ADJUSTMENT_PAIRS = {
  discount: ['discountType'],
  discountType: ['discount'],
  delivery: ['deliveryType'],
  deliveryType: ['delivery'],
  tax: ['taxType'],
  taxType: ['tax'],
} as const;

/** The payment block as the POST takes it (LEDGER.md §3). */
const paymentBody = (payment: Payment | undefined, entityId: unknown) =>
  defined({
    account: accountInput(payment?.account),
    credit: payment?.credit,
    initial_deposit: payment?.credit ? payment.paid : undefined,
    due_date: payment?.dueDate,
    entity: entityId,
  });

const moneyIn: AmendableDecider = {
  dto: RecordMoneyInDto,
  toBody: (document) =>
    defined({
      date: document.date,
      amount: document.amount,
      subtype: document.subtype,
      account: accountInput(document.account),
      description: document.description,
      entity: document.entityId,
    }),
  async decide({ db, businessId, transactionId, reference, body }) {
    const [event] = decideRecordMoneyIn(
      {
        transactionId,
        reference,
        date: body.date,
        amount: body.amount,
        subtype: body.subtype,
        account: body.account,
        description: body.description,
        entityId: body.entity,
      },
      await loadBusinessState(db, businessId),
    );
    return event;
  },
};

const moneyOut: AmendableDecider = {
  dto: RecordMoneyOutDto,
  toBody: (document) =>
    defined({
      date: document.date,
      amount: document.amount,
      subtype: document.subtype,
      account: accountInput(document.account),
      description: document.description,
      entity: document.entityId,
    }),
  async decide({ db, businessId, transactionId, reference, body }) {
    const [event] = decideRecordMoneyOut(
      {
        transactionId,
        reference,
        date: body.date,
        amount: body.amount,
        subtype: body.subtype,
        account: body.account,
        description: body.description,
        entity: body.entity,
      },
      await loadBusinessState(db, businessId),
      { contactExists: await contactCheck(db, businessId, body.entity) },
    );
    return event;
  },
};

const expense: AmendableDecider = {
  dto: RecordExpenseDto,
  toBody: (document) =>
    defined({
      date: document.date,
      category: document.category,
      amount: document.subtotal,
      discount: adjustment(document.discount),
      delivery: adjustment(document.delivery),
      tax: adjustment(document.tax),
      prepayment: document.prepayment,
      description: document.description,
      ...paymentBody(document.payment, document.entityId),
    }),
  replaces: { ...ADJUSTMENT_PAIRS, items: ['amount'] },
  async decide({ db, businessId, transactionId, reference, body }) {
    const [event] = decideRecordExpense(
      {
        transactionId,
        reference,
        date: body.date,
        category: body.category,
        amount: body.amount,
        items: body.items,
        discount: body.discount,
        discountType: body.discountType,
        delivery: body.delivery,
        deliveryType: body.deliveryType,
        tax: body.tax,
        taxType: body.taxType,
        account: body.account,
        credit: body.credit,
        initialDeposit: body.initial_deposit,
        dueDate: body.due_date,
        entity: body.entity,
        prepayment: body.prepayment,
        description: body.description,
      },
      await loadBusinessState(db, businessId),
      { contactExists: await contactCheck(db, businessId, body.entity) },
    );
    return event;
  },
};

/** A sale or purchase: decided against its products' stock as if the original were reversed. */
function tradeDocument(
  dto: new () => object,
  creditPermission: PermissionCode,
  decideDocument: (command: ReturnType<typeof tradeDocumentCommand>, context: DocumentContext) => { type: string; data: PostedEntry }[],
): AmendableDecider {
  return {
    dto,
    toBody: (document) =>
      defined({
        date: document.date,
        items: ((document.items ?? []) as DocumentItem[]).map((item) => ({ product: item.productId, quantity: item.quantity, price: item.price })),
        discount: adjustment(document.discount),
        delivery: adjustment(document.delivery),
        tax: adjustment(document.tax),
        description: document.description,
        ...paymentBody(document.payment, document.entityId),
      }),
    replaces: ADJUSTMENT_PAIRS,
    async decide({ db, businessId, actor, transactionId, reference, body, withoutOriginal }) {
      const document = body as TradeDocumentDto;
      requireCreditPermission(document, actor, creditPermission);
      const context = await loadDocumentContext(db, businessId, document);
      const [event] = decideDocument(tradeDocumentCommand(transactionId, reference, document), { ...context, products: withoutOriginal(context.products) });
      return event;
    },
  };
}

/** By the event type that recorded the document. */
export const amendableDeciders: Readonly<Record<string, AmendableDecider>> = {
  MoneyInRecorded: moneyIn,
  MoneyOutRecorded: moneyOut,
  ExpenseRecorded: expense,
  SaleRecorded: tradeDocument(RecordSaleDto, PERMISSION.CREDIT_SALES, decideRecordSale),
  PurchaseRecorded: tradeDocument(RecordPurchaseDto, PERMISSION.CREDIT_PURCHASE, decideRecordPurchase),
};
