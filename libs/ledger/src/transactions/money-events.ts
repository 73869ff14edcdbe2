import {
  EXPENSE_RECORDED,
  FUNDS_TRANSFERRED,
  MONEY_OUT_RECORDED,
  PAYMENT_RECORDED,
  PREPAYMENT_APPLIED,
  type ExpenseRecordedData,
  type FundsTransferredData,
  type MoneyOutRecordedData,
  type PaymentRecordedData,
  type PrepaymentAppliedData,
} from './document-events.js';

/** The events of money out, transfers, payments on credit documents, expenses and prepayments, as deciders return them. */
export interface MoneyOutRecorded {
  type: typeof MONEY_OUT_RECORDED;
  data: MoneyOutRecordedData;
}
export interface FundsTransferred {
  type: typeof FUNDS_TRANSFERRED;
  data: FundsTransferredData;
}
export interface PaymentRecorded {
  type: typeof PAYMENT_RECORDED;
  data: PaymentRecordedData;
}
export interface ExpenseRecorded {
  type: typeof EXPENSE_RECORDED;
  data: ExpenseRecordedData;
}
export interface PrepaymentApplied {
  type: typeof PREPAYMENT_APPLIED;
  data: PrepaymentAppliedData;
}

export type MoneyEvent = MoneyOutRecorded | FundsTransferred | PaymentRecorded | ExpenseRecorded | PrepaymentApplied;
