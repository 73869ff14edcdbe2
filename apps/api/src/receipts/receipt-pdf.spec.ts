import { pdfImages } from '../../test/support/pdf-images.js';
import { pdfText } from '../../test/support/pdf-text.js';
import { DAMAGED_PNG, GIF_1X1, JPEG_1X1, PNG_1X1, testPng } from '@ledgerline/testing';
import { groupDigits, pdfSafeText } from '@ledgerline/platform';
import { renderReceiptPdf } from './receipt-pdf.js';
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
      '₦1,000.00',
      'Discount (10%)',
      '-₦100.00',
      '₦400.00',
    ]) {
      expect(text).toContain(shown);
    }
    // The naira sign, as the mail and the web show amounts, never the code.
    expect(text).not.toContain('NGN');
    expect(text).not.toContain('VOID');
    expect(pdfImages(pdf)).toEqual([]);
  });

  /** The PDF's bytes without its creation date and its ID (made from the date), all that differs between two renderings. */
  const undated = (pdf: Buffer) =>
    pdf
      .toString('latin1')
      // The date is a string of its own (D:…), written in the info dictionary or as an object of its own.
      .replace(/\(D:\d{14}Z?[^)]*\)/g, '')
      .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, '');

  it.each([
    ['a PNG', PNG_1X1, { width: 1, height: 1 }],
    ['a JPEG', JPEG_1X1, { width: 1, height: 1 }],
    ['a wide PNG', testPng({ width: 40, height: 10 }), { width: 40, height: 10 }],
  ])('draws the business’s logo, %s, at the top left with the business beside it', async (_, logo, size) => {
    const plain = await renderReceiptPdf(view, { compress: false });
    const pdf = await renderReceiptPdf(view, { compress: false, logo });
    expect(pdfImages(pdf)).toEqual([size]);
    // The same text, the business's name and address moved right of the logo.
    expect(pdfText(pdf)).toBe(pdfText(plain));
    // The first text drawn, the business's name: 15 mm from the edge, or 37 mm right of an 18 mm logo.
    const nameX = (document: Buffer) => Number(/BT\s+1 0 0 1 ([\d.]+) /.exec(document.toString('latin1'))![1]);
    expect(nameX(plain)).toBeCloseTo((15 * 72) / 25.4, 1);
    expect(nameX(pdf)).toBeCloseTo((37 * 72) / 25.4, 1);
  });

  it.each([
    ['a GIF, which pdfkit cannot draw', GIF_1X1],
    ['a PNG whose pixel data is damaged (pdfkit would fail after the call, out of reach)', DAMAGED_PNG],
    ['a PNG cut short', PNG_1X1.subarray(0, 40)],
    ['bytes that are no picture', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ])('leaves the receipt as it is without a logo for %s', async (_, logo) => {
    const plain = await renderReceiptPdf(view, { compress: false });
    const pdf = await renderReceiptPdf(view, { compress: false, logo });
    expect(pdfImages(pdf)).toEqual([]);
    expect(undated(pdf)).toBe(undated(plain));
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

  it('embeds its fonts (the naira sign is not in the standard ones), drawing the text as it was written', async () => {
    const pdf = await renderReceiptPdf({ ...view, business: { ...view.business, name: 'Ọlá Adéṣẹ̀nà Stores' } }, { compress: false });
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\b/);
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toContain('/Helvetica');
    // A letter with a dot below and a tone mark on it reads back whole (one glyph per letter).
    expect(pdfText(pdf)).toContain('Ọlá Adéṣẹ̀nà Stores');
    expect(pdfText(pdf)).toContain('₦1,000.00');
  });

  it('with another currency, writes its code', async () => {
    const text = pdfText(await renderReceiptPdf({ ...view, currency: 'USD' }));
    expect(text).toContain('USD 1,000.00');
    expect(text).not.toContain('₦');
  });

  it('writes only what the embedded font can show, and groups digits', () => {
    expect(pdfSafeText('Café Ñoño – “ok” €5')).toBe('Café Ñoño – “ok” €5');
    expect(pdfSafeText('Łódź ₦100 Ọlá Adéṣẹ̀nà ɗan ƙasa')).toBe('Łódź ₦100 Ọlá Adéṣẹ̀nà ɗan ƙasa');
    // Chinese is not in the font; right-to-left scripts pdfkit would set backwards; control characters are spaces.
    expect(pdfSafeText('漢 سلام x\ty')).toBe('? ???? x y');
    expect(groupDigits('1234567.50')).toBe('1,234,567.50');
    expect(groupDigits('-1000')).toBe('-1,000');
    expect(groupDigits('999.99')).toBe('999.99');
  });
});
