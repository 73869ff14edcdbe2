import type { JournalLine } from '../journal.js';
import type { CurrencyCode } from '../money.js';
import type { PaymentAccount } from '../posting/payment-account.js';
import type {
  DocumentItem,
  DocumentTotals,
  PostedEntry,
  StockMovement,
  TransactionAmendedData,
  TransactionVoidedData,
} from '../transactions/document-events.js';

/**
 * Invoice and quotation events (spec 002 §3–§4, LEDGER.md §4). Drafts and quotations post
 * nothing; InvoiceApproved posts the sale on credit (the customer owes the total, goods leave at
 * the moving average); each InvoicePaid posts one payment against the receivable; InvoiceVoided
 * reverses the approval; InvoiceAmended reverses it and posts the corrected invoice in one event.
 */
export const INVOICE_DRAFT_CREATED = 'InvoiceDraftCreated';
export const INVOICE_DRAFT_UPDATED = 'InvoiceDraftUpdated';
export const INVOICE_DRAFT_DELETED = 'InvoiceDraftDeleted';
export const INVOICE_APPROVED = 'InvoiceApproved';
export const INVOICE_PAID = 'InvoicePaid';
export const INVOICE_VOIDED = 'InvoiceVoided';
export const INVOICE_AMENDED = 'InvoiceAmended';
export const INVOICE_REMINDER_SENT = 'InvoiceReminderSent';
export const QUOTATION_CREATED = 'QuotationCreated';
export const QUOTATION_UPDATED = 'QuotationUpdated';
export const QUOTATION_APPROVED = 'QuotationApproved';
export const QUOTATION_VOIDED = 'QuotationVoided';

/** An invoice's or quotation's content: who it is for, when, its lines and totals. */
export interface InvoiceContent extends DocumentTotals {
  /** Issue date, YYYY-MM-DD. */
  date: string;
  /** The customer (a contact of the business). */
  entityId: string;
  currency: CurrencyCode;
  items: DocumentItem[];
  notes?: string;
}

export interface InvoiceDraftCreatedData extends InvoiceContent {
  invoiceId: string;
  /** The random id of the public page (/invoice/{publicId}/view): never the number, never guessable. */
  publicId: string;
  /** The business's invoice counter: 1, 2, 3, … without gaps. */
  sequence: number;
  /** prefix-NNN (spec 002 §2), e.g. INV-001. */
  reference: string;
  dueDate: string;
  /** The approved quotation this invoice was made from. */
  quotationId?: string;
}

export interface InvoiceDraftUpdatedData extends InvoiceContent {
  invoiceId: string;
  dueDate: string;
}

export interface InvoiceDraftDeletedData {
  invoiceId: string;
  reference: string;
}

/** The sale on credit: `transactionId` is the invoice id, `reference` its number. */
export interface InvoiceApprovedData extends PostedEntry, DocumentTotals {
  invoiceId: string;
  entityId: string;
  dueDate: string;
  items: DocumentItem[];
}

/** Where a payment came from: recorded by hand, the card provider, or mark-as-paid (the rest). */
export type InvoicePaymentSource = 'manual' | 'card' | 'mark-as-paid';

/** One payment, part or whole (LEDGER.md §4 InvoicePaid): pay / 1100. `transactionId` is the payment's id. */
export interface InvoicePaidData extends PostedEntry {
  invoiceId: string;
  amount: string;
  account: PaymentAccount;
  source: InvoicePaymentSource;
  /** The card provider's reference (card payments): a second report of it records nothing. */
  providerReference?: string;
  /** Owed after this payment. */
  balance: string;
}

/** The approval reversed, dated as the approval (`voidedType` InvoiceApproved). */
export interface InvoiceVoidedData extends TransactionVoidedData {
  invoiceId: string;
}

/** An approved invoice changed: reversal and corrected posting in one event. `document` is the corrected InvoiceApproved data. */
export interface InvoiceAmendedData extends TransactionAmendedData {
  invoiceId: string;
  document: InvoiceApprovedData;
  /**
   * The invoice's notes after the amendment ('' for none). Absent in amendments recorded before
   * an amendment could change them: the notes stayed as they were.
   */
  notes?: string;
}

export type ReminderKind = 'before-due' | 'due' | 'overdue';
/** A reminder e-mailed: one per invoice and day (the event id is derived from both). */
export interface InvoiceReminderSentData {
  invoiceId: string;
  reference: string;
  /** The day it is for, YYYY-MM-DD. */
  day: string;
  kind: ReminderKind;
  to: string;
}

export interface QuotationCreatedData extends InvoiceContent {
  quotationId: string;
  publicId: string;
  sequence: number;
  /** QUO-NNN. */
  reference: string;
  /** Valid until, YYYY-MM-DD. */
  expiryDate?: string;
}
export interface QuotationUpdatedData extends InvoiceContent {
  quotationId: string;
  expiryDate?: string;
}
export interface QuotationApprovedData {
  quotationId: string;
  reference: string;
}
export interface QuotationVoidedData {
  quotationId: string;
  reference: string;
}

export type InvoiceEvent =
  | { type: typeof INVOICE_DRAFT_CREATED; data: InvoiceDraftCreatedData }
  | { type: typeof INVOICE_DRAFT_UPDATED; data: InvoiceDraftUpdatedData }
  | { type: typeof INVOICE_DRAFT_DELETED; data: InvoiceDraftDeletedData }
  | { type: typeof INVOICE_APPROVED; data: InvoiceApprovedData }
  | { type: typeof INVOICE_PAID; data: InvoicePaidData }
  | { type: typeof INVOICE_VOIDED; data: InvoiceVoidedData }
  | { type: typeof INVOICE_AMENDED; data: InvoiceAmendedData }
  | { type: typeof INVOICE_REMINDER_SENT; data: InvoiceReminderSentData };

export type QuotationEvent =
  | { type: typeof QUOTATION_CREATED; data: QuotationCreatedData }
  | { type: typeof QUOTATION_UPDATED; data: QuotationUpdatedData }
  | { type: typeof QUOTATION_APPROVED; data: QuotationApprovedData }
  | { type: typeof QUOTATION_VOIDED; data: QuotationVoidedData };

/** Posting reused by the state (the lines and stock an approval left standing). */
export interface StandingPosting {
  date: string;
  lines: JournalLine[];
  stock?: StockMovement[];
}
