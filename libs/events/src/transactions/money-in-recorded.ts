import {
  formatAmount,
  isMoneyInSubtype,
  MONEY_IN_RECORDED,
  MONEY_IN_SUBTYPES,
  paymentAccountFromInput,
  postMoneyIn,
  type CurrencyCode,
  type MoneyInRecordedData,
} from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { JournalLine, MoneyInRecordedData, PaymentAccount } from '@ledgerline/ledger';

/**
 * v1: the original client's shape. No currency (everything was NGN), no journal lines, the
 * payment account as the client wrote it: "Cash" or a bank account id.
 */
export interface MoneyInRecordedV1 {
  transactionId: string;
  reference: string;
  date: string;
  subtype: string;
  /** Decimal string. */
  amount: string;
  /** "Cash" or a bank account id. */
  account: string;
  description?: string | null;
}

/** v2 (current): the document with `account` as `{ kind }`, its currency, and the journal lines it posted. */
export type MoneyInRecordedV2 = MoneyInRecordedData;

/** The only currency v1 knew. */
const V1_CURRENCY: CurrencyCode = 'NGN';

/**
 * v1 → v2: account to the `{ kind }` form, currency NGN, and the journal lines computed by the
 * ledger's money-in posting rule, exactly as the v2 decider would for the same document.
 * - The amount is written at NGN's scale ("1500" → "1500.00"); were a v1 amount to carry more
 *   than 2 decimals it would be rounded half up, the rounding every amount gets.
 * - A blank description is dropped, as the decider drops it.
 * - v1 had no entity: debt_repayment and customer_deposit post to 1100 / 2300 without a contact.
 * - An unknown subtype or a non-positive amount throws: history the ledger cannot post must be
 *   looked at, never guessed.
 */
export function upcastMoneyInRecordedV1(v1: MoneyInRecordedV1): MoneyInRecordedV2 {
  if (!isMoneyInSubtype(v1.subtype)) {
    throw new Error(`unknown money-in subtype ${JSON.stringify(v1.subtype)} (known: ${MONEY_IN_SUBTYPES.join(', ')})`);
  }
  if (typeof v1.amount !== 'string' || !/^[+-]?\d+(\.\d+)?$/.test(v1.amount.trim())) {
    throw new Error(`amount ${JSON.stringify(v1.amount)} is not a decimal string`);
  }
  const subtype = v1.subtype;
  const account = paymentAccountFromInput(v1.account);
  const amount = formatAmount(v1.amount.trim(), V1_CURRENCY);
  const description = typeof v1.description === 'string' && v1.description.trim() !== '' ? v1.description.trim() : undefined;
  return {
    transactionId: v1.transactionId,
    reference: v1.reference,
    date: v1.date,
    subtype,
    account,
    amount,
    currency: V1_CURRENCY,
    ...(description !== undefined ? { description } : {}),
    lines: postMoneyIn({ subtype, account, amount, currency: V1_CURRENCY }),
  };
}

export const moneyInRecorded = defineEvent<typeof MONEY_IN_RECORDED, MoneyInRecordedData>({
  type: MONEY_IN_RECORDED,
  currentVersion: 2,
  upcasters: {
    1: upcastMoneyInRecordedV1 as (data: never) => unknown,
  },
});
