import { pdfText } from '../../test/support/pdf-text.js';
import { groupDigits, pdfSafeText, renderReceiptPdf } from './receipt-pdf.js';
import type { ReceiptView } from './receipt-view.js';

const view: ReceiptView = {
  business: { name: 'Alpha Stores', address: '12 Broad Street, Lagos', phone: '+234 803 123 4567', email: 'hello@alpha.example' },
  reference: 'K7Q2MX',
  date: '2026-11-22',
  type: 'sales',
  title: 'Sales receipt',
  status: 'posted',
  statusLabel: 'PART PAID',
  currency: 'NGN',
  items: [{ name: 'Rice 50kg', quantity: '2', price: '500.00', total: '1000.00' }],
  subtotal: '1000.00',
  discount: { amount: '100.00', percent: '10' },
  delivery: null,
  tax: null,
  total: '900.00',
  paid: '500.00',
  balance: '400.00',
  dueDate: '2026-12-22',
  paymentMethod: 'Cash',
  customer: { name: 'Ada Obi' },
  customerLabel: 'Customer',
  description: null,
};

describe('the receipt PDF', () => {
  it('is an A4 PDF showing the business, the reference, the items and the totals', async () => {
    const pdf = await renderReceiptPdf(view);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // A4 in points (210 × 297 mm).
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const text = pdfText(pdf);
    for (const shown of [
      'Alpha Stores',
      'Reference: K7Q2MX',
      'SALES RECEIPT',
      'Status: PART PAID',
      'Customer: Ada Obi',
      'Rice 50kg',
      'NGN 1,000.00',
      'Discount (10%)',
      'NGN 400.00',
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).not.toContain('VOID');
  });

  it('says VOID on a voided receipt', async () => {
    const text = pdfText(await renderReceiptPdf({ ...view, status: 'voided', statusLabel: 'VOID' }));
    expect(text).toContain('Status: VOID');
    expect(text.split('\n')).toContain('VOID');
  });

  it('runs onto more pages for long documents, numbering them', async () => {
    const items = Array.from({ length: 80 }, (_, index) => ({ name: `Item ${index + 1}`, quantity: '1', price: '1.00', total: '1.00' }));
    const text = pdfText(await renderReceiptPdf({ ...view, items }, { compress: false }));
    expect(text).toContain('Item 80');
    expect(text).toMatch(/page 2 of [23]/);
  });

  it('writes only what the standard fonts can show, and groups digits', () => {
    expect(pdfSafeText('Café Ñoño – “ok” €5')).toBe('Café Ñoño – “ok” €5');
    expect(pdfSafeText('Łódź ₦100 漢\tx')).toBe('?ódz ?100 ? x'); // Ł has no decomposition; ź loses its accent
    expect(groupDigits('1234567.50')).toBe('1,234,567.50');
    expect(groupDigits('-1000')).toBe('-1,000');
    expect(groupDigits('999.99')).toBe('999.99');
  });
});
