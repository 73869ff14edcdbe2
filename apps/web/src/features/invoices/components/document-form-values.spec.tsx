// The invoice form's totals against the server's own reading of the body the form sends
// (libs/ledger readInvoiceContent, which the invoice and quotation commands call): the same lines,
// discount, delivery, tax and total to the kobo, and to the yen in a currency without minor units.

import { describe, expect, it } from '@jest/globals';
import { readInvoiceContent, type CurrencyCode, type DocumentContext, type DocumentProduct, type ExistingBusiness } from '@ledgerline/ledger';
import { documentSchema, documentTotals, emptyForm, toBody, type DocumentFormValues } from './document-form-values.js';

const products = new Map<string, DocumentProduct>([
  ['rice', { kind: 'product', name: 'Rice 50kg', quantity: '10', value: '100000.00' }],
  ['design', { kind: 'service', name: 'Website design', quantity: '0', value: '0' }],
  ['oil', { kind: 'product', name: 'Palm oil 5L', quantity: '10', value: '100000.00' }],
]);

/** What the server reads from the form's body, in a business keeping `currency`. */
function serverReading(values: DocumentFormValues, currency: CurrencyCode) {
  // readInvoiceContent reads only the business's currency of it.
  const business = { currency } as unknown as ExistingBusiness;
  const context: DocumentContext = { business, products, contactExists: (id) => id === 'customer-1' };
  const body = toBody(values, 'invoice');
  const content = readInvoiceContent({ ...body, date: body.date, entity: body.entity, items: body.items }, context);
  const zero = (0).toFixed(content.currency === 'JPY' ? 0 : 2);
  return {
    lineTotals: content.items.map((item) => item.total),
    subtotal: content.subtotal,
    discount: content.discount?.amount ?? zero,
    delivery: content.delivery?.amount ?? zero,
    tax: content.tax?.amount ?? zero,
    total: content.total,
  };
}

function invoice(partial: Partial<DocumentFormValues>): DocumentFormValues {
  return { ...emptyForm(), entity: 'customer-1', entityName: 'Chidi Okafor', date: '2026-11-20', dueDate: '2026-12-20', ...partial };
}

const formTotals = (values: DocumentFormValues, scale: number) => {
  const { lineTotals, subtotal, discount, delivery, tax, total } = documentTotals(values, scale);
  return { lineTotals, subtotal, discount, delivery, tax, total };
};

describe('invoice form totals, as the server reads the invoice', () => {
  it('percent discount, fixed delivery and percent tax of the subtotal, each rounded half up', () => {
    const values = invoice({
      items: [
        { product: 'rice', name: 'Rice 50kg', quantity: '3', price: '33.33' },
        { product: 'design', name: 'Website design', quantity: '1', price: '10.01' },
      ],
      discount: { enabled: true, type: 'percent', value: '12.5' },
      delivery: { enabled: true, type: 'fixed', value: '5' },
      tax: { enabled: true, type: 'percent', value: '7.5' },
    });
    const totals = formTotals(values, 2);
    expect(totals).toEqual({ lineTotals: ['99.99', '10.01'], subtotal: '110.00', discount: '13.75', delivery: '5.00', tax: '8.25', total: '109.50' });
    expect(serverReading(values, 'NGN')).toEqual(totals);
  });

  it('takes tax of the subtotal, not of the subtotal less the discount (as on a sale, unlike the point of sale)', () => {
    const values = invoice({
      items: [{ product: 'rice', name: 'Rice 50kg', quantity: '3', price: '30000' }],
      discount: { enabled: true, type: 'percent', value: '10' },
      tax: { enabled: true, type: 'percent', value: '7.5' },
    });
    const totals = formTotals(values, 2);
    expect(totals).toMatchObject({ discount: '9000.00', tax: '6750.00', total: '87750.00' });
    expect(serverReading(values, 'NGN')).toEqual(totals);
  });

  it('rounds each line before adding, reads "1,500" as the owner typed it, and takes fixed amounts and percent delivery', () => {
    const values = invoice({
      items: [
        { product: 'rice', name: 'Rice 50kg', quantity: '0.3333', price: '10.05' }, // 3.349665 → 3.35
        { product: 'design', name: 'Website design', quantity: '1.5', price: '0.01' }, // 0.015 → 0.02
        { product: 'oil', name: 'Palm oil 5L', quantity: '2', price: '1,500' },
      ],
      discount: { enabled: true, type: 'fixed', value: '100.01' },
      delivery: { enabled: true, type: 'percent', value: '2.5' },
      tax: { enabled: true, type: 'fixed', value: '75' },
    });
    const totals = formTotals(values, 2);
    expect(totals).toEqual({
      lineTotals: ['3.35', '0.02', '3000.00'],
      subtotal: '3003.37',
      discount: '100.01',
      delivery: '75.08',
      tax: '75.00',
      total: '3053.44',
    });
    expect(serverReading(values, 'NGN')).toEqual(totals);
  });

  it('a currency without minor units (JPY): every step rounds to whole yen, as the server does', () => {
    const values = invoice({
      items: [
        { product: 'rice', name: 'Rice 50kg', quantity: '1.5', price: '333' }, // 499.5 → 500
        { product: 'design', name: 'Website design', quantity: '0.25', price: '101' }, // 25.25 → 25
      ],
      discount: { enabled: true, type: 'percent', value: '12.5' }, // 65.625 → 66
      delivery: { enabled: true, type: 'fixed', value: '300' },
      tax: { enabled: true, type: 'percent', value: '7.5' }, // 39.375 → 39
    });
    const totals = formTotals(values, 0);
    expect(totals).toEqual({ lineTotals: ['500', '25'], subtotal: '525', discount: '66', delivery: '300', tax: '39', total: '798' });
    expect(serverReading(values, 'JPY')).toEqual(totals);
    // At a default 2 decimals the form would show ¥65.59 of discount and ¥798.52 in all: the currency's decimals matter.
    expect(formTotals(values, 2)).toMatchObject({ discount: '65.59', total: '798.52' });
  });

  it('leaves out adjustments that are off or blank, on the form and on the server', () => {
    const values = invoice({
      items: [{ product: 'design', name: 'Website design', quantity: '1', price: '50000' }],
      discount: { enabled: false, type: 'percent', value: '10' },
      tax: { enabled: true, type: 'percent', value: '' },
    });
    const totals = formTotals(values, 2);
    expect(totals).toMatchObject({ discount: '0.00', tax: '0.00', total: '50000.00' });
    expect(serverReading(values, 'NGN')).toEqual(totals);
  });
});

describe('the body the form sends', () => {
  it('sends adjustments turned off, and notes emptied, as blanks: an edit clears them instead of keeping the saved ones', () => {
    const body = toBody(
      invoice({
        items: [{ product: 'design', name: 'Website design', quantity: '1', price: '50,000' }],
        discount: { enabled: false, type: 'percent', value: '10' },
        delivery: { enabled: true, type: 'fixed', value: '' },
        tax: { enabled: true, type: 'percent', value: '7.5' },
        notes: '  ',
      }),
      'invoice',
    );
    expect(body).toEqual({
      entity: 'customer-1',
      date: '2026-11-20',
      dueDate: '2026-12-20',
      items: [{ product: 'design', quantity: '1', price: '50000' }],
      discount: '',
      delivery: '',
      tax: '7.5',
      taxType: 'percent',
      notes: '',
    });
  });

  it('sends a quotation’s date of validity as expiryDate, blank when cleared (the server then keeps none)', () => {
    const values = invoice({ items: [{ product: 'design', name: 'Website design', quantity: '1', price: '1' }] });
    expect(toBody(values, 'quotation')).toMatchObject({ expiryDate: '2026-12-20' });
    expect(toBody({ ...values, dueDate: '' }, 'quotation')).toMatchObject({ expiryDate: '' });
  });
});

describe('what the form checks before sending', () => {
  const issues = (values: DocumentFormValues, kind: 'invoice' | 'quotation' = 'invoice') => {
    const result = documentSchema(kind, 2).safeParse(values);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };
  const line = { product: 'design', name: 'Website design', quantity: '1', price: '100' };

  it('asks for a customer and a line', () => {
    expect(issues({ ...emptyForm() })).toEqual(['entity: Choose a customer', 'items: Add at least one product or service']);
  });

  it('refuses a discount above the subtotal, a percent over 100, a zero quantity and a due date before the date', () => {
    expect(issues(invoice({ items: [line], discount: { enabled: true, type: 'fixed', value: '150' } }))).toEqual([
      'discount.value: The discount is more than the subtotal',
    ]);
    expect(issues(invoice({ items: [line], tax: { enabled: true, type: 'percent', value: '101' } }))).toEqual(['tax.value: A percent is at most 100']);
    expect(issues(invoice({ items: [{ ...line, quantity: '0' }] }))).toContain('items.0.quantity: Enter a quantity greater than zero');
    expect(issues(invoice({ items: [line], dueDate: '2026-11-19' }))).toEqual(['dueDate: The due date is before the date']);
  });

  it('refuses more decimals than the server takes: amounts at the currency’s, quantities and percents at 4', () => {
    expect(issues(invoice({ items: [{ ...line, price: '10.005' }], delivery: { enabled: true, type: 'fixed', value: '1.001' } }))).toEqual([
      'items.0.price: At most 2 decimal places',
      'delivery.value: At most 2 decimal places',
    ]);
    expect(issues(invoice({ items: [{ ...line, quantity: '1.00001' }], tax: { enabled: true, type: 'percent', value: '7.12345' } }))).toEqual([
      'items.0.quantity: At most 4 decimal places',
      'tax.value: At most 4 decimal places',
    ]);
    const yen = documentSchema('invoice', 0).safeParse(invoice({ items: [{ ...line, price: '100.5' }] }));
    expect(yen.success ? [] : yen.error.issues.map((issue) => issue.message)).toEqual(['Whole amounts only']);
  });

  it('asks an invoice for its due date, and lets a quotation go without one', () => {
    expect(issues(invoice({ items: [line], dueDate: '' }))).toEqual(['dueDate: Enter the due date']);
    expect(issues(invoice({ items: [line], dueDate: '' }), 'quotation')).toEqual([]);
  });
});
