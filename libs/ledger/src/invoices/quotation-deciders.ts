import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import type { DocumentContext } from '../transactions/document-context.js';
import { optionalText, parseIsoDate } from '../validation.js';
import { decideCreateInvoice, numberedReference, QUOTATION_PREFIX, readInvoiceContent, type InvoiceContentInput } from './invoice-deciders.js';
import { QUOTATION_APPROVED, QUOTATION_CREATED, QUOTATION_UPDATED, QUOTATION_VOIDED, type InvoiceEvent, type QuotationEvent } from './invoice-events.js';
import type { QuotationState } from './invoice-state.js';

export interface QuotationCommand extends InvoiceContentInput {
  expiryDate?: unknown;
}

const readExpiry = (input: unknown, date: string): string | undefined => {
  if (optionalText(input, 'expiryDate', 10) === undefined) return undefined;
  const expiryDate = parseIsoDate(input, 'expiryDate');
  if (expiryDate < date) throw new LedgerValidationError('expiryDate', 'expiryDate must be on or after the quotation date', LEDGER_ERROR_CODES.INVALID_DATE);
  return expiryDate;
};

/** POST /quotes: a quotation, pending (spec 002 §4: confirming sets pending). It posts nothing. */
export function decideCreateQuotation(
  command: QuotationCommand & { quotationId: string; publicId: string; sequence: number },
  context: DocumentContext,
): QuotationEvent[] {
  const content = readInvoiceContent(command, context);
  const expiryDate = readExpiry(command.expiryDate, content.date);
  return [
    {
      type: QUOTATION_CREATED,
      data: {
        quotationId: command.quotationId,
        publicId: command.publicId,
        sequence: command.sequence,
        reference: numberedReference(QUOTATION_PREFIX, command.sequence),
        ...content,
        ...(expiryDate !== undefined ? { expiryDate } : {}),
      },
    },
  ];
}

export function requireQuotation(found: QuotationState | undefined, named: string): QuotationState {
  if (!found) throw new LedgerValidationError('id', `There is no quotation ${named}`, LEDGER_ERROR_CODES.QUOTATION_NOT_FOUND);
  return found;
}

const refuseVoided = (quotation: QuotationState) =>
  new LedgerValidationError('id', `Quotation ${quotation.reference} has been voided`, LEDGER_ERROR_CODES.QUOTATION_VOIDED);

/** PUT /quotes/{id}: a pending quotation changes; an approved or void one is final (409). */
export function decideUpdateQuotation(
  command: Partial<QuotationCommand>,
  found: QuotationState | undefined,
  context: DocumentContext,
  named: string,
): QuotationEvent[] {
  const quotation = requireQuotation(found, named);
  if (quotation.status === 'void') throw refuseVoided(quotation);
  if (quotation.status === 'approved') {
    throw new LedgerValidationError(
      'id',
      `Quotation ${quotation.reference} is approved: it can no longer change`,
      LEDGER_ERROR_CODES.QUOTATION_ALREADY_APPROVED,
    );
  }
  const content = readInvoiceContent(
    {
      date: command.date ?? quotation.date,
      entity: command.entity ?? quotation.entityId,
      items: command.items ?? quotation.items.map((item) => ({ product: item.productId, quantity: item.quantity, price: item.price })),
      notes: command.notes !== undefined ? command.notes : quotation.notes,
      discount: command.discount ?? (quotation.discount ? { type: quotation.discount.type, value: quotation.discount.value } : undefined),
      discountType: command.discountType,
      delivery: command.delivery ?? (quotation.delivery ? { type: quotation.delivery.type, value: quotation.delivery.value } : undefined),
      deliveryType: command.deliveryType,
      tax: command.tax ?? (quotation.tax ? { type: quotation.tax.type, value: quotation.tax.value } : undefined),
      taxType: command.taxType,
    },
    context,
  );
  const expiryDate = readExpiry(command.expiryDate !== undefined ? command.expiryDate : quotation.expiryDate, content.date);
  return [{ type: QUOTATION_UPDATED, data: { quotationId: quotation.quotationId, ...content, ...(expiryDate !== undefined ? { expiryDate } : {}) } }];
}

/** POST /quotes/{id}/approve: once (a second approval is 409). */
export function decideApproveQuotation(found: QuotationState | undefined, named: string): QuotationEvent[] {
  const quotation = requireQuotation(found, named);
  if (quotation.status === 'void') throw refuseVoided(quotation);
  if (quotation.status === 'approved') {
    throw new LedgerValidationError('id', `Quotation ${quotation.reference} is already approved`, LEDGER_ERROR_CODES.QUOTATION_ALREADY_APPROVED);
  }
  return [{ type: QUOTATION_APPROVED, data: { quotationId: quotation.quotationId, reference: quotation.reference } }];
}

/** DELETE /quotes/{id}: the quotation is voided ('Quotation has been voided successfully'); it posted nothing. */
export function decideVoidQuotation(found: QuotationState | undefined, named: string): QuotationEvent[] {
  const quotation = requireQuotation(found, named);
  if (quotation.status === 'void') throw refuseVoided(quotation);
  return [{ type: QUOTATION_VOIDED, data: { quotationId: quotation.quotationId, reference: quotation.reference } }];
}

/** An approved quotation becomes a draft invoice with its customer, lines and adjustments. */
export function decideInvoiceFromQuotation(
  command: { invoiceId: string; publicId: string; sequence: number; date: unknown; dueDate: unknown },
  found: QuotationState | undefined,
  context: DocumentContext,
  named: string,
): InvoiceEvent[] {
  const quotation = requireQuotation(found, named);
  if (quotation.status !== 'approved') {
    throw new LedgerValidationError(
      'id',
      `Quotation ${quotation.reference} must be approved before it becomes an invoice`,
      LEDGER_ERROR_CODES.QUOTATION_NOT_APPROVED,
    );
  }
  return decideCreateInvoice(
    {
      invoiceId: command.invoiceId,
      publicId: command.publicId,
      sequence: command.sequence,
      date: command.date,
      dueDate: command.dueDate,
      entity: quotation.entityId,
      items: quotation.items.map((item) => ({ product: item.productId, quantity: item.quantity, price: item.price })),
      ...(quotation.discount ? { discount: { type: quotation.discount.type, value: quotation.discount.value } } : {}),
      ...(quotation.delivery ? { delivery: { type: quotation.delivery.type, value: quotation.delivery.value } } : {}),
      ...(quotation.tax ? { tax: { type: quotation.tax.type, value: quotation.tax.value } } : {}),
      notes: quotation.notes,
      quotationId: quotation.quotationId,
    },
    context,
  );
}
