// The invoice and quotation form's values, the body it sends, and its totals. An invoice's money is
// a sale's (libs/ledger readInvoiceContent → computeDocumentTotals with the transaction forms'
// rules: lines round(quantity × price), discount, delivery and tax each fixed or a percent of the
// subtotal, T = S − D + L + X), so the form computes its totals with the same lenient
// `computeTotals` the sale and purchase forms use, at the business currency's decimals.

import { z } from 'zod';
import { todayIsoDate } from '../../../lib/date.js';
import { readDecimal } from '../../../lib/decimal-input.js';
import { computeTotals, type AdjustmentInput, type ComputedTotals } from '../../../lib/document-totals.js';
import type { InvoiceFormBody } from '../api/invoices-api.js';

export type DocumentKind = 'invoice' | 'quotation';

export interface DocumentLineValues {
  product: string;
  /** The product's name, shown on the line (not sent: the server names lines from its catalogue). */
  name: string;
  quantity: string;
  price: string;
}

export interface DocumentFormValues {
  entity: string;
  /** The customer's name, so the picker shows the chosen customer before any search. */
  entityName: string;
  date: string;
  /** An invoice's due date, or a quotation's "valid until". */
  dueDate: string;
  items: DocumentLineValues[];
  discount: AdjustmentInput;
  delivery: AdjustmentInput;
  tax: AdjustmentInput;
  notes: string;
}

export const emptyForm = (): DocumentFormValues => ({
  entity: '',
  entityName: '',
  date: todayIsoDate(),
  dueDate: todayIsoDate(),
  items: [],
  discount: { enabled: false, type: 'percent', value: '' },
  delivery: { enabled: false, type: 'fixed', value: '' },
  tax: { enabled: false, type: 'percent', value: '' },
  notes: '',
});

/** The form's totals, computed as the server computes an invoice's, at `scale` (`money.decimals`: NGN 2, JPY 0). */
export function documentTotals(values: Pick<DocumentFormValues, 'items' | 'discount' | 'delivery' | 'tax'>, scale: number): ComputedTotals {
  return computeTotals({ lines: values.items ?? [], discount: values.discount, delivery: values.delivery, tax: values.tax, credit: false, deposit: '' }, scale);
}

/**
 * An adjustment as the API takes it. One that is off or blank is sent blank (`discount: ''`), which
 * the server reads as none: an edit that turns a discount off must clear it, where leaving the field
 * out would keep the saved one.
 */
function adjustmentField<Name extends 'discount' | 'delivery' | 'tax'>(name: Name, adjustment: AdjustmentInput) {
  const value = adjustment.enabled ? readDecimal(adjustment.value) : null;
  if (!value || value.isZero()) return { [name]: '' } as Record<Name, string>;
  return { [name]: value.toString(), [`${name}Type`]: adjustment.type } as Record<Name, string> & Record<`${Name}Type`, AdjustmentInput['type']>;
}

/** The API body: POST /invoice/create and PUT /invoice/update, or POST /quotes and PUT /quotes/{id} (expiryDate). */
export function toBody(values: DocumentFormValues, kind: DocumentKind): InvoiceFormBody {
  return {
    entity: values.entity,
    date: values.date,
    // A quotation's expiry sent blank is cleared on an edit (none on a new one).
    ...(kind === 'invoice' ? { dueDate: values.dueDate } : { expiryDate: values.dueDate }),
    items: values.items.map(({ product, quantity, price }) => ({
      product,
      quantity: readDecimal(quantity)?.toString() ?? quantity,
      price: readDecimal(price)?.toString() ?? price,
    })),
    ...adjustmentField('discount', values.discount),
    ...adjustmentField('delivery', values.delivery),
    ...adjustmentField('tax', values.tax),
    // Blank clears the notes on an edit, as it does the adjustments.
    notes: values.notes.trim(),
  };
}

/** The server's limits (libs/ledger parseAmount, parseQuantity): amounts at the currency's decimals, quantities and percents at 4. */
const QUANTITY_DECIMALS = 4;
const tooManyDecimals = (text: string, decimals: number) => {
  const value = readDecimal(text);
  return value !== null && value.decimalPlaces() > decimals;
};
const decimalsMessage = (decimals: number) => (decimals === 0 ? 'Whole amounts only' : `At most ${decimals} decimal places`);

const adjustmentSchema = (scale: number) =>
  z.object({ enabled: z.boolean(), type: z.enum(['fixed', 'percent']), value: z.string() }).superRefine((value, context) => {
    if (!value.enabled || value.value.trim() === '') return;
    const amount = readDecimal(value.value);
    const decimals = value.type === 'percent' ? QUANTITY_DECIMALS : scale;
    if (!amount) context.addIssue({ code: 'custom', path: ['value'], message: 'Enter a number, e.g. 7.5' });
    else if (value.type === 'percent' && amount.gt(100)) context.addIssue({ code: 'custom', path: ['value'], message: 'A percent is at most 100' });
    else if (amount.decimalPlaces() > decimals) context.addIssue({ code: 'custom', path: ['value'], message: decimalsMessage(decimals) });
  });

const lineSchema = (scale: number) =>
  z.object({
    product: z.string().min(1),
    name: z.string(),
    quantity: z
      .string()
      .refine((value) => readDecimal(value)?.gt(0) ?? false, 'Enter a quantity greater than zero')
      .refine((value) => !tooManyDecimals(value, QUANTITY_DECIMALS), decimalsMessage(QUANTITY_DECIMALS)),
    price: z
      .string()
      .refine((value) => readDecimal(value) !== null, 'Enter a price (0 or more)')
      .refine((value) => !tooManyDecimals(value, scale), decimalsMessage(scale)),
  });

/** What the form checks before sending (the server checks again and names its fields). */
export function documentSchema(kind: DocumentKind, scale: number) {
  const adjustment = adjustmentSchema(scale);
  return z
    .object({
      entity: z.string().min(1, 'Choose a customer'),
      entityName: z.string(),
      date: z.string().min(1, 'Enter the date'),
      dueDate: z.string(),
      items: z.array(lineSchema(scale)).min(1, 'Add at least one product or service'),
      discount: adjustment,
      delivery: adjustment,
      tax: adjustment,
      notes: z.string().max(2000, 'At most 2000 characters'),
    })
    .superRefine((values, context) => {
      if (kind === 'invoice' && !values.dueDate) context.addIssue({ code: 'custom', path: ['dueDate'], message: 'Enter the due date' });
      if (values.dueDate && values.date && values.dueDate < values.date)
        context.addIssue({ code: 'custom', path: ['dueDate'], message: kind === 'invoice' ? 'The due date is before the date' : 'This is before the date' });
      const totals = documentTotals(values, scale);
      if (totals.negative) context.addIssue({ code: 'custom', path: ['discount', 'value'], message: 'The discount is more than the subtotal' });
      else if (values.items.length > 0 && readDecimal(totals.total)?.isZero())
        context.addIssue({ code: 'custom', path: ['items'], message: `A${kind === 'invoice' ? 'n invoice' : ' quotation'} must come to more than zero` });
    });
}
