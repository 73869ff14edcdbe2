import { requireBusiness, resolvePaymentAccount, type BusinessState } from '../business/business-state.js';
import { Decimal } from '../decimal.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { formatAmount, parseAmount } from '../money.js';
import { postCreditPayment, type CreditDocumentType } from '../posting/credit-payment.js';
import { optionalText, parseIsoDate, requireText } from '../validation.js';
import { EXPENSE_RECORDED, PAYMENT_RECORDED, PURCHASE_RECORDED, SALE_RECORDED, type PaymentRecordedData } from './document-events.js';
import type { PaymentRecorded } from './money-events.js';

/** The document being paid, as the transactions read model holds it. */
export interface PayableDocument {
  transactionId: string;
  reference: string;
  /** The event that recorded it (SaleRecorded, PurchaseRecorded, ExpenseRecorded, …). */
  eventType: string;
  status: 'posted' | 'voided';
  /** Whether it was recorded on credit (its payment block). */
  credit: boolean;
  /** What is still owed, a decimal string. */
  balanceDue: string;
  entityId?: string;
}

const DOCUMENT_TYPES: Readonly<Record<string, CreditDocumentType>> = {
  [SALE_RECORDED]: 'sale',
  [PURCHASE_RECORDED]: 'purchase',
  [EXPENSE_RECORDED]: 'expense',
};

export interface RecordPaymentCommand {
  /** The payment's own id and reference. */
  transactionId: string;
  reference: string;
  /** How the client named the document (its id or its reference), for messages; and which field it used. */
  document: { field: 'transactionId' | 'reference'; value: string };
  /** YYYY-MM-DD */
  date: string;
  amount: unknown;
  /** "Cash" or one of the business's bank account ids. */
  account: string;
  description?: string;
}

/**
 * Records a payment on a credit sale (the customer pays) or a credit purchase or expense (the
 * business pays its supplier). Refuses a document that does not exist (404), was voided (409),
 * or was not recorded on credit (400), and an amount more than is still owed (OVERPAYMENT).
 */
export function decideRecordPayment(command: RecordPaymentCommand, state: BusinessState, document: PayableDocument | undefined): PaymentRecorded[] {
  const business = requireBusiness(state);
  const transactionId = requireText(command.transactionId, 'transactionId', 100);
  const reference = requireText(command.reference, 'reference', 100);
  const { field, value } = command.document;
  if (!document) {
    throw new LedgerValidationError(field, `No transaction ${value} was found`, LEDGER_ERROR_CODES.TRANSACTION_NOT_FOUND);
  }
  const documentType = DOCUMENT_TYPES[document.eventType];
  if (document.status === 'voided') {
    throw new LedgerValidationError(
      field,
      `Transaction ${document.reference} has been voided: it cannot take a payment`,
      LEDGER_ERROR_CODES.TRANSACTION_VOIDED,
    );
  }
  if (documentType === undefined || !document.credit) {
    throw new LedgerValidationError(
      field,
      `Transaction ${document.reference} is not a sale, purchase or expense on credit: there is nothing to pay on it`,
      LEDGER_ERROR_CODES.NOT_A_CREDIT_DOCUMENT,
    );
  }
  const date = parseIsoDate(command.date, 'date');
  const currency = business.currency;
  const amount = parseAmount(command.amount, currency, 'amount', { positive: true });
  const owed = new Decimal(document.balanceDue);
  if (amount.gt(owed)) {
    throw new LedgerValidationError(
      'amount',
      owed.isZero()
        ? `Transaction ${document.reference} is fully paid: nothing is owed on it`
        : `amount ${formatAmount(amount, currency)} is more than the ${formatAmount(owed, currency)} still owed on ${document.reference}`,
      LEDGER_ERROR_CODES.OVERPAYMENT,
    );
  }
  const account = resolvePaymentAccount(command.account, business, 'account');
  const description = optionalText(command.description, 'description', 1000);

  const data: PaymentRecordedData = {
    transactionId,
    reference,
    date,
    currency,
    documentId: document.transactionId,
    documentType,
    account,
    amount: formatAmount(amount, currency),
    ...(description !== undefined ? { description } : {}),
    ...(document.entityId !== undefined ? { entityId: document.entityId } : {}),
    lines: postCreditPayment({ documentType, account, amount, currency, entityId: document.entityId }),
  };
  return [{ type: PAYMENT_RECORDED, data }];
}
