import type { InvoiceContentInput } from '@ledgerline/ledger';
import type { InvoiceFormDto } from './invoice-form.dto.js';

/** An invoice's or quotation's form as the ledger reads it (values unvalidated; the decider names bad fields). */
export function invoiceContentInput(form: InvoiceFormDto): InvoiceContentInput {
  return {
    date: form.date,
    entity: form.entity,
    items: form.items,
    discount: form.discount,
    discountType: form.discountType,
    delivery: form.delivery,
    deliveryType: form.deliveryType,
    tax: form.tax,
    taxType: form.taxType,
    notes: form.notes,
  };
}
