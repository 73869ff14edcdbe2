import { resolvePaymentAccount, type ExistingBusiness } from '../business/business-state.js';
import { Decimal } from '../decimal.js';
import { LEDGER_ERROR_CODES, LedgerValidationError, unknownReferenceError } from '../errors.js';
import { formatAmount, parseAmount } from '../money.js';
import type { Payment } from '../transactions/document-events.js';
import { optionalText, parseIsoDate } from '../validation.js';
import type { PaymentAccount } from './payment-account.js';

/**
 * The payment block sales, purchases, expenses and asset buys share (LEDGER.md §3, spec 001 §3):
 * `account` ("Cash" or one of the business's bank account ids), `credit` (default false),
 * `initial_deposit`, `due_date`, `entity` (the contact).
 * - Not on credit: paid now `P = T`; `initial_deposit` and `due_date` are ignored (forms send
 *   them blank or 0 whatever the switch says).
 * - On credit: `P = initial_deposit` (default 0) and `B = T − P` is owed by or to the contact,
 *   so an entity (ENTITY_REQUIRED) and a due date (DUE_DATE_REQUIRED) are required.
 * - `P > T` is refused (OVERPAYMENT, naming `initial_deposit`).
 * An entity given when not on credit is kept (the customer of a cash sale).
 */
export interface PaymentBlockInput {
  account?: unknown;
  credit?: unknown;
  /** Spec field `initial_deposit`. */
  initialDeposit?: unknown;
  /** Spec field `due_date`, YYYY-MM-DD. */
  dueDate?: unknown;
  /** Spec field `entity`: the contact's id. */
  entity?: unknown;
}

export interface PaymentBlock {
  account: PaymentAccount;
  credit: boolean;
  /** P: paid now. */
  paid: Decimal;
  /** B = T − P: owed afterwards (zero unless on credit). */
  balance: Decimal;
  /** On credit only. */
  dueDate?: string;
  entityId?: string;
}

/** The spec's field names, used in error messages; override for forms that name them otherwise. */
export interface PaymentBlockFields {
  account: string;
  credit: string;
  initialDeposit: string;
  dueDate: string;
  entity: string;
}
export const PAYMENT_BLOCK_FIELDS: Readonly<PaymentBlockFields> = {
  account: 'account',
  credit: 'credit',
  initialDeposit: 'initial_deposit',
  dueDate: 'due_date',
  entity: 'entity',
};

export interface PaymentBlockOptions {
  fields?: Partial<PaymentBlockFields>;
  /** When given, an entity it does not know is refused (UNKNOWN_CONTACT naming `entity`). */
  contactExists?: (contactId: string) => boolean;
}

/** `credit`: true/false, or the strings "true"/"false" (multipart forms, imports); blank → false. */
export function parseCreditFlag(input: unknown, field = PAYMENT_BLOCK_FIELDS.credit): boolean {
  if (input === undefined || input === null || input === '' || input === false || input === 'false') return false;
  if (input === true || input === 'true') return true;
  throw new LedgerValidationError(field, `${field} must be true or false`, LEDGER_ERROR_CODES.INVALID_VALUE);
}

/** Reads the payment block of a document whose total is `total` (already computed, ≥ 0). */
export function parsePaymentBlock(input: PaymentBlockInput, total: Decimal, business: ExistingBusiness, options: PaymentBlockOptions = {}): PaymentBlock {
  const fields = { ...PAYMENT_BLOCK_FIELDS, ...options.fields };
  const currency = business.currency;
  const account = resolvePaymentAccount(input.account, business, fields.account);
  const credit = parseCreditFlag(input.credit, fields.credit);
  const entityId = optionalText(input.entity, fields.entity, 100);
  if (entityId !== undefined && options.contactExists && !options.contactExists(entityId)) {
    throw unknownReferenceError(fields.entity, `${fields.entity} ${entityId} is not one of the business's contacts`, entityId, {
      notFound: LEDGER_ERROR_CODES.CONTACT_NOT_FOUND,
      unknown: LEDGER_ERROR_CODES.UNKNOWN_CONTACT,
    });
  }
  if (!credit) return { account, credit, paid: total, balance: new Decimal(0), ...(entityId !== undefined ? { entityId } : {}) };

  if (entityId === undefined) {
    throw new LedgerValidationError(
      fields.entity,
      `${fields.entity} is required on credit: who owes or is owed the balance`,
      LEDGER_ERROR_CODES.ENTITY_REQUIRED,
    );
  }
  if (input.dueDate === undefined || input.dueDate === null || input.dueDate === '') {
    throw new LedgerValidationError(fields.dueDate, `${fields.dueDate} is required on credit`, LEDGER_ERROR_CODES.DUE_DATE_REQUIRED);
  }
  const dueDate = parseIsoDate(input.dueDate, fields.dueDate);
  const deposit =
    input.initialDeposit === undefined || input.initialDeposit === null || input.initialDeposit === ''
      ? new Decimal(0)
      : parseAmount(input.initialDeposit, currency, fields.initialDeposit, { nonNegative: true });
  if (deposit.gt(total)) {
    throw new LedgerValidationError(
      fields.initialDeposit,
      `${fields.initialDeposit} of ${formatAmount(deposit, currency)} is more than the total of ${formatAmount(total, currency)}`,
      LEDGER_ERROR_CODES.OVERPAYMENT,
    );
  }
  return { account, credit, paid: deposit, balance: total.minus(deposit), dueDate, entityId };
}

/** The block as an event carries it (`Payment`; the entity goes on the document's `entityId`). */
export function paymentData(block: PaymentBlock, business: Pick<ExistingBusiness, 'currency'>): Payment {
  return {
    account: block.account,
    credit: block.credit,
    paid: formatAmount(block.paid, business.currency),
    balance: formatAmount(block.balance, business.currency),
    ...(block.dueDate !== undefined ? { dueDate: block.dueDate } : {}),
  };
}
